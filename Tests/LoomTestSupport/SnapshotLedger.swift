import Foundation

/// Which goldens a test run compared, for the check that no golden is left that no test uses
/// (`Scripts/check-goldens`, after `swift test`). With `LOOM_SNAPSHOT_LEDGER=FILE` every snapshot
/// assertion appends its golden's path to FILE; without it nothing is written.
final class SnapshotLedger: @unchecked Sendable {
    static let shared = SnapshotLedger(path: ProcessInfo.processInfo.environment["LOOM_SNAPSHOT_LEDGER"])

    private let path: String?
    private let lock = NSLock()

    init(path: String?) { self.path = path.flatMap { $0.isEmpty ? nil : $0 } }

    func note(_ golden: URL) {
        guard let path else { return }
        let line = Data((golden.standardizedFileURL.path + "\n").utf8)
        lock.withLock {
            if !FileManager.default.fileExists(atPath: path) { FileManager.default.createFile(atPath: path, contents: nil) }
            guard let handle = FileHandle(forWritingAtPath: path) else { return }
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: line)
        }
    }
}
