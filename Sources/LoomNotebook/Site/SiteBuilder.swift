import Foundation
import LoomScript

/// Builds a static site from notebooks: one HTML page (+ images and the files it links to) per
/// Markdown file, an index, and optionally a JSON report. Pages render concurrently (`jobs`,
/// default: every core); output is deterministic, identical to a serial build, and written
/// atomically.
public struct SiteBuilder {
    /// Where the site goes (`_site` by default).
    public var outputDirectory: String
    public var pageRenderer: PageRenderer
    /// Receives one progress line per page (`rendered x.md: 5 blocks, 1 failed`) and problems,
    /// in page order whatever order the pages finish in.
    public var log: (String) -> Void
    /// Pages rendered at the same time.
    public var jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    /// Called after each page finishes (from one thread at a time), for live progress lines.
    public var progress: ((Progress) -> Void)?
    /// Warnings fail the build (`--strict`).
    public var strict = false

    public init(outputDirectory: String = "_site", pageRenderer: PageRenderer = PageRenderer(),
                log: @escaping (String) -> Void = { _ in }) {
        self.outputDirectory = outputDirectory
        self.pageRenderer = pageRenderer
        self.log = log
    }

    /// How far a build has got.
    public struct Progress: Equatable, Sendable {
        public var pagesDone = 0
        public var pagesTotal = 0
        public var blocks = 0
        public var failedBlocks = 0
        /// Blocks whose outputs came from the cache.
        public var cachedBlocks = 0
        /// The page that just finished.
        public var lastPage = ""
    }

    public struct Result {
        public var report: Report
        /// Files that could not be read or written.
        public var problems: [LoomError]
        /// Site paths of the pages rendered, and the on-disk files each page depends on (its
        /// Markdown file, the assets it linked and the images its blocks read) — for `--watch`.
        public var dependencies: [String: [String]] = [:]
        /// The `warning:` lines printed about the pages: broken links, missing images, repaired text.
        public var warnings: [String] = []
        /// Whether warnings fail the build (`--strict`).
        public var strict = false

        public var failedBlocks: Int { report.pages.reduce(0) { $0 + $1.failedBlocks } }
        /// 0 when every block ran, no front matter was wrong and every file was written (and, with
        /// `--strict`, nothing was warned about), 1 otherwise.
        public var exitStatus: Int32 {
            !report.pages.contains(where: \.failed) && problems.isEmpty && !(strict && !warnings.isEmpty) ? 0 : 1
        }
    }

    /// Collects the inputs (see `SourceFile.collect`) and builds them. Throws
    /// `LoomError.missingPath` before writing anything when an input does not exist.
    public func build(inputs: [String], reportPath: String? = nil) throws -> Result {
        let sources = try Self.sources(inputs: inputs, skipping: outputDirectory)
        return build(sources, reportPath: reportPath)
    }

    /// The Markdown files `inputs` stand for; throws on a missing input, two inputs that
    /// would become the same page, or an output folder that holds a notebook.
    public static func sources(inputs: [String], skipping outputDirectory: String) throws -> [SourceFile] {
        let sources = try SourceFile.collect(inputs, skipping: outputDirectory)
        try Sandbox.checkOutput(outputDirectory, for: sources)
        var seen: [String: SourceFile] = [:]
        for source in sources {
            let page = Notebook.stem(of: source.relativePath) + ".html"
            if let earlier = seen[page] {
                throw LoomError.conflictingPages(earlier.displayPath, source.displayPath, page: page)
            }
            seen[page] = source
        }
        return sources
    }

    /// Builds `sources`. With `only` (site-relative `.md` paths), every page is parsed (the
    /// sidebar lists them all) but only those are rendered and written — `--watch` uses it.
    public func build(_ sources: [SourceFile], reportPath: String? = nil, only: Set<String>? = nil) -> Result {
        var result = Result(report: Report(), problems: [])
        result.strict = strict
        AtomicFile.removeAbandoned(below: outputDirectory)
        // A cache given with `--cache DIR` lives elsewhere.
        for pass in pageRenderer.passes {
            if let directory = (pass as? ExecuteCells)?.cache?.directory { AtomicFile.removeAbandoned(below: directory) }
        }
        do {
            try Sandbox.checkOutput(outputDirectory, for: sources)
        } catch {
            result.problems.append(error)
            log("error: \(error)")
            return result
        }
        // Parse every page first: the sidebar of each page lists all of them.
        var notebooks: [(SourceFile, Notebook)] = []
        for source in sources {
            guard let notebook = Notebook(reading: source, defaults: pageRenderer.pageDefaults) else {
                result.problems.append(.unreadable(source.displayPath))
                log("error: \(LoomError.unreadable(source.displayPath))")
                continue
            }
            notebooks.append((source, notebook))
        }
        let navigation = SiteNavigation.ordered(notebooks.map(\.1))
        // Indexed before rendering changes the trees, and from every page, rendered now or not.
        let searchScript = pageRenderer.renderer.searches ? SearchIndex.script(for: notebooks.map(\.1)) : nil
        let selected = notebooks.indices.filter { only?.contains(notebooks[$0].0.relativePath) ?? true }

        // Render concurrently; log, report and index in page order.
        let state = BuildState(count: selected.count)
        var total = Progress()
        total.pagesTotal = selected.count
        let work = { (position: Int) in
            let index = selected[position]
            let (source, notebook) = notebooks[index]
            let page = pageRenderer.render(notebook, navigation: navigation)
            let problems = writePage(page)
            let blocks = page.report.blocks.count
            var lines = page.notebook.warnings
            lines += page.notebook.frontMatter.problems.map { DiagnosticFormatter.format($0, file: source.displayPath, prefix: "error: ") }
            // A failed block says why on the terminal too, located like a compiler error.
            for result in page.notebook.results where result.status == .error {
                lines += result.diagnostics.map { DiagnosticFormatter.format($0, file: source.displayPath, prefix: "error: ") }
            }
            lines += problems.map { "error: \($0)" }
            // "rendered" only for a page that was written.
            lines.append("\(problems.isEmpty ? "rendered" : "could not write") \(source.displayPath): \(blocks) block\(blocks == 1 ? "" : "s"), \(page.report.failedBlocks) failed")
            let cached = page.notebook.results.filter(\.cached).count
            let dependencies = [source.path] + page.notebook.linkedAssets.map(\.sourcePath) + page.notebook.assetsRead
            state.finish(position, PageOutcome(report: page.report, problems: problems, lines: lines,
                                            title: page.notebook.title, htmlPath: page.notebook.htmlPath,
                                            dependencies: dependencies, source: source.displayPath,
                                            assets: page.notebook.linkedAssets,
                                            pictures: Self.pictureLines(page.notebook),
                                            warnings: page.notebook.warnings,
                                            links: LinkChecker.Page(relativePath: source.relativePath, sourcePath: source.displayPath,
                                                                    links: page.notebook.links, ids: LinkChecker.ids(in: page.html),
                                                                    pictures: Set(page.images.map(\.path))))) { outcome, lines in
                total.pagesDone += 1
                total.blocks += blocks
                total.failedBlocks += page.report.failedBlocks
                total.cachedBlocks += cached
                total.lastPage = source.displayPath
                progress?(total)
                for line in lines { log(line) }
            }
        }
        // Safe to share: each page (its Markdown tree, session and images) is touched by one
        // worker only; the navigation and passes are read-only; `log`, `progress` and the
        // outcomes go through `BuildState`'s lock, the cache through its own.
        PageWorkers.forEach(selected.count, jobs: jobs, work)
        let copyProblems = copyLinkedAssets(state.outcomes.compactMap { $0 }, pages: notebooks.map(\.1))
        for problem in copyProblems { log("error: \(problem)") }
        let finished = state.outcomes.compactMap { $0 }
        let linkWarnings = LinkChecker.warnings(for: finished.map(\.links), sitePages: Set(notebooks.map(\.0.relativePath)))
        for warning in linkWarnings { log(warning) }
        result.warnings = finished.flatMap(\.warnings) + linkWarnings

        var indexEntries: [(title: String, htmlPath: String, sourcePath: String)] = []
        let positions = Dictionary(uniqueKeysWithValues: selected.enumerated().map { ($1, $0) })
        for (index, (source, notebook)) in notebooks.enumerated() {
            guard let position = positions[index], let outcome = state.outcomes[position] else {
                indexEntries.append((notebook.title, notebook.htmlPath, source.relativePath))
                continue
            }
            result.report.pages.append(outcome.report)
            result.problems += outcome.problems
                + copyProblems.filter { if case .assetCollision(let page, _, _, _) = $0 { page == outcome.source } else { false } }
            result.dependencies[notebook.relativePath] = outcome.dependencies
            indexEntries.append((outcome.title, outcome.htmlPath, source.relativePath))
        }
        do {
            // A root `index.md` is the site's front page; otherwise Loom writes a list of pages.
            if !notebooks.contains(where: { $0.1.htmlPath == "index.html" }) {
                try AtomicFile.write(pageRenderer.renderer.renderIndex(indexEntries), to: outputPath("index.html"))
            }
            if let searchScript {
                try AtomicFile.write(searchScript, to: outputPath(SearchIndex.fileName))
            }
            if let reportPath {
                try AtomicFile.write(result.report.jsonText(), to: reportPath)
            }
        } catch let error as LoomError {
            result.problems.append(error)
            log("error: \(error)")
        } catch {}
        return result
    }

    /// Writes the page's pictures and HTML (its linked files come later, `copyLinkedAssets`).
    /// A file that cannot be written is a problem of its own: the rest of the page is still written.
    private func writePage(_ page: PageRenderer.RenderedPage) -> [LoomError] {
        var problems: [LoomError] = []
        func write(_ bytes: [UInt8], _ relative: String) {
            do {
                try AtomicFile.write(bytes, to: outputPath(relative))
            } catch let error as LoomError {
                problems.append(error)
            } catch {
                problems.append(.unwritable(relative, reason: "\(error)"))
            }
        }
        let images = pageRenderer.selfContained ? [] : page.images
        for image in images {
            write(image.png, image.path)
            // An animation's frames go beside its poster.
            if let animation = image.animation { write(animation.apng, image.animationPath) }
            // Pictures carry their laid-out tree when the renderer was asked for it (`--layout-dump`).
            if let layout = image.layout { write(Array(layout.utf8), image.layoutPath) }
        }
        removeStaleImages(in: page.notebook.assetFolder, keeping: Set(images.map(\.path) + images.filter { $0.animation != nil }.map(\.animationPath)),
                          dumped: Set(images.filter { $0.layout != nil }.map(\.layoutPath)))
        write(Array(page.html.utf8), page.notebook.htmlPath)
        return problems
    }

    /// Site path of each picture a page's blocks made → the fence line of its block.
    static func pictureLines(_ notebook: Notebook) -> [String: Int] {
        var lines: [String: Int] = [:]
        for (cell, result) in zip(notebook.cells, notebook.results) {
            for case .image(let image) in result.outputs { lines[image.path] = cell.fenceLine }
        }
        return lines
    }

    /// Copies the files pages link to, once every page is written and in page order, never over
    /// a page or picture the build made: which page finishes first (`--jobs`) must not decide
    /// what the site holds.
    private func copyLinkedAssets(_ outcomes: [PageOutcome], pages: [Notebook]) -> [LoomError] {
        guard !pageRenderer.selfContained else { return [] }
        var made: [String: String] = ["index.html": "the site's index"]
        for page in pages { made[page.htmlPath] = "the page \(page.sourcePath)" }
        for outcome in outcomes {
            for (path, line) in outcome.pictures { made[path] = "the picture of the block at \(outcome.source):\(line)" }
        }
        var problems: [LoomError] = []
        for outcome in outcomes {
            for asset in outcome.assets {
                if let maker = made[asset.sitePath] {
                    problems.append(.assetCollision(page: outcome.source, line: asset.line, sitePath: asset.sitePath, maker: maker))
                    continue
                }
                let target = outputPath(asset.sitePath)
                guard URL(fileURLWithPath: target).standardizedFileURL.path
                        != URL(fileURLWithPath: asset.sourcePath).standardizedFileURL.path,
                      let data = FileManager.default.contents(atPath: asset.sourcePath) else { continue }
                do {
                    try AtomicFile.write(Array(data), to: target)
                } catch let error as LoomError {
                    problems.append(error)
                } catch {}
            }
        }
        return problems
    }

    /// Takes a page that no longer exists out of the site (`--watch` after its Markdown went):
    /// its HTML, numbered images and layout dumps, and its image folder if that is then empty.
    /// Named outputs stay, as in `removeStaleImages`.
    public func removePage(_ relativePath: String) {
        // The HTML goes last, so whoever sees it gone sees the whole page gone.
        let fileManager = FileManager.default
        let folder = Notebook.stem(of: relativePath)
        removeStaleImages(in: folder, keeping: [], dumped: [])
        if (try? fileManager.contentsOfDirectory(atPath: outputPath(folder)))?.isEmpty == true {
            try? fileManager.removeItem(atPath: outputPath(folder))
        }
        try? fileManager.removeItem(atPath: outputPath(folder + ".html"))
    }

    /// Deletes numbered images (`<n>.png`) and layout dumps (`*.layout.txt`) an earlier run
    /// left in a page's image folder. Named outputs (`//| output: x.png`) are left alone: they
    /// may be committed references.
    private func removeStaleImages(in folder: String, keeping kept: Set<String>, dumped: Set<String>) {
        let path = outputPath(folder)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return }
        for name in names {
            let stale: Bool
            if name.hasSuffix(".png") {
                stale = Int(name.dropLast(4)) != nil && !kept.contains(folder + "/" + name)
            } else if name.hasSuffix(".apng") {
                stale = Int(name.dropLast(5)) != nil && !kept.contains(folder + "/" + name)
            } else if name.hasSuffix(".layout.txt") {
                // A dump goes with its picture, or when this run made none for it (named or numbered:
                // dumps are never references).
                stale = !dumped.contains(folder + "/" + name)
            } else {
                continue
            }
            if stale { try? FileManager.default.removeItem(atPath: path + "/" + name) }
        }
    }

    private func outputPath(_ relative: String) -> String {
        outputDirectory.hasSuffix("/") ? outputDirectory + relative : outputDirectory + "/" + relative
    }
}

/// One rendered page's share of the build result.
struct PageOutcome {
    var report: PageReport
    var problems: [LoomError]
    var lines: [String]
    var title: String
    var htmlPath: String
    var dependencies: [String]
    /// The Markdown file, as the user named it.
    var source: String
    /// Files the page links to, copied once every page is written.
    var assets: [LinkedAsset]
    /// Site path of each picture the page made → its block's fence line.
    var pictures: [String: Int]
    /// The page's `warning:` lines (already among `lines`).
    var warnings: [String]
    /// What `LinkChecker` needs of the page.
    var links: LinkChecker.Page
}

/// Collects page outcomes from worker threads and releases their log lines in page order.
final class BuildState: @unchecked Sendable {
    private let lock = NSLock()
    private(set) var outcomes: [PageOutcome?]
    private var nextToLog = 0

    init(count: Int) { outcomes = Array(repeating: nil, count: count) }

    /// Records page `index`; calls `report` (under the lock) with the lines that may now be
    /// logged: this page's and any later finished pages', once every earlier page is done.
    func finish(_ index: Int, _ outcome: PageOutcome, report: (PageOutcome, [String]) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        outcomes[index] = outcome
        var lines: [String] = []
        while nextToLog < outcomes.count {
            guard let ready = outcomes[nextToLog] else { break }
            lines += ready.lines
            nextToLog += 1
        }
        report(outcome, lines)
    }
}
