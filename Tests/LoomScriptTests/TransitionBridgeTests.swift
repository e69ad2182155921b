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

    static func scriptFrames(body: String) throws -> [[UInt8]] {
        let result = run("""
        struct Box: View {
            @State var on = false
            var body: some View {
                ZStack {
                    Color.clear.frame(width: 40, height: 40)
        \(body)
                }
                .frame(width: 40, height: 40)
                .onAppear { withAnimation(.linear(duration: 1)) { on = true } }
            }
        }
        Box()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var frames: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { frames.append($0.rgbaBytes()) }
        return frames
    }

    /// `content` over a clear square that keeps the stack's size from changing.
    static func still(_ content: any ViewNode) throws -> [UInt8] {
        try renderImage(ZStack(content: [Color.clear.frame(width: 40, height: 40), content]).frame(width: 40, height: 40), scale: 1).bitmap.rgbaBytes()
    }

    /// A view an `if` inserts without a transition of its own fades in, SwiftUI's default.
    @Test func aBranchWithoutATransitionFadesIn() throws {
        let frames = try Self.scriptFrames(body: "if on { Rectangle().fill(Color.red).frame(width: 20, height: 20) }")
        let square = Rectangle().fill(Color.red).frame(width: 20, height: 20)
        #expect(frames.count == 31)
        #expect(frames[0] == (try Self.still(Color.clear.frame(width: 20, height: 20))))
        let mid = try Self.still(square.opacity(0.5))
        #expect(frames[15] == mid)
        #expect(frames[30] == (try Self.still(square)))
    }

    /// Two branches are two views even of one type: one fades out as the other fades in.
    @Test func twoBranchesOfOneTypeCrossfade() throws {
        let frames = try Self.scriptFrames(body: "if on { Text(\"ON\") } else { Text(\"OFF\") }")
        #expect(frames[0] == (try Self.still(Text("OFF"))))
        #expect(frames[30] == (try Self.still(Text("ON"))))
        #expect(frames[15] != frames[0] && frames[15] != frames[30])
    }
}
