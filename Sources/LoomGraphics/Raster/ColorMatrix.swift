/// A 4×5 matrix that maps straight-alpha, gamma-encoded (R, G, B, A, 1) to (R′, G′, B′, A′), the
/// form SwiftUI's colour filters take (research doc §4.6).
public struct ColorMatrix: Hashable, Sendable {
    /// Row-major, 20 values.
    public var values: [Double]

    public init(_ values: [Double]) {
        precondition(values.count == 20, "a colour matrix has 4 rows of 5")
        self.values = values
    }

    public static let identity = ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0])
}

extension Bitmap {
    /// Applies `matrix` to every pixel.
    public func apply(_ matrix: ColorMatrix) {
        let m = matrix.values.map(Float.init)
        withMutablePixels { pixels in
            for i in 0..<pixels.count {
                let p = pixels[i]
                let a = Float(p >> 24) / 255
                let (r, g, b): (Float, Float, Float) = a > 0
                    ? (Float((p >> 16) & 0xFF) / 255 / a, Float((p >> 8) & 0xFF) / 255 / a, Float(p & 0xFF) / 255 / a)
                    : (0, 0, 0)
                func row(_ k: Int) -> Float {
                    let v = m[k] * r + m[k + 1] * g + m[k + 2] * b + m[k + 3] * a + m[k + 4]
                    return v.isNaN ? 0 : min(max(v, 0), 1)  // a script's NaN factor must not reach UInt32(_:)
                }
                let (r2, g2, b2, a2) = (row(0), row(5), row(10), row(15))
                func byte(_ v: Float) -> UInt32 { UInt32((v * a2 * 255).rounded()) }
                pixels[i] = UInt32((a2 * 255).rounded()) << 24 | byte(r2) << 16 | byte(g2) << 8 | byte(b2)
            }
        }
    }
}
