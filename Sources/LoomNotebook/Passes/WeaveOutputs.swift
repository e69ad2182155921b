/// Inserts each cell's outputs, then its error box, as raw HTML blocks right after the cell's
/// code block in the AST, in the order they were produced. Applies the display options: `//|`
/// lines are dropped from the shown code, `echo: false` removes the code, `output: false` the
/// outputs (errors always show). Pictures of named `#Preview`s are captioned with the name.
public struct WeaveOutputs: NotebookPass {
    public var name: String { "weave" }

    /// Put images into the page as `data:` URIs (`--self-contained`).
    public var selfContained: Bool

    public init(selfContained: Bool = false) { self.selfContained = selfContained }

    public func run(_ notebook: Notebook) -> Notebook {
        for (cell, result) in zip(notebook.cells, notebook.results) {
            var anchor = cell.node
            if cell.options.showOutput {
                let pictures = result.outputs.filter { if case .image = $0 { return true } else { return false } }.count
                var previewNames = PreviewNames.captions(in: cell.source, pictures: pictures)[...]
                for output in result.outputs {
                    var previewName: String?
                    if case .image = output { previewName = previewNames.popFirst() ?? nil }
                    anchor = anchor.insertHTMLBlockAfter(FigureHTML.output(output, in: notebook, cell: cell,
                                                                             inline: selfContained, previewName: previewName))
                }
            }
            if !result.diagnostics.isEmpty {
                anchor = anchor.insertHTMLBlockAfter(
                    FigureHTML.errorBox(result.diagnostics, file: notebook.codeFile ?? notebook.relativePath,
                                        expected: result.status == .expectedError))
            }
            let optionLines = CellOptions.optionLineCount(cell.source)
            if optionLines > 0 {
                cell.node.setLiteral(cell.sourceLines.dropFirst(optionLines).map { $0 + "\n" }.joined())
            }
            // ```Swift and ```swift title=… still highlight: the HTML's class is `language-swift`.
            cell.node.setFenceInfo("swift")
            if !cell.options.echo {
                cell.node.removeFromTree()
            } else if let title = cell.options.title {
                cell.node.insertHTMLBlockBefore("<p class=\"loom-code-title\">\(HTML.escape(title))</p>")
            }
        }
        return notebook
    }
}
