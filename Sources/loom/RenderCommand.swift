import Foundation
import LoomNotebook
import LoomScript

/// `loom render PATH… [--out DIR] [--report FILE] [--cache DIR | --no-cache] [--jobs N]
/// [--self-contained] [--placeholder-assets] [--layout-dump] [--watch]` plus `ScriptOptions`.
enum RenderCommand {
    static let usage = """
        usage: loom render PATH... [options]
          Runs the notebooks (Markdown files, or every .md below a folder) and writes an HTML site: a page
          per notebook with each block's pictures, printed text, values and errors under its code.
          --out DIR                where the site goes (default _site)
          --report FILE            also write a JSON report: every page's blocks, their status, outputs and diagnostics
          --cache DIR              keep block outputs between runs here (default DIR/.loom-cache)
          --no-cache               run every block and keep nothing
          --self-contained         put pictures into the pages as data: URIs and write no image files
          --placeholder-assets     draw a labelled grey box for an Image("name") that has no file
          --layout-dump            write each picture's laid-out view tree (type and frame in points)
                                   beside it as <picture>.layout.txt
          --watch                  after rendering, re-render pages as they or the files they use change; Ctrl-C stops
          --safe                   drop the Markdown's raw HTML and script URLs (for notebooks you do not trust;
                                   by default raw HTML follows GitHub's rules: <script>, <iframe>, <style>… are escaped)
          --strict                 every warning fails the run (exit 1): a broken link, page or anchor, a missing image,
                                   a link or image outside the site, text repaired (invalid UTF-8), tables too big, no pages
        \(PageCommandArguments.help)
        \(ScriptOptions.help)
          -h, --help               show this help
        Links to pages, anchors and local files are checked once the site is built; each broken one is a
        warning at its line.
        Exit status: 0 every block ran and every file was written, 1 a block failed, the front matter is wrong,
        a file could not be written, or (with --strict) there was a warning, 2 usage error (also when --out is a file).
        """

    static func run(_ arguments: [String]) -> Int32 {
        let command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: ["--out", "--report", "--cache"],
                                          booleanFlags: ["--no-cache", "--self-contained", "--placeholder-assets", "--watch", "--layout-dump", "--safe", "--strict"],
                                          usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        let (parsed, script, jobs) = (command.parsed, command.script, command.jobs)
        guard let out = command.outputFolder(config: command.config?.renderOut, fallback: "_site", usage: usage) else { return 2 }
        let importPaths = script.importPaths
        if parsed.flags.contains("--no-cache"), parsed.options["--cache"] != nil {
            return Terminal.usageError("--cache and --no-cache cannot be used together", usage: usage)
        }
        let cache: BlockCache? = parsed.flags.contains("--no-cache") ? nil : BlockCache(
            directory: parsed.options["--cache"] ?? (out.hasSuffix("/") ? out : out + "/") + ".loom-cache",
            environment: CacheEnvironment.current(importPaths: importPaths, extra: script.cacheKeyParts))
        let renderer = command.pageRenderer(PageRenderer(
            makeRunner: script.makeRunner,
            cache: cache, placeholderAssets: parsed.flags.contains("--placeholder-assets"),
            selfContained: parsed.flags.contains("--self-contained"), imports: script.imports,
            dumpsLayout: parsed.flags.contains("--layout-dump"), safe: parsed.flags.contains("--safe")))
        let progress = ProgressLine(verbosity: command.verbosity)
        // On a terminal the progress line replaces the "rendered …" lines; problems still show.
        var builder = SiteBuilder(outputDirectory: out, pageRenderer: renderer, log: { progress.log($0) })
        builder.jobs = jobs
        builder.strict = parsed.flags.contains("--strict")
        if progress.enabled { builder.progress = { progress.update($0) } }
        let sources: [SourceFile]
        do {
            sources = try command.sources(skipping: out)
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
        if sources.isEmpty {
            // An honest zero: say why nothing was rendered rather than exit quietly.
            Terminal.printLog("warning: no notebooks to render: no .md files in \(parsed.positionals.joined(separator: " "))")
        }
        let clock = ContinuousClock()
        let start = clock.now
        let result = builder.build(sources, reportPath: parsed.options["--report"])
        if progress.enabled || command.verbosity == .verbose {
            let pages = result.report.pages.count
            let blocks = result.report.pages.reduce(0) { $0 + $1.blocks.count }
            progress.finish("rendered \(pages) page\(pages == 1 ? "" : "s") (\(blocks) block\(blocks == 1 ? "" : "s"), "
                            + "\(result.failedBlocks) failed) in \(format(clock.now - start))"
                            + (cache.map { ", \($0.hits) from the cache" } ?? ""))
        }
        if GitHubAnnotations.enabled() {
            for line in GitHubAnnotations.lines(for: result.report) { Terminal.printOutput(line) }
        }
        // The honest zero above is a warning like any other.
        guard parsed.flags.contains("--watch") else { return builder.strict && sources.isEmpty ? 1 : result.exitStatus }
        return watch(builder: builder, command: command, out: out, importPaths: importPaths,
                     first: result, reportPath: parsed.options["--report"])
    }

    /// Polls every 300 ms; re-renders the pages whose files changed, one line per page.
    static func watch(builder: SiteBuilder, command: PageCommandArguments, out: String, importPaths: [String],
                      first: SiteBuilder.Result, reportPath: String?) -> Int32 {
        let inputs = command.parsed.positionals
        var builder = builder
        builder.progress = nil
        builder.log = { line in if !line.hasPrefix("rendered ") { Terminal.printLog(line) } }
        Interrupt.install()
        Terminal.printError("watching \(inputs.joined(separator: " ")) — Ctrl-C to stop")
        var dependencies = first.dependencies
        func globalFiles() -> Set<String> {
            Set(importPaths.flatMap { folder in CacheEnvironment.swiftFiles(below: folder).map { folder + "/" + $0 } })
        }
        func watched(_ sources: [SourceFile]) -> Set<String> {
            Set(dependencies.values.joined()).union(sources.map(\.path)).union(globalFiles())
        }
        var sources = (try? command.sources(skipping: out)) ?? []
        var snapshot = FileWatcher.snapshot(watched(sources))
        while !Interrupt.requested {
            usleep(300_000)
            let current = (try? command.sources(skipping: out)) ?? sources
            let now = FileWatcher.snapshot(watched(current))
            let changed = FileWatcher.changes(from: snapshot, to: now)
            guard !changed.isEmpty else { continue }
            var stale = FileWatcher.stalePages(changed: changed, dependencies: dependencies, global: globalFiles())
            if current.map(\.relativePath) != sources.map(\.relativePath) || !changed.isDisjoint(with: globalFiles()) {
                stale = Set(current.map(\.relativePath))  // pages came or went: every sidebar changes
            }
            for source in current where changed.contains(source.path) { stale.insert(source.relativePath) }
            // A page whose Markdown went takes its HTML and numbered pictures with it.
            for gone in Set(sources.map(\.relativePath)).subtracting(current.map(\.relativePath)).sorted() {
                builder.removePage(gone)
                dependencies[gone] = nil
                Terminal.printError("removed \(Notebook.stem(of: gone)).html")
            }
            sources = current
            if !stale.isEmpty {
                if current.contains(where: { $0.relativePath == "index.md" && changed.contains($0.path) }) {
                    stale = Set(current.map(\.relativePath))  // the index orders the sidebar
                }
                let clock = ContinuousClock()
                let start = clock.now
                let result = builder.build(current, reportPath: reportPath, only: stale)
                for page in result.report.pages {
                    let failed = page.failedBlocks
                    let blocks = page.blocks.count
                    Terminal.printError("re-rendered \(page.source): \(blocks) block\(blocks == 1 ? "" : "s"), \(failed) failed"
                                        + " (\(format(clock.now - start)))")
                }
                dependencies.merge(result.dependencies) { _, new in new }
            }
            snapshot = FileWatcher.snapshot(watched(current))
        }
        Terminal.printError("stopped watching")
        return 0
    }

    static func format(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let milliseconds = Double(seconds) * 1000 + Double(attoseconds) / 1e15
        return milliseconds < 1000 ? "\(Int(milliseconds)) ms" : String(format: "%.2f s", milliseconds / 1000)
    }
}
