import LoomGraphics
import LoomNotebook

/// `loom check PATH… [--out DIR] [--junit FILE] [--tolerance-deltae X] [--precision P]
/// [--require-references]` plus `PageCommandArguments` and `ScriptOptions`.
enum CheckCommand {
    static let usage = """
        usage: loom check PATH... [options]
          Renders the notebooks and compares each block's picture with its reference (the image linked
          right after the block, named like its `//| output:`; in a DocC catalog, Name.docc, the catalog's
          image placed right after the block, light and ~dark variants): exact bytes first, then CIEDE2000 colour
          difference. Failures leave the new picture, the reference and a difference image in DIR with
          DIR/report.html. Under GitHub Actions (GITHUB_ACTIONS=true) failures are also printed as
          ::error annotations.
          --out DIR                where failure artifacts and report.html go (default _check; emptied first)
          --junit FILE             also write JUnit XML: a test case per checked block, with file and line
          --tolerance-deltae X     CIEDE2000 difference a pixel may have (default \(JSONValue.double(ImageTolerance.default.deltaE).serialized()))
          --precision P            share of pixels that must pass, 0...1 or a percentage (default \(ImageTolerance.default.precision))
                                   Pages (front matter) and blocks (`//| tolerance: deltaE=3 precision=0.99`) may override both.
          --require-references     fail when no picture was checked (no block is followed by its reference)
          --strict                 every warning fails the run: a missing image, a link or image outside the notebook's
                                   folder, text repaired (invalid UTF-8), and no picture checked (as --require-references)
          --safe                   run the pages as `loom render --safe` does (raw HTML dropped), for notebooks you do
                                   not trust; references placed with <img> are still checked, inside the notebook's folder
        \(PageCommandArguments.help)
        \(ScriptOptions.help)
          -h, --help               show this help
        Exit status: 0 every picture matches, 1 a picture differs, a reference is missing, a block failed
        the front matter is wrong, (with --require-references) nothing was checked or (with --strict) there
        was a warning, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: ["--out", "--junit", "--tolerance-deltae", "--precision"],
                                          booleanFlags: ["--require-references", "--safe", "--strict"], usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        let (parsed, script, jobs) = (command.parsed, command.script, command.jobs)
        var tolerance = ImageTolerance.default
        if let text = parsed.options["--tolerance-deltae"] {
            guard let value = Double(text), value.isFinite, value >= 0, value <= 100 else {
                return Terminal.usageError("--tolerance-deltae expects a number from 0 to 100, not '\(text)'", usage: usage)
            }
            tolerance.deltaE = value
        }
        if let text = parsed.options["--precision"] {
            var override = ToleranceOverride()
            guard override.parse("precision=" + text) == nil, let value = override.precision else {
                return Terminal.usageError("--precision expects a number from 0 to 1 (or a percentage), not '\(text)'", usage: usage)
            }
            tolerance.precision = value
        }
        let progress = ProgressLine(verbosity: command.verbosity)
        guard let out = command.outputFolder(config: command.config?.checkOut, fallback: "_check", usage: usage) else { return 2 }
        if let catalog = CatalogReferencesCommand.catalog(command) {
            if let flag = ["--junit", "--require-references"].first(where: { parsed.options[$0] != nil || parsed.flags.contains($0) }) {
                return Terminal.usageError("\(flag) is not supported for a DocC catalog yet", usage: usage)
            }
            return CatalogReferencesCommand.check(catalog, command: command, tolerance: tolerance, out: out)
        }
        var checker = ReferenceChecker(pageRenderer: command.pageRenderer(PageRenderer(makeRunner: script.makeRunner, imports: script.imports,
                                                                                              safe: parsed.flags.contains("--safe"))),
                                       tolerance: tolerance, artifactsDirectory: out,
                                       log: { progress.log($0, lasting: $0.hasPrefix("checked ")) })
        checker.jobs = jobs
        checker.requireReferences = parsed.flags.contains("--require-references") || command.config?.requireReferences == true
        checker.strict = parsed.flags.contains("--strict")
        if progress.enabled { checker.progress = { progress.update($0) } }
        do {
            let result = checker.check(try command.sources(skipping: out), junitPath: parsed.options["--junit"])
            if GitHubAnnotations.enabled() {
                for line in GitHubAnnotations.lines(for: result) { Terminal.printOutput(line) }
            }
            return result.exitStatus
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
    }
}
