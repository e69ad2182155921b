import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Animatable modifiers and views on an animated picture's clock (extlibs repro 07, markiv/SwiftUI-Shimmer):
/// their data is shown part way, once — the body draws it as it is — and `modifier.animation(_:)`
/// animates the modifier's own changes. Each script is drawn frame for frame as the same LoomUI view.
@Suite struct ModifierAnimationBridgeTests {
    static func frames(_ view: any ViewNode) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        _ = try renderAnimation(view, scale: 1, options: AnimationOptions(framesPerSecond: 10)) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static func scriptView(_ source: String) throws -> any ViewNode {
        let result = run(source)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return try #require(result.views.last)
    }

    final class Box { var faded = false }

    struct Built: ViewNode {
        let box: Box
        let make: (Bool) -> any ViewNode
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { try make(box.faded).resolve(in: environment) }
    }

    static let fade = """
        struct Fade: AnimatableModifier {
            var amount: Double
            var animatableData: Double { get { amount } set { amount = newValue } }
            func body(content: Content) -> some View { content.opacity(amount) }
        }
        struct FadeView: View, Animatable {
            var amount: Double
            var animatableData: Double { get { amount } set { amount = newValue } }
            var body: some View { Color.black.frame(width: 20, height: 20).opacity(amount) }
        }

        """

    /// The opacity goes from 0.2 to 1 in a straight line, as `.opacity` under the same animation:
    /// not moved a second time by the `.opacity` inside the body (which started it below zero).
    @Test(arguments: [
        "Color.black.frame(width: 20, height: 20).modifier(Fade(amount: a))",
        "FadeView(amount: a)",
    ])
    func animatableDataIsShownPartWayOnce(_ view: String) throws {
        let script = try Self.scriptView(Self.fade + """
            struct Pulse: View {
                @State var a = 0.2
                var body: some View { \(view).onAppear { withAnimation(.linear(duration: 1)) { a = 1 } } }
            }
            Pulse()
            """)
        let box = Box()
        let loom = Built(box: box) { Color.black.frame(width: 20, height: 20).opacity($0 ? 1 : 0.2) }.onAppear { clock in
            box.faded = true
            try clock.commit(animation: .linear(duration: 1))
        }
        let a = try Self.frames(script), b = try Self.frames(loom)
        try #require(a.count == 11)
        #expect(a == b)
        #expect(a[0] != a[5] && a[5] != a[10])
    }

    /// `Fade(amount: a).animation(.linear(duration: 1))`: the modifier's change animates without a
    /// `withAnimation`, as `.animation(_:value:)` watching it does.
    @Test func modifierAnimationAnimatesItsOwnChange() throws {
        let script = try Self.scriptView(Self.fade + """
            struct Pulse: View {
                @State var a = 0.2
                var body: some View {
                    Color.black.frame(width: 20, height: 20).modifier(Fade(amount: a).animation(.linear(duration: 1))).onAppear { a = 1 }
                }
            }
            Pulse()
            """)
        let box = Box()
        let loom = Built(box: box) { Color.black.frame(width: 20, height: 20).opacity($0 ? 1 : 0.2).animation(.linear(duration: 1), value: "\($0)") }
            .onAppear { clock in
                box.faded = true
                try clock.commit(animation: nil)
            }
        let a = try Self.frames(script), b = try Self.frames(loom)
        try #require(a.count == 11)
        #expect(a == b)
        #expect(a[0] != a[5] && a[5] != a[10])
    }

    /// A `GeometryEffect` moves its content by the transform its animated data makes, as
    /// LoomUI's transform effect does at the same offsets (the shake effects of tutorials).
    @Test func aGeometryEffectTransformsByItsAnimatedData() throws {
        let script = try Self.scriptView("""
            struct Slide: GeometryEffect {
                var x: CGFloat
                var animatableData: CGFloat { get { x } set { x = newValue } }
                func effectValue(size: CGSize) -> ProjectionTransform {
                    ProjectionTransform(CGAffineTransform(translationX: x, y: size.height / 2))
                }
            }
            struct Mover: View {
                @State var x: CGFloat = 0
                var body: some View {
                    Color.black.frame(width: 10, height: 10).modifier(Slide(x: x))
                        .frame(width: 60, height: 20, alignment: .topLeading)
                        .onAppear { withAnimation(.linear(duration: 1)) { x = 40 } }
                }
            }
            Mover()
            """)
        func still(_ x: Double) throws -> [UInt8] {
            try renderImage(Color.black.frame(width: 10, height: 10).transformEffect(Transform(translationX: x, y: 5))
                .frame(width: 60, height: 20, alignment: .topLeading), scale: 1).bitmap.rgbaBytes()
        }
        let frames = try Self.frames(script)
        try #require(frames.count == 11)
        #expect(frames[0] == (try still(0)))
        #expect(frames[5] == (try still(20)))
        #expect(frames[10] == (try still(40)))
    }
}
