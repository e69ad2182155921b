/// One notebook page on its way through the pipeline: the parsed Markdown, its swift cells and,
/// once the execute pass ran, what each cell produced.
public struct Notebook {
    /// The path the page is reported under (as the user named it: `Notebooks/x.md`).
    public var sourcePath: String
    /// The page's path inside the site, with `/` separators (`guides/x.md`); decides output names.
    public var relativePath: String
    public let document: MarkdownDocument
    public var title: String
    public var cells: [CodeCell]
    /// The level-2 and level-3 headings, for the page's table of contents.
    public var headings: [Heading]
    /// One result per cell once the cells ran (parallel to `cells`).
    public var results: [CellResult] = []
    /// The page's front matter (title, imports, cell option defaults).
    public var frontMatter: FrontMatter
    /// Local files the page links to or shows, to copy into the site (`ResolveLinks`).
    public var linkedAssets: [LinkedAsset] = []
    /// The page's Markdown links and images as written (`ResolveLinks`), for `LinkChecker`.
    public var links: [PageLink] = []
    /// Problems found on the way that do not fail the page (a missing image, …).
    public var warnings: [String] = []
    /// Files the page's blocks read (`Image("name")`), on disk; set by `ExecuteCells`.
    public var assetsRead: [String] = []
    /// The file the page's error boxes name, when its code is not its own (a generated page's
    /// Swift file); nil names the page.
    public var codeFile: String?
    /// The sidebar heading the page is listed under; nil: none.
    public var navigationGroup: String?

    public struct Heading: Equatable, Sendable {
        public var level: Int
        public var text: String
        public var line: Int
        /// The heading's `id` once `AnchorHeadings` ran.
        public var anchor: String = ""
    }

    /// Parses `markdown` and finds its swift cells. `defaults`: the project's block options,
    /// under the page's front matter.
    public init(markdown: String, sourcePath: String, relativePath: String, defaults: CellOptions = CellOptions()) {
        self.sourcePath = sourcePath
        self.relativePath = relativePath
        let (frontMatter, body) = FrontMatter.split(markdown, defaults: defaults)
        self.frontMatter = frontMatter
        let tableCells = TableCellLimit.cells(in: body)
        let tables = tableCells.count <= TableCellLimit.maximumCells
        self.document = MarkdownDocument(body, tables: tables)
        if !tables {
            warnings.append("\(sourcePath):\(tableCells.line): warning: the tables of this page could have \(tableCells.count) cells, "
                            + "more than the \(TableCellLimit.maximumCells) Loom lays out; its tables are shown as plain text")
        }
        var cells: [CodeCell] = []
        var headings: [Heading] = []
        var title: String?
        document.walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .codeBlock:
                guard node.isFenced, let info = node.fenceInfo,
                      CodeCell.language(ofInfo: info).lowercased() == "swift" else { return }  // ```Swift too
                var cell = CodeCell(index: cells.count, fenceLine: node.startLine, info: info,
                                    source: node.literal ?? "", node: node)
                (cell.options, cell.optionProblems) = CellOptions.parse(info: info, source: cell.source,
                                                                         defaults: frontMatter.defaults)
                cells.append(cell)
            case .heading:
                let text = node.plainText
                if title == nil { title = text }
                if node.headingLevel == 2 || node.headingLevel == 3 {
                    headings.append(Heading(level: node.headingLevel, text: text, line: node.startLine))
                }
            default:
                break
            }
        }
        self.cells = cells
        self.headings = headings
        self.title = frontMatter.title ?? title ?? Notebook.stem(of: relativePath).split(separator: "/").last.map(String.init) ?? relativePath
    }

    /// `guides/x.md` → `guides/x`.
    public static func stem(of relativePath: String) -> String {
        relativePath.hasSuffix(".md") ? String(relativePath.dropLast(3)) : relativePath
    }

    /// The page's HTML file, relative to the site root (`guides/x.html`).
    public var htmlPath: String { Notebook.stem(of: relativePath) + ".html" }

    /// The folder (relative to the site root) holding the page's images (`guides/x`).
    public var assetFolder: String { Notebook.stem(of: relativePath) }

    /// `../` repeated once per folder the page sits in, to reach the site root from its HTML.
    public var rootPrefix: String {
        String(repeating: "../", count: relativePath.split(separator: "/").count - 1)
    }

    /// The Markdown file's lines (terminators and a trailing `\r` removed).
    public var markdownLines: [Substring] {
        document.source.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.hasSuffix("\r") ? line.dropLast() : line
        }
    }
}
