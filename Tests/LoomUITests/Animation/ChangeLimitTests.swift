import Testing
import LoomGraphics
import LoomUI

/// How many state changes a picture may make (extlibs3 #11): the limit that stops a task looping
/// forever counts each action's changes, not the picture's, so many ordinary timers together may
/// change the state more often (SwiftfulLoadingIndicators' showcase: 21 indicators, 7 of them on
/// timers); the whole picture has a limit per second of its horizon.
@Suite struct ChangeLimitTests {
    final class Box { var ticks = 0 }

    struct Counter: ViewNode {
        let box: Box
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            try Color.red.opacity(box.ticks % 2 == 0 ? 1 : 0.5).frame(width: 10, height: 10).resolve(in: environment)
        }
    }

    /// `count` views, each ticking `ticks` times on the clock from its own `onAppear`.
    static func timers(count: Int, ticks: Int, every interval: Double) -> any ViewNode {
        HStack(spacing: 0, content: (0..<count).map { _ in
            let box = Box()
            return Counter(box: box).onAppear { clock in
                for n in 1...ticks {
                    clock.at(Double(n) * interval) { clock in
                        box.ticks += 1
                        try clock.commit(animation: nil)
                    }
                }
            }
        })
    }

    static func render(_ view: any ViewNode) throws -> Int {
        var frames = 0
        _ = try renderAnimation(view, scale: 1, options: AnimationOptions(framesPerSecond: 10)) { _ in frames += 1 }
        return frames
    }

    @Test func manyTimersMayChangeTheStateMoreThan200Times() throws {
        // 14 timers × 16 ticks: 224 changes in 2 s, each timer far below its own limit.
        let frames = try Self.render(Self.timers(count: 14, ticks: 16, every: 0.125))
        #expect(frames > 1)
    }

    @Test func oneActionThatNeverStopsChangingStillFails() throws {
        let box = Box()
        let view = Counter(box: box).onAppear { clock in
            while true {
                box.ticks += 1
                clock.now += 0.01
                try clock.commit(animation: nil)
            }
        }
        #expect(throws: RenderError.self) { try Self.render(view) }
        do { _ = try Self.render(view) } catch {
            #expect("\(error)".contains("an action changes the state more than 200 times; does a task loop forever?"), "\(error)")
        }
    }

    @Test func workThatStartsMoreOfItselfStopsAtThePicturesLimit() throws {
        let box = Box()
        func spawn(_ clock: MotionClock) throws {
            box.ticks += 1
            try clock.commit(animation: nil)
            clock.at(clock.now + 0.001, spawn)
            clock.at(clock.now + 0.001, spawn)
        }
        let view = Counter(box: box).onAppear { clock in clock.at(0.001, spawn) }
        do {
            _ = try Self.render(view)
            Issue.record("expected the picture's limit")
        } catch {
            #expect("\(error)".contains("the animation changes its state more than 2000 times in its 2 s"), "\(error)")
        }
    }
}
