/// The machine-readable account of a build (`loom render --report FILE`).
///
/// Shape: `{"pages":[{"source","html","blocks":[{"line","status","outputs":[…],"diagnostics":[…],
/// "milliseconds"}]}]}`. Later versions add keys; they never remove or rename these.
public struct Report {
    public var pages: [PageReport]

    public init(pages: [PageReport] = []) { self.pages = pages }

    public var json: JSONValue {
        .object([("pages", .array(pages.map(\.json)))])
    }

    /// The report as JSON text, ending in a newline.
    public func jsonText() -> String { json.serialized() + "\n" }
}

public struct PageReport {
    /// The Markdown file as the user named it.
    public var source: String
    /// The page's HTML, relative to the output folder.
    public var html: String
    public var blocks: [BlockReport]
    /// The page's own errors, outside any block (its front matter's).
    public var diagnostics: [NotebookDiagnostic] = []

    public init(source: String, html: String, blocks: [BlockReport]) {
        self.source = source
        self.html = html
        self.blocks = blocks
    }

    public init(_ notebook: Notebook) {
        self.init(source: notebook.sourcePath, html: notebook.htmlPath,
                  blocks: zip(notebook.cells, notebook.results).map { BlockReport(cell: $0, result: $1) })
        diagnostics = notebook.frontMatter.problems
    }

    public var failedBlocks: Int { blocks.filter { $0.status == .error }.count }
    /// A failed block or a page error.
    public var failed: Bool { failedBlocks > 0 || !diagnostics.isEmpty }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [("source", .string(source)), ("html", .string(html)), ("blocks", .array(blocks.map(\.json)))]
        if !diagnostics.isEmpty { members.append(("diagnostics", BlockReport.json(for: diagnostics))) }
        return .object(members)
    }
}

public struct BlockReport {
    public typealias Status = CellStatus

    /// 1-based line of the opening fence in the Markdown file.
    public var line: Int
    public var status: Status
    public var outputs: [CellOutput]
    public var diagnostics: [NotebookDiagnostic]
    public var milliseconds: Double
    /// The outputs came from the block cache (`milliseconds` is then the run that made them).
    public var cached = false

    public init(cell: CodeCell, result: CellResult) {
        line = cell.fenceLine
        status = result.status
        outputs = result.outputs
        diagnostics = result.diagnostics
        milliseconds = result.milliseconds
        cached = result.cached
    }

    var json: JSONValue {
        var members: [(String, JSONValue)] = [
            ("line", .int(line)),
            ("status", .string(status.rawValue)),
            ("outputs", .array(outputs.map(Self.json(for:)))),
            ("diagnostics", Self.json(for: diagnostics)),
            ("milliseconds", .double(milliseconds)),
        ]
        if cached { members.append(("cached", .bool(true))) }
        return .object(members)
    }

    static func json(for diagnostics: [NotebookDiagnostic]) -> JSONValue {
        .array(diagnostics.map {
            .object([("line", .int($0.line)), ("column", .int($0.column)), ("message", .string($0.message))])
        })
    }

    static func json(for output: CellOutput) -> JSONValue {
        switch output {
        case .image(let image):
            if let animation = image.animation {
                return .object([("kind", .string("animation")), ("path", .string(image.animationPath)),
                                ("poster", .string(image.path)),
                                ("width", .int(image.pixelWidth)), ("height", .int(image.pixelHeight)),
                                ("scale", .double(image.scale)), ("frames", .int(animation.frameCount)),
                                ("fps", .int(animation.framesPerSecond)), ("duration", .double(animation.duration))])
            }
            return .object([("kind", .string("image")), ("path", .string(image.path)),
                            ("width", .int(image.pixelWidth)), ("height", .int(image.pixelHeight)),
                            ("scale", .double(image.scale))])
        case .text(let text):
            return .object([("kind", .string("text")), ("text", .string(text))])
        case .value(let value):
            return .object([("kind", .string("value")), ("text", .string(value.text)), ("type", .string(value.typeName))])
        }
    }
}
