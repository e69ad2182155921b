import Foundation
import Testing
import LoomGraphics
import LoomTestSupport
import LoomUI
@testable import LoomScript

/// Text through the bridge: its initializers, its own modifiers (which return a Text), the view
/// modifiers that reach the text below them, and fonts. Each script must draw the pixels of the
/// same view built against LoomUI.
@Suite("Bridge differential: text and fonts")
struct BridgeDifferentialTextTests {
    typealias Case = BridgeCase

    static let paragraph = "Loom draws SwiftUI views from a notebook, line after line"

    static let cases: [Case] = [
        // Initializers
        Case(script: "Text(verbatim: \"**not bold**\")") { Text("**not bold**") },
        Case(script: "Text(\"**bold** and *italic*\")") { Text(markdown: "**bold** and *italic*") },
        Case(script: "let s = \"**shown as written**\"\nText(s)") { Text("**shown as written**") },
        Case(script: "let s = \"**bold** from a variable\"\nText(LocalizedStringKey(s))") { Text(markdown: "**bold** from a variable") },
        // A Substring shows as it reads (SpiralView's `Text(text[i...i])`), not as a range of dates.
        Case(script: "let w = \"HELLO\"\nlet i = w.index(after: w.startIndex)\nVStack { Text(w[i...i]); Text(w.dropFirst()) }") {
            VStack(content: [Text("E"), Text("ELLO")])
        },
        Case(script: "Text(AttributedString(markdown: \"A `code` span\"))") { Text(markdown: "A `code` span") },
        Case(script: "Text(AttributedString(\"Plain *stars*\"))") { Text("Plain *stars*") },
        Case(script: "Text(Image(systemName: \"star.fill\")) + Text(\" Favourites\").bold()") {
            Text(Image(systemName: "star.fill")) + Text(" Favourites").bold()
        },
        Case(script: "Text(\"Red \").foregroundColor(.red) + Text(\"blue\").foregroundStyle(.blue) + Text(\" big\").font(.title)") {
            Text("Red ").foregroundColor(.red) + Text("blue").foregroundStyle(Color.blue) + Text(" big").font(.title)
        },
        // The clock of a picture stands still at Loom's moment (9:41 on 9 January 2007).
        Case(script: "VStack { Text(Date(), style: .date); Text(Date(), style: .time) }") {
            VStack(content: [Text("January 9, 2007"), Text("9:41 AM")])
        },
        // Attributed strings: each run drawn with its SwiftUI attributes, which win over the Text's modifiers.
        // A clear run is invisible but keeps its room (the typewriter effect of itstheceo/TypewriterCarouselView).
        Case(script: """
            let plain = AttributeContainer()
            var text = AttributedString("Hello", attributes: plain.foregroundColor(.clear))
            text[text.startIndex...text.index(afterCharacter: text.startIndex)].setAttributes(plain)
            Text(text).font(.title)
            """) { (Text("He") + Text("llo").foregroundColor(.clear)).font(.title) },
        Case(script: """
            var text: AttributedString = "Typing"
            text[text.index(text.endIndex, offsetByCharacters: -2)..<text.endIndex].mergeAttributes(AttributeContainer().foregroundColor(.clear))
            Text(text).foregroundColor(.blue)
            """) { (Text("Typi") + Text("ng").foregroundColor(.clear)).foregroundColor(.blue) },
        Case(script: """
            var c = AttributeContainer()
            c.foregroundColor = .green
            c.font = .headline
            Text(AttributedString("Attribute wins", attributes: c)).foregroundColor(.red).font(.caption)
            """) { Text("Attribute wins").foregroundColor(.green).font(.headline) },
        Case(script: """
            var red = AttributedString("Red")
            red.foregroundColor = .red
            var marked = AttributedString(" marked")
            marked.backgroundColor = .yellow
            Text(red + marked)
            """) {
            var marked = AttributedString(" marked")
            marked.backgroundColor = .yellow
            return Text(AttributedString("Red", attributes: AttributeContainer().foregroundColor(.red)) + marked)
        },
        Case(script: """
            var text = AttributedString("Under", attributes: AttributeContainer().underlineStyle(.single))
            text.append(AttributedString(" struck", attributes: AttributeContainer().strikethroughStyle(Text.LineStyle(pattern: .dash, color: .red))))
            Text(text)
            """) { Text("Under").underline() + Text(" struck").strikethrough(true, color: .red) },
        Case(script: """
            var text = AttributedString("Visit the site")
            if let r = text.range(of: "site") { text[r].link = URL(string: "https://example.com") }
            Text(text)
            """) { Text("Visit the ") + Text(markdown: "[site](https://example.com)") },
        Case(script: """
            var text = AttributedString("world")
            text.insert(AttributedString("Hello, "), at: text.startIndex)
            var style = AttributeContainer().foregroundColor(.red)
            style.merge(AttributeContainer().font(.title2))
            text.mergeAttributes(style.merging(AttributeContainer().underlineStyle(Text.LineStyle(pattern: Text.LineStyle.Pattern.dot))))
            text.replaceAttributes(AttributeContainer().foregroundColor(.red), with: AttributeContainer().foregroundColor(.purple))
            let hello: AttributedSubstring = text[..<text.index(text.startIndex, offsetByCharacters: 5)]
            let run: AttributedString.Runs.Run? = text.runs.first
            Text(AttributedString(hello)).padding(4).background(run?.foregroundColor == .purple ? Color.yellow : Color.gray)
            """) { Text("Hello").foregroundColor(.purple).font(.title2).underline().padding(4).background(Color.yellow) },
        Case(script: "Text(try AttributedString(markdown: \"**Bold**, *italic* and ~~gone~~\"))") { Text(markdown: "**Bold**, *italic* and ~~gone~~") },
        // Text's own modifiers
        Case(script: "Text(\"Spaced\").tracking(4)") { Text("Spaced").tracking(4) },
        Case(script: "Text(\"Kerned\").kerning(-1)") { Text("Kerned").kerning(-1) },
        Case(script: "HStack(alignment: .firstTextBaseline, spacing: 0) { Text(\"x\"); Text(\"2\").font(.caption).baselineOffset(6) }") {
            HStack(alignment: .firstTextBaseline, spacing: 0, content: [Text("x"), Text("2").font(.caption).baselineOffset(6)])
        },
        Case(script: "Text(\"Struck\").strikethrough()") { Text("Struck").strikethrough() },
        Case(script: "Text(\"Struck\").strikethrough(true, color: .red)") { Text("Struck").strikethrough(true, color: .red) },
        Case(script: "Text(\"Not struck\").strikethrough(false)") { Text("Not struck").strikethrough(false) },
        Case(script: "Text(\"Underlined\").underline()") { Text("Underlined").underline() },
        Case(script: "Text(\"Underlined\").underline(color: .green)") { Text("Underlined").underline(true, color: .green) },
        Case(script: "Text(\"Heavy\").fontWeight(.heavy)") { Text("Heavy").fontWeight(.heavy) },
        Case(script: "Text(\"Light\").fontWeight(Font.Weight.light)") { Text("Light").fontWeight(.light) },
        Case(script: "Text(\"Serif\").fontDesign(.serif)") { Text("Serif").fontDesign(.serif) },
        Case(script: "Text(\"Rounded\").fontDesign(Font.Design.rounded).bold()") { Text("Rounded").fontDesign(.rounded).bold() },
        Case(script: "Text(\"Italic\").italic()") { Text("Italic").italic() },
        // View modifiers that reach the text below them.
        Case(script: "VStack { Text(\"Serif\"); Text(\"too\") }.fontDesign(.serif)") { VStack(content: [Text("Serif"), Text("too")]).fontDesign(.serif) },
        Case(script: "Text(paragraph).lineLimit(2).frame(width: 120)".replacingOccurrences(of: "paragraph", with: "\"\(paragraph)\"")) {
            Text(paragraph).lineLimit(2).frame(width: 120)
        },
        Case(script: "Text(\"\(paragraph)\").lineLimit(nil).frame(width: 120)") { Text(paragraph).lineLimit(nil).frame(width: 120) },
        Case(script: "Text(\"\(paragraph)\").lineSpacing(8).frame(width: 120)") { Text(paragraph).lineSpacing(8).frame(width: 120) },
        Case(script: "Text(\"\(paragraph)\").multilineTextAlignment(.center).frame(width: 120)") {
            Text(paragraph).multilineTextAlignment(.center).frame(width: 120)
        },
        Case(script: "Text(\"\(paragraph)\").multilineTextAlignment(TextAlignment.trailing).frame(width: 120)") {
            Text(paragraph).multilineTextAlignment(.trailing).frame(width: 120)
        },
        Case(script: "Text(\"\(paragraph)\").lineLimit(1).truncationMode(.middle).frame(width: 120)") {
            Text(paragraph).lineLimit(1).truncationMode(.middle).frame(width: 120)
        },
        Case(script: "Text(\"\(paragraph)\").lineLimit(1).truncationMode(Text.TruncationMode.head).frame(width: 120)") {
            Text(paragraph).lineLimit(1).truncationMode(.head).frame(width: 120)
        },
        Case(script: "Text(\"\(paragraph)\").lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)") {
            Text(paragraph).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120)
        },
        Case(script: "VStack { Text(\"Upper\"); Text(\"Mixed\").textCase(nil) }.textCase(.uppercase)") {
            VStack(content: [Text("Upper"), Text("Mixed").textCase(nil)]).textCase(.uppercase)
        },
        Case(script: "Text(\"LOWER\").textCase(Text.Case.lowercase)") { Text("LOWER").textCase(.lowercase) },
        // Fonts: system sizes, weights and designs, styles, custom families and their variants.
        Case(script: "Text(\"Sized\").font(.system(size: 22, weight: .semibold, design: .monospaced))") {
            Text("Sized").font(.system(size: 22, weight: .semibold, design: .monospaced))
        },
        Case(script: "Text(\"Styled\").font(.system(.headline, design: .serif))") { Text("Styled").font(.system(.headline, design: .serif)) },
        Case(script: "Text(\"Styled\").font(.system(Font.TextStyle.caption2))") { Text("Styled").font(.system(.caption2)) },
        Case(script: "Text(\"Weighted\").font(.title3.weight(.black))") { Text("Weighted").font(Font.title3.weight(.black)) },
        Case(script: "Text(\"Bold font\").font(.callout.bold())") { Text("Bold font").font(Font.callout.bold()) },
        Case(script: "Text(\"Italic font\").font(.subheadline.italic())") { Text("Italic font").font(Font.subheadline.italic()) },
        Case(script: "Text(\"Mono font\").font(.body.monospaced())") { Text("Mono font").font(Font.body.monospaced()) },
        Case(script: "Text(\"Family\").font(.custom(\"Inter\", size: 19))") { Text("Family").font(.custom("Inter", size: 19)) },
        Case(script: "Text(\"Family\").font(.custom(\"Inter\", size: 15, relativeTo: .body))") { Text("Family").font(.custom("Inter", size: 15)) },
        Case(script: "Text(\"Family\").font(.custom(\"Inter\", fixedSize: 13))") { Text("Family").font(.custom("Inter", size: 13)) },
        Case(script: "Text(\"Unknown\").font(Font.custom(\"NoSuchFamily\", size: 16))") { Text("Unknown").font(.custom("NoSuchFamily", size: 16)) },
        Case(script: "Text(\"Footnote\").font(Font(UIFont.preferredFont(forTextStyle: .footnote)))") { Text("Footnote").font(.footnote) },
        // Format styles write as Foundation does (en_US).
        Case(script: "VStack { Text(1234567.5, format: .number.grouping(.never)); Text(1234.5678, format: .number.precision(.significantDigits(3))); Text(0.5, format: .number.grouping(NumberFormatStyleConfiguration.Grouping.automatic)) }") {
            VStack(content: [Text("1234567.5"), Text("1,230"), Text("0.5")])
        },
        Case(script: "VStack { Text(Date().formatted(Date.FormatStyle.dateTime)); Text(Date().formatted(date: .abbreviated, time: .omitted)) }") {
            VStack(content: [Text("1/9/2007, 9:41 AM"), Text("Jan 9, 2007")])
        },
    ]

    @Test(arguments: cases)
    func scriptDrawsWhatLoomUIDraws(_ c: Case) throws {
        try expectScriptDrawsWhatLoomUIDraws(c)
    }
}
