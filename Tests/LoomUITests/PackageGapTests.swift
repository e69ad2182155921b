import LoomGraphics
import Testing
@testable import LoomUI

/// SwiftUI rules that running real packages found missing (extlibs repros 09).
@Suite struct PackageGapTests {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // MARK: 09: a stroke is a shape

    /// `Circle().stroke(lineWidth: 10)` as a shape covers the ring 5 pt either side of the outline.
    @Test func aStrokeAsAShapeIsTheRingItCovers() throws {
        let path = try Circle().stroke(lineWidth: 10).path(in: rect(0, 0, 100, 100))
        #expect(path.contains(Point(x: 50, y: 2)))      // 48 out: on the ring
        #expect(path.contains(Point(x: 50, y: 54.5 + 50)))  // 54.5 out: just inside its outer edge
        #expect(!path.contains(Point(x: 50, y: 50)))     // the centre
        #expect(!path.contains(Point(x: 50, y: 10)))     // 40 out: inside the ring's hole
    }

    /// As a view it is the stroke in the foreground style, pixel for pixel.
    @Test func aStrokeAsAViewDrawsAsBefore() throws {
        let shape = try renderImage(Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        let view = try renderImage(Circle().stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        #expect(shape.bitmap.rgbaBytes() == view.bitmap.rgbaBytes())
    }

    /// Clipped to a stroked circle, a square keeps only the ring inside its frame.
    @Test func clippingToAStrokeKeepsTheRing() throws {
        let image = try renderImage(Color.blue.frame(width: 100, height: 100).clipShape(Circle().stroke(lineWidth: 10)), scale: 1).bitmap
        #expect(image.pixel(x: 50, y: 2).a == 255)
        #expect(image.pixel(x: 50, y: 50).a == 0)
        #expect(image.pixel(x: 2, y: 2).a == 0)
    }
}
