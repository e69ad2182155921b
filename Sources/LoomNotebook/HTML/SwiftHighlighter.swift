import LoomScript
import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Swift source as HTML with `<span class="tok-…">` around keywords, strings, numbers,
/// comments, types, attributes and argument labels, classified by the toolchain's SwiftIDEUtils
/// (the same classifier SourceKit uses). Everything else is escaped text. Any text parses:
/// SwiftParser recovers from errors, and unclassified bytes are copied through.
public enum SwiftHighlighter {
    public static func html(_ source: String) -> String {
        // What the parser would take hours over (deeply nested `[`) is shown plain.
        guard !BracketNesting.isTooDeep(source) else { return HTML.escape(source) }
        let tree = Parser.parse(source: source)
        let bytes = Array(source.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var position = 0
        func text(_ range: Range<Int>) -> String {
            HTML.escape(String(decoding: bytes[range], as: UTF8.self))
        }
        for classified in tree.classifications {
            let start = max(classified.range.lowerBound.utf8Offset, position)
            let end = min(classified.range.upperBound.utf8Offset, bytes.count)
            guard start < end else { continue }
            if position < start { html += text(position..<start) }
            let piece = String(decoding: bytes[start..<end], as: UTF8.self)
            if let name = className(classified.kind, piece) {
                html += "<span class=\"tok-\(name)\">" + HTML.escape(piece) + "</span>"
            } else {
                html += HTML.escape(piece)
            }
            position = end
        }
        if position < bytes.count { html += text(position..<bytes.count) }
        return html
    }

    /// The CSS class suffix for a classification (nil: plain text). An identifier that starts
    /// with an upper-case letter is shown as a type, as Xcode does for `Color.red`.
    static func className(_ kind: SyntaxClassification, _ text: String) -> String? {
        switch kind {
        case .keyword, .ifConfigDirective: return "keyword"
        case .stringLiteral, .regexLiteral: return "string"
        case .integerLiteral, .floatLiteral: return "number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: return "comment"
        case .type: return "type"
        case .attribute: return "attribute"
        case .argumentLabel: return "label"
        case .identifier, .dollarIdentifier:
            return text.first?.isUppercase == true ? "type" : nil
        default: return nil
        }
    }
}
