import Testing
@testable import LoomGraphics

@Suite struct ImageComparisonTests {
    func square(_ color: RGBA, size: Int = 20, inset: Double = 0) -> Bitmap {
        let bitmap = Bitmap(width: size, height: size)!
        let canvas = Canvas(bitmap: bitmap, scale: 1)
        canvas.fill(.rect(Rect(x: inset, y: inset, width: Double(size) - 2 * inset, height: Double(size) - 2 * inset)), with: .solid(color))
        return bitmap
    }

    @Test func ciede2000MatchesSharmasTestData() {
        // Pairs 1 and 7 of Sharma, Wu & Dalal (2005), Table 1.
        let d1 = ColorDifference.ciede2000(.init(l: 50, a: 2.6772, b: -79.7751), .init(l: 50, a: 0, b: -82.7485))
        #expect(abs(d1 - 2.0425) < 0.0001)
        let d7 = ColorDifference.ciede2000(.init(l: 50, a: 0, b: 0), .init(l: 50, a: -1, b: 2))
        #expect(abs(d7 - 2.3669) < 0.0001)
    }

    @Test func identicalImagesMatch() {
        let result = ImageComparison(actual: square(.black), reference: square(.black))
        #expect(result.matches)
        #expect(result.passingShare == 1)
    }

    @Test func sizeMismatchNamesBothSizes() {
        let result = ImageComparison(actual: square(.black, size: 20), reference: square(.black, size: 30))
        #expect(result.failure == "the image is 20×20 pixels but the reference is 30×30")
    }

    @Test func invisibleChangePassesVisibleChangeFails() {
        let almost = ImageComparison(actual: square(RGBA(bytes: 255, 59, 48)), reference: square(RGBA(bytes: 255, 60, 48)))
        #expect(almost.matches)
        let changed = ImageComparison(actual: square(RGBA(bytes: 255, 59, 48)), reference: square(RGBA(bytes: 0, 122, 255)))
        #expect(!changed.matches)
        #expect(changed.passingShare == 0)
        #expect(changed.difference?.pixel(x: 10, y: 10).r == 255)
    }

    @Test func transparentPixelsAreComparedOnTheBackground() {
        // Clear and opaque white look the same on a white page.
        let result = ImageComparison(actual: square(.clear), reference: square(.white), background: .white)
        #expect(result.matches)
        #expect(!ImageComparison(actual: square(.clear), reference: square(.white), background: .black).matches)
    }

    @Test func precisionAllowsAFewStrayPixels() {
        // A 20×20 square shrunk by one pixel on each side changes 76 of 400 pixels (19%).
        let result = ImageComparison(actual: square(.black), reference: square(.black, inset: 1), tolerance: ImageTolerance(deltaE: 2, precision: 0.8))
        #expect(result.matches)
        #expect(!ImageComparison(actual: square(.black), reference: square(.black, inset: 1)).matches)
    }
}
