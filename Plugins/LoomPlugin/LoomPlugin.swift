import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory loom COMMAND …` in a package that depends
/// on Loom: runs the `loom` built from the dependency (swift-docc-plugin's pattern) in the
/// package's folder, with the package's own Swift targets importable (`--import-path` for each
/// folder that holds them), so its notebooks and catalogs `import` the package's views.
@main
struct LoomPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let loom = try context.tool(named: "loom")
        var arguments = arguments.isEmpty ? ["--help"] : arguments
        let runsSwift = ["render", "check", "record", "docc", "run", "previews"].contains(arguments[0])
        // The user's own --import-path wins; otherwise every folder `import Target` is found in.
        if runsSwift, !arguments.contains(where: { $0 == "--import-path" || $0.hasPrefix("--import-path=") }) {
            for folder in Self.importFolders(of: context.package) {
                arguments += ["--import-path", folder]
            }
        }
        let process = Process()
        process.executableURL = loom.url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        // `loom docc` runs the toolchain's docc; the plugin knows where it is.
        if environment["DOCC_EXEC"] == nil, let docc = try? context.tool(named: "docc") {
            environment["DOCC_EXEC"] = docc.url.path
        }
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            Diagnostics.error("loom \(arguments[0]) exited with status \(process.terminationStatus)")
            throw ExitStatus(status: process.terminationStatus)
        }
    }

    /// Loom finds `import X` in `<folder>/X/*.swift`: the folders that hold the package's Swift
    /// targets (usually just `Sources`), for targets whose folder is named like them.
    static func importFolders(of package: Package) -> [String] {
        var folders: [String] = []
        for case let target as SwiftSourceModuleTarget in package.targets where target.kind != .test {
            guard target.directoryURL.lastPathComponent == target.name else {
                Diagnostics.warning("target \(target.name) is in \(target.directoryURL.path), not a folder named \(target.name): loom cannot import it")
                continue
            }
            let folder = target.directoryURL.deletingLastPathComponent().path
            if !folders.contains(folder) { folders.append(folder) }
        }
        return folders
    }

    struct ExitStatus: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "loom failed (exit status \(status))" }
    }
}
