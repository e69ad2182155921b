import LoomNotebook

/// `loom run FILE.swift [--png OUT.png]`
enum RunCommand {
    static let usage = "usage: loom run FILE.swift [--png OUT.png]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments, valueFlags: ["--png"])
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
            let outcome = try ScriptRunner().run(path: path, pngPath: parsed.options["--png"])
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
