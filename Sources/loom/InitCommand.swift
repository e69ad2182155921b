import Foundation
import LoomNotebook

/// `loom init [FOLDER]`: a commented `loom.toml` and a first notebook, never over existing files.
enum InitCommand {
    static let usage = """
        usage: loom init [FOLDER]
          Writes a commented loom.toml (the project's settings every command reads) and a first
          notebook, index.md, into FOLDER (default: the current folder). Files that exist are left
          as they are.
          -h, --help               show this help
        Exit status: 0 written (or already there), 1 a file could not be written, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        let parsed: Arguments
        do {
            parsed = try Arguments(arguments, valueFlags: [])
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
        if parsed.wantsHelp {
            Terminal.printOutput(usage)
            return 0
        }
        guard parsed.positionals.count <= 1 else { return Terminal.usageError("give at most one folder", usage: usage) }
        let folder = parsed.positionals.first ?? "."
        if let problem = OutputFolder.problem(folder) { return Terminal.usageError(problem, usage: usage) }
        do {
            let (written, kept) = try ProjectTemplate.write(into: folder)
            for name in written { Terminal.printOutput("wrote \((folder as NSString).appendingPathComponent(name))") }
            for name in kept { Terminal.printLog("note: \((folder as NSString).appendingPathComponent(name)) exists; left as it is") }
            let target = folder == "." ? "." : folder
            Terminal.printOutput("next: loom render \(target), then open \((folder as NSString).appendingPathComponent("_site/index.html"))")
            return 0
        } catch {
            Terminal.printLog("error: \(error)")
            return 1
        }
    }
}
