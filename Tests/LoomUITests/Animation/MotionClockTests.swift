import Testing
import LoomGraphics
import LoomUI

/// The clock's passes, driven by hand the way `renderAnimation` drives them.
@Suite struct MotionClockTests {
    @Test func framesAddEachChangeAlongItsOwnCurve() throws {
        let clock = MotionClock()
        var x = 0.0
        clock.snapshotHandler = { _ = clock.animate(x, key: "x", implicit: nil) }
        clock.begin(.snapshot(0))
        _ = clock.animate(x, key: "x", implicit: nil)
        clock.transaction = .linear(duration: 1)
        x = 100
        try clock.commit(animation: .linear(duration: 1))
        clock.now = 0.5
        x = 200
        try clock.commit(animation: .linear(duration: 1))
        clock.begin(.frame(0.25))
        #expect(clock.animate(x, key: "x", implicit: nil) == 25)
        clock.begin(.frame(1))
        // The first change is done (100); the second is half way (+50).
        #expect(clock.animate(x, key: "x", implicit: nil) == 150)
        clock.begin(.frame(2))
        #expect(clock.animate(x, key: "x", implicit: nil) == 200)
        #expect(clock.animatedSpan.animates)
        #expect(clock.animatedSpan.end == 1.5)
    }

    /// A view's `onAppear`s and `task`s start together, and queued work at its own time, however
    /// long the actions before them slept.
    @Test func actionsStartAtTheirOwnTime() throws {
        let clock = MotionClock()
        var starts: [Double] = []
        clock.begin(.snapshot(0))
        clock.appear { clock in
            starts.append(clock.now)
            clock.now += 1
            clock.at(0.5) { clock in starts.append(clock.now) }
        }
        clock.appear { clock in starts.append(clock.now) }
        for action in clock.actions { try action(clock) }
        while let timed = clock.takeTimedAction() { try timed(clock) }
        #expect(starts == [0, 0, 0.5])
    }

    @Test func aChangeWithoutAnimationJumps() throws {
        let clock = MotionClock()
        var x = 0.0
        clock.snapshotHandler = { _ = clock.animate(x, key: "x", implicit: nil) }
        clock.begin(.snapshot(0))
        _ = clock.animate(x, key: "x", implicit: nil)
        x = 10
        try clock.commit(animation: nil)
        clock.begin(.frame(0))
        #expect(clock.animate(x, key: "x", implicit: nil) == 10)
        #expect(!clock.animatedSpan.animates)
    }

    @Test func anImplicitAnimationDecidesForItsValues() throws {
        let clock = MotionClock()
        var x = 0.0
        let implicit: Animation?? = .some(.linear(duration: 2))
        clock.snapshotHandler = { _ = clock.animate(x, key: "x", implicit: implicit) }
        clock.begin(.snapshot(0))
        _ = clock.animate(x, key: "x", implicit: implicit)
        x = 10
        try clock.commit(animation: nil)
        clock.begin(.frame(1))
        #expect(clock.animate(x, key: "x", implicit: implicit) == 5)
    }
}
