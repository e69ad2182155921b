import Testing
import LoomGraphics
import LoomUI
@testable import LoomScript

/// Timers tick on an animated picture's virtual clock (#13): each tick is a cut at its time,
/// until the picture's horizon; a still picture has no time, and no tick. The oracle is the
/// LoomUI still of each count.
@Suite struct TimerBridgeTests {
    static func still(_ count: Int) throws -> [UInt8] {
        try renderImage(Text("\(count)").frame(width: 60, height: 30), scale: 1).bitmap.rgbaBytes()
    }

    static func view(_ source: String) throws -> any ViewNode {
        let result = run(source)
        #expect(result.errors.isEmpty, "\(result.errors)")
        return try #require(result.views.last)
    }

    static func frames(_ view: any ViewNode, duration: Double? = nil) throws -> [[UInt8]] {
        var frames: [[UInt8]] = []
        _ = try renderAnimation(view, scale: 1, options: AnimationOptions(duration: duration)) { frames.append($0.rgbaBytes()) }
        return frames
    }

    static let publisher = """
    struct Ticks: View {
        @State var count = 0
        let timer = Timer.publish(every: 0.5, on: .main, in: .common).autoconnect()
        var body: some View {
            Text("\\(count)").frame(width: 60, height: 30)
                .onReceive(timer) { _ in count += 1 }
        }
    }
    Ticks()
    """

    @Test func aPublishedTimerTicksUntilThePicturesLength() throws {
        let frames = try Self.frames(try Self.view(Self.publisher))
        // Ticks at 0.5, 1, 1.5 and 2 s (the default length), the last shown for half a second.
        #expect(frames.count == 76)
        #expect(frames[0] == (try Self.still(0)))
        #expect(frames[14] == (try Self.still(0)))
        #expect(frames[15] == (try Self.still(1)))
        #expect(frames[45] == (try Self.still(3)))
        #expect(frames[75] == (try Self.still(4)))
    }

    @Test func anAnimateDurationIsTheTimersHorizon() throws {
        let frames = try Self.frames(try Self.view(Self.publisher), duration: 1)
        #expect(frames.count == 31)
        #expect(frames[30] == (try Self.still(2)))
    }

    @Test func aStillPictureHasNoTick() throws {
        let image = try renderImage(try Self.view(Self.publisher), scale: 1)
        #expect(image.bitmap.rgbaBytes() == (try Self.still(0)))
    }

    /// A still drawn after its `onAppear` actions (a device page's) is SwiftUI's first frame: a
    /// repeating timer started there has not fired, so neither the size nor the position of
    /// what it grows shows a later tick (`extlibs21` repro 04: a square laid out as the 120 pt
    /// one twenty ticks make, drawn 100 pt wide).
    @Test func aSettledStillHasNoTickEither() throws {
        let growing = try Self.view("""
        struct Growing: View {
            @State var w = 100.0
            var body: some View {
                Rectangle().frame(width: w, height: 100)
                    .onAppear { Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in w += 1 } }
            }
        }
        Growing()
        """)
        let phone = try #require(Device.named("iPhone 15"))
        let expected = try renderImage(Rectangle().frame(width: 100, height: 100), on: phone, statusBar: false, scale: 1)
        // (Nor a preview's, drawn once what appearing animated has ended: `poster=end`.)
        for atEnd in [false, true] {
            let settled = try settledEnvironment(growing, proposal: ProposedSize(width: phone.screen.width, height: phone.screen.height),
                                                 scale: 1, atEnd: atEnd)
            let image = try renderImage(growing, on: phone, statusBar: false, scale: 1, environment: settled ?? EnvironmentValues())
            #expect(image.bitmap.rgbaBytes() == expected.bitmap.rgbaBytes(), "atEnd: \(atEnd)")
        }
    }

    @Test func aScheduledTimerStopsWhenInvalidated() throws {
        let frames = try Self.frames(try Self.view("""
        struct Ticks: View {
            @State var count = 0
            var body: some View {
                Text("\\(count)").frame(width: 60, height: 30)
                    .onAppear {
                        Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { timer in
                            count += 1
                            if count == 3 { timer.invalidate() }
                        }
                    }
            }
        }
        Ticks()
        """))
        // Ticks at 0.25, 0.5 and 0.75 s; the count stays 3, shown for half a second.
        #expect(frames.count == 39)
        #expect(frames[7] == (try Self.still(0)))
        #expect(frames[8] == (try Self.still(1)))
        #expect(frames[38] == (try Self.still(3)))
    }
}
