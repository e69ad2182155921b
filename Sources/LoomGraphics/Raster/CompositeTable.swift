/// `ColorDifference.composited` for every (alpha, channel byte) pair over one background, so that
/// a pixel's composited colour costs three loads instead of three divisions and roundings.
final class CompositeTable: @unchecked Sendable {
    /// Red, green and blue tables of 65 536 bytes each, indexed by `alpha << 8 | channel`;
    /// written once in `init`, only read after.
    private let bytes: UnsafeMutablePointer<UInt8>
    /// Whether every entry is `min(channel + 255 − alpha, 255)` — over white, so that eight pixels
    /// can be composited at once by arithmetic (checked, not assumed).
    let isOverWhite: Bool

    init(background: RGBA) {
        bytes = .allocate(capacity: 3 * 65_536)
        var isOverWhite = true
        for (table, back) in [background.red, background.green, background.blue].enumerated() {
            for alpha in 0..<256 as Range<UInt32> {
                for channel in 0..<256 as Range<UInt32> {
                    let byte = ColorDifference.composited(channel, alpha: alpha, over: back)
                    bytes[table << 16 | Int(alpha << 8 | channel)] = byte
                    isOverWhite = isOverWhite && UInt32(byte) == min(channel + 255 - alpha, 255)
                }
            }
        }
        self.isOverWhite = isOverWhite
    }

    /// Eight pixels' composited channels over white (only when `isOverWhite`).
    @inline(__always) static func channelsOverWhite(_ words: SIMD8<UInt32>) -> (r: SIMD8<UInt32>, g: SIMD8<UInt32>, b: SIMD8<UInt32>) {
        let byte = SIMD8<UInt32>(repeating: 0xFF)
        let back: SIMD8<UInt32> = byte &- (words &>> 24)
        let r: SIMD8<UInt32> = pointwiseMin(((words &>> 16) & byte) &+ back, byte)
        let g: SIMD8<UInt32> = pointwiseMin(((words &>> 8) & byte) &+ back, byte)
        let b: SIMD8<UInt32> = pointwiseMin((words & byte) &+ back, byte)
        return (r, g, b)
    }

    deinit { bytes.deallocate() }

    /// `loom check` and the golden tests always compare on white.
    static let white = CompositeTable(background: .white)

    static func over(_ background: RGBA) -> CompositeTable {
        background == .white ? white : CompositeTable(background: background)
    }

    /// The composited colour of a premultiplied ARGB32 pixel as `0x00RRGGBB`.
    @inline(__always) func rgb(_ pixel: UInt32) -> UInt32 {
        let alpha = Int(pixel >> 16) & 0xFF00
        return UInt32(bytes[0x00000 | alpha | Int((pixel >> 16) & 0xFF)]) << 16
            | UInt32(bytes[0x10000 | alpha | Int((pixel >> 8) & 0xFF)]) << 8
            | UInt32(bytes[0x20000 | alpha | Int(pixel & 0xFF)])
    }
}
