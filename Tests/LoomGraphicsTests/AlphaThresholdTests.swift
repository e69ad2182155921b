import Testing
@testable import LoomGraphics

/// `Bitmap.applyAlphaThreshold`: SwiftUI's `alphaThreshold(min:max:color:)` filter, pixel by pixel.
@Suite struct AlphaThresholdTests {
    /// One row of pixels, white at the given opacities (premultiplied, as a bitmap keeps them).
    func row(_ alphas: [UInt32]) -> Bitmap {
        let bitmap = Bitmap(width: alphas.count, height: 1)!
        bitmap.withMutablePixels { pixels in
            for (i, a) in alphas.enumerated() { pixels[i] = a << 24 | a << 16 | a << 8 | a }
        }
        return bitmap
    }

    @Test func pixelsInsideTheRangeTakeTheColourTheOthersVanish() {
        // 0, 1 %, 20 %, 50 %, 80 %, 100 % opaque; kept from 20 % to 80 %, both ends included.
        let bitmap = row([0, 3, 51, 128, 204, 255])
        bitmap.applyAlphaThreshold(min: 0.2, max: 0.8, color: RGBA(red: 0, green: 0, blue: 1))
        let pixels = (0..<6).map { bitmap.pixel(x: $0, y: 0) }
        #expect(pixels.map(\.a) == [0, 0, 255, 255, 255, 0])
        #expect(pixels[2...4].allSatisfy { $0.r == 0 && $0.g == 0 && $0.b == 255 })
    }

    @Test func aTranslucentColourKeepsItsOpacity() {
        let bitmap = row([10, 255])
        bitmap.applyAlphaThreshold(min: 0.01, max: 1, color: RGBA(red: 1, green: 0, blue: 0, alpha: 0.5))
        let p = bitmap.pixel(x: 0, y: 0)
        #expect(p.r == 255 && p.g == 0 && p.b == 0 && (127...128).contains(p.a), "\(p)")
    }

    @Test func aNaNBoundKeepsNothing() {
        let bitmap = row([128, 255])
        bitmap.applyAlphaThreshold(min: .nan, max: 1, color: .black)
        #expect(bitmap.pixel(x: 0, y: 0).a == 0 && bitmap.pixel(x: 1, y: 0).a == 0)
    }
}
