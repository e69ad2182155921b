import Foundation
import LoomGraphics
import LoomNotebook

/// `loom previews PACKAGE… [--out DIR] [--report FILE] [--check | --record] [--references DIR]`
/// plus `PageCommandArguments` and `ScriptOptions`.
enum PreviewsCommand {
    static let usage = """
        usage: loom previews PACKAGE_DIR... [options]
          Finds every #Preview and PreviewProvider in the packages' targets (read from Package.swift) and
          renders them into a gallery: a page per Swift file, grouped by module, each preview on a card with
          its name (or TypeName / line), a file:line link and its code folded under the picture; the index
          is a contact sheet of all of them. A preview's canvas follows its traits (.sizeThatFitsLayout,
          .fixedLayout(width:height:), .landscapeLeft, previewDevice, a dark colour scheme), else the
          phone-wide canvas. The previews of one file share one session; files render in parallel.
          --out DIR                where the gallery goes (default _previews), or with --check the failure
                                   artifacts and report.html (default _check; emptied first)
          --report FILE            also write a JSON report: one entry per preview (source, line, name, status,
                                   outputs, diagnostics)
          --check                  compare every preview with its reference picture, exactly like `loom check`
          --record                 write every preview's reference picture (--missing: only absent ones)
          --references DIR         the reference pictures' folder (default PACKAGE/\(PreviewPackage.defaultReferences),
                                   holding <Module>/<File>/<name>.png); --check=DIR and --record=DIR say the same
          --junit FILE             with --check: also write JUnit XML, a test case per preview
          --missing                with --record: write only references that do not exist yet
          --cache DIR              keep block outputs between runs here (default DIR/.loom-cache)
          --no-cache               run every preview and keep nothing
          --placeholder-assets     draw a labelled grey box for an Image("name") that has no file
        \(PageCommandArguments.help)
        \(ScriptOptions.help)
          -h, --help               show this help
        Exit status: 0 every preview rendered (with --check: matches its reference; with --record: was
        recorded), 1 a recorded preview failed or differs or a reference is missing, 2 usage error;
        a preview that fails and was never recorded is a warning.
        """

    static func run(_ arguments: [String]) -> Int32 {
        // `--check=DIR` / `--record=DIR`: the mode and the references folder in one.
        var given: [String] = []
        for argument in arguments {
            if let mode = ["--check", "--record"].first(where: { argument.hasPrefix($0 + "=") }) {
                given += [mode, "--references", String(argument.dropFirst(mode.count + 1))]
            } else {
                given.append(argument)
            }
        }
        let command: PageCommandArguments
        switch PageCommandArguments.parse(given, valueFlags: ["--out", "--report", "--references", "--junit", "--cache"],
                                          booleanFlags: ["--check", "--record", "--missing", "--no-cache", "--placeholder-assets"], usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        var (parsed, script) = (command.parsed, command.script)
        let checking = parsed.flags.contains("--check"), recording = parsed.flags.contains("--record")
        if checking && recording { return Terminal.usageError("--check and --record cannot be used together", usage: usage) }
        if parsed.options["--junit"] != nil && !checking { return Terminal.usageError("--junit goes with --check", usage: usage) }
        if let flag = ["--report", "--cache", "--no-cache"].first(where: { parsed.options[$0] != nil || parsed.flags.contains($0) }),
           checking || recording {
            return Terminal.usageError("\(flag) goes with the gallery, not with --\(checking ? "check" : "record")", usage: usage)
        }
        if parsed.flags.contains("--missing") && !recording { return Terminal.usageError("--missing goes with --record", usage: usage) }
        if parsed.flags.contains("--no-cache"), parsed.options["--cache"] != nil {
            return Terminal.usageError("--cache and --no-cache cannot be used together", usage: usage)
        }
        var packages: [PreviewPackage] = []
        for folder in parsed.positionals {
            guard FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent("Package.swift")) else {
                return Terminal.usageError("\(folder) is not a package folder (no Package.swift)", usage: usage)
            }
            if parsed.options["--references"] != nil, parsed.positionals.count > 1 {
                return Terminal.usageError("--references names one package's folder; give one package with it", usage: usage)
            }
            packages.append(PreviewPackage(folder: folder, references: parsed.options["--references"]))
            // The package's own modules are what its previews import.
            if !script.importPaths.contains(folder) { script.importPaths.append(folder) }
        }
        for package in packages {
            for warning in package.files.flatMap(\.warnings) { Terminal.printLog(warning) }
            if command.verbosity != .quiet {
                Terminal.printError("found \(package.previewCount) preview\(package.previewCount == 1 ? "" : "s") in \(package.files.count) of "
                                    + "\(package.filesSearched) Swift files of \(package.folder)")
            }
        }
        let gallery = PreviewGallery(packages: packages)
        let progress = ProgressLine(verbosity: command.verbosity)
        func renderer(cache: BlockCache?) -> PageRenderer {
            command.pageRenderer(PageRenderer(makeRunner: script.makeRunner, cache: cache,
                                              placeholderAssets: parsed.flags.contains("--placeholder-assets"), imports: script.imports))
                .locatingDiagnosticsInCodeFiles()
        }
        func record(_ source: SourceFile, missing: Bool) -> String {
            let package = packages.first { source.path.hasPrefix($0.references + "/") }
            let references = package.map { $0.references == ($0.folder as NSString).appendingPathComponent(PreviewPackage.defaultReferences)
                ? "" : " --references \($0.references)" } ?? ""
            return "loom previews \(package?.folder ?? ".") --record\(missing ? " --missing" : "")\(references)"
        }
        if recording {
            var recorder = ReferenceRecorder(pageRenderer: renderer(cache: nil), missingOnly: parsed.flags.contains("--missing"), log: { line in
                progress.log(line, toStandardOutput: true, lasting: line.hasPrefix("recorded ") || line.hasPrefix("wrote "))
            })
            recorder.jobs = command.jobs
            if progress.enabled { recorder.progress = { progress.update($0) } }
            return recorder.record(gallery.sources(linkingReferences: true)).exitStatus
        }
        if checking {
            guard let out = command.outputFolder(config: nil, fallback: "_check", usage: usage) else { return 2 }
            var checker = ReferenceChecker(pageRenderer: renderer(cache: nil), artifactsDirectory: out,
                                           log: { progress.log($0, lasting: $0.hasPrefix("checked ")) })
            checker.jobs = command.jobs
            checker.requireReferences = true
            checker.skipsUnrecordedFailures = true
            checker.recordCommand = record
            if progress.enabled { checker.progress = { progress.update($0) } }
            let result = checker.check(gallery.sources(linkingReferences: true), junitPath: parsed.options["--junit"])
            if GitHubAnnotations.enabled() {
                for line in GitHubAnnotations.lines(for: result) { Terminal.printOutput(line) }
            }
            return result.exitStatus
        }
        guard let out = command.outputFolder(config: nil, fallback: "_previews", usage: usage) else { return 2 }
        let cache: BlockCache? = parsed.flags.contains("--no-cache") ? nil : BlockCache(
            directory: parsed.options["--cache"] ?? (out as NSString).appendingPathComponent(".loom-cache"),
            environment: CacheEnvironment.current(importPaths: script.importPaths, extra: script.cacheKeyParts))
        var builder = SiteBuilder(outputDirectory: out, pageRenderer: renderer(cache: cache), log: { progress.log($0) })
        builder.jobs = command.jobs
        if progress.enabled { builder.progress = { progress.update($0) } }
        let clock = ContinuousClock()
        let start = clock.now
        let result = gallery.build(with: builder, reportPath: parsed.options["--report"])
        progress.finish("rendered \(result.rendered) of \(result.found) preview\(result.found == 1 ? "" : "s") "
                        + "(\(result.failed) failed) into \(out)/index.html in \(RenderCommand.format(clock.now - start))"
                        + (cache.map { ", \($0.hits) from the cache" } ?? ""))
        return result.exitStatus
    }
}
