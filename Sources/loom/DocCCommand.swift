import Foundation
import LoomNotebook

/// `loom docc PATH/Name.docc [--out DIR] [--no-convert] [--hosting-base-path P]` plus `ScriptOptions`.
enum DocCCommand {
    static let usage = """
        usage: loom docc PATH/Name.docc [options]
          Runs the swift blocks of the catalog's articles and writes a copy of the catalog to DIR/Name.docc
          with each picture as a resource (Name@2x.png, and Name~dark@2x.png drawn in the dark palette)
          placed after the block that drew it; a picture placed right after a block already (![…](x.png)
          or @Image(source: x.png, …)) is replaced by Loom's. A tutorial step's @Code file draws its
          @Image preview; an @Snippet's file draws the picture placed after it. Then, when docc is found
          (DOCC_EXEC, PATH or beside swift), runs `docc convert --transform-for-static-hosting` into DIR/site.
          The catalog itself is never changed. A catalog in Package/Sources/Target/ imports Target from
          Package for its articles, as DocC articles use their module without importing it.
          --out DIR                where the copy and the site go (default _docc)
          --no-convert             write the copy only; do not run docc
          --hosting-base-path P    the path the site is served under (docc's --hosting-base-path)
        \(PageCommandArguments.help)
        \(ScriptOptions.help)
          -h, --help               show this help
        Exit status: 0 every block ran and the site was made, 1 a block failed, a picture could not be
        placed or docc failed, 2 usage error.
        """

    static func run(_ arguments: [String]) -> Int32 {
        var command: PageCommandArguments
        switch PageCommandArguments.parse(arguments, valueFlags: ["--out", "--hosting-base-path"],
                                          booleanFlags: ["--no-convert"], usage: usage) {
        case .ready(let ready): command = ready
        case .finished(let status): return status
        }
        guard command.parsed.positionals.count == 1 else {
            return Terminal.usageError("give one catalog, not \(command.parsed.positionals.count)", usage: usage)
        }
        let catalog: DocCCatalog
        do {
            catalog = try DocCCatalog(path: command.parsed.positionals[0])
        } catch {
            return Terminal.usageError("\(error)", usage: usage)
        }
        guard let out = command.outputFolder(config: nil, fallback: "_docc", usage: usage) else { return 2 }
        if let problem = DocCCatalogBuilder.outputProblem(catalog: catalog, out: out) {
            return Terminal.usageError("--out: \(problem)", usage: usage)
        }
        importTarget(of: catalog, into: &command)
        let script = command.script
        let cache = BlockCache(directory: out + "/.loom-cache",
                               environment: CacheEnvironment.current(importPaths: script.importPaths, extra: script.cacheKeyParts))
        let renderer = command.pageRenderer(PageRenderer(makeRunner: script.makeRunner, cache: cache, imports: script.imports))
        var builder = DocCCatalogBuilder(pageRenderer: renderer, log: { Terminal.printLog($0) })
        builder.jobs = command.jobs
        let result: DocCCatalogBuilder.Result
        do {
            result = try builder.build(catalog, out: out)
        } catch {
            Terminal.printLog("error: \(error)")
            return 1
        }
        for problem in result.problems { Terminal.printLog(problem) }
        let replaced = result.pictures.filter(\.replacedReference).count
        Terminal.printLog("ran \(catalog.path): \(result.articles) article\(result.articles == 1 ? "" : "s"), \(result.blocks) block\(result.blocks == 1 ? "" : "s"), "
                          + "\(result.failedBlocks) failed; \(result.pictures.count) picture\(result.pictures.count == 1 ? "" : "s") "
                          + "(\(replaced) replacing the catalog's) in \(result.copyPath)"
                          + (result.symbols > 0 ? "; \(result.symbols) public symbol\(result.symbols == 1 ? "" : "s") read for docc" : ""))
        var status: Int32 = result.succeeded ? 0 : 1
        guard !command.parsed.flags.contains("--no-convert") else { return status }
        guard let converter = DocCConverter.find() else {
            Terminal.printLog("warning: docc not found (not in DOCC_EXEC, on PATH or beside swift); the site was not made")
            return status
        }
        let site = out + "/site"
        do {
            let outcome = try converter.convert(catalog: result.copyPath, name: catalog.name, site: site,
                                                hostingBasePath: command.parsed.options["--hosting-base-path"],
                                                symbolGraphs: result.symbolGraphs)
            // docc's warnings go to a log, its errors to the terminal.
            try AtomicFile.write(outcome.output, to: out + "/" + DocCCatalogBuilder.logName)
            for line in outcome.errors { Terminal.printLog("docc: \(line)") }
            guard outcome.status == 0 else {
                Terminal.printLog("error: docc convert failed (status \(outcome.status)); see \(out)/docc.log")
                return 1
            }
            Terminal.printLog("wrote \(site) with docc (\(outcome.warnings) warning\(outcome.warnings == 1 ? "" : "s") in \(out)/docc.log)")
        } catch {
            Terminal.printLog("error: could not run \(converter.executable): \(error)")
            status = 1
        }
        return status
    }

    /// DocC articles use their module's types without importing it: a catalog in
    /// `Package/Sources/Target/` imports `Target`, found in `Package`.
    static func importTarget(of catalog: DocCCatalog, into command: inout PageCommandArguments) {
        guard let (package, target) = catalog.packageTarget else { return }
        if !command.script.importPaths.contains(package) { command.script.importPaths.append(package) }
        if !command.script.imports.contains(target) { command.script.imports.append(target) }
        if command.verbosity != .quiet { Terminal.printError("note: the articles import \(target) from \(package)") }
    }
}
