import Testing
import LoomGraphics
import LoomUI

/// `Shape.scale(_:)`, `Shape.offset(x:y:)` and `Shape.rotation(_:)` animate (SwiftUI's
/// ScaledShape, OffsetShape and RotatedShape are Animatable), as a trim does (extlibs3 #10:
/// SwiftfulLoadingIndicators' three balls pulse with `Circle().scale(…)` and bounce with
/// `Circle().offset(y:)`). Before, a changing value showed its last value in every frame, and a
/// picture where nothing else changed was a still of its first.
@Suite struct ShapeTransformAnimationTests {
    /// Every frame (at 10 fps) of `make(false)` changing to `make(true)` at 0 over one linear second.
    static func frames(_ make: @escaping (Bool) -> any ViewNode) throws -> [Bitmap] {
        try FilterAnimationTests.frames(make)
    }

    static func still(_ view: any ViewNode) throws -> Bitmap { try renderImage(view, scale: 1).bitmap }

    static func expectFrame(_ frame: Bitmap, is view: any ViewNode, _ comment: Comment) throws {
        let expected = try still(view)
        #expect(frame.width == expected.width && frame.height == expected.height, comment)
        #expect(frame.rgbaBytes() == expected.rgbaBytes(), comment)
    }

    @Test func scaleMovesFromItsFirstValueToItsLast() throws {
        let view = { (s: Double) -> any ViewNode in Circle().scale(s).fill(Color.blue).frame(width: 40, height: 40) }
        let frames = try Self.frames { on in view(on ? 1 : 0.3) }
        try #require(frames.count == 11)
        try Self.expectFrame(frames[0], is: view(0.3), "first frame")
        try Self.expectFrame(frames[5], is: view(0.65), "half way")
        try Self.expectFrame(frames[10], is: view(1), "last frame")
    }

    @Test func offsetAndAnchoredScaleAndRotationMove() throws {
        let offset = { (y: Double) -> any ViewNode in Circle().offset(y: y).fill(Color.green).frame(width: 20, height: 20).padding(20) }
        let moved = try Self.frames { on in offset(on ? 20 : -20) }
        try #require(moved.count == 11)
        try Self.expectFrame(moved[0], is: offset(-20), "offset, first frame")
        try Self.expectFrame(moved[5], is: offset(0), "offset, half way")
        // The anchor moves with the factor; a rotation with its angle and anchor.
        let scaled = { (s: Double, a: Double) -> any ViewNode in
            Rectangle().scale(s, anchor: UnitPoint(x: a, y: a)).fill(Color.red).frame(width: 40, height: 40)
        }
        let grown = try Self.frames { on in scaled(on ? 1 : 0.5, on ? 1 : 0) }
        try Self.expectFrame(grown[5], is: scaled(0.75, 0.5), "scale and anchor, half way")
        let turned = { (degrees: Double) -> any ViewNode in Rectangle().rotation(.degrees(degrees)).fill(Color.orange).frame(width: 20, height: 20).padding(10) }
        let turning = try Self.frames { on in turned(on ? 90 : 0) }
        try Self.expectFrame(turning[5], is: turned(45), "rotation, half way")
    }
}
