import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// The Text API beyond fonts and colours: truncation modes, shrinking to fit, decoration colours,
/// case, baseline offsets, designs, custom fonts, symbols in text and image scales.
@Suite struct TextAPITests {
    func size(_ view: any ViewNode, _ proposal: ProposedSize = .unspecified) throws -> Size {
        try renderImage(view, proposal: proposal, scale: 1).layoutFrame.size
    }

    @Test func truncationModes() throws {
        let long = "The quick brown fox jumps over the lazy dog"
        let rows: [any ViewNode] = [Text.TruncationMode.head, .middle, .tail].map {
            Text(long).lineLimit(1).truncationMode($0).frame(width: 180, alignment: .leading)
        }
        try assertGolden(VStack(alignment: .leading, spacing: 6, content: rows).padding(8).background(Color.white),
                         named: "truncation-modes", in: "text")
    }

    @Test func minimumScaleFactorShrinksBeforeTruncating() throws {
        let title = Text("Shrinks to fit this width").font(.title).lineLimit(1)
        let ideal = try size(title)
        #expect(ideal.width > 250)
        // Offered 200 pt, the title shrinks until its one line fits instead of ending in "…".
        let shrunk = try size(title.minimumScaleFactor(0.5), ProposedSize(width: 200, height: nil))
        #expect(shrunk.width <= 200 && shrunk.width > 195)
        #expect(shrunk.height < ideal.height * 0.8 && shrunk.height > ideal.height * 0.5)
        // It never shrinks below the factor: at 0.9 it cannot fit, so it truncates at 90 %.
        let floor = try size(title.minimumScaleFactor(0.9), ProposedSize(width: 200, height: nil))
        #expect(abs(floor.height - ideal.height * 0.9) < 0.5)
        // Text that fits keeps its size.
        #expect(try size(title.minimumScaleFactor(0.5), ProposedSize(width: 400, height: nil)) == ideal)
    }

    @Test func decorationsCaseOffsetDesignsAndSymbols() throws {
        let column = VStack(alignment: .leading, spacing: 6, content: [
            Text("Struck through in red").strikethrough(true, color: .red),
            Text("Underlined in blue").underline(true, color: .blue),
            Text("shown in upper case").textCase(.uppercase),
            Text("SHOWN IN LOWER CASE").textCase(.lowercase),
            HStack(alignment: .firstTextBaseline, spacing: 0, content: [Text("E = mc"), Text("2").font(.caption).baselineOffset(8)]),
            Text("Serif from the environment").fontDesign(.serif),
            Text("Monospaced text design").fontDesign(.monospaced),
            Text("DejaVu Sans Mono by name").font(.custom("DejaVu Sans Mono", size: 17)),
            Text("A missing face falls back").font(.custom("No Such Face", size: 17)),
            Text("Rated ") + Text(Image(systemName: "star.fill")).foregroundColor(.orange) + Text(" 4.5"),
            HStack(content: [Image.Scale.small, .medium, .large].map { Image(systemName: "heart.fill").imageScale($0) as any ViewNode }),
        ])
        try assertGolden(column.padding(8).background(Color.white), named: "text-api", in: "text")
    }

    @Test func customFontFallsBackToTheSystemFace() {
        #expect(Font.custom("DejaVu Sans Mono", size: 17).spec.family == .named("DejaVu Sans Mono"))
        #expect(Font.custom("No Such Face", size: 17).spec == Font.system(size: 17).spec)
    }

    @Test func textCaseChangesOnlyWhatIsDrawn() throws {
        let upper = try size(Text("abc").textCase(.uppercase))
        #expect(upper == (try size(Text("ABC"))))
    }

    @Test func symbolInTextKeepsTheLineHeight() throws {
        let plain = try size(Text("Rated 4.5"))
        let starred = try size(Text("Rated ") + Text(Image(systemName: "star.fill")) + Text(" 4.5"))
        #expect(starred.height == plain.height)
        #expect(starred.width > plain.width + 12)
    }

    @Test func imageScalesSymbolsAroundMedium() throws {
        let medium = try size(Image(systemName: "heart.fill"))
        let small = try size(Image(systemName: "heart.fill").imageScale(.small))
        let large = try size(Image(systemName: "heart.fill").imageScale(.large))
        #expect(abs(small.height / medium.height - 0.78) < 0.02)
        #expect(abs(large.height / medium.height - 1.29) < 0.02)
    }

    @Test func starMatchesSFSymbolsInkSize() throws {
        // rating.png: SF's star.fill at 45 pt (bold) is 153 × 146 px at 3×, i.e. 51 × 48.7 pt.
        let star = try size(Image(systemName: "star.fill").font(.system(size: 45, weight: .bold)))
        #expect(abs(star.width - 51) / 51 < 0.04, "\(star)")
        #expect(abs(star.height - 48.7) / 48.7 < 0.04, "\(star)")
    }

    @Test func pauseMatchesSFSymbolsInkArea() throws {
        // pause-button.png: SF's pause.fill at 50 pt covers 30 × 40 pt; MDI's bars keep their own
        // proportions, so only the area is matched (within 2 %).
        let pause = try size(Image(systemName: "pause.fill").font(.system(size: 50)))
        #expect(abs(pause.width * pause.height / (30 * 40) - 1) < 0.02, "\(pause)")
    }

    @Test func labelForms() throws {
        let icon = try size(Image(systemName: "star"))
        let title = try size(Text("Title"))
        #expect(try size(Label(title: "Title", systemImage: "star").labelStyle(.iconOnly)) == icon)
        #expect(try size(Label(title: "Title", systemImage: "star").labelStyle(.titleOnly)) == title)
        let both = try size(Label(title: Text("Title"), icon: Image(systemName: "star")))
        #expect(abs(both.width - (icon.width + Label.spacing + title.width)) < 0.01)
        // `.titleAndIcon` is the default look.
        #expect(try size(Label(title: "Title", systemImage: "star").labelStyle(.titleAndIcon)) == both)
    }

    /// Serves every asset name as a 20 × 20 pt square.
    struct SquareAssets: ImageProvider {
        func image(named name: String) throws -> (Bitmap, scale: Double) {
            (Bitmap(width: 40, height: 40)!, 2)
        }
    }

    @Test func labelWithAnAssetImage() throws {
        var environment = EnvironmentValues()
        environment.imageProvider = SquareAssets()
        let label = try renderImage(Label("Title", image: "square"), scale: 1, environment: environment).layoutFrame.size
        let title = try size(Text("Title"))
        #expect(abs(label.width - (20 + Label.spacing + title.width)) < 0.01)
        #expect(label.height == max(20, title.height))
    }

    // MARK: Markdown

    func spans(_ markdown: String) -> [String] {
        Text(markdown: markdown).runs.map { run in
            var marks = ""
            if run.weight == .bold { marks += "B" }
            if run.italic { marks += "I" }
            if run.monospaced { marks += "C" }
            if run.strikethrough { marks += "S" }
            if run.isLink { marks += "L" }
            return marks.isEmpty ? run.string : "\(marks):\(run.string)"
        }
    }

    @Test func markdownInlineStyles() {
        #expect(spans("**bold** and *italic* and `code` and [link](https://x)")
                == ["B:bold", " and ", "I:italic", " and ", "C:code", " and ", "L:link"])
        #expect(spans("***both*** ~~gone~~ __strong__ _em_") == ["BI:both", " ", "S:gone", " ", "B:strong", " ", "I:em"])
        #expect(spans("**outer *inner* outer**") == ["B:outer ", "BI:inner", "B: outer"])
        // What is not Markdown stays as written: lone stars, intraword underscores, escapes, code contents.
        #expect(spans("2 * 3 * 4") == ["2 * 3 * 4"])
        #expect(spans("snake_case_name") == ["snake_case_name"])
        #expect(spans("\\*not italic\\*") == ["*not italic*"])
        #expect(spans("`**raw**`") == ["C:**raw**"])
        #expect(spans("[**bold link**](u)") == ["BL:bold link"])
    }

    @Test func markdownGolden() throws {
        let column = VStack(alignment: .leading, spacing: 6, content: [
            Text(markdown: "**Bold** and *italic* and `code` and [a link](https://example.com)"),
            Text(markdown: "A [tinted link](https://example.com) and ~~struck~~ text").tint(.purple),
            Text(markdown: "***Bold italic*** in a title").font(.title2),
        ])
        try assertGolden(column.padding(8).background(Color.white), named: "markdown", in: "text")
    }
}
