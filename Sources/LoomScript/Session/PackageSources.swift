import Foundation

/// The library modules of one package folder and their Swift files, as `import` would load them
/// (`PackageManifest` targets with their `path` and `exclude`, or the conventional layout when the
/// manifest names none): what `loom previews` searches for previews.
public struct PackageSources: Sendable {
    public struct Module: Sendable {
        public var name: String
        /// The module's folder, as `folder` was given joined with the target's sources path.
        public var folder: String
        /// Its `.swift` files: path relative to `folder`, and the full path.
        public var files: [(relative: String, path: String)]
    }

    /// The package folder, as given.
    public var folder: String
    /// Library targets (not tests) that have Swift files, in manifest order.
    public var modules: [Module]

    /// Reads `folder`'s `Package.swift` (never run, only read) and lists its targets' files.
    public init(folder: String) {
        self.folder = folder
        let locator = ModuleLocator(importPaths: [folder], bundledLibraries: nil)
        var seen = Set<String>()
        modules = locator.modules.compactMap { module in
            guard seen.insert(module.name).inserted else { return nil }
            let files = locator.swiftFiles(of: module)
            guard !files.isEmpty else { return nil }
            let relativeFolder = String(module.folder.path.dropFirst(URL(fileURLWithPath: folder).path.count))
            let shown = folder.hasSuffix("/") ? folder + relativeFolder.drop(while: { $0 == "/" }) : folder + relativeFolder
            return Module(name: module.name, folder: shown,
                          files: files.map { ($0.relative, shown + "/" + $0.relative) })
        }
    }
}
