import SwiftParser
import SwiftSyntax

/// Characters Swift's lexer cannot read — control characters, U+FFFD (what invalid UTF-8
/// becomes), a stray byte-order mark — are kept as "unexpected text" trivia. The toolchain's
/// diagnostics generator traps on one of them before an `=` with spaces around it
/// (`let a \u{1}= 1`: "Fatal error: A Fix-It must have at least one change associated with it",
/// found by `Scripts/fuzz`), so a source with one is answered here, with swiftc's message,
/// before it reaches `ParseDiagnosticsGenerator`.
enum InvalidCharacters {
    /// The first unreadable character's diagnostic, or nil.
    static func diagnostic(in source: String) -> ScriptDiagnostic? {
        // Code without such a character (nearly all, accents and symbols included) skips the second parse.
        guard source.unicodeScalars.contains(where: isSuspect) else { return nil }
        let tree = Parser.parse(source: source)
        for token in tree.tokens(viewMode: .sourceAccurate) {
            if let position = unexpectedText(in: token.leadingTrivia, from: token.position)
                ?? unexpectedText(in: token.trailingTrivia, from: token.endPositionBeforeTrailingTrivia) {
                let location = SourceLocationConverter(fileName: "block.swift", tree: tree).location(for: position)
                return ScriptDiagnostic(line: location.line, column: location.column, message: "invalid character in source file")
            }
        }
        return nil
    }

    /// Controls other than whitespace, U+FFFD, and the invisible kinds (format, private, unassigned).
    static func isSuspect(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return (scalar.value < 0x20 && !"\t\n\r\u{0B}\u{0C}".unicodeScalars.contains(scalar)) || scalar.value == 0x7F }
        if scalar == "\u{FFFD}" { return true }
        switch scalar.properties.generalCategory {
        case .control, .format, .privateUse, .unassigned, .surrogate: return true
        default: return false
        }
    }

    private static func unexpectedText(in trivia: Trivia, from start: AbsolutePosition) -> AbsolutePosition? {
        var position = start
        for piece in trivia {
            if case .unexpectedText = piece { return position }
            position += piece.sourceLength
        }
        return nil
    }
}
