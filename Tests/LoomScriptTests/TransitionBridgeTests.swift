import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// A view leaving an `if` under `withAnimation` (#13): the script's picture is the LoomUI one,
/// frame for frame, for each kind of transition.
@Suite struct TransitionBridgeTests {
    final class Box { var shown = true }

    /// The same row in LoomUI: a blue square, and a red one with `transition` until 0.5 s.
    struct Row: ViewNode {
        let box: Box
        let transition: LoomUI.Transition

        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            var children: [any ViewNode] = [Rectangle().fill(Color.blue).frame(width: 20, height: 20)]
            if box.shown { children.append(Rectangle().fill(Color.red).frame(width: 20, height: 20).transition(transition)) }
            return try HStack(spacing: 10, content: children).frame(width: 100, height: 60, alignment: .topLeading).padding(30)
                .resolve(in: environment)
        }
    }

    static func loomFrames(_ transition: LoomUI.Transition) throws -> [[UInt8]] {
        let box = Box()
        let view = Row(box: box, transition: transition).onAppear { clock in
            clock.now = 0.5
            try clock.commit(animation: nil)
            box.shown = false
            try clock.commit(animation: .easeInOut(duration: 0.6))
        }
        var frames: [[UInt8]] = []
        _ = try renderAnimation(view, scale: 1) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static func scriptFrames(_ transition: String) throws -> [[UInt8]] {
        let result = run("""
        struct Row: View {
            @State var shown = true
            var body: some View {
                HStack(spacing: 10) {
                    Rectangle().fill(Color.blue).frame(width: 20, height: 20)
                    if shown {
                        Rectangle().fill(Color.red).frame(width: 20, height: 20).transition(\(transition))
                    }
                }
                .frame(width: 100, height: 60, alignment: .topLeading)
                .padding(30)
                .task {
                    try? await Task.sleep(for: .seconds(0.5))
                    withAnimation(.easeInOut(duration: 0.6)) { shown = false }
                }
            }
        }
        Row()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var frames: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static let cases: [(String, LoomUI.Transition)] = [
        (".opacity", .opacity),
        (".scale", .scale(0, anchor: .center)),
        (".slide", .slide),
        (".move(edge: .bottom)", .move(.bottom)),
        (".offset(x: 0, y: -30)", .offset(x: 0, y: -30)),
        (".asymmetric(insertion: .opacity, removal: .scale(scale: 0.5, anchor: .top))",
         .asymmetric(insertion: .opacity, removal: .scale(0.5, anchor: .top))),
        (".scale.combined(with: .opacity)", .combined([.scale(0, anchor: .center), .opacity])),
        (".push(from: .leading)", .push(from: .leading)),
    ]

    @Test(arguments: 0..<8) func aRemovedViewLeavesAsInLoomUI(_ i: Int) throws {
        let (script, transition) = Self.cases[i]
        let a = try Self.scriptFrames(script), b = try Self.loomFrames(transition)
        #expect(a.count == 34)  // 0.5 s there, 0.6 s leaving, at 30 fps: 1.1 s
        #expect(a == b, "\(script)")
        // Before the change it is drawn; at the end it is gone.
        #expect(a[0] != a[33])
    }
}
