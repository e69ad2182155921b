/// A page Loom writes itself instead of reading it from disk (`loom previews`: one page per Swift
/// file of a package). It goes through the same pipeline as a notebook; what it reports is placed
/// in the file its code comes from.
public struct GeneratedPage: Equatable, Sendable {
    /// The page's Markdown.
    public var markdown: String
    /// Fence lines of the page's blocks → the line each is reported at (its code's own line).
    public var reportedLines: [Int: Int]
    /// The file the page's diagnostics are located in, as its error boxes name it.
    public var codeFile: String
    /// The heading the page is listed under in the sidebar (its module).
    public var group: String?

    public init(markdown: String, reportedLines: [Int: Int] = [:], codeFile: String, group: String? = nil) {
        self.markdown = markdown
        self.reportedLines = reportedLines
        self.codeFile = codeFile
        self.group = group
    }
}

extension SourceFile {
    /// Where a page's line is reported: the code's own line for a generated page's block.
    func reportedLine(_ line: Int) -> Int { generated?.reportedLines[line] ?? line }

    /// What reference links are shown relative to: the page as the user named it, or, for a
    /// generated page (whose display path is its code's file), the page's own path.
    var referenceBase: String { generated == nil ? displayPath : path }
}
