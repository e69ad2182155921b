import LoomScript

/// Runs the page's swift cells top to bottom in one session, renders view outputs to PNGs and
/// maps diagnostics onto the Markdown file. Fills `notebook.results`. A failing cell never stops
/// the page.
public struct ExecuteCells: NotebookPass {
    public var name: String { "execute" }
    /// Makes the page's session (one per page).
    public var makeRunner: () -> any BlockRunner
    public var rasterizer: ViewRasterizer
    /// Pixels per point when neither the cell nor the page says otherwise.
    public var defaultScale: Double

    public init(makeRunner: @escaping () -> any BlockRunner = { ScriptSession() },
                rasterizer: ViewRasterizer = .loomUI, defaultScale: Double = 2) {
        self.makeRunner = makeRunner
        self.rasterizer = rasterizer
        self.defaultScale = defaultScale
    }

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        let lines = notebook.markdownLines
        let clock = ContinuousClock()
        var runner: (any BlockRunner)?
        var imageNumber = 0
        var results: [CellResult] = []
        for cell in notebook.cells {
            let start = clock.now
            let problems = cell.optionProblems.map { NotebookDiagnostic.mapping($0, in: cell, markdownLines: lines) }
            guard cell.options.eval else {
                results.append(CellResult(diagnostics: problems, status: problems.isEmpty ? .skipped : .error))
                continue
            }
            let session = runner ?? makeRunner()
            runner = session
            let evaluation = session.run(cell.source)
            var outputs: [CellOutput] = []
            var diagnostics = evaluation.diagnostics.map {
                NotebookDiagnostic.mapping(line: $0.line, column: $0.column, message: $0.message,
                                           in: cell, markdownLines: lines)
            }
            let settings = ViewRasterizer.Settings(proposal: cell.options.size ?? .unspecified,
                                                   scale: cell.options.scale ?? defaultScale,
                                                   background: cell.options.background,
                                                   colorScheme: cell.options.colorScheme)
            var namedImageUsed = false
            for output in evaluation.outputs {
                switch output {
                case .view(let view):
                    // Pictures nobody will see (`hidden`, `output: false`) are not drawn.
                    guard cell.options.showOutput else { continue }
                    do {
                        let raster = try rasterizer.rasterize(view, settings)
                        let name: String
                        if let outputName = cell.options.outputName, !namedImageUsed {
                            name = outputName
                            namedImageUsed = true
                        } else {
                            imageNumber += 1
                            name = "\(imageNumber).png"
                        }
                        outputs.append(.image(ImageAsset(
                            path: "\(notebook.assetFolder)/\(name)", png: raster.png,
                            pixelWidth: raster.width, pixelHeight: raster.height, scale: raster.scale)))
                    } catch {
                        diagnostics.append(NotebookDiagnostic.mapping(
                            line: 1, column: 1, message: "could not render the view: \(error)",
                            in: cell, markdownLines: lines))
                    }
                case .text(let text):
                    outputs.append(.text(text))
                case .value(let value):
                    outputs.append(.value(value))
                }
            }
            var status: CellStatus = diagnostics.isEmpty ? .ok : .error
            if cell.options.expectsError {
                if diagnostics.isEmpty {
                    diagnostics.append(NotebookDiagnostic.mapping(
                        line: 1, column: 1, message: "this block is marked 'error: true' but ran without an error",
                        in: cell, markdownLines: lines))
                    status = .error
                } else {
                    status = .expectedError
                }
            }
            if !problems.isEmpty { status = .error }
            results.append(CellResult(outputs: outputs, diagnostics: problems + diagnostics,
                                      milliseconds: Self.milliseconds(clock.now - start), status: status))
        }
        notebook.results = results
        return notebook
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return (value * 1000).rounded() / 1000
    }
}
