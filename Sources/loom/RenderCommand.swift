import LoomNotebook

/// `loom render PATH… [--out DIR] [--report FILE]`
enum RenderCommand {
    static let usage = "usage: loom render PATH... [--out DIR] [--report FILE]"

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments, valueFlags: ["--out", "--report"])
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
        if parsed.wantsHelp {
            Terminal.printOutput(usage)
            return 0
        }
        guard !parsed.positionals.isEmpty else {
            return Terminal.usageError("no notebook given", usage: usage)
        }
        let builder = SiteBuilder(outputDirectory: parsed.options["--out"] ?? "_site",
                                  log: { Terminal.printError($0) })
        do {
            let result = try builder.build(inputs: parsed.positionals, reportPath: parsed.options["--report"])
            return result.exitStatus
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
    }
}
