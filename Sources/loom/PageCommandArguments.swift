import LoomNotebook

/// What `render`, `check` and `record` parse alike: their own flags beside `ScriptOptions`,
/// `--jobs`, `--quiet` and `--verbose`, an answer to `--help`, and at least one notebook path.
struct PageCommandArguments {
    var parsed: Arguments
    var script: ScriptOptions
    var jobs: Int
    var verbosity: Verbosity

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
        if let out = command.parsed.options["--out"], let problem = OutputFolder.problem(out) {
            return .finished(Terminal.usageError("--out: \(problem)", usage: usage))
        }
        return .ready(command)
    }
}
