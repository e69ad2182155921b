import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// `rotation3DEffect`: SwiftUI's perspective map (Core Animation's rotation with
/// `m34 = -1 / (max(width, height) / perspective)` about the anchor), drawn by tracing each
/// canvas pixel back into the view's offscreen image.
@Suite struct Rotation3DEffectTests {
    /// The view's right edge midpoint after 60° about y, worked by hand: relative to the centre it
    /// is (50, 0, 0), turned to (25, 0, −43.30), seen at w = 1 + 43.30/100, so x = 50 + 25/1.4330.
    @Test func mapMatchesTheHandWorkedProjection() {
        let p = ProjectiveTransform.rotation3D(radians: .pi / 3, axis: (0, 1, 0), anchor: Point(x: 50, y: 50), anchorZ: 0,
                                               perspective: 1, size: Size(width: 100, height: 100))
        let depth = 50 * sin(Double.pi / 3) / 100
        let right = p.project(Point(x: 100, y: 50)), left = p.project(Point(x: 0, y: 50)), centre = p.project(Point(x: 50, y: 50))
        #expect(abs(right.point.x - (50 + 25 / (1 + depth))) < 1e-9 && abs(right.point.y - 50) < 1e-9)
        // The leading edge comes nearer (w < 1) and so lands farther out than the trailing one.
        #expect(abs(left.point.x - (50 - 25 / (1 - depth))) < 1e-9)
        #expect(abs(centre.point.x - 50) < 1e-12 && abs(centre.w - 1) < 1e-12)
        // The trailing top corner is farther, so nearer the horizon line through the anchor.
        let topRight = p.project(Point(x: 100, y: 0))
        #expect(topRight.point.y > 0 && topRight.point.y < 50)
    }

    /// Half a turn about y seen straight on is a mirror image: exactly `scaleEffect(x: -1)`.
    @Test func halfTurnAboutYIsAMirror() throws {
        let content = HStack(spacing: 0, content: [Color.red.frame(width: 20, height: 30), Color.blue.frame(width: 10, height: 30)])
        let turned = try renderImage(content.rotation3DEffect(.degrees(180), axis: (0, 1, 0)), scale: 2).bitmap
        let mirrored = try renderImage(content.scaleEffect(x: -1, y: 1), scale: 2).bitmap
        #expect(turned.width == mirrored.width && turned.height == mirrored.height)
        let (a, b) = (turned.rgbaBytes(), mirrored.rgbaBytes())
        let differing = stride(from: 0, to: min(a.count, b.count), by: 4).filter { a[$0..<$0 + 4] != b[$0..<$0 + 4] }
        #expect(differing.isEmpty, "\(differing.count) pixels differ, first at \(differing.first.map { ($0 / 4) % turned.width } ?? -1)")
        #expect(turned.pixel(x: 5, y: 5).b == 255 && turned.pixel(x: 55, y: 5).r == 255)
    }

    @Test func noTurnDrawsTheViewAsItIs() throws {
        let content = Circle().fill(Color.orange).frame(width: 30, height: 30)
        let turned = try renderImage(content.rotation3DEffect(.zero, axis: (1, 1, 0)), scale: 2).bitmap
        let plain = try renderImage(content, scale: 2).bitmap
        #expect(turned.rgbaBytes() == plain.rgbaBytes(), "a zero turn changed the picture")
    }

    /// A quarter turn shows the view edge-on: nothing is drawn.
    @Test func quarterTurnIsEdgeOn() throws {
        let turned = try renderImage(Color.green.frame(width: 40, height: 20).rotation3DEffect(.degrees(90), axis: (0, 1, 0)), scale: 1).bitmap
        let bytes = turned.rgbaBytes()
        #expect(stride(from: 3, to: bytes.count, by: 4).allSatisfy { bytes[$0] == 0 })
    }

    /// A tilted card, a door turned on its leading hinge, and text seen from its right, as
    /// Apple's documentation shows `rotation3DEffect(.degrees(45), axis: (0, 1, 0))`.
    @Test func golden() throws {
        let cards = HStack(spacing: 20, content: [
            RoundedRectangle(cornerRadius: 12).fill(Color.blue).frame(width: 100, height: 140).rotation3DEffect(.degrees(60), axis: (1, 0, 0)),
            RoundedRectangle(cornerRadius: 12).fill(Color.orange).frame(width: 100, height: 140)
                .rotation3DEffect(.degrees(30), axis: (0, 1, 0), anchor: .leading),
            Text("Rotation").font(.title).rotation3DEffect(.degrees(45), axis: (0, 1, 0)),
        ])
        try assertGolden(cards.padding(30).background(Color.white), named: "rotation-3d", in: "effects")
    }
}
