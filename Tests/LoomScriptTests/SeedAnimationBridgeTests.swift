import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// What the seed libraries' animated demos needed of the bridge (#13), each drawn by a script and
/// by the same LoomUI view, frame for frame.
@Suite struct SeedAnimationBridgeTests {
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

    final class Box { var modified = false }

    struct Built: ViewNode {
        let box: Box
        let make: (Bool) -> any ViewNode
        func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { try make(box.modified).resolve(in: environment) }
    }

    static func square(_ modified: Bool) -> any ViewNode {
        Color.orange.frame(width: modified ? 40 : 10, height: 10).offset(x: modified ? 60 : 0)
            .frame(width: 120, height: 10, alignment: .leading)
    }

    /// PureSwiftUI's conditional-modifiers demo goes there and back: a `task` sets its state under
    /// an animation and later sets it back to the value the view started with. Setting it back is
    /// a change too, so the view animates home and ends where it began.
    @Test func stateSetBackToItsFirstValueAnimatesBack() throws {
        let script = try Self.scriptView("""
        struct ThereAndBack: View {
            @State private var modified = false
            var body: some View {
                Color.orange.frame(width: modified ? 40 : 10, height: 10).offset(x: modified ? 60 : 0)
                    .frame(width: 120, height: 10, alignment: .leading)
                    .task {
                        try? await Task.sleep(for: .seconds(0.1))
                        withAnimation(.linear(duration: 0.5)) { modified = true }
                        try? await Task.sleep(for: .seconds(1))
                        withAnimation(.linear(duration: 0.5)) { modified = false }
                    }
            }
        }
        ThereAndBack()
        """)
        let box = Box()
        let loom = Built(box: box, make: Self.square).onAppear { clock in
            try clock.commit(animation: nil)
            clock.now += 0.1
            box.modified = true
            try clock.commit(animation: .linear(duration: 0.5))
            try clock.commit(animation: nil)
            clock.now += 1
            box.modified = false
            try clock.commit(animation: .linear(duration: 0.5))
        }
        let a = try Self.frames(script), b = try Self.frames(loom)
        // 0.1 s + 1 s + 0.5 s at 10 fps, both ends included.
        try #require(a.count == 17)
        #expect(a == b)
        #expect(a.first == a.last)
        // At 1.1 s it is all the way there; at 1.35 s half way home.
        #expect(a[11] != a[0])
        #expect(a[13] != a[11] && a[13] != a[16])
    }

    /// PureSwiftUI's `clipRoundedRectangleWithStroke` strokes through a generic function over
    /// `InsettableShape`; SwiftUI's built-in shapes are all insettable.
    @Test func builtInShapesAreInsettable() throws {
        let script = try Self.scriptView("""
        func border<S: InsettableShape>(_ shape: S) -> some View { shape.strokeBorder(Color.red, lineWidth: 4) }
        HStack(spacing: 4) {
            border(Rectangle()).frame(width: 30, height: 20)
            border(Circle()).frame(width: 30, height: 20)
            border(Ellipse()).frame(width: 30, height: 20)
            border(Capsule()).frame(width: 30, height: 20)
            border(RoundedRectangle(cornerRadius: 6)).frame(width: 30, height: 20)
        }
        """)
        let shapes: [any Shape] = [Rectangle(), Circle(), Ellipse(), Capsule(), RoundedRectangle(cornerRadius: 6)]
        let loom = HStack(spacing: 4, content: shapes.map { $0.strokeBorder(Color.red, lineWidth: 4).frame(width: 30, height: 20) })
        let a = try renderImage(script, scale: 2).bitmap.rgbaBytes()
        let b = try renderImage(loom, scale: 2).bitmap.rgbaBytes()
        #expect(a == b)
    }

    /// `hueRotation` under `withAnimation` turns through the angle, as the same LoomUI view does.
    @Test func hueRotationAnimatesFromAScript() throws {
        let script = try Self.scriptView("""
        struct Turn: View {
            @State private var turned = false
            var body: some View {
                Color.orange.frame(width: 20, height: 20).hueRotation(.degrees(turned ? 360 : 0))
                    .onAppear { withAnimation(.linear(duration: 1)) { turned = true } }
            }
        }
        Turn()
        """)
        let box = Box()
        let loom = Built(box: box) { Color.orange.frame(width: 20, height: 20).hueRotation(.degrees($0 ? 360 : 0)) }.onAppear { clock in
            box.modified = true
            try clock.commit(animation: .linear(duration: 1))
        }
        let a = try Self.frames(script), b = try Self.frames(loom)
        try #require(a.count == 11)
        #expect(a == b)
        #expect(a[5] != a[0])
    }

    /// PureSwiftUIDesign's `Path.ellipse` and `roundedRect` helpers (its layout guides' dots) add
    /// their shapes through a transform, as SwiftUI's `Path` allows.
    @Test func pathAddsEllipsesAndRoundedRectsThroughATransform() throws {
        let script = try Self.scriptView("""
        Path { p in
            p.addEllipse(in: CGRect(x: 0, y: 0, width: 20, height: 10), transform: CGAffineTransform(translationX: 5, y: 5))
            p.addRoundedRect(in: CGRect(x: 0, y: 20, width: 10, height: 10), cornerSize: CGSize(width: 3, height: 3),
                             transform: CGAffineTransform(scaleX: 2, y: 1))
        }
        .fill(Color.red)
        .frame(width: 30, height: 30)
        """)
        var path = Path()
        path.addPath(Path.ellipse(in: Rect(x: 0, y: 0, width: 20, height: 10)).applying(Transform(translationX: 5, y: 5)))
        // SwiftUI's addRoundedRect draws continuous corners unless told `style: .circular`.
        path.addPath(RoundedRectangle(cornerSize: Size(width: 3, height: 3), style: .continuous).path(in: Rect(x: 0, y: 20, width: 10, height: 10))
            .applying(Transform(scaleX: 2, y: 1)))
        let loom = path.fill(Color.red).frame(width: 30, height: 30)
        let a = try renderImage(script, scale: 2).bitmap.rgbaBytes()
        let b = try renderImage(loom, scale: 2).bitmap.rgbaBytes()
        #expect(a == b)
        // The ellipse moved: its centre (15, 10) is red, the untransformed one's left edge (1, 5) is not.
        let image = try renderImage(script, scale: 1).bitmap
        #expect(image.pixel(x: 15, y: 10).a == 255)
        #expect(image.pixel(x: 1, y: 5).a == 0)
    }
}
