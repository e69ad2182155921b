import Foundation

/// A DocC documentation catalog (`Name.docc`): a folder of articles (Markdown), tutorials and
/// resources. DocC finds a resource by its file name anywhere in the catalog.
public struct DocCCatalog {
    /// The catalog folder as the user named it.
    public var path: String
    /// `Sliders` for `Sliders.docc`.
    public var name: String

    public enum Problem: Error, CustomStringConvertible, Equatable {
        case missing(String)
        case notCatalog(String)

        public var description: String {
            switch self {
            case .missing(let path): return "no such catalog: \(path)"
            case .notCatalog(let path): return "\(path) is not a DocC catalog (a folder whose name ends in .docc)"
            }
        }
    }

    public init(path: String) throws(Problem) {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { throw .missing(path) }
        let trimmed = path.hasSuffix("/") ? String(path.dropLast()) : path
        let folder = (trimmed as NSString).lastPathComponent
        guard isDirectory.boolValue, folder.lowercased().hasSuffix(".docc"), folder.count > 5 else { throw .notCatalog(path) }
        self.path = trimmed
        self.name = String(folder.dropLast(5))
    }

    /// Whether `path` names a catalog folder (how `check` and `record` tell one from notebooks).
    public static func isCatalog(_ path: String) -> Bool {
        (try? DocCCatalog(path: path)) != nil
    }

    /// The catalog's articles: every `.md` file below it, sorted, hidden folders skipped.
    public func articles() throws -> [SourceFile] {
        try SourceFile.collect([path])
    }

    /// The package and target the catalog documents, when it sits where SwiftPM puts one
    /// (`Package/Sources/Target/Name.docc`): its articles' code uses the target's types without
    /// importing it, as DocC articles do.
    public var packageTarget: (package: String, target: String)? {
        let target = (path as NSString).deletingLastPathComponent
        let sources = (target as NSString).deletingLastPathComponent
        guard (sources as NSString).lastPathComponent == "Sources" else { return nil }
        let package = (sources as NSString).deletingLastPathComponent
        let manifest = (package.isEmpty ? "." : package) + "/Package.swift"
        guard FileManager.default.fileExists(atPath: manifest) else { return nil }
        return (package.isEmpty ? "." : package, (target as NSString).lastPathComponent)
    }

    /// The resource files below `folder` (a catalog or its copy) by base name (`ring` →
    /// `Resources/ring.png`, `Resources/ring~dark@2x.png`), relative to `folder`.
    public static func images(below folder: String) -> [String: [String]] {
        var found: [String: [String]] = [:]
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [:] }
        while let relative = enumerator.nextObject() as? String {
            let name = (relative as NSString).lastPathComponent
            guard let base = DocCImageName.base(ofFile: name) else { continue }
            found[base, default: []].append(relative)
        }
        return found.mapValues { $0.sorted() }
    }

    /// Copies the catalog to `destination` (which must not exist): folders and regular files.
    /// Symlinks are not followed (DESIGN: Sandbox) — each one skipped is returned, relative.
    public func copy(to destination: String) throws -> [String] {
        let fileManager = FileManager.default
        try fileManager.createDirectory(atPath: destination, withIntermediateDirectories: true)
        var skipped: [String] = []
        guard let enumerator = fileManager.enumerator(atPath: path) else { return [] }
        while let relative = enumerator.nextObject() as? String {
            let source = path + "/" + relative
            let target = destination + "/" + relative
            let type = (try? fileManager.attributesOfItem(atPath: source)[.type] as? FileAttributeType) ?? nil
            switch type {
            case .typeDirectory?:
                try fileManager.createDirectory(atPath: target, withIntermediateDirectories: true)
            case .typeRegular?:
                try fileManager.copyItem(atPath: source, toPath: target)
            default:
                if type == .typeSymbolicLink { enumerator.skipDescendants() }
                skipped.append(relative)
            }
        }
        return skipped
    }
}
