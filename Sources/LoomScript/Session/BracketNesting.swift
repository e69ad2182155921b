/// The toolchain's SwiftParser looks ahead through nested `[` (is it an array type, an inline
/// array type, a literal?) in time that doubles with each level: 20 levels take seconds, 37 took
/// longer than any budget (found by `Scripts/libfuzz`), 100,000 overflow the stack. Parsing is not
/// under a block's budgets, so sources nested deeper than any real code are refused before it.
public enum BracketNesting {
    /// Deep enough for any real code (`[[[Int]]]` is 3); the parser's cost is tens of milliseconds here.
    static let maximumDepth = 12

    /// Whether the parser must not be given `source` (the highlighter asks too).
    public static func isTooDeep(_ source: String) -> Bool { diagnostic(in: source) != nil }

    /// A located error when `[` nest deeper than `maximumDepth` outside strings and comments.
    static func diagnostic(in source: String) -> ScriptDiagnostic? {
        let bytes = Array(source.utf8)
        // Most code has few brackets: count before scanning.
        guard bytes.lazy.filter({ $0 == UInt8(ascii: "[") }).count > maximumDepth else { return nil }
        var depth = 0, line = 1, column = 1, index = 0
        func at(_ offset: Int) -> UInt8? { index + offset < bytes.count ? bytes[index + offset] : nil }
        func advance() {
            if bytes[index] == UInt8(ascii: "\n") { line += 1; column = 1 } else { column += 1 }
            index += 1
        }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != UInt8(ascii: "\n") { advance() }
            } else if byte == UInt8(ascii: "/"), at(1) == UInt8(ascii: "*") {
                advance(); advance()
                while index < bytes.count, !(bytes[index] == UInt8(ascii: "*") && at(1) == UInt8(ascii: "/")) { advance() }
                if index < bytes.count { advance(); advance() }
            } else if byte == UInt8(ascii: "\"") {
                // A string (one line or `"""`): skipped to its closing quote, escapes included.
                let triple = at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")
                for _ in 0..<(triple ? 3 : 1) { advance() }
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") { advance(); if index < bytes.count { advance() }; continue }
                    if bytes[index] == UInt8(ascii: "\""), !triple || (at(1) == UInt8(ascii: "\"") && at(2) == UInt8(ascii: "\"")) {
                        for _ in 0..<(triple ? 3 : 1) { advance() }
                        break
                    }
                    if !triple, bytes[index] == UInt8(ascii: "\n") { break }
                    advance()
                }
            } else {
                if byte == UInt8(ascii: "[") {
                    depth += 1
                    if depth > maximumDepth {
                        return ScriptDiagnostic(line: line, column: column,
                                                message: "brackets nest more than \(maximumDepth) deep here; Swift's parser takes time "
                                                    + "that doubles with each level, so Loom does not parse this; split the expression")
                    }
                } else if byte == UInt8(ascii: "]") {
                    depth = max(depth - 1, 0)
                }
                advance()
            }
        }
        return nil
    }
}
