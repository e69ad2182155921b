import Foundation

/// What every cached block depends on besides its page: Loom itself, the fonts it draws with
/// and the user's import sources. Part of every key.
///
/// - Loom: `LoomRelease.version` plus the size and modification time of the running executable
///   (`/proc/self/exe`), so any rebuild invalidates the cache.
/// - Fonts: path, size and modification time of every file below the font folders fontconfig
///   reads by default (`/usr/share/fonts`, `/usr/local/share/fonts`, `~/.fonts`,
///   `~/.local/share/fonts`). Sizes and times, not contents: hashing every font on each run
///   would cost more than most renders; a package upgrade changes both.
/// - Import sources: the contents of every `.swift` file below each `--import-path` folder.
public struct CacheEnvironment: Sendable {
    public var fingerprint: String

    public init(fingerprint: String) { self.fingerprint = fingerprint }

    public static func current(importPaths: [String] = [], extra: [String] = []) -> CacheEnvironment {
        var key = CacheKeyBuilder("loom-cache-environment")
        key.add(LoomRelease.version)
        key.add(executableStamp)
        key.add(fontStamp)
        for folder in importPaths {
            key.add("import-path")
            key.add(folder)
            for file in swiftFiles(below: folder) {
                key.add(file)
                key.add(FileManager.default.contents(atPath: folder + "/" + file).map { Array($0) } ?? [])
            }
        }
        for part in extra { key.add(part) }
        return CacheEnvironment(fingerprint: key.finish())
    }

    /// The running executable's size and modification time.
    static let executableStamp: String = {
        let path = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments.first ?? ""
        return path + " " + stamp(path)
    }()

    static let fontFolders: [String] = {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? "/root"
        return ["/usr/share/fonts", "/usr/local/share/fonts", home + "/.fonts", home + "/.local/share/fonts"]
    }()

    static let fontStamp: String = {
        var key = CacheKeyBuilder("fonts")
        for folder in fontFolders {
            for file in filesBelow(folder) {
                key.add(file)
                key.add(stamp(file))
            }
        }
        return key.finish()
    }()

    /// Every file below `folder` (symlinks followed as files), sorted; readdir, not
    /// FileManager's enumerator, which costs milliseconds per hundred files.
    static func filesBelow(_ folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var files: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name == "." || name == ".." { continue }
            let path = folder + "/" + name
            if entry.pointee.d_type == UInt8(DT_DIR) {
                files += filesBelow(path)
            } else {
                files.append(path)
            }
        }
        return files.sorted()
    }

    /// `size mtime` of a file (empty when it does not exist).
    static func stamp(_ path: String) -> String {
        guard let stamp = FileWatcher.snapshot([path])[path] else { return "" }
        return "\(stamp.size) \(stamp.modified)"
    }

    /// Every `.swift` file below `folder`, relative, sorted (hidden folders skipped).
    public static func swiftFiles(below folder: String) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
        var files: [String] = []
        while let next = enumerator.nextObject() as? String {
            if next.split(separator: "/").contains(where: { $0.hasPrefix(".") }) { continue }
            if next.hasSuffix(".swift") { files.append(next) }
        }
        return files.sorted()
    }
}
