import Foundation
import LoomScript

/// Runs the page's swift cells top to bottom in one session, renders view outputs to PNGs and
/// maps diagnostics onto the Markdown file. Fills `notebook.results`. A failing cell never stops
/// the page.
///
/// **Cache.** With a `BlockCache`, block k's outputs are stored under a key chained through the
/// page: `key(k) = H(key(k-1), info(k), source(k))`, seeded with the environment
/// (Loom's version, fonts, import sources), the page's path, front-matter imports and option
/// defaults, and the default scale. An entry also lists the assets the block read, with hashes; it is used only
/// while they are unchanged. On the first miss at block k the page's session is created and
/// blocks 0..<k are **replayed** — evaluated again so declarations and variables exist, but
/// their views are not rendered (their images come from the cache) — then block k and the rest
/// run normally. Evaluation is deterministic (seeded randomness), so a replayed session is the
/// session a full run would have had; outputs are byte-identical with and without the cache.
public struct ExecuteCells: NotebookPass {
    public var name: String { "execute" }
    /// Makes the page's session (one per page).
    public var makeRunner: () -> any BlockRunner
    public var rasterizer: ViewRasterizer
    /// Pixels per point when neither the cell nor the page says otherwise.
    public var defaultScale: Double
    /// Where block outputs are kept between runs; nil runs everything.
    public var cache: BlockCache?
    /// Draw labelled placeholders for missing `Image("name")` files.
    public var placeholderAssets: Bool
    /// Libraries imported into every page (`--import`), before the page's own `imports:`.
    public var imports: [String] = []
    /// Describe each picture's laid-out tree (`ImageAsset.layout`, `--layout-dump`).
    public var dumpsLayout = false

    public init(makeRunner: @escaping () -> any BlockRunner = { ScriptSession() },
                rasterizer: ViewRasterizer = .loomUI, defaultScale: Double = 2,
                cache: BlockCache? = nil, placeholderAssets: Bool = false) {
        self.makeRunner = makeRunner
        self.rasterizer = rasterizer
        self.defaultScale = defaultScale
        self.cache = cache
        self.placeholderAssets = placeholderAssets
    }

    /// The key every block key of the page chains from.
    func pageKey(_ notebook: Notebook) -> String {
        var key = CacheKeyBuilder("loom-page")
        key.add(cache?.environment.fingerprint ?? "")
        key.add(notebook.relativePath)
        key.add((imports + notebook.frontMatter.imports).joined(separator: "\n"))
        key.add(String(defaultScale))
        key.add(placeholderAssets ? "placeholders" : "")
        key.add(dumpsLayout ? "layout" : "")
        // A cell's options come from its info string and `//|` lines (both in its key) over
        // the page's defaults (here).
        key.add(String(describing: notebook.frontMatter.defaults))
        return key.finish()
    }

    static func blockKey(previous: String, cell: CodeCell) -> String {
        var key = CacheKeyBuilder("loom-block")
        key.add(previous)
        key.add(cell.info)
        key.add(cell.source)
        return key.finish()
    }

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        let lines = notebook.markdownLines
        let clock = ContinuousClock()
        let folder = (notebook.sourcePath as NSString).deletingLastPathComponent
        let assets = NotebookAssets(folder: folder, placeholders: placeholderAssets)
        var runner: (any BlockRunner)?
        /// Cells before this index have been evaluated in `runner`.
        var evaluatedThrough = 0
        var imageNumber = 0
        /// Picture site paths → the fence line of the block that made each.
        var pictureOwners: [String: Int] = [:]
        var results: [CellResult] = []
        var key = pageKey(notebook)
        var read: Set<String> = []
        let root = folder.isEmpty ? "." : folder
        for (index, cell) in notebook.cells.enumerated() {
            let start = clock.now
            key = Self.blockKey(previous: key, cell: cell)
            let problems = cell.optionProblems.map { NotebookDiagnostic.mapping($0, in: cell, markdownLines: lines) }
            guard cell.options.eval else {
                results.append(CellResult(diagnostics: problems, status: problems.isEmpty ? .skipped : .error))
                continue
            }
            /// The picture's site path, or nil when an earlier block's picture has it (then
            /// `collisions` says so): two pictures never overwrite each other silently.
            var collisions: [BlockCache.Entry.Diagnostic] = []
            func path(_ named: String?) -> String? {
                let name: String
                if let named {
                    name = named
                } else {
                    imageNumber += 1
                    name = "\(imageNumber).png"
                }
                let path = "\(notebook.assetFolder)/\(name)"
                if let owner = pictureOwners[path] {
                    collisions.append(.init(line: 1, column: 1, message: "this block's picture '\(name)' would overwrite the picture of "
                                            + "the block at line \(owner) (the same output name); give one of them another `//| output:` name"))
                    return nil
                }
                pictureOwners[path] = cell.fenceLine
                return path
            }
            func place(_ raw: [BlockCache.Entry.Diagnostic]) -> [NotebookDiagnostic] {
                raw.map { NotebookDiagnostic.mapping(line: $0.line, column: $0.column, message: $0.message,
                                                     in: cell, markdownLines: lines) }
            }
            if let crash = CrashRecovery.crash(page: notebook.sourcePath, block: index) {
                // A worker died in this block (`CrashRecovery`): it is not run again.
                let message = place([.init(line: 1, column: 1, message: crash)])
                results.append(CellResult(diagnostics: problems + message, status: .error))
                continue
            }
            if let cache, let entry = cache.load(key, assetRoot: root) {
                read.formUnion(entry.assets.keys.map { root + "/" + $0 })
                var outputs: [CellOutput] = []
                for output in entry.outputs {
                    switch output.kind {
                    case "image":
                        guard let path = path(output.name) else { continue }
                        outputs.append(.image(ImageAsset(path: path, png: Array(output.png ?? Data()),
                                                         pixelWidth: output.width ?? 0, pixelHeight: output.height ?? 0,
                                                         scale: output.scale ?? defaultScale, layout: output.layout,
                                                         isDark: output.dark ?? false, animation: output.animation)))
                    case "text": outputs.append(.text(output.text ?? ""))
                    default: outputs.append(.value(output.value ?? DisplayValue(text: output.text ?? "")))
                    }
                }
                var result = CellResult(outputs: outputs, diagnostics: problems + place(entry.diagnostics + collisions),
                                        milliseconds: entry.milliseconds,
                                        status: CellStatus(rawValue: entry.status) ?? .error)
                if !problems.isEmpty || !collisions.isEmpty { result.status = .error }
                result.cached = true
                results.append(result)
                continue
            }
            // A miss: catch the session up (declarations flow), without drawing earlier views.
            let session = runner ?? makeRunner()
            var importFailures: [BlockCache.Entry.Diagnostic] = []
            if runner == nil {
                CrashRecovery.running(page: notebook.sourcePath, block: index) {
                    // A library that fails to load is reported on the first block that runs, and
                    // cached with it: the next run, served from the cache, must fail the same way.
                    for name in imports + session.packageModules(containing: notebook.sourcePath) + notebook.frontMatter.imports {
                        importFailures += session.importModule(name).map {
                            .init(line: 1, column: 1, message: "import \(name): \($0.message)")
                        }
                    }
                }
            }
            runner = session
            while evaluatedThrough < index {
                let earlier = notebook.cells[evaluatedThrough]
                if earlier.options.eval, CrashRecovery.crash(page: notebook.sourcePath, block: evaluatedThrough) == nil {
                    CrashRecovery.running(page: notebook.sourcePath, block: evaluatedThrough) {
                        session.compile(for: earlier.options.platform)
                        _ = session.run(earlier.source, budget: earlier.options.budget, origin: notebook.origin(of: earlier))
                    }
                }
                evaluatedThrough += 1
            }
            evaluatedThrough = index + 1
            _ = assets.takeReads()
            CrashRecovery.running(page: notebook.sourcePath, block: index) {
                session.compile(for: cell.options.platform)
                let evaluation = session.run(cell.source, budget: cell.options.budget, origin: notebook.origin(of: cell))
                var outputs: [CellOutput] = []
                var entryOutputs: [BlockCache.Entry.Output] = []
                var raw = importFailures + evaluation.diagnostics.map { BlockCache.Entry.Diagnostic(line: $0.line, column: $0.column, message: $0.message) }
                let scale = cell.options.scale ?? defaultScale
                assets.placeholderScale = scale
                var settings = ViewRasterizer.Settings(proposal: cell.options.canvasProposal,
                                                       scale: scale,
                                                       background: cell.options.background,
                                                       colorScheme: cell.options.colorScheme,
                                                       imageProvider: assets)
                settings.dumpsLayout = dumpsLayout
                settings.device = cell.options.screen
                settings.statusBar = cell.options.statusBar
                switch cell.options.animate {
                case .off: settings.animation = nil
                case .auto: settings.animation = .init(framesPerSecond: cell.options.fps, poster: cell.options.poster)
                case .seconds(let s): settings.animation = .init(duration: s, framesPerSecond: cell.options.fps, poster: cell.options.poster)
                }
                var namedImageUsed = false
                for output in evaluation.outputs {
                    switch output {
                    case .view(let view, let line, let column):
                        // Pictures nobody will see (`hidden`, `output: false`) are not drawn.
                        guard cell.options.showOutput else { continue }
                        do {
                            let raster = try rasterizer.rasterize(view, settings)
                            var named: String?
                            if let outputName = cell.options.outputName, !namedImageUsed {
                                named = outputName
                                namedImageUsed = true
                            }
                            // The cache keeps the picture either way: the collision is the page's, not the block's.
                            if let path = path(named) {
                                outputs.append(.image(ImageAsset(
                                    path: path, png: raster.png,
                                    pixelWidth: raster.width, pixelHeight: raster.height, scale: raster.scale,
                                    layout: raster.layout, isDark: raster.isDark, animation: raster.animation)))
                            }
                            let moving = raster.animation
                            entryOutputs.append(.init(kind: "image", name: named, png: Data(raster.png), width: raster.width,
                                                      height: raster.height, scale: raster.scale, layout: raster.layout,
                                                      dark: raster.isDark, apng: moving.map { Data($0.apng) }, frames: moving?.frameCount,
                                                      fps: moving?.framesPerSecond, duration: moving?.duration, poster: moving?.posterFrame))
                        } catch let located as LocatedScriptError where located.line > 0 {
                            let (at, column) = located.isInBlock ? (located.line, located.column) : (line, column)
                            raw.append(.init(line: at, column: column, message: "could not render the view: \(located.message)"))
                        } catch {
                            raw.append(.init(line: 1, column: 1, message: "could not render the view: \(error)"))
                        }
                    case .text(let text):
                        outputs.append(.text(text))
                        entryOutputs.append(.init(kind: "text", text: text))
                    case .value(let value):
                        outputs.append(.value(value))
                        entryOutputs.append(.init(kind: "value", text: value.text, value: value))
                    }
                }
                var status: CellStatus = raw.isEmpty ? .ok : .error
                if cell.options.expectsError {
                    if raw.isEmpty {
                        raw.append(.init(line: 1, column: 1, message: "this block is marked 'error: true' but ran without an error"))
                        status = .error
                    } else {
                        status = .expectedError
                    }
                }
                let milliseconds = Self.milliseconds(clock.now - start)
                // Running out of wall time depends on the machine's load, and out of memory on
                // what ran beside the block, not on the inputs.
                let blockReads = assets.takeReads()
                read.formUnion(blockReads.keys.map { root + "/" + $0 })
                if let cache, !raw.contains(where: { $0.message.contains("time budget exceeded") || $0.message.contains("memory budget exceeded") }) {
                    cache.store(BlockCache.Entry(status: status.rawValue, outputs: entryOutputs, diagnostics: raw,
                                                 milliseconds: milliseconds, assets: blockReads),
                                under: key)
                }
                if !problems.isEmpty || !collisions.isEmpty { status = .error }
                results.append(CellResult(outputs: outputs, diagnostics: problems + place(raw + collisions),
                                          milliseconds: milliseconds, status: status))
            }
        }
        notebook.results = results
        notebook.assetsRead = read.sorted()
        return notebook
    }

    static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        let value = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return (value * 1000).rounded() / 1000
    }
}


private extension Notebook {
    /// Where `cell` sits in this page, as the session names it in faults raised inside the
    /// cell's declarations by later blocks (`guide.md:12:5: …`).
    func origin(of cell: CodeCell) -> BlockOrigin {
        BlockOrigin(file: relativePath, firstLine: cell.firstCodeLine)
    }
}
