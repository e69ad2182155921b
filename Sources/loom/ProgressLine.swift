import Foundation
import LoomNotebook

/// How much a page command prints: `--quiet` only problems; normally a live progress line on a
/// terminal (a line per page elsewhere); `--verbose` a line per page even on a terminal.
enum Verbosity {
    case quiet, normal, verbose
}

/// A live `[3/10 pages] 42 blocks, 1 failed, 30 cached  guides/x.md` line on a terminal,
/// redrawn in place with `\r`, and the printing of the library's log lines around it.
final class ProgressLine: @unchecked Sendable {
    let enabled: Bool
    let verbosity: Verbosity
    private let lock = NSLock()
    private var drawn = false

    init(verbosity: Verbosity, terminal: Bool = Terminal.isTerminal(2)) {
        self.verbosity = verbosity
        enabled = verbosity == .normal && terminal
    }

    func update(_ progress: SiteBuilder.Progress) {
        guard enabled else { return }
        let line = "[\(progress.pagesDone)/\(progress.pagesTotal) pages] \(progress.blocks) blocks, "
            + "\(progress.failedBlocks) failed, \(progress.cachedBlocks) cached  \(progress.lastPage)"
        lock.withLock {
            Terminal.printError("\r\u{1B}[2K" + String(Terminal.withoutControlSequences(line).prefix(Terminal.columns() - 1)),
                                terminator: "", raw: true)
            drawn = true
        }
    }

    /// Erases the line so a message can be printed.
    func clear() {
        guard enabled else { return }
        lock.withLock {
            if drawn { Terminal.printError("\r\u{1B}[2K", terminator: "", raw: true) }
            drawn = false
        }
    }

    /// Prints a library log line. Problems (`error:`, `warning:`, `note:`) always show; routine
    /// lines (`rendered …`) not with `--quiet`, nor while the live line stands for them —
    /// except `lasting` ones (a file written, the summary), which show then too.
    func log(_ line: String, toStandardOutput: Bool = false, lasting: Bool = false) {
        let problem = line.contains("error:") || line.contains("warning:") || line.contains("note:")
        if !problem && (verbosity == .quiet || (enabled && !lasting)) { return }
        clear()
        if toStandardOutput && !problem { Terminal.printOutput(line) } else { Terminal.printLog(line) }
    }

    /// The run's last line, with its failure count (shown unless `--quiet`).
    func finish(_ line: String) {
        clear()
        if verbosity != .quiet { Terminal.printError(line) }
    }
}
