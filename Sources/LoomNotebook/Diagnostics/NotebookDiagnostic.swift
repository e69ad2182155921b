/// A diagnostic placed in the Markdown file: `line`/`column` are file coordinates.
public struct NotebookDiagnostic: Equatable, Sendable {
    /// 1-based Markdown-file line.
    public var line: Int
    /// 1-based Markdown-file column (UTF-8 bytes + 1, like swiftc).
    public var column: Int
    public var message: String
    /// The offending line of code, as the block shows it.
    public var sourceLine: String
    /// The column within `sourceLine` the caret points at (1-based, UTF-8 bytes + 1).
    public var sourceColumn: Int

    public init(line: Int, column: Int, message: String, sourceLine: String, sourceColumn: Int) {
        self.line = line
        self.column = column
        self.message = message
        self.sourceLine = sourceLine
        self.sourceColumn = sourceColumn
    }

    /// Moves a diagnostic from block coordinates (1-based, relative to the cell's code) to the
    /// Markdown file: line = the cell's first code line + line − 1; the column gains whatever
    /// precedes the code on that file line (indentation of an indented fence, `> `, list indent).
    public static func mapping(line: Int, column: Int, message: String,
                               in cell: CodeCell, markdownLines: [Substring]) -> NotebookDiagnostic {
        let blockLine = max(line, 1)
        let codeLines = cell.sourceLines
        let code = blockLine <= codeLines.count ? codeLines[blockLine - 1] : ""
        let fileLine = cell.firstCodeLine + blockLine - 1
        var offset = max(cell.node.startColumn - 1, 0)
        if fileLine >= 1, fileLine <= markdownLines.count {
            let raw = markdownLines[fileLine - 1]
            if raw.utf8.count >= code.utf8.count, raw.utf8.reversed().starts(with: code.utf8.reversed()) {
                offset = raw.utf8.count - code.utf8.count
            }
        }
        return NotebookDiagnostic(line: fileLine, column: max(column, 1) + offset, message: message,
                                  sourceLine: String(code), sourceColumn: max(column, 1))
    }
}

extension NotebookDiagnostic {
    /// Places a problem with the cell's options: line 0 is the info string on the fence line
    /// (`column` counts within the info string), other lines are block lines.
    public static func mapping(_ problem: CellOptions.Problem, in cell: CodeCell,
                               markdownLines: [Substring]) -> NotebookDiagnostic {
        guard problem.line == 0 else {
            return mapping(line: problem.line, column: problem.column, message: problem.message, in: cell,
                           markdownLines: markdownLines)
        }
        let fence = cell.fenceLine >= 1 && cell.fenceLine <= markdownLines.count
            ? String(markdownLines[cell.fenceLine - 1]) : ""
        var infoStart = 0
        if let range = fence.range(of: cell.info) {
            infoStart = fence.utf8.distance(from: fence.startIndex, to: range.lowerBound)
        }
        return NotebookDiagnostic(line: cell.fenceLine, column: infoStart + problem.column, message: problem.message,
                                  sourceLine: fence, sourceColumn: infoStart + problem.column)
    }
}

/// Formats diagnostics the way compilers do: `file:line:col: [error: ]message`, the source line,
/// and a caret under the column.
public enum DiagnosticFormatter {
    /// `prefix` goes between the location and the message (`"error: "` for the terminal).
    public static func format(file: String, line: Int, column: Int, message: String,
                              sourceLine: String, sourceColumn: Int, prefix: String = "") -> String {
        var text = "\(file):\(line):\(column): \(prefix)\(message)"
        if !sourceLine.isEmpty {
            text += "\n" + sourceLine + "\n" + caret(under: sourceLine, column: sourceColumn)
        }
        return text
    }

    public static func format(_ diagnostic: NotebookDiagnostic, file: String, prefix: String = "") -> String {
        format(file: file, line: diagnostic.line, column: diagnostic.column, message: diagnostic.message,
               sourceLine: diagnostic.sourceLine, sourceColumn: diagnostic.sourceColumn, prefix: prefix)
    }

    /// Spaces (tabs kept as tabs, so it lines up) up to `column`, then `^`.
    public static func caret(under line: String, column: Int) -> String {
        let bytes = Array(line.utf8)
        let count = min(max(column - 1, 0), bytes.count)
        let before = String(decoding: bytes[0..<count], as: UTF8.self)
        let padding = before.map { $0 == "\t" ? "\t" : " " }.joined()
        let beyond = max(column - 1 - bytes.count, 0)
        return padding + String(repeating: " ", count: beyond) + "^"
    }
}
