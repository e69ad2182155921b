/// Places a generated page's diagnostics in the file its code comes from (`Notebook.codeFile`):
/// a preview's block is laid out so that its line N is the Swift file's line N, so a diagnostic
/// at the block's line N is at the file's line N, whatever the page around it. Runs right after
/// `ExecuteCells`; pages without a code file are left alone.
public struct LocateInCodeFile: NotebookPass {
    public var name: String { "locate-in-code-file" }

    public init() {}

    public func run(_ notebook: Notebook) -> Notebook {
        guard notebook.codeFile != nil else { return notebook }
        var notebook = notebook
        for (index, cell) in notebook.cells.enumerated() where index < notebook.results.count {
            notebook.results[index].diagnostics = notebook.results[index].diagnostics.map { diagnostic in
                var located = diagnostic
                // Option problems on the fence line stay on line 1: the fence is Loom's, not the file's.
                located.line = max(diagnostic.line - cell.firstCodeLine + 1, 1)
                return located
            }
        }
        return notebook
    }
}

extension PageRenderer {
    /// This renderer with `LocateInCodeFile` after its execute pass (`loom previews`).
    public func locatingDiagnosticsInCodeFiles() -> PageRenderer {
        var renderer = self
        guard !renderer.passes.contains(where: { $0 is LocateInCodeFile }) else { return renderer }
        let position = (renderer.passes.firstIndex { $0 is ExecuteCells }).map { $0 + 1 } ?? 0
        renderer.passes.insert(LocateInCodeFile(), at: position)
        return renderer
    }
}
