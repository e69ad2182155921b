import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout/stderr, and the usage-error convention (message + usage, exit 2).
enum Terminal {
    static func printOutput(_ text: String, terminator: String = "\n") {
        write(withoutControlSequences(text) + terminator, to: 1)
    }

    /// Messages to stderr carry what scripts wrote (error messages, names), so control
    /// sequences are stripped: a notebook must not retitle or clear the user's terminal.
    /// `raw` is for Loom's own sequences (the progress line).
    static func printError(_ text: String, terminator: String = "\n", prefix: String = "", raw: Bool = false) {
        write(prefix + (raw ? text : withoutControlSequences(text)) + terminator, to: 2)
    }

    /// `text` without ANSI escape sequences (CSI `ESC [ … final`, OSC `ESC ] … BEL|ESC \`, and
    /// two-byte `ESC x`) and other control characters except newline and tab.
    static func withoutControlSequences(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                switch scalars.next()?.value {
                case 0x5B:  // CSI: parameters and intermediates up to a final byte 0x40–0x7E
                    while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
                case 0x5D, 0x50, 0x5F, 0x5E:  // OSC, DCS, APC, PM: up to BEL or ST (ESC \)
                    while let next = scalars.next(), next.value != 0x07 {
                        if next.value == 0x1B { _ = scalars.next(); break }
                    }
                default:
                    break
                }
            case 0x0A, 0x09:
                result.append(scalar)
            case 0x00...0x1F, 0x7F...0x9F:
                continue
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// A usage error is short: the message, the command's synopsis and where the rest is — not
    /// the whole help, which would bury the one line that matters.
    static func usageError(_ message: String, usage: String) -> Int32 {
        let synopsis = usage.split(separator: "\n").first.map(String.init) ?? "usage: loom <command>"
        let command = synopsis.split(separator: " ").dropFirst(2).first.map { " " + $0 } ?? ""
        let moreHelp = command.isEmpty || command.hasPrefix(" <") ? "loom --help" : "loom\(command) --help"
        printError("\(label("error:", color: "31")) \(withoutControlSequences(message))\n\(synopsis)\nRun '\(moreHelp)' for every option.",
                   prefix: "loom: ", raw: true)
        return 2
    }

    /// `text` in an ANSI colour on a terminal, unless `NO_COLOR` is set (no-color.org).
    static func label(_ text: String, color: String) -> String {
        guard isTerminal(2), ProcessInfo.processInfo.environment["NO_COLOR"].map({ $0.isEmpty }) ?? true else { return text }
        return "\u{1B}[1;\(color)m\(text)\u{1B}[0m"
    }

    /// A log line from the library, with `error:`/`warning:` coloured on a terminal.
    static func printLog(_ line: String) {
        // Stripped before colouring: the line may carry what a script wrote.
        var text = withoutControlSequences(line)
        for (word, color) in [("error:", "31"), ("warning:", "33"), ("note:", "36")] {
            if let range = text.range(of: word) {
                text.replaceSubrange(range, with: label(word, color: color))
                break
            }
        }
        printError(text, raw: true)
    }

    private static func write(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { buffer in
                #if canImport(Glibc)
                Glibc.write(descriptor, buffer.baseAddress, buffer.count)
                #else
                Darwin.write(descriptor, buffer.baseAddress, buffer.count)
                #endif
            }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }
}

extension Terminal {
    /// Whether `descriptor` is a terminal (live progress) rather than a file or pipe.
    static func isTerminal(_ descriptor: Int32) -> Bool { isatty(descriptor) == 1 }

    /// The terminal's width (80 when it cannot be told).
    static func columns() -> Int {
        var size = winsize()
        if ioctl(2, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return 80
    }
}

/// Ctrl-C during `--watch`: the handler only sets a flag; the loop finishes the render in
/// progress (files are written atomically anyway) and returns.
enum Interrupt {
    nonisolated(unsafe) private static var flag: sig_atomic_t = 0

    static var requested: Bool { flag != 0 }

    static func install() {
        signal(SIGINT) { _ in Interrupt.setFlag() }
        signal(SIGTERM) { _ in Interrupt.setFlag() }
        // A parent may start loom with signals blocked (Foundation's Process passes its thread's
        // mask on); then Ctrl-C would never arrive and the watch could not be stopped.
        var signals = sigset_t()
        sigemptyset(&signals)
        sigaddset(&signals, SIGINT)
        sigaddset(&signals, SIGTERM)
        sigprocmask(SIG_UNBLOCK, &signals, nil)
    }

    private static func setFlag() { flag = 1 }
}
