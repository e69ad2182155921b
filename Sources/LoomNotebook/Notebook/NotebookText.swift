import Foundation

/// A Markdown file's bytes as the text Loom parses. Any bytes are a page: invalid UTF-8 is
/// replaced with U+FFFD (with a warning naming the first bad line, so nothing is lost
/// silently), a leading byte-order mark is dropped, and CRLF or lone CR line endings become LF
/// — Swift treats "\r\n" as one Character, so splitting on "\n" would not see CRLF lines at all.
public struct NotebookText: Equatable, Sendable {
    public var text: String
    /// `file:LINE: warning: …` lines for what had to be repaired.
    public var warnings: [String] = []

    public init(_ bytes: [UInt8], file: String) {
        var bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
        if bytes.contains(0x0D) { bytes = Self.unixLineEndings(bytes) }
        if let valid = String(validating: bytes, as: UTF8.self) {
            text = valid
            return
        }
        text = String(decoding: bytes, as: UTF8.self)
        let (line, count) = Self.invalidSequences(in: bytes)
        warnings.append("\(file):\(line): warning: the file is not valid UTF-8; \(count) invalid byte sequence"
                        + (count == 1 ? " was" : "s were") + " replaced with U+FFFD (first on this line)")
    }

    /// CRLF and lone CR → LF (cmark-gfm counts all three as line endings; Loom's line numbers must agree).
    static func unixLineEndings(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == 0x0D {
                result.append(0x0A)
                if index < bytes.count, bytes[index] == 0x0A { index += 1 }
            } else {
                result.append(byte)
            }
        }
        return result
    }

    /// The 1-based line of the first invalid sequence, and how many there are.
    static func invalidSequences(in bytes: [UInt8]) -> (firstLine: Int, count: Int) {
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var line = 1, firstLine = 0, count = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                if scalar == "\n" { line += 1 }
            case .error:
                count += 1
                if firstLine == 0 { firstLine = line }
            case .emptyInput:
                return (max(firstLine, 1), count)
            }
        }
    }
}

extension Notebook {
    /// Reads and parses `source`; nil only when the file cannot be read at all. Repairs made to
    /// its text become warnings of the page.
    public init?(reading source: SourceFile, defaults: CellOptions = CellOptions()) {
        if let generated = source.generated {
            self.init(markdown: generated.markdown, sourcePath: source.displayPath, relativePath: source.relativePath, defaults: defaults)
            codeFile = generated.codeFile
            navigationGroup = generated.group
            return
        }
        guard let data = FileManager.default.contents(atPath: source.path) else { return nil }
        let decoded = NotebookText(Array(data), file: source.displayPath)
        self.init(markdown: decoded.text, sourcePath: source.displayPath, relativePath: source.relativePath, defaults: defaults)
        warnings = decoded.warnings + warnings
    }
}
