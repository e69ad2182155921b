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
