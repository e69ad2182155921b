import LoomGraphics
import Testing
@testable import LoomUI

/// `Color.mix(with:by:in:)` (iOS 18): perceptual mixing is Oklab's, so black and white meet at
/// Oklab lightness 0.5 — sRGB 99/255 (#636363), darker than the device mix's 0.5.
@Suite struct ColorMixTests {
    @Test func halfwayBetweenBlackAndWhite() {
        let black = Color(red: 0, green: 0, blue: 0), white = Color(red: 1, green: 1, blue: 1)
        let perceptual = black.mix(with: white, by: 0.5).resolve()
        #expect(abs(perceptual.red * 255 - 99) < 0.5, "\(perceptual)")
        #expect(abs(perceptual.red - perceptual.green) < 1e-6 && abs(perceptual.green - perceptual.blue) < 1e-6, "a grey mix stays grey")
        #expect(black.mix(with: white, by: 0.5, in: .device).resolve() == RGBA(red: 0.5, green: 0.5, blue: 0.5))
    }

    @Test func theEndsAreTheColoursAndTheFractionIsClamped() {
        let red = Color(red: 1, green: 0.2, blue: 0.1), blue = Color(red: 0, green: 0.4, blue: 1, opacity: 0.5)
        #expect(red.mix(with: blue, by: 0, in: .device).resolve() == red.resolve())
        #expect(red.mix(with: blue, by: 7, in: .device).resolve() == blue.resolve())
        #expect(red.mix(with: blue, by: .nan, in: .device).resolve() == red.resolve())
        #expect(red.mix(with: blue, by: 0.5, in: .device).resolve().alpha == 0.75)
    }
}
