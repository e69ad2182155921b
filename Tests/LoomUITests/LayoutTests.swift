import LoomGraphics
import Testing
@testable import LoomUI

/// Frames SwiftUI gives for small scenes (research doc §7b, derived from its layout rules).
@Suite struct LayoutTests {
    /// The frames of every node, by dump name, in render order.
    func frames(_ view: any ViewNode, proposal: ProposedSize = .unspecified) throws -> [LayoutFrame] {
        try renderImage(view, proposal: proposal, scale: 1).frames
    }

    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    @Test func greedyViewsAreTenPointsWithoutAProposal() throws {
        #expect(try renderImage(Color.red, scale: 1).size == Size(width: 10, height: 10))
        #expect(try renderImage(Circle(), scale: 1).size == Size(width: 10, height: 10))
    }

    @Test func circleIsCentredInTheShorterSide() throws {
        let f = try frames(Circle().fill(Color.red).frame(width: 100, height: 50))
        #expect(f.map(\.frame) == [rect(0, 0, 100, 50), rect(25, 0, 50, 50)])
    }

    @Test func stackSplitsSpaceEvenlyWithDefaultGap() throws {
        let f = try frames(HStack(content: [Color.red, Color.blue]).frame(width: 208, height: 50))
        #expect(f.map(\.frame) == [rect(0, 0, 208, 50), rect(0, 0, 208, 50), rect(0, 0, 100, 50), rect(108, 0, 100, 50)])
    }

    @Test func vstackCentresChildrenAndAddsEightPoints() throws {
        let view = VStack(content: [Rectangle().frame(width: 50, height: 50), Rectangle().frame(width: 100, height: 20)])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 100, 78))
        #expect(f[1].frame == rect(25, 0, 50, 50))
        #expect(f[3].frame == rect(0, 58, 100, 20))
    }

    @Test func spacerTakesWhatTheOthersLeave() throws {
        let view = HStack(spacing: 0, content: [Color.red.frame(width: 30), Spacer(), Color.blue.frame(width: 40)])
        let f = try frames(view, proposal: ProposedSize(width: 300, height: 20))
        #expect(f.map(\.name) == ["HStack", "Frame", "Color", "Spacer", "Frame", "Color"])
        #expect(f[3].frame == rect(30, 10, 230, 0))
        #expect(f[4].frame == rect(260, 0, 40, 20))
    }

    @Test func noGapNextToSpacerWithDefaultSpacing() throws {
        let view = HStack(content: [Color.red.frame(width: 30), Spacer(), Color.blue.frame(width: 40)])
        let f = try frames(view, proposal: ProposedSize(width: 300, height: 20))
        #expect(f[4].frame.minX == 260)
    }

    @Test func lessFlexibleChildIsSizedFirst() throws {
        // The fixed-width frame takes its 50; the two colours split the remaining 200 − 16.
        let view = HStack(content: [Color.red, Color.green.frame(width: 50), Color.blue])
        let f = try frames(view, proposal: ProposedSize(width: 250, height: 10))
        #expect(f.map(\.frame.width) == [250, 92, 50, 50, 92])
    }

    @Test func paddingAddsSixteenOnEachSide() throws {
        let f = try frames(Color.red.frame(width: 10, height: 10).padding())
        #expect(f[0].frame == rect(0, 0, 42, 42))
        #expect(f[1].frame == rect(16, 16, 10, 10))
    }

    @Test func backgroundIsOfferedThePrimarySize() throws {
        let f = try frames(Color.red.frame(width: 40, height: 20).background(Circle()))
        #expect(f.map(\.name) == ["Background", "Circle", "Frame", "Color"])
        #expect(f[1].frame == rect(10, 0, 20, 20))
    }

    @Test func offsetMovesDrawingNotLayout() throws {
        let image = try renderImage(Color.red.frame(width: 100, height: 100).offset(x: 20), scale: 1)
        #expect(image.layoutFrame == rect(0, 0, 100, 100))
        #expect(image.size == Size(width: 120, height: 100))
        #expect(image.frames.last?.frame == rect(20, 0, 100, 100))
    }

    @Test func frameAlignsItsChild() throws {
        let f = try frames(Color.red.frame(width: 10, height: 10).frame(width: 100, height: 50, alignment: .bottomTrailing))
        #expect(f[1].frame == rect(90, 40, 10, 10))
    }

    @Test func zstackIsAsBigAsItsLargestChild() throws {
        let view = ZStack(content: [Color.red.frame(width: 100, height: 100), Text("X")])
        let f = try frames(view)
        #expect(f[0].frame == rect(0, 0, 100, 100))
        let text = try #require(f.last)
        #expect(abs(text.frame.midX - 50) < 1 && abs(text.frame.midY - 50) < 1)
    }

    /// A ZStack's children are sized independently (swiftuifieldguide.com "ZStack"): offered no
    /// height, a colour keeps its 10 pt ideal height behind taller text instead of growing to it.
    @Test func zstackChildrenKeepTheirOwnSizes() throws {
        let view = ZStack(content: [Color.orange, Text("Hello").font(.largeTitle)])
        let f = try frames(view, proposal: ProposedSize(width: 300, height: nil))
        let stack = f[0].frame, color = f[1].frame
        #expect(stack.width == 300 && stack.height > 30)
        #expect(color.width == 300 && color.height == 10)
        #expect(abs(color.midY - stack.midY) <= 0.5)  // (centred, to the 1× pixel grid)
        // Offered a height, the colour takes it all, as before.
        let filled = try frames(view, proposal: ProposedSize(width: 300, height: 80))
        #expect(filled[1].frame == rect(0, 0, 300, 80))
    }

    @Test func textHugsAndWraps() throws {
        // SF's 20.29 pt line, snapped to the 2× pixel grid.
        let one = try renderImage(Text("Hello, world"), scale: 2).frames[0].frame
        #expect(one.height == 20.5)
        let wrapped = try frames(Text("Hello, world").frame(width: 50))[1].frame
        #expect(wrapped.width <= 50)
        #expect(wrapped.height > 2 * 20)
    }

    @Test func framesAreSnappedToPixels() throws {
        // Three views sharing 100 pt: the middle one's edges land on half points at 2×.
        let view = HStack(spacing: 0, content: [Color.red, Color.green, Color.blue]).frame(width: 100, height: 10)
        let f = try renderImage(view, scale: 2).frames
        for frame in f.map(\.frame) {
            #expect((frame.minX * 2).rounded() == frame.minX * 2)
            #expect((frame.maxX * 2).rounded() == frame.maxX * 2)
        }
    }

    @Test func maxWidthInfinityFillsTheOffer() throws {
        let f = try frames(Text("A").frame(maxWidth: .infinity), proposal: ProposedSize(width: 300, height: 100))
        #expect(f[0].frame.width == 300)
        #expect(abs(f[1].frame.midX - 150) < 0.5)
        let leading = try frames(Text("A").frame(maxWidth: .infinity, alignment: .leading), proposal: ProposedSize(width: 300, height: 100))
        #expect(leading[1].frame.minX == 0)
    }

    @Test func minAndMaxClampTheProposal() throws {
        let f = try frames(Color.red.frame(minWidth: 50, maxWidth: 80, minHeight: 10, maxHeight: 10), proposal: ProposedSize(width: 300, height: 100))
        #expect(f[0].frame.size == Size(width: 80, height: 10))
        let small = try frames(Color.red.frame(minWidth: 50, maxWidth: 80, minHeight: 10, maxHeight: 10), proposal: ProposedSize(width: 20, height: 100))
        #expect(small[0].frame.width == 50)
    }

    @Test func idealWidthAnswersANilProposal() throws {
        #expect(try frames(Color.red.frame(idealWidth: 42, idealHeight: 7))[0].frame.size == Size(width: 42, height: 7))
    }

    @Test func fixedSizeKeepsTextOnOneLine() throws {
        let wrapped = try frames(Text("A long line of text").frame(width: 40))
        let fixed = try frames(Text("A long line of text").fixedSize().frame(width: 40))
        #expect(fixed[2].frame.width > 40)
        #expect(fixed[2].frame.height < wrapped[1].frame.height)
    }

    @Test func higherPriorityIsSizedFirst() throws {
        let view = HStack(spacing: 0, content: [
            Text("Priority text here").layoutPriority(1),
            Text("Other text here"),
        ])
        let f = try frames(view, proposal: ProposedSize(width: 200, height: nil))
        let first = try #require(f.first { $0.name.hasPrefix("Text(\"Priority") })
        let ideal = try frames(Text("Priority text here"))[0].frame.width
        #expect(abs(first.frame.width - ideal) < 0.5)
    }

    @Test func effectsDoNotChangeLayout() throws {
        let plain = try frames(Color.red.frame(width: 50, height: 30))[0].frame
        #expect(try frames(Color.red.frame(width: 50, height: 30).rotationEffect(.degrees(45)))[0].frame == plain)
        #expect(try frames(Color.red.frame(width: 50, height: 30).scaleEffect(2))[0].frame == plain)
        #expect(try frames(Color.red.frame(width: 50, height: 30).border(Color.black, width: 3))[0].frame == plain)
    }

    @Test func textTruncatesToTheProposedHeight() throws {
        let text = Text("One two three four five six seven eight nine ten")
        let free = try frames(text, proposal: ProposedSize(width: 80, height: nil))[0].frame
        let cut = try frames(text, proposal: ProposedSize(width: 80, height: 45))[0].frame
        #expect(free.height > 60)
        // Two lines of 20.29 pt, snapped to whole points at 1×.
        #expect(cut.height == 41)
        #expect(try frames(text.lineLimit(1), proposal: ProposedSize(width: 80, height: nil))[0].frame.height == 20)
    }

    @Test func plainTextImageIsItsFrame() throws {
        // Ink stays inside the line box, so the picture is exactly the text's size.
        let image = try renderImage(Text("Hello"), scale: 2)
        #expect(image.layoutFrame.origin == .zero)
        #expect(image.size.width == (image.layoutFrame.width * 2).rounded(.up) / 2)
        #expect(image.size.height == (image.layoutFrame.height * 2).rounded(.up) / 2)
    }
}

@Suite struct ShadowTests {
    @Test func clippedViewCastsItsShadowOutsideTheClip() throws {
        // Found by the PureSwiftUITools guides: clipShape then shadow drew no shadow at all.
        let view = Color.blue.frame(width: 50, height: 50).clipShape(Circle()).shadow(color: .black, radius: 5).padding(20)
        let image = try renderImage(view, scale: 1)
        // Just outside the circle's right edge, on its horizontal centre line.
        let outside = image.bitmap.pixel(x: Int(image.layoutFrame.minX) + 20 + 52, y: Int(image.layoutFrame.minY) + 45)
        #expect(outside.a > 20)
        // And the corner of the square, which the clip removed, stays unpainted by blue.
        let corner = image.bitmap.pixel(x: Int(image.layoutFrame.minX) + 21, y: Int(image.layoutFrame.minY) + 21)
        #expect(corner.b < 100 || corner.a < 100)
    }
}
