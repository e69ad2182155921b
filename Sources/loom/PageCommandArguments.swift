import LoomNotebook

/// What `render`, `check` and `record` parse alike: their own flags beside `ScriptOptions`,
/// `--jobs`, `--quiet` and `--verbose`, an answer to `--help`, at least one notebook path, and
/// the project's `loom.toml` (its import paths and imports join the command line's).
struct PageCommandArguments {
    var parsed: Arguments
    var script: ScriptOptions
    var jobs: Int
    var verbosity: Verbosity
    var config: ProjectConfig?

    enum Outcome {
        case ready(PageCommandArguments)
        /// Help was printed or a usage error reported: exit with this status.
        case finished(Int32)
    }

    static let help = """
          --jobs N                 pages rendered at once (default: one per core)
          --quiet                  print only problems (errors, warnings, notes)
          --verbose                print a line per page, also on a terminal (instead of the live progress line)
        """

    static func parse(_ arguments: [String], valueFlags: Set<String>, booleanFlags: Set<String> = [],
                      usage: String) -> Outcome {
        let command: PageCommandArguments
        do {
            let parsed = try Arguments(arguments, valueFlags: ScriptOptions.valueFlags.union(valueFlags).union(["--jobs"]),
                                       booleanFlags: booleanFlags.union(["--quiet", "--verbose"]))
            if parsed.flags.contains("--quiet"), parsed.flags.contains("--verbose") {
                throw Arguments.UsageError(description: "--quiet and --verbose cannot be used together")
            }
            let verbosity: Verbosity = parsed.flags.contains("--quiet") ? .quiet : parsed.flags.contains("--verbose") ? .verbose : .normal
            command = PageCommandArguments(parsed: parsed, script: try ScriptOptions(parsed), jobs: try ScriptOptions.jobs(parsed),
                                           verbosity: verbosity)
        } catch {
            return .finished(Terminal.usageError("\(error)", usage: usage))
        }
        if command.parsed.wantsHelp {
            Terminal.printOutput(usage)
            return .finished(0)
        }
        guard !command.parsed.positionals.isEmpty else {
            return .finished(Terminal.usageError("no notebook given", usage: usage))
        }
        var ready = command
        if let path = ProjectConfig.find(for: command.parsed.positionals[0]) {
            do {
                let config = try ProjectConfig.load(path)
                ready.config = config
                ready.script.importPaths += config.importPaths.filter { !ready.script.importPaths.contains($0) }
                ready.script.imports += config.imports.filter { !ready.script.imports.contains($0) }
            } catch {
                return .finished(Terminal.usageError("\(error)", usage: usage))
            }
            if command.verbosity == .verbose { Terminal.printError("using \(path)") }
        }
        return .ready(ready)
    }

    /// The output folder: `--out`, else the config's, else `fallback`; nil (after reporting a
    /// usage error) when it cannot be a folder.
    func outputFolder(config configured: String?, fallback: String, usage: String) -> String? {
        let out = parsed.options["--out"] ?? configured ?? fallback
        if let problem = OutputFolder.problem(out) {
            _ = Terminal.usageError("--out: \(problem)", usage: usage)
            return nil
        }
        return out
    }

    /// The Markdown files the paths stand for, without those the config excludes.
    func sources(skipping out: String) throws -> [SourceFile] {
        let sources = try SiteBuilder.sources(inputs: parsed.positionals, skipping: out)
        return config?.filter(sources) ?? sources
    }

    /// A page renderer for the command, starting every page from the config's block defaults.
    func pageRenderer(_ renderer: PageRenderer) -> PageRenderer {
        var renderer = renderer
        renderer.pageDefaults = script.canvasDefaults(config?.defaults ?? CellOptions())
        return renderer
    }
}
