import Foundation

/// A Markdown file to render: where it is, how to call it, and where it goes in the site.
public struct SourceFile: Equatable, Sendable {
    /// The file's path on disk.
    public var path: String
    /// The name reported to the user (the input path, joined with the path below a folder input).
    public var displayPath: String
    /// Its path inside the site, `/`-separated (`guides/x.md`).
    public var relativePath: String
    /// The page's Markdown when Loom made it (`path` then need not exist); nil reads `path`.
    public var generated: GeneratedPage?

    public init(path: String, displayPath: String, relativePath: String, generated: GeneratedPage? = nil) {
        self.path = path
        self.displayPath = displayPath
        self.relativePath = relativePath
        self.generated = generated
    }

    /// Expands command-line inputs: a file stands for itself (its name is its site path); a
    /// folder stands for every `.md` below it, recursively, sorted by relative path. Hidden
    /// folders and `skipping` (the output folder) are not searched.
    public static func collect(_ inputs: [String], skipping excluded: String? = nil) throws -> [SourceFile] {
        let fileManager = FileManager.default
        let excludedPath = excluded.map { URL(fileURLWithPath: $0).standardizedFileURL.path }
        var sources: [SourceFile] = []
        for input in inputs {
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: input, isDirectory: &isDirectory) else {
                throw LoomError.missingPath(input)
            }
            if !isDirectory.boolValue {
                let name = URL(fileURLWithPath: input).lastPathComponent
                sources.append(SourceFile(path: input, displayPath: input, relativePath: name))
                continue
            }
            var found: [String] = []
            collectMarkdown(in: input, relative: "", excluded: excludedPath, into: &found)
            let prefix = input.hasSuffix("/") ? input : input + "/"
            for relative in found.sorted() {
                let display = input == "." ? relative : prefix + relative
                sources.append(SourceFile(path: prefix + relative, displayPath: display, relativePath: relative))
            }
        }
        return sources
    }

    private static func collectMarkdown(in folder: String, relative: String, excluded: String?,
                                        into found: inout [String]) {
        let fileManager = FileManager.default
        guard let names = try? fileManager.contentsOfDirectory(atPath: folder) else { return }
        for name in names.sorted() where !name.hasPrefix(".") {
            let path = folder.hasSuffix("/") ? folder + name : folder + "/" + name
            let relativePath = relative.isEmpty ? name : relative + "/" + name
            var isDirectory: ObjCBool = false
            guard fileManager.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
            if isDirectory.boolValue {
                if let excluded, URL(fileURLWithPath: path).standardizedFileURL.path == excluded { continue }
                collectMarkdown(in: path, relative: relativePath, excluded: excluded, into: &found)
            } else if name.hasSuffix(".md") {
                found.append(relativePath)
            }
        }
    }
}
