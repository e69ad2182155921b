/// The largest CIEDE2000 difference two composited colours can have when no channel differs by
/// more than one step — antialiasing and rasterizer noise, the commonest difference of all.
/// The table holds exhaustive maxima (`Scripts/derive-neighbour-deltae`), 0.19 in light
/// colours and up to 2.46 among dark greys, per cell of 16×16×16 colours.
enum NeighbourDeltaE {
    /// Nil unless the `0x00RRGGBB` colours differ by at most one step in every channel.
    @inline(__always) static func maximum(_ p: UInt32, _ q: UInt32) -> Double? {
        func channel(_ shift: UInt32) -> (step: UInt32, cell: Int) {
            let (x, y) = ((p >> shift) & 0xFF, (q >> shift) & 0xFF)
            return (x > y ? x - y : y - x, Int(min(x, y) >> 4))
        }
        let (r, g, b) = (channel(16), channel(8), channel(0))
        guard max(r.step, g.step, b.step) <= 1 else { return nil }
        return Double(hundredths[r.cell << 8 | g.cell << 4 | b.cell]) / 100
    }
}
