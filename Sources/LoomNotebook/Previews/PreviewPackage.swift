import Foundation
import LoomScript

/// A package's previews: every library target's Swift files (read from `Package.swift`, as
/// `import` finds them), each file that declares previews with what `PreviewFinder` found in it.
public struct PreviewPackage: Sendable {
    /// The package folder, as given.
    public var folder: String
    /// Files with at least one preview, module by module in manifest order, files sorted.
    public var files: [PreviewFile]
    /// Where the reference pictures are (`<package>/Previews/__References__` unless given).
    public var references: String
    /// Swift files searched, previews or not.
    public var filesSearched = 0

    /// The default folder of a package's reference pictures, relative to the package.
    public static let defaultReferences = "Previews/__References__"

    public init(folder: String, references: String? = nil) {
        self.folder = folder
        self.references = references ?? (folder as NSString).appendingPathComponent(Self.defaultReferences)
        files = []
        let sources = PackageSources(folder: folder)
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        for module in sources.modules {
            for file in module.files {
                filesSearched += 1
                guard let data = FileManager.default.contents(atPath: file.path) else { continue }
                let text = String(decoding: data, as: UTF8.self)
                guard text.contains("Preview") else { continue }
                let previews = PreviewFinder.previews(in: text)
                guard !previews.isEmpty else { continue }
                let packagePath = file.path.hasPrefix(prefix) ? String(file.path.dropFirst(prefix.count)) : file.path
                var found = PreviewFile(module: module.name, packagePath: packagePath, path: file.path,
                                        moduleRelative: file.relative, previews: previews)
                for preview in previews {
                    if let warning = preview.traits.options().warning {
                        found.warnings.append("\(file.path):\(preview.line):\(preview.column): warning: \(warning)")
                    }
                }
                files.append(found)
            }
        }
    }

    public var previewCount: Int { files.reduce(0) { $0 + $1.previews.count } }

    /// The package's name for the sidebar when several packages share a gallery.
    public var name: String { URL(fileURLWithPath: folder).standardizedFileURL.lastPathComponent }
}
