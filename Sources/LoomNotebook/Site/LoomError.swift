/// Every way a Loom command can fail before or outside running cells.
public enum LoomError: Error, Equatable, CustomStringConvertible {
    /// A path named on the command line does not exist (a usage error).
    case missingPath(String)
    /// A file could not be read.
    case unreadable(String)
    /// A file could not be written.
    case unwritable(String, reason: String)
    /// Two inputs would be written to the same page (`a/x.md` and `b/x.md` given as files).
    case conflictingPages(String, String, page: String)

    public var description: String {
        switch self {
        case .missingPath(let path): return "no such file or directory: \(path)"
        case .unreadable(let path): return "cannot read \(path)"
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        case .conflictingPages(let first, let second, let page):
            return "\(first) and \(second) would both become \(page)"
        }
    }
}
