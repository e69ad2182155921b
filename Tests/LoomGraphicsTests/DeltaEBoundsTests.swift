import Testing
@testable import LoomGraphics

/// The shortcuts of `PixelDifferenceScan` are only as good as their bounds: each must hold for
/// the exact `ColorDifference` values, or a verdict could change.
@Suite struct DeltaEBoundsTests {
    static func exactLab(_ rgb: UInt32) -> ColorDifference.Lab {
        ColorDifference.lab(red: UInt8(rgb >> 16), green: UInt8((rgb >> 8) & 0xFF), blue: UInt8(rgb & 0xFF))
    }

    static func exact(_ p: UInt32, _ q: UInt32) -> Double { ColorDifference.ciede2000(exactLab(p), exactLab(q)) }

    @Test func splitLabIsTheOldOneBitForBit() {
        var random = SplitMix(seed: 3)
        let backgrounds = [RGBA.white, .black, RGBA(red: 0.2, green: 0.7, blue: 0.4)]
        let tables = backgrounds.map(CompositeTable.over)
        for _ in 0..<20_000 {
            let word = UInt32(truncatingIfNeeded: random.next())
            for (background, table) in zip(backgrounds, tables) {
                let old = ColorDifference.lab(word, on: background), new = Self.exactLab(table.rgb(word))
                #expect(old.l == new.l && old.a == new.a && old.b == new.b)
            }
        }
    }

    @Test func approximateLabStaysWithinItsError() {
        // Every 5th step of every channel, both ends included: 52³ colours.
        var worst = (l: Float(0), a: Float(0), b: Float(0))
        for r in stride(from: 0, through: 255, by: 5) as StrideThrough<UInt32> {
            for g in stride(from: 0, through: 255, by: 5) as StrideThrough<UInt32> {
                for b in stride(from: 0, through: 255, by: 5) as StrideThrough<UInt32> {
                    let rgb = r << 16 | g << 8 | b
                    let exact = Self.exactLab(rgb), approximate = DeltaEBounds.approximateLab(rgb)
                    worst.l = max(worst.l, abs(approximate.l - Float(exact.l)))
                    worst.a = max(worst.a, abs(approximate.a - Float(exact.a)))
                    worst.b = max(worst.b, abs(approximate.b - Float(exact.b)))
                }
            }
        }
        #expect(worst.l < DeltaEBounds.errorL / 2 && worst.a < DeltaEBounds.errorA / 2 && worst.b < DeltaEBounds.errorB / 2,
                "largest errors \(worst)")
    }

    @Test func boundsBracketTheExactDifference() {
        var random = SplitMix(seed: 11)
        var tight = 0
        for trial in 0..<200_000 {
            let p = random.opaqueColour() & 0xFF_FFFF
            // Near pairs, far pairs and greys, where G, R_T and S_L are at their extremes.
            let q: UInt32 = switch trial % 3 {
            case 0: random.nudged(p | 0xFF00_0000, by: 1 + Int(random.next() % 12)) & 0xFF_FFFF
            case 1: random.opaqueColour() & 0xFF_FFFF
            default: UInt32(random.next() % 256) * 0x01_0101
            }
            let exact = Self.exact(p, q), bounds = DeltaEBounds.bounds(p, q)
            #expect(bounds.lower <= exact && exact <= bounds.upper, "\(String(p, radix: 16)) vs \(String(q, radix: 16)): \(bounds) around \(exact)")
            if bounds.lower > 2 || bounds.upper <= 2 { tight += 1 }
        }
        // They are only worth having if they settle most pixels against the default tolerance.
        #expect(tight > 150_000)
    }

    @Test func neighbourMaximaHoldForSampledNeighbours() {
        var random = SplitMix(seed: 5)
        var checked = 0
        while checked < 100_000 {
            let p = random.opaqueColour() & 0xFF_FFFF
            let q = random.nudged(p | 0xFF00_0000, by: 1) & 0xFF_FFFF
            guard p != q, let maximum = NeighbourDeltaE.maximumHundredths(p, q) else { continue }
            #expect(Self.exact(p, q) <= Double(maximum) / 100)
            checked += 1
        }
        // The darkest greys hold the largest one-step difference found by the derivation.
        #expect(Self.exact(0x17_1817, 0x18_1718) > 2.45 && NeighbourDeltaE.maximumHundredths(0x17_1817, 0x18_1718) == 246)
        #expect(NeighbourDeltaE.maximumHundredths(0x10_1010, 0x12_1010) == nil)
        #expect(NeighbourDeltaE.hundredthsWithin(2) == 200 && NeighbourDeltaE.hundredthsWithin(0.005) == 0 && NeighbourDeltaE.hundredthsWithin(-1) == -1)
    }
}
