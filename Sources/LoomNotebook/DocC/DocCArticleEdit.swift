/// The changes that turn an article into the copy DocC reads: Loom's `//|` option lines come out
/// of the code (DocC would print them), blocks that are not to be shown (`hidden`, `echo: false`)
/// come out whole, and image directives go in after the blocks whose pictures Loom drew. Edits
/// are by line, so every other byte of the article stays as the author wrote it.
public struct DocCArticleEdit {
    /// 1-based article lines left out of the copy.
    public private(set) var droppedLines = Set<Int>()
    /// Lines to add after a 1-based article line.
    public private(set) var insertions: [Int: [String]] = [:]

    public init() {}

    /// Leaves out the `//|` lines at the top of the block's code.
    public mutating func dropOptionLines(of cell: CodeCell) {
        for offset in 0..<CellOptions.optionLineCount(cell.source) {
            droppedLines.insert(cell.firstCodeLine + offset)
        }
    }

    /// Leaves out the whole block, fences included.
    public mutating func dropBlock(_ cell: CodeCell) {
        for line in cell.fenceLine...max(cell.fenceLine, cell.node.endLine) { droppedLines.insert(line) }
    }

    /// Adds `![alt](base.png)` after the block's closing fence, one paragraph per picture, inside
    /// the same container (`> ` quote, list indent) as the fence. False when the block has no
    /// closing fence: it runs to the end of the article, and anything added would be code.
    public mutating func insertImages(_ bases: [String], alt: String, after cell: CodeCell,
                                      markdownLines lines: [Substring]) -> Bool {
        let end = cell.node.endLine
        guard end > cell.fenceLine, end <= lines.count, cell.fenceLine >= 1 else { return false }
        let indent = max(cell.node.startColumn - 1, 0)
        let closing = String(decoding: Array(lines[end - 1].utf8).dropFirst(min(indent, lines[end - 1].utf8.count)), as: UTF8.self)
            .drop { $0 == " " }
        guard closing.hasPrefix("```") || closing.hasPrefix("~~~") else { return false }
        insertImages(bases, alt: alt, after: end, container: cell.node, markdownLines: lines)
        return true
    }

    /// Adds `![alt](base.png)` paragraphs after 1-based line `line`, inside the container of
    /// `container` (the prefix before its first line's text).
    public mutating func insertImages(_ bases: [String], alt: String, after line: Int, container: MarkdownNode,
                                      markdownLines lines: [Substring]) {
        guard line >= 1, line <= lines.count, container.startLine >= 1, container.startLine <= lines.count else { return }
        let indent = max(container.startColumn - 1, 0)
        let prefix = String(decoding: Array(lines[container.startLine - 1].utf8).prefix(indent), as: UTF8.self)
        let blank = String(prefix.reversed().drop { $0 == " " }.reversed())
        var added: [String] = []
        for base in bases {
            added += [blank, prefix + "![\(Self.escapedAlt(alt))](\(base).png)"]
        }
        if line < lines.count, !lines[line].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "\r" }) { added.append(blank) }
        insertions[line, default: []] += added
    }

    /// The article with the edits made; line endings (`\n` or `\r\n`) kept.
    public func apply(to text: String) -> String {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let ending = lines.first?.hasSuffix("\r") == true ? "\r" : ""
        var out: [String] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if !droppedLines.contains(number) { out.append(String(line)) }
            out += (insertions[number] ?? []).map { $0 + ending }
        }
        return out.joined(separator: "\n")
    }

    /// Alternative text that cannot end the image's brackets early or span lines.
    static func escapedAlt(_ alt: String) -> String {
        alt.replacingOccurrences(of: "\\", with: "\\\\")
            .replacingOccurrences(of: "[", with: "\\[").replacingOccurrences(of: "]", with: "\\]")
            .split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
