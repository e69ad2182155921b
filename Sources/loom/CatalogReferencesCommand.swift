import LoomGraphics
import LoomNotebook

/// `loom check Name.docc` and `loom record Name.docc`: the references are the catalog's own
/// images (`DocCReferences`), not images beside a notebook.
enum CatalogReferencesCommand {
    /// The catalog when the command's one path is a `.docc` folder.
    static func catalog(_ command: PageCommandArguments) -> DocCCatalog? {
        guard command.parsed.positionals.count == 1 else { return nil }
        return try? DocCCatalog(path: command.parsed.positionals[0])
    }

    static func check(_ catalog: DocCCatalog, command: PageCommandArguments, tolerance: ImageTolerance, out: String) -> Int32 {
        var command = command
        DocCCommand.importTarget(of: catalog, into: &command)
        var references = DocCReferences(pageRenderer: renderer(command), tolerance: tolerance, log: { Terminal.printLog($0) })
        references.jobs = command.jobs
        do {
            let result = try references.check(catalog, artifacts: out)
            let failed = result.cases.filter { if case .matches = $0.outcome { false } else { true } }.count
            Terminal.printLog("checked \(result.cases.count) picture\(result.cases.count == 1 ? "" : "s") of \(catalog.path): "
                              + "\(result.cases.count - failed) match, \(failed) differ or are missing; \(result.failedBlocks) block\(result.failedBlocks == 1 ? "" : "s") failed")
            return result.exitStatus
        } catch {
            Terminal.printLog("error: \(error)")
            return 1
        }
    }

    static func record(_ catalog: DocCCatalog, command: PageCommandArguments, all: Bool, missingOnly: Bool) -> Int32 {
        var command = command
        DocCCommand.importTarget(of: catalog, into: &command)
        var references = DocCReferences(pageRenderer: renderer(command), log: { Terminal.printLog($0) })
        references.jobs = command.jobs
        do {
            let result = try references.record(catalog, all: all, missingOnly: missingOnly)
            let written = result.cases.filter { $0.outcome == .written }.count
            Terminal.printLog("recorded references of \(catalog.path): \(written) written, \(result.cases.count - written) unchanged")
            return result.exitStatus
        } catch {
            Terminal.printLog("error: \(error)")
            return 1
        }
    }

    static func renderer(_ command: PageCommandArguments) -> PageRenderer {
        command.pageRenderer(PageRenderer(makeRunner: command.script.makeRunner, imports: command.script.imports))
    }
}
