import LoomScript

/// Turns one Markdown page into HTML plus images: parse, fold the passes, render (mdBook's
/// `execute_build_process` for one page).
public struct PageRenderer {
    public var passes: [any NotebookPass]
    public var renderer: HTMLRenderer

    public init(passes: [any NotebookPass], renderer: HTMLRenderer = HTMLRenderer()) {
        self.passes = passes
        self.renderer = renderer
    }

    /// The standard pipeline: execute the cells in a fresh session, weave the outputs.
    public init(makeRunner: @escaping () -> any BlockRunner = { ScriptSession() },
                rasterizer: ViewRasterizer = .loomUI) {
        self.init(passes: [ExecuteCells(makeRunner: makeRunner, rasterizer: rasterizer), WeaveOutputs(),
                           AnchorHeadings()])
    }

    public struct RenderedPage {
        public var notebook: Notebook
        public var html: String
        public var images: [ImageAsset]
        public var report: PageReport
    }

    public func render(markdown: String, sourcePath: String, relativePath: String,
                       navigation: SiteNavigation? = nil) -> RenderedPage {
        render(Notebook(markdown: markdown, sourcePath: sourcePath, relativePath: relativePath),
               navigation: navigation)
    }

    /// Runs the passes over a parsed notebook and renders it.
    public func render(_ notebook: Notebook, navigation: SiteNavigation? = nil) -> RenderedPage {
        var notebook = notebook
        for pass in passes {
            notebook = pass.run(notebook)
        }
        let images = notebook.results.flatMap { result in
            result.outputs.compactMap { output -> ImageAsset? in
                if case .image(let image) = output { return image }
                return nil
            }
        }
        return RenderedPage(notebook: notebook, html: renderer.render(notebook, navigation: navigation), images: images,
                            report: PageReport(notebook))
    }
}
