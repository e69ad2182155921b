import LoomNotebook

/// `loom run FILE.swift [--png OUT.png [--layout-dump]]` plus `ScriptOptions`.
enum RunCommand {
    static let usage = """
        usage: loom run FILE.swift [--png OUT.png [--layout-dump]] [--import NAME[,NAME...]] [--import-path DIR]
                                   [--max-steps N] [--max-call-depth N] [--max-seconds S] [--max-memory SIZE]
          Runs the script like `swift FILE.swift`: what it prints goes to stdout, errors to stderr.
          --png OUT.png            render the last view the script makes to OUT.png
          --layout-dump            with --png, write the laid-out view tree to OUT.layout.txt
        \(ScriptOptions.runHelp)
        Exit status: 0 ran, 1 an error or fault, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        let script: ScriptOptions
        do {
            parsed = try Arguments(arguments, valueFlags: ScriptOptions.valueFlags.union(["--png"]), booleanFlags: ["--layout-dump"])
            script = try ScriptOptions(parsed)
            if parsed.flags.contains("--layout-dump"), parsed.options["--png"] == nil {
                throw Arguments.UsageError(description: "--layout-dump needs --png")
            }
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
        if parsed.wantsHelp {
            Terminal.printOutput(usage)
            return 0
        }
        guard parsed.positionals.count == 1, let path = parsed.positionals.first else {
            return Terminal.usageError(parsed.positionals.isEmpty ? "no script given" : "give exactly one script",
                                       usage: usage)
        }
        do {
            let png = parsed.options["--png"]
            let layout = parsed.flags.contains("--layout-dump") ? png.map { ($0.hasSuffix(".png") ? String($0.dropLast(4)) : $0) + ".layout.txt" } : nil
            var runner = ScriptRunner(makeRunner: script.makeRunner, imports: script.imports)
            runner.canvas = script.canvasDefaults(CellOptions())
            let outcome = try runner.run(path: path, pngPath: png, layoutPath: layout)
            Terminal.printOutput(outcome.standardOutput, terminator: "")
            Terminal.printError(outcome.standardError, terminator: "")
            return outcome.exitStatus
        } catch LoomError.missingPath(let missing) {
            return Terminal.usageError("no such file: \(missing)", usage: usage)
        } catch {
            Terminal.printError("error: \(error)")
            return 1
        }
    }
}
