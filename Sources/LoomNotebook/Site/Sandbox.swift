import Foundation

/// DESIGN's sandbox, for paths: a path a notebook names counts as inside its root only once
/// symlinks are resolved — in the root and in the path — so `passwd.txt -> /etc/passwd` or a
/// symlinked folder is outside, however innocent the name looks.
enum Sandbox {
    /// `path` with every symlink resolved. A path that does not exist (yet) resolves its deepest
    /// existing folder and keeps the rest, so a file about to be written is judged by where it would go.
    static func realPath(_ path: String) -> String {
        let absolute = URL(fileURLWithPath: path.isEmpty ? "." : path).standardizedFileURL.path
        var existing = absolute
        var rest: [String] = []
        while !FileManager.default.fileExists(atPath: existing), existing != "/" {
            rest.insert((existing as NSString).lastPathComponent, at: 0)
            existing = (existing as NSString).deletingLastPathComponent
        }
        let resolved = URL(fileURLWithPath: existing).resolvingSymlinksInPath().path
        return rest.isEmpty ? resolved : (resolved as NSString).appendingPathComponent(rest.joined(separator: "/"))
    }

    /// Whether `path`, symlinks resolved, is `root` or below it.
    static func contains(_ root: String, _ path: String) -> Bool {
        isInside(realPath(path), realPath(root))
    }

    /// Whether the resolved path `path` is the resolved path `root` or below it.
    static func isInside(_ path: String, _ root: String) -> Bool {
        path == root || path.hasPrefix(root == "/" ? "/" : root + "/")
    }

    /// Whether the file at `path` is itself a symlink (writing there would replace or follow the link).
    static func isSymlink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    /// Refuses an output folder that is, or contains, a notebook's folder — checked before
    /// anything is written or deleted, symlinks resolved.
    static func checkOutput(_ output: String, for sources: [SourceFile]) throws(LoomError) {
        let out = realPath(output)
        for source in sources {
            let folder = realPath(source.path + "/..")
            if isInside(folder, out) {
                throw LoomError.outputHoldsNotebook(output: output, notebook: source.displayPath)
            }
        }
    }
}
