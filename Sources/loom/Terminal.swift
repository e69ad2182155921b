#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Writing to stdout/stderr, and the usage-error convention (message + usage, exit 2).
enum Terminal {
    static func printOutput(_ text: String, terminator: String = "\n") {
        write(text + terminator, to: 1)
    }

    static func printError(_ text: String, terminator: String = "\n") {
        write(text + terminator, to: 2)
    }

    static func usageError(_ message: String, usage: String) -> Int32 {
        printError("loom: error: \(message)\n\(usage)")
        return 2
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
    }

    private static func setFlag() { flag = 1 }
}
