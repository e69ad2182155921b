import Foundation
import Testing
@testable import LoomGraphics

/// The fast comparison must give exactly what the old one gave (`referenceComparison`): the same
/// failure sentence (so the same failing count and largest ΔE), passing share, largest ΔE and
/// difference image, and `matches` the same verdict — on every golden PNG of the repository,
/// each perturbed in one of the ways pictures drift, and on pixels placed near the threshold.
@Suite struct ImageComparisonEquivalenceTests {
    /// Every PNG the repository records: the goldens of the tests and the guides' references.
    static let recorded: [String] = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        var paths: [String] = []
        for folder in ["Tests", "Notebooks"] {
            let enumerator = FileManager.default.enumerator(atPath: root.appendingPathComponent(folder).path)
            while let path = enumerator?.nextObject() as? String {
                if path.hasSuffix(".png") { paths.append(root.appendingPathComponent(folder).appendingPathComponent(path).path) }
            }
        }
        return paths.sorted()
    }()

    enum Drift: CaseIterable, Sendable {
        case offByOneEverywhere, nearThreshold, tenPercentChanged, everythingChanged, alpha
    }

    /// Each recorded PNG under one drift (taking turns, so that every drift meets every kind of picture).
    static let cases: [(String, Drift)] = recorded.enumerated().map { ($1, Drift.allCases[$0 % Drift.allCases.count]) }

    @Test(arguments: cases)
    func recordedPictureUnderDrift(_ path: String, _ drift: Drift) throws {
        let data = try #require(FileManager.default.contents(atPath: path))
        guard let picture = Bitmap(png: [UInt8](data)) else { return }  // a fixture that is no PNG on purpose
        // NB: the old comparison is slow in a debug build; a band of rows through the middle keeps
        // the picture's kinds of content, and every 8th picture is compared whole.
        let whole = Self.recorded.firstIndex(of: path)! % 8 == 0
        let reference = whole ? picture : Self.band(of: picture, rows: 64)
        let actual = Self.drifted(reference, drift, seed: UInt64(path.utf8.count))
        try Self.expectSameOutcome(actual: actual, reference: reference)
        try Self.expectSameOutcome(actual: actual, reference: reference, tolerance: ImageTolerance(deltaE: 1, precision: 0.5))
    }

    @Test func unchangedPictureAndExactTolerance() throws {
        let reference = try #require(Self.recorded.lazy.compactMap { path in
            FileManager.default.contents(atPath: path).flatMap { Bitmap(png: [UInt8]($0)) }
        }.first { $0.width * $0.height > 10_000 })
        let copy = Self.drifted(reference, .offByOneEverywhere, seed: 1)
        try Self.expectSameOutcome(actual: reference, reference: reference)
        try Self.expectSameOutcome(actual: copy, reference: reference, tolerance: .exact)
        try Self.expectSameOutcome(actual: copy, reference: reference, tolerance: ImageTolerance(deltaE: -1, precision: 0.999))
    }

    /// Pixels whose exact ΔE lies within 0.05 of the tolerance, where a loose bound would flip them.
    @Test func pixelsNearTheThreshold() throws {
        var random = SplitMix(seed: 20)
        var pairs: [(UInt32, UInt32)] = []
        while pairs.count < 20_000 {
            let p = random.opaqueColour()
            let q = random.nudged(p, by: 1 + Int(random.next() % 8))
            let distance = ColorDifference.ciede2000(ColorDifference.lab(p, on: .white), ColorDifference.lab(q, on: .white))
            if abs(distance - 2) < 0.05 { pairs.append((p, q)) }
        }
        let (actual, reference) = (Self.bitmap(pairs.map(\.0)), Self.bitmap(pairs.map(\.1)))
        try Self.expectSameOutcome(actual: actual, reference: reference, tolerance: ImageTolerance(deltaE: 2, precision: 0.5))
        try Self.expectSameOutcome(actual: actual, reference: reference)
    }

    @Test func largePictureAcrossCoresStopsEarlyWithTheSameVerdict() throws {
        // 400×400 is split across cores; a tenth of it changed fails long before the last row.
        var random = SplitMix(seed: 7)
        let base = (0..<160_000).map { _ in random.opaqueColour() }
        let reference = Self.bitmap(base, width: 400)
        for changedEvery in [10, 1000, 2000] {
            let actual = Self.bitmap(base.enumerated().map { $0 % changedEvery == 0 ? ~$1 | 0xFF00_0000 : random.nudged($1, by: 1) }, width: 400)
            try Self.expectSameOutcome(actual: actual, reference: reference)
        }
    }

    @Test func allowedFailuresIsTheLastCountThatPasses() {
        for (count, precision) in [(400, 0.999), (4_000_000, 0.999), (400, 0.8), (7, 1.0), (10, 0.0), (3, 1.5), (3, .nan)] {
            let allowed = ImageTolerance(deltaE: 2, precision: precision).allowedFailures(of: count)
            func passes(_ f: Int) -> Bool { Double(count - f) / Double(count) >= precision }
            if allowed >= 0 { #expect(passes(allowed)) }
            #expect(allowed == count || !passes(allowed + 1))
        }
    }

    static func expectSameOutcome(actual: Bitmap, reference: Bitmap, tolerance: ImageTolerance = .default,
                                  sourceLocation: SourceLocation = #_sourceLocation) throws {
        let old = referenceComparison(actual: actual, reference: reference, tolerance: tolerance)
        let new = ImageComparison(actual: actual, reference: reference, tolerance: tolerance)
        #expect(new.failure == old.failure, sourceLocation: sourceLocation)
        #expect(new.passingShare == old.passingShare, sourceLocation: sourceLocation)
        #expect(new.maximumDeltaE == old.maximumDeltaE, sourceLocation: sourceLocation)
        #expect(new.difference?.pngData() == old.difference?.pngData(), sourceLocation: sourceLocation)
        #expect(ImageComparison.matches(actual: actual, reference: reference, tolerance: tolerance) == old.matches, sourceLocation: sourceLocation)
    }

    /// A copy of `picture` drifted one way; premultiplied words stay in range.
    static func drifted(_ picture: Bitmap, _ drift: Drift, seed: UInt64) -> Bitmap {
        var random = SplitMix(seed: seed)
        let out = Bitmap(width: picture.width, height: picture.height)!
        picture.withPixels { source in
            out.withMutablePixels { target in
                for index in 0..<source.count {
                    let p = source[index]
                    switch drift {
                    case .offByOneEverywhere: target[index] = random.nudged(p, by: 1)
                    case .nearThreshold: target[index] = random.next() % 3 == 0 ? random.nudged(p, by: 1 + Int(random.next() % 6)) : p
                    case .tenPercentChanged: target[index] = random.next() % 10 == 0 ? random.opaqueColour() : p
                    case .everythingChanged: target[index] = ~p | 0xFF00_0000
                    case .alpha:
                        let alpha = Int(p >> 24) + Int(random.next() % 7) - 3
                        target[index] = random.next() % 2 == 0 ? p : SplitMix.word(alpha: alpha, p)
                    }
                }
            }
        }
        return out
    }

    static func band(of picture: Bitmap, rows: Int) -> Bitmap {
        let height = min(rows, picture.height), top = (picture.height - height) / 2
        let out = Bitmap(width: picture.width, height: height)!
        picture.withPixels { source in
            out.withMutablePixels { target in
                for index in 0..<target.count { target[index] = source[top * picture.width + index] }
            }
        }
        return out
    }

    static func bitmap(_ words: [UInt32], width: Int = 100) -> Bitmap {
        let bitmap = Bitmap(width: width, height: (words.count + width - 1) / width)!
        bitmap.withMutablePixels { pixels in
            for index in 0..<pixels.count { pixels[index] = index < words.count ? words[index] : 0xFFFF_FFFF }
        }
        return bitmap
    }
}

/// A small seeded generator, so every run perturbs the same way.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func opaqueColour() -> UInt32 { 0xFF00_0000 | UInt32(truncatingIfNeeded: next() & 0xFF_FFFF) }

    /// `word` with every colour channel moved by up to `steps` either way, kept within its alpha.
    mutating func nudged(_ word: UInt32, by steps: Int) -> UInt32 {
        var channels = [Int(word >> 16) & 0xFF, Int(word >> 8) & 0xFF, Int(word) & 0xFF]
        for i in channels.indices { channels[i] += Int(next() % UInt64(2 * steps + 1)) - steps }
        return Self.word(alpha: Int(word >> 24), channels[0], channels[1], channels[2])
    }

    /// `word`'s colour under another alpha, each channel scaled to stay premultiplied.
    static func word(alpha: Int, _ word: UInt32) -> UInt32 {
        let old = max(1, Int(word >> 24)), a = min(max(alpha, 0), 255)
        return Self.word(alpha: a, (Int(word >> 16) & 0xFF) * a / old, (Int(word >> 8) & 0xFF) * a / old, (Int(word) & 0xFF) * a / old)
    }

    static func word(alpha: Int, _ r: Int, _ g: Int, _ b: Int) -> UInt32 {
        let a = min(max(alpha, 0), 255)
        func clamp(_ c: Int) -> UInt32 { UInt32(min(max(c, 0), a)) }
        return UInt32(a) << 24 | clamp(r) << 16 | clamp(g) << 8 | clamp(b)
    }
}
