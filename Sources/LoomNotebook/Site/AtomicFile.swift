import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so a reader never sees half of one: bytes go to a temporary file in the same
/// folder, which is then renamed over the target. Unchanged files are left alone. A run killed
/// mid-write leaves its temporary file behind; `removeAbandoned(below:)` clears those at the
/// start of the next run.
public enum AtomicFile {
    /// The start of temporary file names (`.loom-tmp-1234-7`: process and serial, not the
    /// target's name, so a long target name cannot make the temporary one too long).
    public static let temporaryMarker = ".loom-tmp-"

    public static func write(_ bytes: [UInt8], to path: String) throws {
        let url = URL(fileURLWithPath: path)
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            // Foundation's message here is "NSCocoaErrorDomain error 512"; say what is in the way.
            throw LoomError.unwritable(path, reason: OutputFolder.problem(folder.path) ?? error.localizedDescription)
        }
        if let existing = FileManager.default.contents(atPath: path), existing.count == bytes.count,
           existing.elementsEqual(bytes) {
            return
        }
        let temporary = folder.appendingPathComponent(temporaryMarker + String(getpid()) + "-" + String(nextSerial())).path
        guard FileManager.default.createFile(atPath: temporary, contents: Data(bytes)) else {
            throw LoomError.unwritable(path, reason: "cannot create \(temporary)")
        }
        if rename(temporary, path) != 0 {
            let reason = String(cString: strerror(errno))
            unlink(temporary)
            throw LoomError.unwritable(path, reason: reason)
        }
    }

    private static let serialLock = NSLock()
    nonisolated(unsafe) private static var serial = 0

    /// Distinguishes temporary files of threads writing at the same time (pages render in parallel).
    private static func nextSerial() -> Int {
        serialLock.withLock {
            serial += 1
            return serial
        }
    }

    public static func write(_ text: String, to path: String) throws {
        try write(Array(text.utf8), to: path)
    }

    /// Deletes temporary files below `folder` (or only in it, `recursive: false`) whose writing
    /// process has gone (killed mid-write); those of a live process — another Loom writing there
    /// now — are left alone.
    public static func removeAbandoned(below folder: String, recursive: Bool = true) {
        guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return }
        while let relative = enumerator.nextObject() as? String {
            if !recursive { enumerator.skipDescendants() }
            let name = (relative as NSString).lastPathComponent
            guard name.hasPrefix(temporaryMarker),
                  let pid = Int32(name.dropFirst(temporaryMarker.count).prefix { $0 != "-" }) else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                unlink(folder + "/" + relative)
            }
        }
    }
}
