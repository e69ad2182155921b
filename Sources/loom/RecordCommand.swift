import LoomNotebook

/// `loom record PATH… [--missing] [--jobs N]` plus `ScriptOptions`.
enum RecordCommand {
    static let usage = """
        usage: loom record PATH... [--missing] [--jobs N] [--import NAME[,NAME...]] [--import-path DIR]
                                   [--max-steps N] [--max-call-depth N] [--max-seconds S]
          Renders the notebooks and writes each block's picture to its reference file (the image linked
          right after the block, named like its `//| output:`), plus .loom-fingerprint.json beside them.
          Never changes the Markdown. --missing writes only references that do not exist yet.
          --jobs N                 pages rendered at once (default: one per core)
        \(ScriptOptions.help)
        Exit status: 0 recorded, 1 a referenced block failed or a file could not be written, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: [], booleanFlags: ["--missing"], usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        let (parsed, script, jobs) = (command.parsed, command.script, command.jobs)
        var recorder = ReferenceRecorder(pageRenderer: PageRenderer(makeRunner: script.makeRunner, imports: script.imports),
                                         missingOnly: parsed.flags.contains("--missing"), log: { line in
            if line.contains("error:") { Terminal.printError(line) } else { Terminal.printOutput(line) }
        })
        recorder.jobs = jobs
        do {
            return try recorder.record(inputs: parsed.positionals).exitStatus
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
    }
}
