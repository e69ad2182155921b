import LoomGraphics
import Testing
@testable import LoomUI

/// Default gaps next to text in stacks (`TextSpacing`): closer than 8 pt between texts in a
/// column, the plain 8 pt everywhere else.
@Suite struct TextSpacingTests {
    /// The top of each node called `name`, in render order.
    func tops(_ view: any ViewNode, named name: String) throws -> [(y: Double, height: Double)] {
        try renderImage(view, scale: 4).frames.filter { $0.name.hasPrefix(name) }.map { ($0.frame.minY, $0.frame.height) }
    }

    @Test func bodyTextsInAColumnAreAQuarterOfTheFontSizeApart() throws {
        let texts = try tops(VStack(content: [Text("One"), Text("Two")]), named: "Text")
        #expect(texts.count == 2)
        // 17 pt body text: 4.25 pt (frames snapped to quarter points at scale 4).
        let gap = texts[1].y - (texts[0].y + texts[0].height)
        #expect(abs(gap - 4.25) <= 0.25, "gap \(gap)")
    }

    @Test func theLargerFontSetsTheGapAndItNeverExceedsEight() throws {
        let caption = try tops(VStack(spacing: nil, content: [Text("a").font(.caption), Text("b").font(.caption)]), named: "Text")
        #expect(abs(caption[1].y - caption[0].y - caption[0].height - 3) <= 0.5)
        #expect(TextSpacing.vertical(between: 12, and: 34) == 8)
        #expect(TextSpacing.vertical(between: 17, and: 12) == 4.25)
    }

    @Test func plainViewsTextInARowAndPaddedTextKeepEightPoints() throws {
        let mixed = try renderImage(VStack(content: [Text("a"), Color.red.frame(width: 10, height: 10)]), scale: 1).frames
        let text = try #require(mixed.first { $0.name.hasPrefix("Text") }), frame = try #require(mixed.first { $0.name == "Frame" })
        #expect(frame.frame.minY - text.frame.maxY == 8)

        let row = try renderImage(HStack(content: [Text("a"), Text("b")]), scale: 1).frames.filter { $0.name.hasPrefix("Text") }
        #expect(row[1].frame.minX - row[0].frame.maxX == 8)

        let padded = try tops(VStack(content: [Text("a").padding(.vertical, 2), Text("b")]), named: "Padding")
        let texts = try tops(VStack(content: [Text("a").padding(.vertical, 2), Text("b")]), named: "Text")
        #expect(texts[1].y - (padded[0].y + padded[0].height) == 8)
    }

    @Test func modifiersThatKeepTheEdgesKeepTheTextGap() throws {
        let view = VStack(content: [Text("a").foregroundColor(.red).opacity(0.5), Text("b").background(Color.yellow).frame(width: 80)])
        let texts = try tops(view, named: "Text")
        let gap = texts[1].y - (texts[0].y + texts[0].height)
        #expect(abs(gap - 4.25) <= 0.25, "gap \(gap)")
    }

    @Test func textColumnGolden() throws {
        let view = VStack(alignment: .leading, content: [
            Text("Headline").font(.headline),
            Text("Subheadline under it").font(.subheadline).foregroundColor(.secondary),
            Text("Body text"),
            Color.blue.frame(width: 120, height: 4),
            Text("Caption after a plain view").font(.caption),
        ]).padding(8)
        try assertGolden(view, named: "text-column-default-spacing", in: "text")
    }
}
