import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Layout animation through the bridge (#13): a script whose state change under `withAnimation`
/// re-lays out a stack draws the frames LoomUI draws for the same views.
@Suite struct LayoutAnimationBridgeTests {
    final class Box { var wide = false }

    struct Row: ViewNode {
        let box: Box
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            try HStack(spacing: 6, content: [
                Color.red.frame(width: box.wide ? 80 : 20, height: 20),
                Text("Hi"),
                Color.blue.frame(width: 20, height: box.wide ? 40 : 20),
            ])
            .padding(box.wide ? 12 : 4)
            .frame(width: 200, height: 80, alignment: .topLeading)
            .resolve(in: environment)
        }
    }

    @Test func aStackReLaidOutUnderAnAnimationMatchesLoomUI() throws {
        let result = run("""
        struct Row: View {
            @State var wide = false
            var body: some View {
                HStack(spacing: 6) {
                    Color.red.frame(width: wide ? 80 : 20, height: 20)
                    Text("Hi")
                    Color.blue.frame(width: 20, height: wide ? 40 : 20)
                }
                .padding(wide ? 12 : 4)
                .frame(width: 200, height: 80, alignment: .topLeading)
                .onAppear { withAnimation(.spring(duration: 0.6, bounce: 0.3)) { wide = true } }
            }
        }
        Row()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var script: [[UInt8]] = [], loom: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { script.append($0.rgbaBytes()) }
        let box = Box()
        let view = Row(box: box).onAppear { clock in
            box.wide = true
            try clock.commit(animation: .spring(duration: 0.6, bounce: 0.3))
        }
        _ = try renderAnimation(view, scale: 1) { loom.append($0.rgbaBytes()) }
        #expect(script.count > 10)
        #expect(script == loom)
        // It moves: the middle of the motion is neither end.
        #expect(script[5] != script[0] && script[5] != script.last!)
    }

    struct Badges: ViewNode {
        let box: Box
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
            let side = box.wide ? 40.0 : 20.0
            return try HStack(content: [
                Circle().fill(Color.blue).frame(width: side, height: side).frame(width: 40, height: 40),
                Rectangle().fill(Color.blue).frame(width: side, height: side).frame(width: 40, height: 40),
            ]).resolve(in: environment)
        }
    }

    /// A generic view's method that animates its state re-renders the picture while it runs:
    /// the bodies computed then do not see that method's generic arguments (a `Badge<Circle>`'s
    /// `S` is not the `S` of the `Badge(shape: Rectangle())` beside it).
    @Test func aGenericViewAnimatingFromItsOwnMethodMatchesLoomUI() throws {
        let result = run("""
        struct Badge<S: Shape>: View {
            let shape: S
            @State private var grown = false
            var body: some View {
                shape.fill(Color.blue)
                    .frame(width: grown ? 40 : 20, height: grown ? 40 : 20)
                    .frame(width: 40, height: 40)
                    .onAppear { grow() }
            }
            private func grow() { withAnimation(.linear(duration: 0.5)) { grown = true } }
        }
        struct Pair: View {
            var body: some View { HStack { Badge(shape: Circle()); Badge(shape: Rectangle()) } }
        }
        Pair()
        """)
        #expect(result.errors.isEmpty, "\(result.errors)")
        var script: [[UInt8]] = [], loom: [[UInt8]] = []
        _ = try renderAnimation(try #require(result.views.last), scale: 1) { script.append($0.rgbaBytes()) }
        let box = Box()
        let view = Badges(box: box).onAppear { clock in
            box.wide = true
            try clock.commit(animation: .linear(duration: 0.5))
        }
        _ = try renderAnimation(view, scale: 1) { loom.append($0.rgbaBytes()) }
        #expect(script.count > 5)
        #expect(script.count == loom.count)
        let sameFrames = script == loom
        #expect(sameFrames)
    }
}
