import LoomNotebook

/// `loom record PATH… [--missing | --all] [--jobs N]` plus `ScriptOptions`.
enum RecordCommand {
    static let usage = """
        usage: loom record PATH... [options]
          Renders the notebooks and writes each block's picture to its reference file (the image linked
          right after the block, named like its `//| output:`), plus .loom-fingerprint.json beside them.
          In a DocC catalog (Name.docc) the references are the catalog's images placed right after the
          blocks, written in the variants Loom draws (name@2x.png, name~dark@2x.png). Never changes the Markdown. A reference the new picture still matches within the tolerance
          (what `loom check` passes) is kept as it is, so recording makes no needless binary diffs.
          --missing                write only references that do not exist yet
          --all                    rewrite every reference, also those within the tolerance
          --safe                   run the pages as `loom render --safe` does (raw HTML dropped)
        \(PageCommandArguments.help)
        \(ScriptOptions.help)
          -h, --help               show this help
        Exit status: 0 recorded, 1 a referenced block failed or a file could not be written, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: [], booleanFlags: ["--missing", "--all", "--safe"], usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        let (parsed, script, jobs) = (command.parsed, command.script, command.jobs)
        if parsed.flags.contains("--missing"), parsed.flags.contains("--all") {
            return Terminal.usageError("--missing and --all cannot be used together", usage: usage)
        }
        if let catalog = CatalogReferencesCommand.catalog(command) {
            return CatalogReferencesCommand.record(catalog, command: command, all: parsed.flags.contains("--all"),
                                                   missingOnly: parsed.flags.contains("--missing"))
        }
        let progress = ProgressLine(verbosity: command.verbosity)
        var recorder = ReferenceRecorder(pageRenderer: command.pageRenderer(PageRenderer(makeRunner: script.makeRunner, imports: script.imports,
                                                                                                 safe: parsed.flags.contains("--safe"))),
                                         missingOnly: parsed.flags.contains("--missing"),
                                         all: parsed.flags.contains("--all"), log: { line in
            progress.log(line, toStandardOutput: true, lasting: line.hasPrefix("recorded ") || line.hasPrefix("wrote "))
        })
        recorder.jobs = jobs
        if progress.enabled { recorder.progress = { progress.update($0) } }
        do {
            let sources = try SourceFile.collect(parsed.positionals)
            return recorder.record(command.config?.filter(sources) ?? sources).exitStatus
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
    }
}
