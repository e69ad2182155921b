import Foundation
import Testing
import LoomGraphics
import LoomScript
import LoomUI
@testable import LoomNotebook

/// Blocks whose views move (issue #13): the first and last frames are the before and after
/// stills LoomUI draws directly, an in-between frame follows the curve, the APNG is what the
/// report says, and the same block gives the same bytes.
@Suite struct AnimatedPictureTests {
    /// The block's one view, drawn as `settings` say.
    private func raster(_ source: String, animation: ViewRasterizer.Settings.AnimationSettings? = .init()) throws -> ViewRasterizer.Raster {
        let session = ScriptSession()
        let evaluation = session.run(source)
        #expect(evaluation.diagnostics.isEmpty, "\(evaluation.diagnostics)")
        guard case .view(let view, _, _)? = evaluation.outputs.first(where: { if case .view = $0 { return true }; return false }) else {
            throw RenderError("no view")
        }
        var settings = ViewRasterizer.Settings(proposal: .unspecified, scale: 1)
        settings.animation = animation
        return try ViewRasterizer.loomUI.rasterize(view, settings)
    }

    /// A 20 pt circle in a 140 × 20 box, `x` pt from its leading edge: the still LoomUI draws.
    private func still(x: Double) throws -> Bitmap {
        let view = LoomUI.Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).offset(x: x)
            .frame(width: 140, height: 20, alignment: .leading)
        return try renderImage(view, scale: 1).bitmap
    }

    private func frames(_ apng: [UInt8]) throws -> [Bitmap] {
        try #require(APNGDecoder.frames(apng)).map { try #require(Bitmap(png: $0.png)) }
    }

    private func mover(_ animation: String) -> String {
        """
        struct Mover: View {
            @State var moved = false
            var body: some View {
                Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).offset(x: moved ? 120 : 0)
                    .frame(width: 140, height: 20, alignment: .leading)
                    .onAppear { withAnimation(\(animation)) { moved = true } }
            }
        }
        Mover()
        """
    }

    @Test func firstAndLastFramesAreTheStillsBeforeAndAfter() throws {
        let result = try raster(mover(".easeInOut(duration: 1)"))
        let animation = try #require(result.animation)
        #expect(animation.frameCount == 31)
        #expect(animation.duration == 1)
        let drawn = try frames(animation.apng)
        #expect(drawn.count == 31)
        #expect(drawn[0].rgbaBytes() == (try still(x: 0)).rgbaBytes())
        #expect(drawn[30].rgbaBytes() == (try still(x: 120)).rgbaBytes())
        // The poster is the first frame unless asked otherwise.
        #expect(result.png == drawn[0].pngData())
        #expect(result.width == 140 && result.height == 20)
    }

    @Test func anInBetweenFrameFollowsTheCurve() throws {
        // Frame 15 of a 1 s linear move shows t = 0.5: x = 60; easeInOut at frame 7 (t = 7/30 s) is its Bézier's value.
        let linear = try frames(try #require(try raster(mover(".linear(duration: 1)")).animation).apng)
        #expect(linear[15].rgbaBytes() == (try still(x: 60)).rgbaBytes())
        let eased = try frames(try #require(try raster(mover(".easeInOut(duration: 1)")).animation).apng)
        let x = 120 * LoomUI.Animation.easeInOut(duration: 1).progress(at: 7.0 / 30)
        #expect(x > 5 && x < 20)  // slow start: well behind the linear 28
        #expect(eased[7].rgbaBytes() != (try still(x: 28)).rgbaBytes())
        let expected = try still(x: x).rgbaBytes(), actual = eased[7].rgbaBytes()
        #expect(zip(expected, actual).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
    }

    @Test func theSameBlockGivesTheSameBytes() throws {
        let a = try raster(mover(".spring(duration: 0.5, bounce: 0.3)"))
        let b = try raster(mover(".spring(duration: 0.5, bounce: 0.3)"))
        #expect(a.animation?.apng == b.animation?.apng)
        #expect(a.png == b.png)
    }

    @Test func optionsChooseLengthRateAndPoster() throws {
        let result = try raster(mover(".linear(duration: 1)"), animation: .init(duration: 2, framesPerSecond: 10, poster: .end))
        let animation = try #require(result.animation)
        #expect(animation.frameCount == 21)
        #expect(animation.framesPerSecond == 10)
        #expect(try #require(APNGDecoder.frames(animation.apng)).allSatisfy { $0.delay == 0.1 })
        #expect(result.png == (try frames(animation.apng)).last!.pngData())
        // `animate: false`: the still, as the view first appears.
        let off = try raster(mover(".linear(duration: 1)"), animation: nil)
        #expect(off.animation == nil)
        #expect(try #require(Bitmap(png: off.png)).rgbaBytes() == (try still(x: 0)).rgbaBytes())
    }

    @Test func aStillShowsWhatOnAppearSetWithoutAnAnimation() throws {
        // SwiftUI runs `onAppear` before its first frame is on screen: a change made there
        // without an animation is in that frame, on a page and with `animate: false` alike.
        let source = """
        struct Placed: View {
            @State var x = 0.0
            var body: some View {
                Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).offset(x: x)
                    .frame(width: 140, height: 20, alignment: .leading)
                    .onAppear { x = 120 }
            }
        }
        Placed()
        """
        for animation in [ViewRasterizer.Settings.AnimationSettings(), nil] {
            let result = try raster(source, animation: animation)
            #expect(result.animation == nil)
            #expect(try #require(Bitmap(png: result.png)).rgbaBytes() == (try still(x: 120)).rgbaBytes())
        }
    }

    @Test func aViewThatDoesNotMoveStaysAStill() throws {
        let result = try raster("Circle().frame(width: 20, height: 20).animation(.default, value: 1)")
        #expect(result.animation == nil)
    }

    @Test func taskSleepsOnTheVirtualClock() throws {
        let source = """
        struct Later: View {
            @State var x = 0.0
            var body: some View {
                Circle().fill(Color(red: 0, green: 0, blue: 1)).frame(width: 20, height: 20).offset(x: x)
                    .frame(width: 140, height: 20, alignment: .leading)
                    .task {
                        try? await Task.sleep(for: .seconds(0.5))
                        withAnimation(.linear(duration: 0.5)) { x = 120 }
                    }
            }
        }
        Later()
        """
        let drawn = try frames(try #require(try raster(source).animation).apng)
        #expect(drawn.count == 31)
        #expect(drawn[15].rgbaBytes() == (try still(x: 0)).rgbaBytes())
        #expect(drawn[30].rgbaBytes() == (try still(x: 120)).rgbaBytes())
    }

    @Test func scriptAnimatableDataIsInterpolated() throws {
        // A shape whose `animatableData` is its width: half way through, half the bar.
        let source = """
        struct Bar: Shape {
            var amount: Double
            var animatableData: Double {
                get { amount }
                set { amount = newValue }
            }
            func path(in rect: CGRect) -> Path { Path(CGRect(x: 0, y: 0, width: rect.width * amount, height: rect.height)) }
        }
        struct Grow: View {
            @State var full = false
            var body: some View {
                Bar(amount: full ? 1 : 0.2).fill(Color.black).frame(width: 100, height: 10)
                    .onAppear { withAnimation(.linear(duration: 1)) { full = true } }
            }
        }
        Grow()
        """
        let drawn = try frames(try #require(try raster(source).animation).apng)
        func inkWidth(_ b: Bitmap) -> Int { (0..<b.width).filter { b.pixel(x: $0, y: 5).a > 128 }.count }
        #expect(inkWidth(drawn[0]) == 20)
        #expect(inkWidth(drawn[15]) == 60)
        #expect(inkWidth(drawn[30]) == 100)
    }

    @Test func tooManyPixelsIsAClearError() throws {
        let view = LoomUI.Rectangle().frame(width: 100, height: 100)
        #expect(throws: RenderError.self) {
            _ = try renderAnimation(TimelineView { _ in view }, scale: 1, options: AnimationOptions(duration: 10, maximumPixels: 1_000_000)) { _ in }
        }
        do {
            _ = try renderAnimation(TimelineView { _ in view }, scale: 1, options: AnimationOptions(duration: 10, maximumPixels: 1_000_000)) { _ in }
        } catch {
            #expect("\(error)".contains("301 frames of 10000 pixels, over the budget of 1000000 pixels"))
        }
    }

    /// Left to its own length, an animation over the budget is cut to the frames that fit (a
    /// full-screen demo of repeating spinners), as one over `longestDuration` is.
    @Test func anAnimationOfItsOwnLengthIsCutToTheBudget() throws {
        let view = LoomUI.Rectangle().frame(width: 100, height: 100)
        var drawn = 0
        let summary = try #require(try renderAnimation(TimelineView { _ in view }, scale: 1,
                                                       options: AnimationOptions(maximumPixels: 300_000)) { _ in drawn += 1 })
        #expect(summary.frameCount == 30)
        #expect(drawn == 30)
        #expect(abs(summary.duration - 29.0 / 30) < 1e-9)
    }

    @Test func pagesWriteTheAnimationBesideItsPosterAndReportIt() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try ("# Moves\n\n```swift\n//| fps: 10\n" + mover(".linear(duration: 1)") + "\n```\n")
            .write(toFile: source + "/moves.md", atomically: true, encoding: .utf8)
        let builder = SiteBuilder(outputDirectory: out, pageRenderer: PageRenderer(makeRunner: { ScriptSession() }))
        let result = try builder.build(inputs: [source], reportPath: out + "/report.json")
        #expect(result.exitStatus == 0)
        #expect(FileManager.default.fileExists(atPath: out + "/moves/1.png"))
        let apng = try #require(FileManager.default.contents(atPath: out + "/moves/1.apng"))
        #expect(APNGDecoder.frames(Array(apng))?.count == 11)
        let html = try String(contentsOfFile: out + "/moves.html", encoding: .utf8)
        #expect(html.contains("<picture><source srcset=\"moves/1.png\" media=\"(prefers-reduced-motion: reduce)\"><img src=\"moves/1.apng\""))
        let report = try String(contentsOfFile: out + "/report.json", encoding: .utf8)
        #expect(report.contains("{\"kind\":\"animation\",\"path\":\"moves/1.apng\",\"poster\":\"moves/1.png\",\"width\":280,\"height\":40,\"scale\":2,\"frames\":11,\"fps\":10,\"duration\":1}"))
    }
}
