import LoomGraphics
import Testing
@testable import LoomUI

/// SwiftUI rules that running real packages found missing (extlibs repros 06, 09, 11, 15).
@Suite struct PackageGapTests {
    func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

    // MARK: 09: a stroke is a shape

    /// `Circle().stroke(lineWidth: 10)` as a shape covers the ring 5 pt either side of the outline.
    @Test func aStrokeAsAShapeIsTheRingItCovers() throws {
        let path = try Circle().stroke(lineWidth: 10).path(in: rect(0, 0, 100, 100))
        #expect(path.contains(Point(x: 50, y: 2)))      // 48 out: on the ring
        #expect(path.contains(Point(x: 50, y: 54.5 + 50)))  // 54.5 out: just inside its outer edge
        #expect(!path.contains(Point(x: 50, y: 50)))     // the centre
        #expect(!path.contains(Point(x: 50, y: 10)))     // 40 out: inside the ring's hole
    }

    /// As a view it is the stroke in the foreground style, pixel for pixel.
    @Test func aStrokeAsAViewDrawsAsBefore() throws {
        let shape = try renderImage(Circle().stroke(style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        let view = try renderImage(Circle().stroke(ForegroundStyle(), style: StrokeStyle(lineWidth: 3, dash: [4, 2])).frame(width: 30, height: 30).padding(2), scale: 2)
        #expect(shape.bitmap.rgbaBytes() == view.bitmap.rgbaBytes())
    }

    /// Clipped to a stroked circle, a square keeps only the ring inside its frame.
    @Test func clippingToAStrokeKeepsTheRing() throws {
        let image = try renderImage(Color.blue.frame(width: 100, height: 100).clipShape(Circle().stroke(lineWidth: 10)), scale: 1).bitmap
        #expect(image.pixel(x: 50, y: 2).a == 255)
        #expect(image.pixel(x: 50, y: 50).a == 0)
        #expect(image.pixel(x: 2, y: 2).a == 0)
    }

    // MARK: 11: redacted text

    /// Each line of a wrapped paragraph is a bar as long as the words on it (a trailing space
    /// not counted); a word too long for a line is broken between characters.
    @Test func placeholderBarsFollowTheLines() throws {
        func width(_ string: String) -> Double { TextLayout(runs: [TextRun(string, font: FontSpec(size: 17))]).size.width }
        let runs = [TextRun("Shimmer Shimmer Shimmer Shim", font: FontSpec(size: 17))]
        let layout = TextLayout(runs: runs, width: 120)
        let lines = TextPlaceholder.lines(of: layout, runs: runs, width: 120, boxWidth: layout.size.width, alignment: 0)
        try #require(layout.lineCount == 3 && lines.count == 3)
        #expect(lines.allSatisfy { $0.x == 0 })
        #expect(lines.map(\.width) == [width("Shimmer"), width("Shimmer"), width("Shimmer Shim")])
        let long = [TextRun(String(repeating: "Shimmer", count: 6), font: FontSpec(size: 17))]
        let broken = TextLayout(runs: long, width: 120)
        let pieces = TextPlaceholder.lines(of: broken, runs: long, width: 120, boxWidth: 120, alignment: 0)
        #expect(pieces.count == broken.lineCount && broken.lineCount > 2)
        #expect(pieces.dropLast().allSatisfy { $0.width > 100 && $0.width <= 120 })
        let single = TextLayout(runs: [TextRun("Some text", font: FontSpec(size: 17))])
        let bar = TextPlaceholder.lines(of: single, runs: single.runs, width: nil, boxWidth: single.size.width, alignment: 0)
        #expect(bar.count == 1 && abs(bar[0].width - single.size.width) < 0.001)
    }

    /// A redacted text keeps its size and draws no glyphs: a faint bar of its foreground,
    /// centred on the line, with the text's edges clear above and below it.
    @Test func redactedTextKeepsItsSizeAndDrawsABar() throws {
        let plain = try renderImage(Text("Some text"), scale: 1)
        let redacted = try renderImage(Text("Some text").redacted(reason: .placeholder), scale: 1)
        #expect(redacted.size == plain.size)
        let image = redacted.bitmap
        let middle = image.pixel(x: Int(redacted.size.width / 2), y: Int(redacted.size.height / 2))
        #expect(abs(Int(middle.a) - Int((TextPlaceholder.opacity * 255).rounded())) <= 1 && middle.r == 0, "\(middle)")
        #expect(image.pixel(x: Int(redacted.size.width / 2), y: 0).a == 0)
        let unredacted = try renderImage(Text("Some text").unredacted().redacted(reason: .placeholder), scale: 1)
        #expect(unredacted.bitmap.rgbaBytes() == plain.bitmap.rgbaBytes())
    }

    // MARK: 06: progress view labels and styles

    @Test func aCustomStyleIsGivenTheLabelsAndTheFraction() throws {
        var seen: [ProgressViewStyleConfiguration] = []
        let style = CustomProgressViewStyle(name: "Probe") { configuration, _ in
            seen.append(configuration)
            return Color.red.frame(width: 10, height: 10)
        }
        let view = VStack(content: [
            ProgressView(value: 3, total: 4, label: Text("Label"), currentValueLabel: Text("75%")),
            ProgressView("Waiting"),
        ]).progressViewStyle(.custom(style, outer: .automatic))
        #expect(try renderImage(view, scale: 1).size == Size(width: 10, height: 28))
        #expect(seen.map(\.fractionCompleted) == [0.75, nil])
        #expect(seen[0].label is Text && seen[0].currentValueLabel is Text && seen[1].currentValueLabel == nil)
    }

    /// Inside a style, `ProgressView(configuration)` is drawn by the style in effect outside it.
    @Test func progressViewOfAConfigurationUsesTheOuterStyle() throws {
        let style = CustomProgressViewStyle(name: "Boxed") { configuration, _ in ProgressView(configuration).padding(2) }
        let styled = ProgressView(value: 0.5).progressViewStyle(.custom(style, outer: .automatic)).progressViewStyle(.circular)
        let direct = ProgressView().padding(2)
        #expect(try renderImage(styled, scale: 2).bitmap.rgbaBytes() == renderImage(direct, scale: 2).bitmap.rgbaBytes())
    }

    @Test func theCurrentValueLabelGoesBelowTheBar() throws {
        let frames = try renderImage(ProgressView(value: 0.4, label: Text("Label"), currentValueLabel: Text("40%")).frame(width: 120), scale: 1).frames
        let label = try #require(frames.first { $0.name.hasPrefix("Text(\"Label") })
        let value = try #require(frames.first { $0.name.hasPrefix("Text(\"40%") })
        #expect(label.frame.minY == 0 && value.frame.minY > label.frame.maxY + ProgressView.barHeight)
    }

    // MARK: 15: measuring a view

    @Test func aViewIsMeasuredWithoutDrawing() throws {
        let text = Text("Hello").padding(3)
        #expect(try sizeThatFits(text, proposal: .unspecified) == renderImage(text, scale: 1).layoutFrame.size)
        #expect(try sizeThatFits(Color.red, proposal: ProposedSize(width: 30, height: 40)) == Size(width: 30, height: 40))
    }
}
