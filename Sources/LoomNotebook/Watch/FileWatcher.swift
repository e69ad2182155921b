import Foundation

/// Change detection for `loom render --watch`, by polling: a `Snapshot` is every watched file's
/// size and modification time; comparing two says which files changed, appeared or vanished.
/// No inotify: polling a few hundred files every ~300 ms costs well under a millisecond.
public struct FileWatcher {
    /// A file's identity for change detection (a missing file has none).
    public struct Stamp: Equatable, Sendable {
        public var size: Int64
        public var modified: Double
    }

    public typealias Snapshot = [String: Stamp]

    /// The stamp of every path in `paths` that exists.
    public static func snapshot(_ paths: some Sequence<String>) -> Snapshot {
        var result: Snapshot = [:]
        for path in paths {
            var info = stat()
            guard stat(path, &info) == 0 else { continue }
            let modified = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
            result[path] = Stamp(size: Int64(info.st_size), modified: modified)
        }
        return result
    }

    /// Paths whose stamp differs between `old` and `new`, including ones that appeared or vanished.
    public static func changes(from old: Snapshot, to new: Snapshot) -> Set<String> {
        var changed: Set<String> = []
        for (path, stamp) in new where old[path] != stamp { changed.insert(path) }
        for path in old.keys where new[path] == nil { changed.insert(path) }
        return changed
    }

    /// The pages to re-render after `changed` files changed: a page is stale when its Markdown
    /// file, a file it links to, or an image its blocks read changed. Files shared by every page
    /// (import sources) are in `global`: any change there re-renders everything.
    /// `dependencies`: site path of the page (`guides/x.md`) → on-disk files it depends on.
    public static func stalePages(changed: Set<String>, dependencies: [String: [String]],
                                  global: Set<String> = []) -> Set<String> {
        guard !changed.isEmpty else { return [] }
        if !changed.isDisjoint(with: global) { return Set(dependencies.keys) }
        var stale: Set<String> = []
        for (page, files) in dependencies where files.contains(where: changed.contains) {
            stale.insert(page)
        }
        return stale
    }
}
