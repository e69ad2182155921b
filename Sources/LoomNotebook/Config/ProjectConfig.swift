import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `loom.toml`: what a project would otherwise repeat on every command — its library folders,
/// imports, page defaults, excluded files and output folders. Every command reads the one
/// nearest its first path (that path's folder, then each folder above it up to the package or
/// repository root, then the working directory). Command-line flags win over it; paths in it
/// are relative to its own folder. Unknown tables and keys are errors, like unknown options.
public struct ProjectConfig: Equatable, Sendable {
    public static let fileName = "loom.toml"

    /// The file read, and the folder its paths are relative to.
    public var path: String
    public var folder: String { (path as NSString).deletingLastPathComponent }

    /// `[project] import-paths`: folders searched first by `import X`, resolved against `folder`.
    public var importPaths: [String] = []
    /// `[project] imports`: libraries imported into every page.
    public var imports: [String] = []
    /// `[project] exclude`: shell patterns (`drafts/*`, `*/README.md`; `*` also crosses `/`)
    /// matched against a Markdown file's path from `folder`; matching files are not rendered,
    /// checked or recorded.
    public var exclude: [String] = []
    /// `[defaults]`: any block option, for every page (front matter and blocks override it).
    public var defaults = CellOptions()
    /// `[render] out`, `[check] out`: output folders, resolved against `folder`.
    public var renderOut: String?
    public var checkOut: String?
    /// `[check] require-references`.
    public var requireReferences = false

    public struct Problem: Error, Equatable, CustomStringConvertible {
        public var path: String
        public var line: Int
        public var message: String
        public var description: String { "\(path):\(line): \(message)" }
    }

    /// The keys each table takes.
    static let keys: [String: [String]] = [
        "project": ["import-paths", "imports", "exclude"],
        "render": ["out"],
        "check": ["out", "require-references"],
        "defaults": CellOptions.keys,
    ]

    public init(path: String) { self.path = path }

    /// The `loom.toml` that applies to `input` (a file or folder) run from `workingDirectory`, if any.
    public static func find(for input: String, workingDirectory: String = FileManager.default.currentDirectoryPath) -> String? {
        let fileManager = FileManager.default
        var isDirectory: ObjCBool = false
        let absolute = URL(fileURLWithPath: input, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
            .standardizedFileURL
        var folder = fileManager.fileExists(atPath: absolute.path, isDirectory: &isDirectory) && isDirectory.boolValue
            ? absolute : absolute.deletingLastPathComponent()
        while true {
            let candidate = folder.appendingPathComponent(fileName).path
            if fileManager.fileExists(atPath: candidate) { return candidate }
            // The package or repository root is as far up as a project reaches.
            if ["Package.swift", ".git"].contains(where: { fileManager.fileExists(atPath: folder.appendingPathComponent($0).path) }) { break }
            let parent = folder.deletingLastPathComponent()
            if parent.path == folder.path { break }
            folder = parent
        }
        let fallback = URL(fileURLWithPath: workingDirectory).appendingPathComponent(fileName).path
        return fileManager.fileExists(atPath: fallback) ? fallback : nil
    }

    /// Reads and checks `path`.
    public static func load(_ path: String) throws -> ProjectConfig {
        guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
            throw Problem(path: path, line: 1, message: "cannot read the file as UTF-8 text")
        }
        return try ProjectConfig(path: path, text: text)
    }

    public init(path: String, text: String) throws {
        self.path = path
        let document: TOMLDocument
        do {
            document = try TOMLDocument(parsing: text)
        } catch let error as TOMLDocument.ParseError {
            throw Problem(path: path, line: error.line, message: error.message)
        }
        for entry in document.entries {
            if let message = apply(entry) { throw Problem(path: path, line: entry.line, message: message) }
        }
    }

    /// Sets one entry; returns why it is wrong, if it is.
    private mutating func apply(_ entry: TOMLDocument.Entry) -> String? {
        guard let known = Self.keys[entry.table] else {
            return entry.table.isEmpty ? "'\(entry.key)' belongs in a table: [project], [defaults], [render] or [check]"
                : "unknown table [\(entry.table)]" + Self.suggestion(entry.table, Self.keys.keys.sorted())
        }
        guard known.contains(entry.key) else {
            return "unknown key '\(entry.key)' in [\(entry.table)]" + Self.suggestion(entry.key, known)
        }
        func strings() -> [String]? {
            if case .strings(let items) = entry.value { return items }
            return nil
        }
        func string() -> String? {
            if case .string(let text) = entry.value, !text.isEmpty { return text }
            return nil
        }
        switch (entry.table, entry.key) {
        case ("project", "import-paths"):
            guard let folders = strings() else { return "import-paths is an array of folders, like [\"Sources\"]" }
            for relative in folders {
                let resolved = resolve(relative)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: resolved, isDirectory: &isDirectory), isDirectory.boolValue else {
                    return "import-paths: no such folder: \(relative)"
                }
                importPaths.append(resolved)
            }
        case ("project", "imports"):
            guard let names = strings() else { return "imports is an array of library names, like [\"PureSwiftUI\"]" }
            imports = names
        case ("project", "exclude"):
            guard let patterns = strings() else { return "exclude is an array of patterns, like [\"drafts/*\"]" }
            exclude = patterns
        case ("render", "out"):
            guard let folder = string() else { return "out is a folder name in quotes" }
            renderOut = resolve(folder)
        case ("check", "out"):
            guard let folder = string() else { return "out is a folder name in quotes" }
            checkOut = resolve(folder)
        case ("check", "require-references"):
            guard case .bool(let flag) = entry.value else { return "require-references is true or false" }
            requireReferences = flag
        default:  // [defaults]: the value as a block option would spell it
            let text: String
            switch entry.value {
            case .string(let value): text = value
            case .bool(let flag): text = flag ? "true" : "false"
            case .number(let number): text = JSONValue.double(number).serialized()
            case .strings: return "'\(entry.key)' takes one value, not an array"
            }
            if let message = defaults.apply(key: entry.key, value: text) { return message }
        }
        return nil
    }

    /// A path from the config, relative to its folder.
    func resolve(_ relative: String) -> String {
        relative.hasPrefix("/") ? relative : (folder as NSString).appendingPathComponent(relative)
    }

    /// Whether `source` matches an `exclude` pattern.
    public func excludes(_ source: SourceFile) -> Bool {
        let relative = WorkingDirectoryPath.relative(source.path, to: folder)
        return exclude.contains { fnmatch($0, relative, 0) == 0 || fnmatch($0, source.relativePath, 0) == 0 }
    }

    /// `sources` without the excluded ones.
    public func filter(_ sources: [SourceFile]) -> [SourceFile] {
        sources.filter { !excludes($0) }
    }

    private static func suggestion(_ typo: String, _ known: [String]) -> String {
        Suggestion.phrase(for: typo, in: known)
    }
}
