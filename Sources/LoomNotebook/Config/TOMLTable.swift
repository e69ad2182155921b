/// The small part of TOML that `loom.toml` needs: `[table]` headers, `key = value` lines with
/// strings (`"…"` with escapes, `'…'` literal), numbers, booleans and arrays of strings (which
/// may span lines), and `#` comments. Anything else is an error naming its line — a config
/// that is silently half-read is worse than none.
public struct TOMLDocument: Equatable, Sendable {
    public enum Value: Equatable, Sendable {
        case string(String)
        case number(Double)
        case bool(Bool)
        case strings([String])
    }

    public struct Entry: Equatable, Sendable {
        public var table: String
        public var key: String
        public var value: Value
        /// 1-based line of the key.
        public var line: Int
    }

    public struct ParseError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// Every `key = value`, in file order; `table` is "" before the first header.
    public var entries: [Entry] = []

    public init(parsing text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? String(line.dropLast()) : String(line)
        }
        var table = ""
        var seen: Set<String> = []
        var index = 0
        while index < lines.count {
            let number = index + 1
            var scanner = Scanner(Array(lines[index]), line: number)
            index += 1
            scanner.skipSpace()
            if scanner.atEndOrComment { continue }
            if scanner.peek == "[" {
                scanner.advance()
                let name = try scanner.bareKey()
                guard scanner.take("]") else { throw ParseError(line: number, message: "a table header is [name]") }
                try scanner.expectEnd()
                table = name
                continue
            }
            let key = try scanner.key()
            scanner.skipSpace()
            guard scanner.take("=") else { throw ParseError(line: number, message: "expected '=' after '\(key)'") }
            scanner.skipSpace()
            let value: Value
            if scanner.peek == "[" {
                // An array of strings, perhaps over several lines.
                scanner.advance()
                var items: [String] = []
                while true {
                    scanner.skipSpace()
                    if scanner.atEndOrComment {
                        guard index < lines.count else { throw ParseError(line: number, message: "the array is not closed with ']'") }
                        scanner = Scanner(Array(lines[index]), line: index + 1)
                        index += 1
                        continue
                    }
                    if scanner.take("]") { break }
                    items.append(try scanner.string())
                    scanner.skipSpace()
                    if scanner.take(",") { continue }
                    scanner.skipSpace()
                    if scanner.atEndOrComment { continue }
                    guard scanner.take("]") else { throw ParseError(line: scanner.line, message: "expected ',' or ']' in the array") }
                    break
                }
                value = .strings(items)
            } else {
                value = try scanner.scalar()
            }
            try scanner.expectEnd()
            let path = table + "." + key
            guard seen.insert(path).inserted else { throw ParseError(line: number, message: "'\(key)' is set twice") }
            entries.append(Entry(table: table, key: key, value: value, line: number))
        }
    }
}

/// Reads one line of TOML.
private struct Scanner {
    let characters: [Character]
    let line: Int
    var position = 0

    init(_ characters: [Character], line: Int) {
        self.characters = characters
        self.line = line
    }

    var peek: Character? { position < characters.count ? characters[position] : nil }
    var atEndOrComment: Bool { peek == nil || peek == "#" }

    mutating func advance() { position += 1 }

    mutating func skipSpace() {
        while peek == " " || peek == "\t" { advance() }
    }

    mutating func take(_ character: Character) -> Bool {
        guard peek == character else { return false }
        advance()
        return true
    }

    func error(_ message: String) -> TOMLDocument.ParseError { TOMLDocument.ParseError(line: line, message: message) }

    mutating func expectEnd() throws {
        skipSpace()
        guard atEndOrComment else { throw error("unexpected '\(String(characters[position...]))'") }
    }

    mutating func bareKey() throws -> String {
        skipSpace()
        var key = ""
        while let character = peek, character.isLetter || character.isNumber || character == "-" || character == "_" {
            key.append(character)
            advance()
        }
        skipSpace()
        guard !key.isEmpty else { throw error("expected a name") }
        return key
    }

    mutating func key() throws -> String {
        if peek == "\"" || peek == "'" { return try string() }
        return try bareKey()
    }

    mutating func string() throws -> String {
        guard let quote = peek, quote == "\"" || quote == "'" else { throw error("expected a quoted string") }
        advance()
        var text = ""
        while let character = peek {
            advance()
            if character == quote { return text }
            if character == "\\", quote == "\"" {
                guard let escaped = peek else { break }
                advance()
                switch escaped {
                case "n": text.append("\n")
                case "t": text.append("\t")
                case "\"": text.append("\"")
                case "\\": text.append("\\")
                default: throw error("unknown escape '\\\(escaped)'")
                }
                continue
            }
            text.append(character)
        }
        throw error("the string is not closed with \(quote)")
    }

    mutating func scalar() throws -> TOMLDocument.Value {
        if peek == "\"" || peek == "'" { return .string(try string()) }
        var word = ""
        while let character = peek, character != " ", character != "\t", character != "#" {
            word.append(character)
            advance()
        }
        switch word {
        case "true": return .bool(true)
        case "false": return .bool(false)
        default:
            guard let number = Double(word.replacingOccurrences(of: "_", with: "")), number.isFinite else {
                throw error(word.isEmpty ? "expected a value" : "'\(word)' is not a string, number, boolean or array (strings are quoted)")
            }
            return .number(number)
        }
    }
}
