import Testing
import LoomGraphics
import LoomUI

/// `PhaseAnimator` (#13): where a view is part way through its phases, from SwiftUI's rules
/// (Docs/Animation.md §Phase animators): phase 0 first, then each phase in turn and back to the
/// first, each step under the animation into that phase, the next step when it ends.
@Suite struct PhaseAnimatorTests {
    /// A 10 pt square offset by the phase's x, and where its leaf is at each time.
    static func xs(_ view: any ViewNode, at times: [Double]) throws -> [Double] {
        let layouts = try #require(try animationLayouts(view, scale: 1000, at: times))
        return layouts.map { frames in frames.last!.frame.minX }
    }

    static func square(_ x: Double) -> any ViewNode {
        Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x)
    }

    static func close(_ a: [Double], _ b: [Double], within e: Double = 0.002) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= e }
    }

    @Test func cyclesThroughEveryPhaseAndBack() throws {
        let phases = [0.0, 60, 120]
        let view = PhaseAnimatorView(phaseCount: 3, content: { Self.square(phases[$0]) },
                                     animation: { _ in .linear(duration: 0.5) })
        let xs = try Self.xs(view, at: [0, 0.25, 0.5, 0.75, 1, 1.25, 1.5])
        #expect(Self.close(xs, [0, 30, 60, 90, 120, 60, 0]), "\(xs)")
    }

    @Test func theAnimationIsTheOneIntoTheNextPhase() throws {
        // Into phase 0 (the way back) takes 1 s, the others 0.5 s.
        let phases = [0.0, 60, 120]
        let view = PhaseAnimatorView(phaseCount: 3, content: { Self.square(phases[$0]) },
                                     animation: { .linear(duration: $0 == 0 ? 1 : 0.5) })
        let xs = try Self.xs(view, at: [0.25, 1.5, 2])
        #expect(Self.close(xs, [30, 60, 0]), "\(xs)")
        var span = 0.0
        _ = try renderAnimation(view, scale: 1) { _ in span += 1 }
        #expect(span == 61)  // 2 s at 30 fps, both ends drawn
    }

    @Test func aStepThatMovesNothingTakesNoTime() throws {
        // 60 → 60 changes nothing, so the way back starts at 0.5 s (Chris Eidhof's observation).
        let phases = [0.0, 60, 60]
        let view = PhaseAnimatorView(phaseCount: 3, content: { Self.square(phases[$0]) },
                                     animation: { _ in .linear(duration: 0.5) })
        let xs = try Self.xs(view, at: [0.5, 0.75, 1])
        #expect(Self.close(xs, [60, 30, 0]), "\(xs)")
    }

    @Test func aSpringStepLastsUntilItSettles() throws {
        let spring = Animation.spring(duration: 0.5, bounce: 0)
        let settle = Spring(duration: 0.5, bounce: 0).settlingTime
        let view = PhaseAnimatorView(phaseCount: 2, content: { Self.square($0 == 0 ? 0 : 100) },
                                     animation: { _ in spring })
        let xs = try Self.xs(view, at: [0.2, settle, settle + 0.2])
        let expected = 100 * spring.progress(at: 0.2)
        #expect(Self.close(xs, [expected, 100, 100 - expected]), "\(xs)")
    }

    @Test func withATriggerThatNeverChangesItIsAStill() throws {
        let view = PhaseAnimatorView(phaseCount: 2, trigger: "0", content: { Self.square($0 == 0 ? 0 : 100) })
        #expect(try animationLayouts(view, at: [0]) == nil)
    }

    @Test func aTriggerChangeRunsThePhasesOnceFromThatTime() throws {
        final class Box { var trigger = 0 }
        let box = Box()
        // The trigger is read each time the view resolves, as a script's state would be.
        let view = TimelineView { _ in
            PhaseAnimatorView(phaseCount: 2, trigger: "\(box.trigger)", content: { Self.square($0 == 0 ? 0 : 100) },
                              animation: { _ in .linear(duration: 1) })
        }.onAppear { clock in
            clock.now = 0.5
            box.trigger = 1
            try clock.commit(animation: nil)
        }
        let xs = try Self.xs(view, at: [0.25, 0.5, 1, 1.5, 2, 2.5, 3])
        #expect(Self.close(xs, [0, 0, 50, 100, 50, 0, 0]), "\(xs)")
    }
}
