import Foundation

/// `Text(attributedString)`: one run per run of the string, each with its SwiftUI attributes.
/// An attribute wins over the modifier of the same kind on the Text (`Text(s).foregroundColor(.red)`
/// leaves a run that has its own colour alone), as in SwiftUI, because the runs keep what they set.
/// A `.clear` foreground hides a run that still takes its room (a typewriter's unwritten letters).
extension Text {
    public init(_ attributedContent: AttributedString) {
        runs = attributedContent.runs.map { attributes in
            var run = Run(string: String(attributedContent.characters[attributes.range]))
            run.font = attributes.font
            run.color = attributes.foregroundColor
            run.backgroundColor = attributes.backgroundColor
            if let line = attributes.underlineStyle {
                run.underline = true
                run.underlineColor = line.color
            }
            if let line = attributes.strikethroughStyle {
                run.strikethrough = true
                run.strikethroughColor = line.color
            }
            if let intent = attributes.inlinePresentationIntent {
                if intent.contains(.stronglyEmphasized) { run.weight = .bold }
                run.italic = intent.contains(.emphasized)
                run.monospaced = intent.contains(.code)
                if intent.contains(.strikethrough) { run.strikethrough = true }
            }
            run.isLink = attributes.link != nil
            return run
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}

#if !canImport(Darwin)
/// Foundation parses Markdown into an attributed string on Apple platforms only: here Loom's
/// inline reader (the one `Text` uses for its literals) marks the same intents and links.
extension AttributedString {
    public init(markdown: String) throws {
        self.init()
        for span in MarkdownInline.parse(Array(markdown), style: MarkdownInline.Style()) {
            var container = AttributeContainer()
            var intent: InlinePresentationIntent = []
            if span.style.strong { intent.insert(.stronglyEmphasized) }
            if span.style.emphasis { intent.insert(.emphasized) }
            if span.style.code { intent.insert(.code) }
            if span.style.strikethrough { intent.insert(.strikethrough) }
            if !intent.isEmpty { container.inlinePresentationIntent = intent }
            if span.style.link { container.link = span.style.destination.flatMap(URL.init(string:)) ?? URL(string: "about:blank") }
            append(AttributedString(span.text, attributes: container))
        }
    }
}
#endif
