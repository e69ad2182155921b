/// One fenced `swift` block of a notebook page, in Markdown-file coordinates.
public struct CodeCell {
    /// 0-based position among the page's swift cells.
    public var index: Int
    /// 1-based line of the opening fence in the Markdown file.
    public var fenceLine: Int
    /// The full info string after the fence (`swift hidden`, …).
    public var info: String
    /// The block's code, as cmark hands it over (indentation of an indented fence removed).
    public var source: String
    /// The code block node in the page's AST; outputs are woven in right after it.
    public let node: MarkdownNode
    /// How the cell runs and shows (info string, `//|` lines, page defaults).
    public var options = CellOptions()
    /// Options that could not be read, in block coordinates (line 0 = the info string).
    public var optionProblems: [CellOptions.Problem] = []

    /// 1-based Markdown line of the block's first code line.
    public var firstCodeLine: Int { fenceLine + 1 }

    /// The code, one element per line (without line terminators).
    public var sourceLines: [Substring] {
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        if source.hasSuffix("\n") { lines.removeLast() }
        return lines
    }

    /// The first word of an info string (`swift` for ```` ```swift hidden ````).
    public static func language(ofInfo info: String) -> String {
        info.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init) ?? ""
    }
}
