import Foundation
import Testing
@testable import LoomGraphics

@Suite struct GaussianBlurTests {
    @Test(arguments: [1.0, 2.0, 3.9, 5.0, 8.0, 20.0])
    func spreadMatchesSigma(sigma: Double) {
        // Blur a horizontal line rather than a pixel, so 8-bit rounding does not eat the tails.
        let size = 161
        let bitmap = Bitmap(width: size, height: size)!
        bitmap.withMutablePixels { pixels in
            for y in 0..<size { pixels[y * size + size / 2] = 0xFFFF_FFFF }
        }
        bitmap.gaussianBlur(sigma: sigma)
        let row = bitmap.withPixels { pixels in (0..<size).map { Double(pixels[(size / 2) * size + $0] >> 24) } }
        let total = row.reduce(0, +)
        let mean = row.enumerated().map { Double($0) * $1 }.reduce(0, +) / total
        let variance = row.enumerated().map { pow(Double($0) - mean, 2) * $1 }.reduce(0, +) / total
        #expect(abs(mean - Double(size / 2)) < 0.01)
        #expect(abs(sqrt(variance) - sigma) / sigma < 0.06)
        // The column's coverage is conserved: 255 spread over the row.
        #expect(abs(total - 255) < 8)
    }

    @Test func boxRadiiGrowWithSigma() {
        #expect(GaussianBlur.boxRadii(sigma: 1, passes: 3).allSatisfy { $0 <= 1 })
        #expect(GaussianBlur.boxRadii(sigma: 16, passes: 3).allSatisfy { $0 >= 15 && $0 <= 16 })
    }

    @Test func colorMatrixInvertsColoursAndKeepsAlpha() {
        let bitmap = Bitmap(width: 1, height: 1)!
        Canvas(bitmap: bitmap, scale: 1).fill(.rect(Rect(x: 0, y: 0, width: 1, height: 1)), with: .solid(RGBA(red: 1, green: 0, blue: 0, alpha: 0.5)))
        bitmap.apply(ColorMatrix([-1, 0, 0, 0, 1, 0, -1, 0, 0, 1, 0, 0, -1, 0, 1, 0, 0, 0, 1, 0]))
        let p = bitmap.pixel(x: 0, y: 0)
        #expect(p.r <= 1 && p.g >= 254 && p.b >= 254 && abs(Int(p.a) - 128) <= 1)
    }
}
