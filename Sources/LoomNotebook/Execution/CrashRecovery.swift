import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// DESIGN's last line of defence, shared by the supervisor (`loom` re-running itself) and its
/// worker: a Loom bug that kills the process costs one block, not the site.
///
/// The worker logs `start`/`end` lines around every block it runs (`LOOM_BLOCK_LOG`); when it
/// dies by a signal, the supervisor reads which block was running, and runs the command again
/// with that block listed in `LOOM_CRASHED_BLOCKS` — the worker then does not run it (nor replay
/// it), and shows "Loom stopped while running this block" in its place. Completed blocks come
/// from the cache, so the second run costs little.
public enum CrashRecovery {
    public static let logVariable = "LOOM_BLOCK_LOG"
    public static let crashedVariable = "LOOM_CRASHED_BLOCKS"

    /// `page<TAB>block index`: how a block is named in the log and the crash list.
    public static func key(page: String, block: Int) -> String { page + "\t" + String(block) }

    /// Blocks a previous worker died in → the message to show for each.
    static let crashed: [String: String] = {
        guard let path = ProcessInfo.processInfo.environment[crashedVariable],
              let data = FileManager.default.contents(atPath: path) else { return [:] }
        var crashed: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 2).map(String.init)
            if fields.count == 3 { crashed[key(page: fields[0], block: Int(fields[1]) ?? -1)] = fields[2] }
        }
        return crashed
    }()

    /// Why the block may not run (a worker died in it), or nil.
    static func crash(page: String, block: Int) -> String? { crashed[key(page: page, block: block)] }

    private static let log: Int32 = {
        guard let path = ProcessInfo.processInfo.environment[logVariable] else { return -1 }
        return open(path, O_WRONLY | O_APPEND | O_CREAT, 0o600)
    }()

    /// Runs `body` between `start` and `end` lines for the block; one `write` each (appends of a
    /// line are atomic, so pages running in parallel do not tear each other's lines).
    static func running<T>(page: String, block: Int, _ body: () -> T) -> T {
        guard log >= 0 else { return body() }
        let name = key(page: page, block: block)
        write("start\t" + name + "\n")
        defer { write("end\t" + name + "\n") }
        return body()
    }

    private static func write(_ line: String) {
        var bytes = Array(line.utf8)
        _ = bytes.withUnsafeMutableBytes { Glibc.write(log, $0.baseAddress, $0.count) }
    }

    /// The blocks a log shows started and not ended: those running when the worker died.
    public static func running(inLog text: String) -> [(page: String, block: Int)] {
        var open: [String] = []
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
            guard fields.count == 2 else { continue }
            if fields[0] == "start" { open.append(fields[1]) }
            else if let index = open.lastIndex(of: fields[1]) { open.remove(at: index) }
        }
        return open.compactMap { name in
            let parts = name.split(separator: "\t").map(String.init)
            guard parts.count == 2, let block = Int(parts[1]) else { return nil }
            return (parts[0], block)
        }
    }
}
