import LoomGraphics
import Testing
@testable import LoomUI

/// A shape draws in its own frame's coordinates: SwiftUI hands `path(in:)` a rect at the origin
/// and places the result where the view was laid out (research doc §1.17).
@Suite struct PathViewTests {
    let square = Path.rect(Rect(x: 0, y: 0, width: 50, height: 50))

    /// Gray square, then the view under test, 20 pt apart, padded by 10: the second one's frame is (80, 10, 50, 50).
    func rendered(_ view: any ViewNode) throws -> Bitmap {
        let row = HStack(spacing: 20, content: [Color.gray.frame(width: 50, height: 50), view.frame(width: 50, height: 50)]).padding(10)
        return try renderImage(row, scale: 1).bitmap
    }

    func isRed(_ p: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { p.r == 255 && p.g == 59 && p.b == 48 && p.a == 255 }

    @Test func filledPathLandsInItsFrame() throws {
        let image = try rendered(square.fill(Color.red))
        #expect(isRed(image.pixel(x: 105, y: 35)), "the square fills its frame at (80, 10)")
        #expect(image.pixel(x: 5, y: 5).a == 0, "nothing is drawn at the image's origin")
    }

    @Test func strokedPathLandsInItsFrame() throws {
        let image = try rendered(square.stroke(Color.red, lineWidth: 4))
        #expect(isRed(image.pixel(x: 80, y: 35)), "the left edge of the outline runs along x = 80")
        #expect(image.pixel(x: 105, y: 35).a == 0, "the inside is not painted")
        #expect(image.pixel(x: 5, y: 5).a == 0)
    }

    @Test func shapeDrawingFromTheOriginLandsInItsFrame() throws {
        // Like a script's `path(in:)` that starts at CGPoint(x: 0, y: 0) instead of rect.minX.
        let corner = ClosureShape(name: "Corner") { rect in Path.rect(Rect(x: 0, y: 0, width: rect.width / 2, height: rect.height / 2)) }
        let image = try rendered(corner.fill(Color.red))
        #expect(isRed(image.pixel(x: 90, y: 20)))
        #expect(image.pixel(x: 120, y: 50).a == 0)
        #expect(image.pixel(x: 5, y: 5).a == 0)
    }

    @Test func clipShapeIsInTheClippedViewsCoordinates() throws {
        let clipped = Color.red.clipShape(Path.rect(Rect(x: 0, y: 0, width: 25, height: 50)))
        let image = try rendered(clipped)
        #expect(isRed(image.pixel(x: 90, y: 35)), "the clip keeps the frame's left half")
        #expect(image.pixel(x: 120, y: 35).a == 0, "and cuts its right half")
    }
}
