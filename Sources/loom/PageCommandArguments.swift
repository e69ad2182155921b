/// What `render`, `check` and `record` parse alike: their own flags beside `ScriptOptions` and
/// `--jobs`, an answer to `--help`, and at least one notebook path.
struct PageCommandArguments {
    var parsed: Arguments
    var script: ScriptOptions
    var jobs: Int

    enum Outcome {
        case ready(PageCommandArguments)
        /// Help was printed or a usage error reported: exit with this status.
        case finished(Int32)
    }

    static func parse(_ arguments: [String], valueFlags: Set<String>, booleanFlags: Set<String> = [],
                      usage: String) -> Outcome {
        let command: PageCommandArguments
        do {
            let parsed = try Arguments(arguments, valueFlags: ScriptOptions.valueFlags.union(valueFlags).union(["--jobs"]),
                                       booleanFlags: booleanFlags)
            command = PageCommandArguments(parsed: parsed, script: try ScriptOptions(parsed), jobs: try ScriptOptions.jobs(parsed))
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
        return .ready(command)
    }
}
