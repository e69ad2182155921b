import Foundation

/// Checks a folder Loom is about to write into (`--out`) before any block runs, so a file in
/// the way is one clear sentence instead of a Foundation error per page after a long render.
public enum OutputFolder {
    /// Why `path` cannot be written into as a folder, or nil when it can (or can be created).
    public static func problem(_ path: String) -> String? {
        let fileManager = FileManager.default
        var candidate = URL(fileURLWithPath: path).standardizedFileURL
        // The nearest part of the path that exists decides: it must be a writable folder.
        while true {
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: candidate.path, isDirectory: &isDirectory) {
                guard isDirectory.boolValue else {
                    return candidate.path == URL(fileURLWithPath: path).standardizedFileURL.path
                        ? "\(path) is a file, not a folder" : "\(candidate.path) is a file, so \(path) cannot be a folder"
                }
                guard fileManager.isWritableFile(atPath: candidate.path) else {
                    return "cannot write into \(candidate.path) (permission denied)"
                }
                return nil
            }
            let parent = candidate.deletingLastPathComponent()
            if parent.path == candidate.path { return nil }
            candidate = parent
        }
    }
}
