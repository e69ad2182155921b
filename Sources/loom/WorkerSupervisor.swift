import Foundation
import LoomNotebook

/// The supervising half of `CrashRecovery`: `render`, `check`, `record`, `docc` and `previews` run in a worker —
/// this same executable, started again — so that a Loom bug that kills the process (a trap, a
/// segfault, the kernel's OOM killer) costs the block it happened in, not the site. When the
/// worker dies by a signal, the block it was running is listed as crashed and the command runs
/// again (finished blocks come from the cache); it then shows "Loom stopped while running this
/// block" there and exits 1. When pages ran in parallel and several blocks were running, the
/// next run is serial so the one to blame is known.
enum WorkerSupervisor {
    static let workerVariable = "LOOM_WORKER"
    static let serialVariable = "LOOM_WORKER_SERIAL"

    /// Whether this process should supervise rather than do the work itself.
    static func supervises(_ arguments: [String]) -> Bool {
        ProcessInfo.processInfo.environment[workerVariable] == nil
            && !arguments.contains { ["--watch", "--help", "-h"].contains($0) }
    }

    static func run(_ command: String, _ arguments: [String]) -> Int32 {
        // A worker never supervises: one level of processes, whatever calls this.
        precondition(ProcessInfo.processInfo.environment[workerVariable] == nil, "a worker must not start workers")
        let folder = NSTemporaryDirectory() + "loom-worker-\(getpid())-\(UUID().uuidString)"
        guard (try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)) != nil else {
            Terminal.printError("loom: error: cannot create \(folder) for the worker's block log")
            return 1
        }
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let crashedPath = folder + "/crashed.txt"
        var crashed = ""
        var serial = false
        // Each round either marks one more block as crashed or goes serial; a page has few
        // enough crashing blocks that this bound is never the reason to stop.
        for round in 0..<100 {
            let logPath = folder + "/blocks-\(round).log"
            FileManager.default.createFile(atPath: crashedPath, contents: Data(crashed.utf8))
            var environment = ProcessInfo.processInfo.environment
            environment[workerVariable] = "1"
            environment[CrashRecovery.logVariable] = logPath
            environment[CrashRecovery.crashedVariable] = crashedPath
            if serial { environment[serialVariable] = "1" }
            // The block's error says what happened; a backtrace per crash (seconds each) is noise,
            // unless the user asked for one.
            if environment["SWIFT_BACKTRACE"] == nil { environment["SWIFT_BACKTRACE"] = "enable=no" }
            let process = Process()
            process.executableURL = URL(fileURLWithPath: executable)
            process.arguments = [command] + arguments
            process.environment = environment
            do {
                try process.run()
            } catch {
                Terminal.printError("loom: error: cannot start a worker (\(executable)): \(error)")
                return 1
            }
            process.waitUntilExit()
            if process.terminationReason == .exit { return process.terminationStatus }
            let signal = process.terminationStatus
            // Interrupted by the user (or a closed pipe): stop, as a process killed by it would.
            if [SIGINT, SIGTERM, SIGHUP, SIGPIPE, SIGQUIT].contains(signal) { return 128 + signal }
            let log = FileManager.default.contents(atPath: logPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
            let running = CrashRecovery.running(inLog: log)
            if running.count == 1, let block = running.first {
                let reason = "signal \(signal)" + (signalName(signal).map { " (\($0))" } ?? "")
                crashed += "\(block.page)\t\(block.block)\tLoom stopped while running this block: \(reason) — please report it\n"
                Terminal.printError("loom: the worker stopped with \(reason) in block \(block.block + 1) of \(block.page); running again without it")
                continue
            }
            if running.count > 1, !serial {
                serial = true
                Terminal.printError("loom: the worker stopped with signal \(signal) while \(running.count) blocks ran; running again one page at a time")
                continue
            }
            Terminal.printError("loom: error: Loom stopped with signal \(signal) outside any block — please report it")
            return 1
        }
        return 1
    }

    /// This executable (`/proc/self/exe`, symlinks resolved), else how it was started.
    static var executable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }

    static func signalName(_ signal: Int32) -> String? {
        [SIGSEGV: "SIGSEGV", SIGILL: "SIGILL", SIGTRAP: "SIGTRAP", SIGBUS: "SIGBUS", SIGABRT: "SIGABRT",
         SIGFPE: "SIGFPE", SIGKILL: "SIGKILL, perhaps out of memory"][signal]
    }
}
