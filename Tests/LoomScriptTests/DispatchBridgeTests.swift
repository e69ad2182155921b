import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// `DispatchQueue.main.asyncAfter` and `async` run their work on the picture's virtual clock
/// (#13): the frames equal those of the same changes made by a `.task` that sleeps between them.
@Suite struct DispatchBridgeTests {
    static func view(_ appear: String) -> String {
        """
        struct Mover: View {
            @State var x = 0.0
            @State var wide = false
            var body: some View {
                Rectangle().fill(Color.red).frame(width: wide ? 30 : 10, height: 10).offset(x: x)
                    .frame(width: 140, height: 10, alignment: .leading)
                    \(appear)
            }
        }
        Mover()
        """
    }

    @Test("Work queued for later (out of order, by seconds or a DispatchTimeInterval, or at once) changes the view at those times, as a sleeping task does (#13)")
    func asyncAfterMatchesASleepingTask() throws {
        let dispatched = try AnimatorBridgeTests.scriptView(Self.view("""
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(1000)) {
                    withAnimation(.linear(duration: 0.5)) { x = 100 }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.easeIn(duration: 0.25)) { wide = true }
                }
                DispatchQueue.main.async { x = 20 }
            }
            """))
        let slept = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
                x = 20
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.easeIn(duration: 0.25)) { wide = true }
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 0.5)) { x = 100 }
            }
            """))
        let a = try AnimatorBridgeTests.frames(dispatched), b = try AnimatorBridgeTests.frames(slept)
        #expect(a.count == 46)
        #expect(a == b)
        let start = Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: 20).frame(width: 140, height: 10, alignment: .leading)
        #expect(a.first == (try renderImage(start, scale: 1)).bitmap.rgbaBytes())
    }

    /// Three short sleeps moving the square 10 each, then a 3 s pause.
    static let finiteLoopThenPause = """
        for _ in 0..<3 {
            try? await Task.sleep(for: .seconds(0.1))
            x += 10
        }
        try? await Task.sleep(for: .seconds(3))
        """

    /// The `Mover` square, not widened, at `x`.
    static func mover(at x: Double) -> any ViewNode {
        Rectangle().fill(Color.red).frame(width: 10, height: 10).offset(x: x).frame(width: 140, height: 10, alignment: .leading)
    }

    @Test("A pause after a finite loop of short sleeps plays out: the loop is not taken for an endless one")
    func pauseAfterAFiniteLoop() throws {
        let looped = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
            \(Self.finiteLoopThenPause)
                x = 100
            }
            """))
        let frames = try AnimatorBridgeTests.frames(looped)
        // Past 3.3 s at 30 frames a second, the last at x = 100 (the recording stopped at 0.3 s before).
        #expect(frames.count > 100)
        #expect(frames.last == (try renderImage(Self.mover(at: 100), scale: 1)).bitmap.rgbaBytes())
    }

    @Test("A second loop after the pause is a loop of its own: the task is not cancelled by the first loop's horizon")
    func secondLoopAfterAPause() throws {
        let looped = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
            \(Self.finiteLoopThenPause)
                for _ in 0..<2 {
                    if Task.isCancelled { return }
                    x += 35
                    try? await Task.sleep(for: .seconds(0.1))
                }
            }
            """))
        #expect(try AnimatorBridgeTests.frames(looped).last == (try renderImage(Self.mover(at: 100), scale: 1)).bitmap.rgbaBytes())
    }

    @Test("Work queued again from queued work (a chain of asyncAfter) keeps counting from its own time (#13)")
    func chainedWork() throws {
        let chained = try AnimatorBridgeTests.scriptView(Self.view("""
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                    withAnimation(.linear(duration: 0.5)) { x = 50 }
                    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                        withAnimation(.linear(duration: 0.5)) { x = 100 }
                    }
                }
            }
            """))
        let slept = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 0.5)) { x = 50 }
                try? await Task.sleep(for: .seconds(0.5))
                withAnimation(.linear(duration: 0.5)) { x = 100 }
            }
            """))
        #expect(try AnimatorBridgeTests.frames(chained) == AnimatorBridgeTests.frames(slept))
    }

    @Test("A task that loops, sleeping between rounds, ends at the picture's horizon as a repeating timer does; one that only waits a few times plays out, as queued work does")
    func aPeriodicTaskEndsWithThePicture() throws {
        let timer = try AnimatorBridgeTests.scriptView(Self.view("""
            .onAppear {
                Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in x += 20 }
            }
            """))
        let forever = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
                while true {
                    try? await Task.sleep(for: .seconds(0.5))
                    x += 20
                }
            }
            """))
        let untilCancelled = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
                while !Task.isCancelled {
                    try? await Task.sleep(nanoseconds: 500_000_000)
                    x += 20
                }
            }
            """))
        let a = try AnimatorBridgeTests.frames(timer)
        #expect(a.count > 1)
        #expect(try AnimatorBridgeTests.frames(forever) == a)
        #expect(try AnimatorBridgeTests.frames(untilCancelled) == a)
        // A task that only waits a few times plays out past the horizon, as queued work does.
        let late = try AnimatorBridgeTests.scriptView(Self.view("""
            .task {
                try? await Task.sleep(for: .seconds(1.5))
                withAnimation(.linear(duration: 0.5)) { x = 50 }
                try? await Task.sleep(for: .seconds(1.5))
                withAnimation(.linear(duration: 0.5)) { x = 100 }
            }
            """))
        let queued = try AnimatorBridgeTests.scriptView(Self.view("""
            .onAppear {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { withAnimation(.linear(duration: 0.5)) { x = 50 } }
                DispatchQueue.main.asyncAfter(deadline: .now() + 3) { withAnimation(.linear(duration: 0.5)) { x = 100 } }
            }
            """))
        let b = try AnimatorBridgeTests.frames(late)
        #expect(b.count == 106)  // 3.5 s at 30 fps
        #expect(try AnimatorBridgeTests.frames(queued) == b)
    }

    /// The read-back idiom of real libraries (yarspirin/TagCloud): a background GeometryReader
    /// queues a write of its height on every layout. SwiftUI lays the view out again only while
    /// that changes something, so the picture settles on the measured height.
    @Test("Work queued by a layout runs once per layout that shows something new, so a measured size settles")
    func layoutQueuedWorkSettles() throws {
        let view = try AnimatorBridgeTests.scriptView("""
            struct Measured: View {
                @State var height: CGFloat = 0
                var body: some View {
                    VStack(spacing: 0) {
                        Rectangle().fill(Color.red).frame(width: 20, height: 30)
                            .background(GeometryReader { g -> Color in
                                DispatchQueue.main.async { height = g.size.height }
                                return Color.clear
                            })
                        Rectangle().fill(Color.blue).frame(width: 20, height: height)
                    }
                    .frame(width: 40, height: 80, alignment: .top)
                }
            }
            Measured()
            """)
        // (It threw "changes its state more than 2000 times" when every layout queued the write again.)
        _ = try AnimatorBridgeTests.frames(view)
        let settled = VStack(spacing: 0, content: [
            Rectangle().fill(Color.red).frame(width: 20, height: 30),
            Rectangle().fill(Color.blue).frame(width: 20, height: 30),
        ]).frame(width: 40, height: 80, alignment: .top)
        let environment = try #require(try settledEnvironment(view, scale: 1))
        #expect(try renderImage(view, scale: 1, environment: environment).bitmap.rgbaBytes() == (try renderImage(settled, scale: 1)).bitmap.rgbaBytes())
    }
}
