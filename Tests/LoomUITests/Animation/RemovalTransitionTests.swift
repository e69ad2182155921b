import Testing
import LoomGraphics
import LoomUI

/// Removal transitions (#13): a view that an animated change removes leaves with its
/// transition's removal half, from where it was, over the change's animation.
@Suite struct RemovalTransitionTests {
    /// Reads whether to show the second square each time it resolves, as a script's state is.
    final class Box { var shown = true }

    struct Row: ViewNode {
        let box: Box
        let transition: Transition

        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            var children: [any ViewNode] = [Rectangle().fill(Color.blue).frame(width: 20, height: 20)]
            if box.shown { children.append(Rectangle().fill(Color.red).frame(width: 20, height: 20).transition(transition)) }
            return try HStack(spacing: 10, content: children).frame(width: 100, height: 60, alignment: .topLeading).resolve(in: environment)
        }
    }

    /// The row, its second square removed at 0.5 s under a 1 s linear animation.
    static func removing(_ transition: Transition, animation: Animation? = .linear(duration: 1)) -> any ViewNode {
        let box = Box()
        return Row(box: box, transition: transition).onAppear { clock in
            clock.now = 0.5
            box.shown = false
            try clock.commit(animation: animation)
        }
    }

    @Test func theViewLeavesFromWhereItWasWithTheRemovalHalf() throws {
        let view = Self.removing(.asymmetric(insertion: .opacity, removal: .offset(x: 0, y: 40)))
        let layouts = try #require(try animationLayouts(view, scale: 1000, at: [0.25, 0.5, 1, 1.49, 1.5]))
        let removed = layouts.map { frames in frames.filter { $0.name == "Removed" } }
        // There as it was before the change, gone once its animation is over.
        #expect(removed[4].isEmpty)
        // Offset by 40 × progress, at x = 20 + 10 where the stack had put it.
        let ys = removed[0...3].map { $0.first?.frame.minY ?? -1 }
        #expect(zip(ys, [0, 0, 20, 39.6]).allSatisfy { abs($0 - $1) < 0.01 }, "\(ys)")
        #expect(removed[2].first?.frame.minX == 30)
    }

    @Test func anOpacityRemovalFadesTheViewOut() throws {
        var frames: [Bitmap] = []
        let summary = try renderAnimation(Self.removing(.opacity), scale: 1) { frames.append($0) }
        #expect(summary?.duration == 1.5)
        func alpha(_ bitmap: Bitmap) -> Int { Int(bitmap.rgbaBytes()[(5 * bitmap.width + 35) * 4 + 3]) }
        #expect(alpha(frames[0]) == 255)
        #expect(abs(alpha(frames[30]) - 128) <= 1)  // t = 1: half way
        #expect(alpha(frames[45]) == 0)
    }

    /// Taken away without animation, the view is a cut: there until the change, gone after.
    @Test func aRemovalWithoutAnimationIsACut() throws {
        let layouts = try #require(try animationLayouts(Self.removing(.opacity, animation: nil), at: [0.4, 0.6]))
        #expect(layouts[0].contains { $0.name == "Removed" })
        #expect(!layouts[1].contains { $0.name == "Removed" })
    }

    @Test func slideLeavesTowardsTheTrailingEdgeAndPushTowardsTheOtherSide() {
        #expect(Transition.slide.removal == .move(.trailing))
        #expect(Transition.push(from: .top).removal == .combined([.move(.bottom), .opacity]))
        #expect(Transition.combined([.scale(0, anchor: .center), .slide]).removal == .combined([.scale(0, anchor: .center), .move(.trailing)]))
    }
}
