import LoomGraphics
import Testing
@testable import LoomUI

/// Goldens for text: line limits and truncation, paragraph alignment, weights, designs,
/// decorations, baselines and frames.
@Suite struct TextGoldenTests {
    func golden(_ view: any ViewNode, _ name: String) throws {
        try assertGolden(view.padding(8).background(Color.white), named: name, in: "text")
    }

    static let sentence = "SwiftUI wraps text at word boundaries and cuts what does not fit with an ellipsis."

    func boxed(_ view: any ViewNode) -> any ViewNode { view.border(Color.gray.opacity(0.5)) }

    @Test func lineLimitAndTruncation() throws {
        try golden(VStack(alignment: .leading, spacing: 10, content: [
            boxed(Text(Self.sentence).lineLimit(1).frame(width: 200)),
            boxed(Text(Self.sentence).lineLimit(2).frame(width: 200)),
            boxed(Text(Self.sentence).frame(width: 200, height: 44)),
            boxed(Text(Self.sentence).frame(width: 200)),
        ]), "line-limit-truncation")
    }

    @Test func multilineTextAlignment() throws {
        let alignments: [TextAlignment] = [.leading, .center, .trailing]
        try golden(HStack(alignment: .top, spacing: 10, content: alignments.map {
            boxed(Text("Lines of a paragraph line up inside its own box").multilineTextAlignment($0).frame(width: 120))
        }), "multiline-alignment")
    }

    @Test func fontWeights() throws {
        let weights: [(String, Font.Weight)] = [("Ultralight", .ultraLight), ("Thin", .thin), ("Light", .light), ("Regular", .regular),
                                                ("Medium", .medium), ("Semibold", .semibold), ("Bold", .bold), ("Heavy", .heavy), ("Black", .black)]
        try golden(VStack(alignment: .leading, spacing: 2, content: weights.map { Text($0.0).font(.title3).fontWeight($0.1) }), "font-weights")
    }

    @Test func fontDesignsAndStyles() throws {
        try golden(VStack(alignment: .leading, spacing: 4, content: [
            Text("Default design").font(.system(size: 20)),
            Text("Serif design").font(.system(size: 20, design: .serif)),
            Text("Rounded design").font(.system(size: 20, design: .rounded)),
            Text("Monospaced design").font(.system(size: 20, design: .monospaced)),
            Text("Italic body").italic(),
            Text("Bold italic headline").font(.headline).italic(),
            Text("Monospaced digits 0123456789").monospaced(),
        ]), "font-designs")
    }

    @Test func decorationsAndSpacing() throws {
        try golden(VStack(alignment: .leading, spacing: 6, content: [
            Text("Underlined").underline(),
            Text("Struck through").strikethrough(),
            Text("Tracking 3").tracking(3),
            Text("Kerning -1").kerning(-1),
            Text("Red ") .foregroundColor(.red) + Text("mixed ").bold() + Text("runs").italic().underline(),
        ]), "decorations")
    }

    @Test func baselineAlignment() throws {
        func row(_ alignment: VerticalAlignment) -> any ViewNode {
            HStack(alignment: alignment, spacing: 6, content: [
                Text("Big").font(.largeTitle), Text("small").font(.caption), Text("body"),
                Text("Two\nlines").font(.headline),
            ]).fixedSize().padding(4).border(Color.gray.opacity(0.5))
        }
        try golden(VStack(alignment: .leading, spacing: 10, content: [row(.firstTextBaseline), row(.lastTextBaseline), row(.center)]), "baseline-alignment")
    }

    @Test func textInFrames() throws {
        let alignments: [Alignment] = [.topLeading, .center, .bottomTrailing]
        try golden(HStack(spacing: 8, content: alignments.map {
            Text("Text").frame(width: 80, height: 60, alignment: $0).background(Color.yellow.opacity(0.3))
        } + [Text("Fills").frame(maxWidth: .infinity).background(Color.mint.opacity(0.3)).frame(width: 100)]), "text-in-frames")
    }

    @Test func fixedSizeText() throws {
        try golden(VStack(alignment: .leading, spacing: 36, content: [
            boxed(Text("This sentence is longer than its frame").frame(width: 120)),
            boxed(Text("This sentence is longer than its frame").fixedSize().frame(width: 120)),
            boxed(Text("Vertical fixed size keeps every line").fixedSize(horizontal: false, vertical: true).frame(width: 120, height: 20)),
        ]).padding(.trailing, 110), "fixed-size-text")
    }

    @Test func textStylesLadder() throws {
        let styles: [(String, Font)] = [("Large Title", .largeTitle), ("Title", .title), ("Title 2", .title2), ("Title 3", .title3),
                                        ("Headline", .headline), ("Body", .body), ("Callout", .callout), ("Subheadline", .subheadline),
                                        ("Footnote", .footnote), ("Caption", .caption), ("Caption 2", .caption2)]
        try golden(VStack(alignment: .leading, content: styles.map { Text($0.0).font($0.1) }), "text-styles-ladder")
    }
}
