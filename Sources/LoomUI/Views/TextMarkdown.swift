/// SwiftUI reads a string literal passed to `Text` as a `LocalizedStringKey`, whose inline
/// Markdown becomes styled runs: `**strong**` bold, `*emphasis*` italic, `` `code` `` monospaced,
/// `~~strike~~` struck through and `[title](url)` a link drawn in the accent colour. Block
/// syntax (headings, lists) is not interpreted, as in SwiftUI, and `\` escapes punctuation.
extension Text {
    public init(markdown: String) {
        let spans = MarkdownInline.parse(Array(markdown), style: MarkdownInline.Style())
        runs = spans.map { span in
            var run = Run(string: span.text)
            if span.style.strong { run.weight = .bold }
            run.italic = span.style.emphasis
            run.monospaced = span.style.code
            run.strikethrough = span.style.strikethrough
            run.isLink = span.style.link
            return run
        }
        if runs.isEmpty { runs = [Run(string: "")] }
    }
}

/// A small inline Markdown reader: enough of CommonMark's emphasis, code-span, link and escape
/// rules for the strings people put in `Text`.
enum MarkdownInline {
    struct Style: Hashable {
        var strong = false
        var emphasis = false
        var code = false
        var strikethrough = false
        var link = false
        /// The link's destination as written (`AttributedString(markdown:)` keeps it as `link`).
        var destination: String?
    }

    struct Span {
        var text: String
        var style: Style
    }

    static func parse(_ characters: [Character], style: Style) -> [Span] {
        var spans: [Span] = []
        var literal = ""
        func emit(_ more: [Span]) {
            if !literal.isEmpty { append(Span(text: literal, style: style), to: &spans) }
            literal = ""
            for span in more { append(span, to: &spans) }
        }
        var index = 0
        while index < characters.count {
            let character = characters[index]
            if character == "\\", index + 1 < characters.count, characters[index + 1].isPunctuation || characters[index + 1].isSymbol {
                literal.append(characters[index + 1])
                index += 2
                continue
            }
            if character == "`", let (code, end) = codeSpan(characters, at: index) {
                var codeStyle = style
                codeStyle.code = true
                emit([Span(text: code, style: codeStyle)])
                index = end
                continue
            }
            if character == "[", let (title, destination, end) = link(characters, at: index) {
                var linkStyle = style
                linkStyle.link = true
                linkStyle.destination = destination
                emit(parse(title, style: linkStyle))
                index = end
                continue
            }
            if "*_~".contains(character), let (inner, end, delimiter) = emphasis(characters, at: index) {
                var innerStyle = style
                switch delimiter {
                case "~~": innerStyle.strikethrough = true
                case "***", "___": innerStyle.strong = true; innerStyle.emphasis = true
                case "**", "__": innerStyle.strong = true
                default: innerStyle.emphasis = true
                }
                emit(parse(inner, style: innerStyle))
                index = end
                continue
            }
            literal.append(character)
            index += 1
        }
        emit([])
        return spans
    }

    private static func append(_ span: Span, to spans: inout [Span]) {
        guard !span.text.isEmpty else { return }
        if let last = spans.last, last.style == span.style {
            spans[spans.count - 1].text += span.text
        } else {
            spans.append(span)
        }
    }

    /// `` `code` ``: a run of backticks closed by a run of the same length; its text is literal.
    private static func codeSpan(_ c: [Character], at start: Int) -> (String, Int)? {
        var ticks = 0
        while start + ticks < c.count, c[start + ticks] == "`" { ticks += 1 }
        var index = start + ticks
        while index < c.count {
            if c[index] == "`" {
                var run = 0
                while index + run < c.count, c[index + run] == "`" { run += 1 }
                if run == ticks {
                    var text = String(c[(start + ticks)..<index])
                    // One space either side is padding when both are there (CommonMark).
                    if text.count > 1, text.first == " ", text.last == " " { text = String(text.dropFirst().dropLast()) }
                    return (text, index + run)
                }
                index += run
            } else {
                index += 1
            }
        }
        return nil
    }

    /// `[title](destination)`: the title's characters, the destination and where the link ends.
    private static func link(_ c: [Character], at start: Int) -> ([Character], String, Int)? {
        var depth = 0
        var index = start
        while index < c.count {
            if c[index] == "\\" { index += 2; continue }
            if c[index] == "[" { depth += 1 }
            if c[index] == "]" {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        guard index + 1 < c.count, c[index] == "]", c[index + 1] == "(" else { return nil }
        guard let close = c[(index + 2)...].firstIndex(of: ")") else { return nil }
        return (Array(c[(start + 1)..<index]), String(c[(index + 2)..<close]), close + 1)
    }

    /// `*x*`, `**x**`, `***x***`, the `_` forms and `~~x~~`: the inner characters, where the
    /// closing delimiter ends, and the delimiter. An opener must be followed by non-space and a
    /// closer preceded by non-space; `_` does not open or close inside a word.
    private static func emphasis(_ c: [Character], at start: Int) -> ([Character], Int, String)? {
        let mark = c[start]
        var length = 0
        while start + length < c.count, c[start + length] == mark { length += 1 }
        if mark == "~" && length != 2 { return nil }
        length = min(length, 3)
        let opensAfter = start + length
        guard opensAfter < c.count, !c[opensAfter].isWhitespace else { return nil }
        if mark == "_", start > 0, c[start - 1].isLetter || c[start - 1].isNumber { return nil }
        let delimiter = String(repeating: mark, count: length)
        var index = opensAfter + 1
        while index + length <= c.count {
            if c[index] == "\\" { index += 2; continue }
            if c[index] == "`", let (_, end) = codeSpan(c, at: index) { index = end; continue }
            if String(c[index..<(index + length)]) == delimiter, !c[index - 1].isWhitespace,
               index + length == c.count || c[index + length] != mark {
                let intraword = mark == "_" && index + length < c.count && (c[index + length].isLetter || c[index + length].isNumber)
                if !intraword { return (Array(c[opensAfter..<index]), index + length, delimiter) }
            }
            index += 1
        }
        return nil
    }
}
