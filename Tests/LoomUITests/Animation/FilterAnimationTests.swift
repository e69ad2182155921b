import Testing
import LoomGraphics
import LoomUI

/// Colour filters and blur animate their numbers (#13): PureSwiftUI's conditional-modifiers demo
/// turns `hueRotation` from 0° to 360° under an animation, and SwiftUI shows it passing through
/// every hue on the way, not jumping (nor staying) at the colour of 360° = 0°.
@Suite struct FilterAnimationTests {
    final class Box { var changed = false }

    struct Built: ViewNode {
        let box: Box
        let make: (Bool) -> any ViewNode
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { try make(box.changed).resolve(in: environment) }
    }

    /// Every frame (at 10 fps) of `make(false)` changing to `make(true)` at 0 over one linear second.
    static func frames(_ make: @escaping (Bool) -> any ViewNode) throws -> [Bitmap] {
        let box = Box()
        let view = Built(box: box, make: make).onAppear { clock in
            box.changed = true
            try clock.commit(animation: .linear(duration: 1))
        }
        var frames: [Bitmap] = []
        _ = try renderAnimation(view, scale: 1, options: AnimationOptions(framesPerSecond: 10)) { frames.append($0) }
        return frames
    }

    static func still(_ view: any ViewNode) throws -> Bitmap { try renderImage(view, scale: 1).bitmap }

    static func centre(_ b: Bitmap) -> [Int] {
        let p = b.pixel(x: b.width / 2, y: b.height / 2)
        return [Int(p.r), Int(p.g), Int(p.b), Int(p.a)]
    }

    static func close(_ a: [Int], _ b: [Int]) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= 1 } }

    @Test func aFullHueTurnPassesThroughTheOtherHues() throws {
        let frames = try Self.frames { turned in Color.orange.frame(width: 20, height: 20).hueRotation(.degrees(turned ? 360 : 0)) }
        try #require(frames.count == 11)
        let orange = Self.centre(try Self.still(Color.orange.frame(width: 20, height: 20)))
        #expect(Self.close(Self.centre(frames[0]), orange))
        #expect(Self.close(Self.centre(frames[10]), orange))
        // Half way the hue is turned by 180°: the frame is what a still turned by 180° draws.
        let half = Self.centre(try Self.still(Color.orange.frame(width: 20, height: 20).hueRotation(.degrees(180))))
        #expect(Self.close(Self.centre(frames[5]), half), "\(Self.centre(frames[5])) vs \(half)")
        #expect(!Self.close(half, orange))
    }

    @Test func blurAndBrightnessFollowTheCurve() throws {
        let frames = try Self.frames { on in Color.blue.frame(width: 20, height: 20).brightness(on ? 0.5 : 0) }
        try #require(frames.count == 11)
        let quarter = Self.centre(try Self.still(Color.blue.frame(width: 20, height: 20).brightness(0.2)))
        #expect(Self.close(Self.centre(frames[4]), quarter), "\(Self.centre(frames[4])) vs \(quarter)")
        let blurred = try Self.frames { on in Color.blue.frame(width: 20, height: 20).padding(20).blur(radius: on ? 4 : 0) }
        let expected = try Self.still(Color.blue.frame(width: 20, height: 20).padding(20).blur(radius: 2))
        try #require(blurred.count == 11)
        #expect(blurred[5].width == expected.width && blurred[5].height == expected.height)
        #expect(blurred[5].rgbaBytes() == expected.rgbaBytes())
        #expect(blurred[0].rgbaBytes() != blurred[5].rgbaBytes())
    }
}
