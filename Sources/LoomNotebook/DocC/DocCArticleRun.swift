/// One article of a catalog, run as a notebook page in both palettes: what `loom docc` writes
/// into the copy and what `loom check`/`record` compare with the catalog's images.
struct DocCArticleRun {
    var source: SourceFile
    /// The article as written: its tree is never woven, so its blocks' lines and the images
    /// placed after them are the author's.
    var article: Notebook
    var light: Notebook
    /// Nil when no block drew a picture (the dark run would add nothing).
    var dark: Notebook?
    var placed: [Int: [DocCPlacedImage]]

    /// Nil when the article cannot be read.
    init?(_ source: SourceFile, light lightRenderer: PageRenderer) {
        var darkRenderer = lightRenderer
        darkRenderer.pageDefaults.colorScheme = .dark
        // Rendering weaves figures into a page's tree, so each run parses the file again.
        guard let article = Notebook(reading: source, defaults: lightRenderer.pageDefaults),
              let light = Notebook(reading: source, defaults: lightRenderer.pageDefaults),
              let dark = Notebook(reading: source, defaults: darkRenderer.pageDefaults) else { return nil }
        self.source = source
        self.article = article
        self.placed = DocCPlacedImage.placed(in: article)
        self.light = article.cells.isEmpty ? light : lightRenderer.render(light).notebook
        let drew = self.light.results.contains { !Self.images(of: $0).isEmpty }
        self.dark = drew ? darkRenderer.render(dark).notebook : nil
    }

    /// Every article of the catalog, run on up to `jobs` threads (as `SiteBuilder` runs pages:
    /// each article has its own sessions and trees; the renderer and its cache are shared, as
    /// there), in the catalog's order. Nil for an article that cannot be read.
    static func runs(of catalog: DocCCatalog, renderer: PageRenderer, jobs: Int) throws -> [(SourceFile, DocCArticleRun?)] {
        let sources = try catalog.articles()
        let runs = PageWorkers.map(sources.count, jobs: jobs) { DocCArticleRun(sources[$0], light: renderer) }
        return Array(zip(sources, runs))
    }

    /// The cells that ran, with their results in the light run.
    var cells: [(cell: CodeCell, result: CellResult)] {
        zip(article.cells, light.results).map { ($0, $1) }
    }

    /// The pictures a cell drew, each with its dark-palette twin when there is one.
    func pictures(of cell: CodeCell) -> [(light: ImageAsset, dark: ImageAsset?)] {
        guard cell.index < light.results.count else { return [] }
        let lights = Self.images(of: light.results[cell.index])
        let darks = dark.map { cell.index < $0.results.count ? Self.images(of: $0.results[cell.index]) : [] } ?? []
        return lights.enumerated().map { ($1, $0 < darks.count ? darks[$0] : nil) }
    }

    /// The block's reference: with one picture, the one image placed right after it (or, for a
    /// block with an `//| output:` name, the placed image of that name).
    func reference(for cell: CodeCell) -> DocCPlacedImage? {
        let placed = placed[cell.index] ?? []
        if let named = cell.options.outputName {
            return placed.first { $0.base == DocCImageName.base(ofSource: named) }
        }
        return pictures(of: cell).count == 1 && placed.count == 1 ? placed[0] : nil
    }

    /// The dark twin is a variant of its own only when the palettes differ: a block that pins
    /// `colorScheme: dark` draws dark in both runs, and that picture is its one variant.
    static func darkVariant(light: ImageAsset, dark: ImageAsset?) -> ImageAsset? {
        guard let dark, dark.isDark, !light.isDark else { return nil }
        return dark
    }

    static func images(of result: CellResult) -> [ImageAsset] {
        result.outputs.compactMap { if case .image(let image) = $0 { image } else { nil } }
    }
}
