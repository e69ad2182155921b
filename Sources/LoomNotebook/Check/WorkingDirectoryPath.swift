import Foundation

/// Paths as CI tools want them: relative to the working directory (where the job ran `loom`),
/// whatever root they were found under — so a JUnit file's page, reference and artifact paths
/// can be joined the same way, and GitHub can place an annotation on the file.
enum WorkingDirectoryPath {
    /// `path` (relative to `directory`, or absolute) relative to `directory`, with `..` to climb
    /// out of it; absolute when the two share no folder but the root.
    static func relative(_ path: String, to directory: String = FileManager.default.currentDirectoryPath) -> String {
        let base = URL(fileURLWithPath: directory).standardizedFileURL.path
        let absolute = path.hasPrefix("/") ? URL(fileURLWithPath: path).standardizedFileURL.path
            : URL(fileURLWithPath: base).appendingPathComponent(path).standardizedFileURL.path
        if absolute == base { return "." }
        let from = base.split(separator: "/"), to = absolute.split(separator: "/")
        let shared = zip(from, to).prefix { $0 == $1 }.count
        guard shared > 0 else { return absolute }
        return (Array(repeating: "..", count: from.count - shared) + to.dropFirst(shared).map(String.init))
            .joined(separator: "/")
    }
}
