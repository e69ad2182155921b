import LoomGraphics
import LoomNotebook

/// `loom check PATH… [--out DIR] [--junit FILE] [--tolerance-deltae X] [--precision P] [--jobs N]`
/// plus `ScriptOptions`.
enum CheckCommand {
    static let usage = """
        usage: loom check PATH... [--out DIR] [--junit FILE] [--tolerance-deltae X] [--precision P] [--jobs N]
                                  [--import NAME[,NAME...]] [--import-path DIR]
                                  [--max-steps N] [--max-call-depth N] [--max-seconds S]
          Renders the notebooks and compares each block's picture with its reference (the image linked
          right after the block, named like its `//| output:`). Failures leave the new picture, the
          reference and a difference image in DIR (default _check) with DIR/report.html.
          --tolerance-deltae X     CIEDE2000 difference a pixel may have (default \(JSONValue.double(ImageTolerance.default.deltaE).serialized()))
          --precision P            share of pixels that must pass, 0...1 (default \(ImageTolerance.default.precision))
          Pages (front matter) and blocks (`//| tolerance: deltaE=3 precision=0.99`) may override both.
          --jobs N                 pages rendered at once (default: one per core)
        \(ScriptOptions.help)
        Exit status: 0 all pictures match, 1 a picture differs, a reference is missing or a block failed, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: ["--out", "--junit", "--tolerance-deltae", "--precision"], usage: usage) {
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
        var checker = ReferenceChecker(pageRenderer: PageRenderer(makeRunner: script.makeRunner, imports: script.imports),
                                       tolerance: tolerance, artifactsDirectory: parsed.options["--out"] ?? "_check",
                                       log: { Terminal.printError($0) })
        checker.jobs = jobs
        do {
            let result = try checker.check(inputs: parsed.positionals, junitPath: parsed.options["--junit"])
            if GitHubAnnotations.enabled() {
                for line in GitHubAnnotations.lines(for: result) { Terminal.printOutput(line) }
            }
            return result.exitStatus
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
    }
}
