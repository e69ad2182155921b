import Foundation
import LoomGraphics
import LoomUI
import Testing
@testable import LoomScript

/// The seed libraries' animated demos (#13), run from `../shared/libraries` as their authors wrote
/// them: AnimatableGradients' README example goes from its start colours to its end colours and
/// back, and PureSwiftUI's conditional-modifiers demo goes there and back as its GIF does.
@Suite("Seed library animations", .enabled(if: SeedLibraries.folder != nil, "../shared/libraries is not beside the checkout"))
struct SeedLibraryAnimationTests {
    func session() throws -> ScriptSession {
        let folder = try #require(SeedLibraries.folder)
        let session = ScriptSession()
        session.importPaths = ["CypherPoet-AnimatableGradients", "CodeSlicing-pure-swift-ui-design", "CodeSlicing-pure-swift-ui"]
            .map { folder + "/" + $0 }
        return session
    }

    static func frames(_ view: any ViewNode) throws -> [Bitmap] {
        var frames: [Bitmap] = []
        _ = try renderAnimation(view, scale: 1, options: AnimationOptions(framesPerSecond: 10)) { frames.append($0) }
        return frames
    }

    static func rgb(_ b: Bitmap, _ x: Int, _ y: Int) -> [Int] {
        let p = b.pixel(x: x, y: y)
        return [Int(p.r), Int(p.g), Int(p.b)]
    }

    static func near(_ a: [Int], _ b: [Int], _ tolerance: Int = 3) -> Bool { zip(a, b).allSatisfy { abs($0 - $1) <= tolerance } }

    /// The README's minimal example: `[.red, .blue]` to `[.green, .yellow]` over an ease-in-out second,
    /// repeated with autoreverse. Its top-leading corner is the first colour, its bottom-trailing
    /// corner the second (the gradient runs from `.topLeading` to `.bottomTrailing`).
    @Test func linearGradientGoesFromTheStartColoursToTheEndColours() throws {
        let r = run("""
        import AnimatableGradients
        struct ContentView: View {
            @State private var animationCompletion: CGFloat = 0.0
            var body: some View {
                Rectangle()
                    .animatableLinearGradient(startColors: [.red, .blue], endColors: [.green, .yellow],
                                              completionPercentage: animationCompletion)
                    .frame(width: 100, height: 100)
                    .onAppear {
                        withAnimation(Animation.easeInOut(duration: 1.0).repeatForever(autoreverses: true)) {
                            self.animationCompletion = 1.0
                        }
                    }
            }
        }
        ContentView()
        """, in: try session())
        #expect(r.errors.isEmpty, "\(r.errors)")
        let frames = try Self.frames(try #require(r.views.last))
        // One cycle of a repeating animation: there (1 s) and back (1 s).
        try #require(frames.count == 21)
        let (first, there, back) = (frames[0], frames[10], frames[20])
        // UIKit's red, blue, green and yellow are the pure primaries.
        #expect(Self.near(Self.rgb(first, 0, 0), [255, 0, 0], 8), "\(Self.rgb(first, 0, 0))")
        #expect(Self.near(Self.rgb(first, 99, 99), [0, 0, 255], 8), "\(Self.rgb(first, 99, 99))")
        #expect(Self.near(Self.rgb(there, 0, 0), [0, 255, 0], 8), "\(Self.rgb(there, 0, 0))")
        #expect(Self.near(Self.rgb(there, 99, 99), [255, 255, 0], 8), "\(Self.rgb(there, 99, 99))")
        #expect(back.rgbaBytes() == first.rgbaBytes())
        // At 0.2 s the colours are as far along as SwiftUI's ease-in-out curve has come (not 20 %).
        let early = Self.rgb(frames[2], 0, 0)
        let expected = LoomUI.Animation.easeInOut(duration: 1).progress(at: 0.2)
        #expect(expected < 0.15)
        #expect(Self.near(early, [Int((255 * (1 - expected)).rounded()), Int((255 * expected).rounded()), 0], 8), "\(early) at \(expected)")
    }

    /// PureSwiftUI's README demo: the orange square grows, turns, moves down, fades and turns its
    /// hue a full circle, then comes back; its first and last frames are the same.
    @Test func conditionalModifiersGoThereAndBack() throws {
        let r = run("""
        import PureSwiftUI
        struct ConditionalModifiersDemo: View {
            @State private var modified = false
            var body: some View {
                Color.orange
                    .frameIf(modified, 200, 100)
                    .frameIfNot(modified, 50)
                    .clipRoundedRectangleWithStroke(25, .black, lineWidth: 5)
                    .rotateIf(modified, 180.degrees)
                    .yOffsetIf(modified, 100)
                    .hueRotationIf(modified, 360.degrees)
                    .opacityIf(modified, 0.5)
                    .frame(250, 250, .top)
                    .task {
                        withAnimation(.easeInOut(duration: 1)) { modified = true }
                        try? await Task.sleep(for: .seconds(1.5))
                        withAnimation(.easeInOut(duration: 1)) { modified = false }
                    }
            }
        }
        ConditionalModifiersDemo()
        """, in: try session())
        #expect(r.errors.isEmpty, "\(r.errors)")
        let frames = try Self.frames(try #require(r.views.last))
        try #require(frames.count == 26)
        #expect(frames[0].rgbaBytes() == frames[25].rgbaBytes())
        let orange = Self.rgb(frames[0], frames[0].width / 2, 25)
        #expect(Self.near(orange, [255, 149, 0], 4), "\(orange)")
        // At rest out there: 100 pt lower, at half opacity over nothing, orange again (360°).
        let out = frames[12].pixel(x: frames[12].width / 2, y: 150)
        #expect(abs(Int(out.a) - 128) <= 3 && Self.near([Int(out.r), Int(out.g), Int(out.b)], [255, 149, 0], 4), "\(out)")
        // Half way out (0.5 s) the hue has turned 180°: the centre of the turning shape is not orange.
        let midway = frames[5]
        let centre = Self.rgb(midway, midway.width / 2, 87)
        #expect(!Self.near(centre, orange, 40), "\(centre)")
    }
}
