import Testing
import LoomGraphics
import LoomUI

/// Layout animation (#13): a change under an animation that changes what layout decides — a
/// frame's size, padding, where a stack puts a child — moves each view's frame from the old
/// layout to the new one along the animation, as SwiftUI animates the geometry layout gives.
@Suite struct LayoutAnimationTests {
    final class Box { var changed = false }

    /// A view built from the box each time it resolves, as a script's state is; the action
    /// flips the box at 0 under `animation`.
    struct Built: ViewNode {
        let box: Box
        let make: (Bool) -> any ViewNode
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { try make(box.changed).resolve(in: environment) }
    }

    static func changing(_ animation: Animation? = .linear(duration: 1), _ make: @escaping (Bool) -> any ViewNode) -> any ViewNode {
        let box = Box()
        return Built(box: box, make: make).onAppear { clock in
            box.changed = true
            try clock.commit(animation: animation)
        }
    }

    /// The frames of the nodes named `name`, at each time.
    static func frames(_ view: any ViewNode, _ name: String, at times: [Double]) throws -> [[Rect]] {
        try #require(try animationLayouts(view, scale: 1000, at: times)).map { $0.filter { $0.name == name }.map(\.frame) }
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool { a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) < 0.002 } }

    @Test func aFramesWidthMovesFromTheOldToTheNew() throws {
        let view = Self.changing { wide in Color.red.frame(width: wide ? 200 : 100, height: 20) }
        let widths = try Self.frames(view, "Frame", at: [0, 0.25, 0.5, 1]).map { $0[0].width }
        #expect(Self.close(widths, [100, 125, 150, 200]), "\(widths)")
    }

    @Test func aStackMovesTheChildItPlacesAfterOneThatGrew() throws {
        // The second square's top is the first one's height (no spacing): 20 → 60.
        let view = Self.changing { tall in
            VStack(spacing: 0, content: [Color.red.frame(width: 20, height: tall ? 60 : 20), Color.blue.frame(width: 20, height: 20)])
        }
        let tops = try Self.frames(view, "Frame", at: [0, 0.5, 1]).map { $0[1].minY }
        #expect(Self.close(tops, [20, 40, 60]), "\(tops)")
    }

    @Test func paddingAnimatesAsLayout() throws {
        let view = Self.changing(.easeInOut(duration: 1)) { padded in Color.red.frame(width: 20, height: 20).padding(padded ? 20 : 0) }
        let xs = try Self.frames(view, "Frame", at: [0, 0.3, 1]).map { $0[0].minX }
        #expect(Self.close(xs, [0, 20 * Animation.easeInOut(duration: 1).progress(at: 0.3), 20]), "\(xs)")
    }

    @Test func aChildFollowsItsParentAndAddsItsOwnMotion() throws {
        // The padding moves the frame by 10; inside a frame that grows from 20 to 60 wide, the
        // square is centred: 0 → 20 more. At half way: 5 + 10.
        let view = Self.changing { on in
            Color.red.frame(width: 20, height: 20).frame(width: on ? 60 : 20).padding(.leading, on ? 10 : 0)
        }
        let frames = try Self.frames(view, "Frame", at: [0.5])[0]
        #expect(Self.close([frames[0].minX, frames[0].width, frames[1].minX], [5, 40, 15]), "\(frames)")
    }

    @Test func anImplicitAnimationDecidesForTheLayoutBelowIt() throws {
        // The transaction is linear over 1 s; `.animation(.linear(duration: 2), value:)` says 2 s.
        let view = Self.changing { wide in
            Color.red.frame(width: wide ? 200 : 100, height: 20).animation(.linear(duration: 2), value: wide ? "wide" : "narrow")
        }
        let widths = try Self.frames(view, "Frame", at: [0.5, 1, 2]).map { $0[0].width }
        #expect(Self.close(widths, [125, 150, 200]), "\(widths)")
    }

    @Test func anOffsetStillAnimatesAsAValueNotTwice() throws {
        let view = Self.changing { moved in Color.red.frame(width: 20, height: 20).offset(x: moved ? 100 : 0) }
        let xs = try Self.frames(view, "Frame", at: [0.25, 0.5]).map { $0[0].minX }
        #expect(Self.close(xs, [25, 50]), "\(xs)")
    }

    @Test func aLayoutChangeWithoutAnimationJumps() throws {
        let view = Self.changing(nil) { wide in Color.red.frame(width: wide ? 200 : 100, height: 20) }
        #expect(try animationLayouts(view, at: [0.5]) == nil)
    }

    @Test func aTextsColourAnimatesFromTheOldOne() throws {
        // A block of ink (a wide glyph run) whose foreground turns from red to blue over 1 s.
        let view = Self.changing { blue in (Text("MMMM").font(.system(size: 40)) as any ViewNode).foregroundStyle(blue ? Color.blue : Color.red) }
        var frames: [Bitmap] = []
        _ = try renderAnimation(view, scale: 1) { frames.append($0) }
        #expect(frames.count == 31)
        func inkColour(_ b: Bitmap) -> (Int, Int) {
            // The most opaque pixel's red and blue.
            let bytes = b.rgbaBytes()
            var best = 0
            for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] > bytes[best + 3] { best = i }
            return (Int(bytes[best]), Int(bytes[best + 2]))
        }
        let first = inkColour(frames[0]), last = inkColour(frames[30]), middle = inkColour(frames[15])
        #expect(first.0 > 200 && first.1 < 80, "\(first)")
        #expect(last.0 < 30 && last.1 > 200, "\(last)")
        #expect(middle.0 > 60 && middle.0 < 200 && middle.1 > 60 && middle.1 < 200, "\(middle)")
    }
}
