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

    /// The standard pipeline: execute the cells in a fresh session (or take their outputs from
    /// `cache`), weave the outputs, make alerts callouts, resolve links and assets, highlight the
    /// code, anchor headings.
    /// `selfContained`: images go into the page as `data:` URIs and no image files are written.
    /// `safe`: the Markdown's raw HTML is dropped (`DropRawHTML`, `--safe`).
    public init(makeRunner: @escaping () -> any BlockRunner = { ScriptSession() },
                rasterizer: ViewRasterizer = .loomUI, cache: BlockCache? = nil,
                placeholderAssets: Bool = false, selfContained: Bool = false, imports: [String] = [],
                dumpsLayout: Bool = false, safe: Bool = false) {
        var execute = ExecuteCells(makeRunner: makeRunner, rasterizer: rasterizer, cache: cache,
                                   placeholderAssets: placeholderAssets)
        execute.imports = imports
        execute.dumpsLayout = dumpsLayout
        let passes: [any NotebookPass] = [execute,
                           HideReferenceImages(),  // [check] the woven figure stands in for a block's reference picture
                           WeaveOutputs(selfContained: selfContained), RenderAlerts(),
                           ResolveLinks(selfContained: selfContained), AnchorHeadings()]
        // Raw HTML goes before the figures are woven in (they are raw HTML too).
        self.init(passes: safe ? [passes[0], passes[1], DropRawHTML()] + passes[2...] : passes,
                  renderer: HTMLRenderer(highlightCache: cache))
        self.selfContained = selfContained
        renderer.searches = !selfContained
    }

    /// Images are inlined in the HTML; `SiteBuilder` writes no image files.
    public var selfContained = false
    /// Block options every page starts from (`loom.toml`'s `[defaults]`), under front matter.
    public var pageDefaults = CellOptions()

    public struct RenderedPage {
        public var notebook: Notebook
        public var html: String
        public var images: [ImageAsset]
        public var report: PageReport
    }

    public func render(markdown: String, sourcePath: String, relativePath: String,
                       navigation: SiteNavigation? = nil) -> RenderedPage {
        render(Notebook(markdown: markdown, sourcePath: sourcePath, relativePath: relativePath, defaults: pageDefaults),
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
