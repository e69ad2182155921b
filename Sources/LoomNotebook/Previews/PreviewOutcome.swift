/// What one preview came to in a gallery build: its block's status, picture and diagnostics
/// (located in its Swift file), for the contact sheet and the report.
public struct PreviewOutcome {
    public var file: PreviewFile
    public var preview: PreviewDeclaration
    /// The page that shows it.
    public var page: SourceFile
    /// Its block's report; nil when the page could not be rendered.
    public var block: BlockReport?

    public var status: CellStatus { block?.status ?? .error }

    /// The first picture the preview drew (its `path` is site-relative).
    public var picture: ImageAsset? {
        for case .image(let image) in block?.outputs ?? [] { return image }
        return nil
    }

    public var rendered: Bool { status == .ok && picture != nil }

    /// `--report`: `{"previews":[{"module","source","line","name","title","status","outputs",
    /// "diagnostics","milliseconds","page"}],"found","rendered","failed"}`; `source` is the Swift
    /// file as the package names it, diagnostics are at its lines.
    static func reportJSON(_ outcomes: [PreviewOutcome]) -> JSONValue {
        let entries: [JSONValue] = outcomes.map { outcome in
            var members: [(String, JSONValue)] = [
                ("module", .string(outcome.file.module)),
                ("source", .string(outcome.file.packagePath)),
                ("line", .int(outcome.preview.line)),
                ("name", outcome.preview.name.map(JSONValue.string) ?? .null),
                ("title", .string(outcome.preview.title)),
                ("status", .string(outcome.status.rawValue)),
                ("outputs", .array((outcome.block?.outputs ?? []).map(BlockReport.json(for:)))),
                ("diagnostics", BlockReport.json(for: outcome.block?.diagnostics ?? [])),
                ("page", .string(Notebook.stem(of: outcome.page.relativePath) + ".html")),
            ]
            if let block = outcome.block {
                members.append(("milliseconds", .double(block.milliseconds)))
                if block.cached { members.append(("cached", .bool(true))) }
            }
            return .object(members)
        }
        return .object([
            ("previews", .array(entries)),
            ("found", .int(outcomes.count)),
            ("rendered", .int(outcomes.filter(\.rendered).count)),
            ("failed", .int(outcomes.filter { $0.status == .error }.count)),
        ])
    }
}
