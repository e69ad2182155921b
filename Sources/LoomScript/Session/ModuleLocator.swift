import Foundation

/// Finds the sources of the modules `import` can name. An import path is a package folder (its
/// `Package.swift` targets, with their `path` and `exclude`), or a plain folder of module folders
/// (`<path>/X/` or `<path>/Sources/X/`); bundled libraries come last.
struct ModuleLocator {
    /// One importable module: its name and the folder its `.swift` files are under.
    struct Module {
        var name: String
        var folder: URL
        /// Paths relative to `folder` that are not part of the module (a manifest's `exclude`).
        var exclude: [String] = []
    }

    var importPaths: [String]
    var bundledLibraries: URL?

    /// Every module, in search order: a name found twice resolves to the first.
    var modules: [Module] {
        var out: [Module] = []
        let fm = FileManager.default
        for path in importPaths {
            let root = URL(fileURLWithPath: path)
            // A manifest that names no targets (a stub, or one built by code Loom does not run)
            // falls back to the conventional layout.
            if let manifest = PackageManifest.read(package: root), !manifest.targets.isEmpty {
                let targets = manifest.libraryTargets
                for target in targets {
                    out.append(Module(name: target.name, folder: sourcesFolder(of: target, in: root, alone: targets.count == 1),
                                      exclude: target.exclude))
                }
                continue
            }
            for folder in [root, root.appendingPathComponent("Sources")] {
                for entry in ((try? fm.contentsOfDirectory(atPath: folder.path)) ?? []).sorted() where entry != "Sources" {
                    let candidate = folder.appendingPathComponent(entry)
                    if isFolder(candidate) { out.append(Module(name: entry, folder: candidate)) }
                }
            }
        }
        if let bundled = bundledLibraries {
            for entry in ((try? fm.contentsOfDirectory(atPath: bundled.path)) ?? []).sorted() {
                out.append(Module(name: entry, folder: bundled.appendingPathComponent(entry)))
            }
        }
        return out
    }

    /// Where SwiftPM finds a target's sources: its `path`, else `<dir>/<Name>` for the first of
    /// the conventional folders that has it, else (for a package's only target) the
    /// conventional folder itself (`Sources/Lib.swift`).
    func sourcesFolder(of target: PackageManifest.Target, in root: URL, alone: Bool) -> URL {
        if let path = target.path { return root.appendingPathComponent(path) }
        let conventional = ["Sources", "Source", "src", "srcs"].map(root.appendingPathComponent)
        if let folder = conventional.lazy.map({ $0.appendingPathComponent(target.name) }).first(where: isFolder) { return folder }
        if alone, let folder = conventional.first(where: isFolder) { return folder }
        return root.appendingPathComponent(target.sourcesPath)
    }

    /// The first module called `name` that has Swift files.
    func module(named name: String) -> (Module, files: [(relative: String, url: URL)])? {
        for m in modules where m.name == name {
            let files = swiftFiles(of: m)
            if !files.isEmpty { return (m, files) }
        }
        return nil
    }

    /// Names of every module with Swift files, sorted.
    var names: [String] {
        Array(Set(modules.filter { !swiftFiles(of: $0).isEmpty }.map(\.name))).sorted()
    }

    /// The module's `.swift` files, sorted by path relative to its folder. Symlinked folders are
    /// followed (each real folder once, so a link cycle ends).
    func swiftFiles(of module: Module) -> [(relative: String, url: URL)] {
        var out: [(String, URL)] = []
        var seen = Set<String>()
        let excluded = module.exclude.map { $0.hasSuffix("/") ? String($0.dropLast()) : $0 }
        func walk(_ folder: URL, _ prefix: String) {
            let real = folder.resolvingSymlinksInPath().path
            guard seen.insert(real).inserted,
                  let entries = try? FileManager.default.contentsOfDirectory(atPath: real) else { return }
            for entry in entries.sorted() where !entry.hasPrefix(".") {
                let relative = prefix.isEmpty ? entry : prefix + "/" + entry
                if excluded.contains(where: { relative == $0 || relative.hasPrefix($0 + "/") }) { continue }
                let url = URL(fileURLWithPath: real).appendingPathComponent(entry)
                if isFolder(url) {
                    // SwiftPM compiles no Swift inside a bundle: a DocC catalog's tutorial steps,
                    // an asset catalog, a localization folder.
                    if Self.bundleExtensions.contains(url.pathExtension) { continue }
                    walk(url, relative)
                } else if entry.hasSuffix(".swift") {
                    out.append((relative, url))
                }
            }
        }
        walk(module.folder, "")
        return out.sorted { $0.0 < $1.0 }
    }

    static let bundleExtensions: Set<String> = ["docc", "xcassets", "lproj", "bundle", "xcdatamodeld", "playground"]

    func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.resolvingSymlinksInPath().path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
