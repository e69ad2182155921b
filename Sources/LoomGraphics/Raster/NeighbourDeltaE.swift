/// The largest CIEDE2000 difference two composited colours can have when no channel differs by
/// more than one step — antialiasing and rasterizer noise, the commonest difference of all.
/// The table holds exhaustive maxima (`Scripts/derive-neighbour-deltae`), 0.18 in light
/// colours and up to 2.46 among dark greys, per cell of 8×8×8 colours.
enum NeighbourDeltaE {
    /// That maximum in hundredths of ΔE, rounded up; nil unless the `0x00RRGGBB` colours differ
    /// by at most one step in every channel.
    @inline(__always) static func maximumHundredths(_ p: UInt32, _ q: UInt32, table: UnsafePointer<UInt8> = table) -> Int? {
        func channel(_ shift: UInt32) -> (step: UInt32, cell: Int) {
            let (x, y) = ((p >> shift) & 0xFF, (q >> shift) & 0xFF)
            return (x > y ? x - y : y - x, Int(min(x, y) >> 3))
        }
        let (r, g, b) = (channel(16), channel(8), channel(0))
        guard max(r.step, g.step, b.step) <= 1 else { return nil }
        return Int(table[r.cell << 10 | g.cell << 5 | b.cell])
    }

    /// The largest count of hundredths that is still within `deltaE` (-1 when none is).
    static func hundredthsWithin(_ deltaE: Double) -> Int {
        (0...255).last { Double($0) / 100 <= deltaE } ?? -1
    }

    nonisolated(unsafe) static let table = permanentTable(hundredths)

    /// Which of eight pixel pairs, given by their composited channels, are at most one step apart
    /// with a maximum of at most `limit` hundredths (equal colours included).
    @inline(__always) static func within(_ limit: Int, table: UnsafePointer<UInt8>,
                                         _ p: (r: SIMD8<UInt32>, g: SIMD8<UInt32>, b: SIMD8<UInt32>),
                                         _ q: (r: SIMD8<UInt32>, g: SIMD8<UInt32>, b: SIMD8<UInt32>)) -> SIMDMask<SIMD8<Int32>> {
        let lowR: SIMD8<UInt32> = pointwiseMin(p.r, q.r), lowG: SIMD8<UInt32> = pointwiseMin(p.g, q.g), lowB: SIMD8<UInt32> = pointwiseMin(p.b, q.b)
        let stepR: SIMD8<UInt32> = pointwiseMax(p.r, q.r) &- lowR, stepG: SIMD8<UInt32> = pointwiseMax(p.g, q.g) &- lowG
        let stepB: SIMD8<UInt32> = pointwiseMax(p.b, q.b) &- lowB
        let step: SIMD8<UInt32> = pointwiseMax(stepR, pointwiseMax(stepG, stepB))
        let cell: SIMD8<UInt32> = ((lowR &>> 3) &<< 10) | ((lowG &>> 3) &<< 5) | (lowB &>> 3)
        // NB: all eight maxima loaded without branches, then compared at once.
        var maxima = SIMD8<UInt32>()
        for lane in 0..<8 { maxima[lane] = UInt32(table[Int(cell[lane])]) }
        let small = maxima .<= SIMD8<UInt32>(repeating: UInt32(max(limit, 0)))
        let equal = step .== SIMD8<UInt32>(repeating: 0)
        return (step .<= SIMD8<UInt32>(repeating: 1)) .& (equal .| (small .& SIMDMask(repeating: limit >= 0)))
    }
}
