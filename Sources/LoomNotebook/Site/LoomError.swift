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
    /// The output folder is, or contains, the folder of a notebook: writing (or emptying) it
    /// could destroy what the user wrote (`loom check docs --out docs`).
    case outputHoldsNotebook(output: String, notebook: String)
    /// A file a page links to would be copied over something the build made.
    case assetCollision(page: String, line: Int, sitePath: String, maker: String)

    public var description: String {
        switch self {
        case .missingPath(let path): return "no such file or directory: \(path)"
        case .unreadable(let path): return "cannot read \(path)"
        case .unwritable(let path, let reason): return "cannot write \(path): \(reason)"
        case .conflictingPages(let first, let second, let page):
            return "\(first) and \(second) would both become \(page)"
        case .assetCollision(let page, let line, let sitePath, let maker):
            return "\(page):\(line): the linked file '\(sitePath)' would replace \(maker) of the same name in the site; not copied"
        case .outputHoldsNotebook(let output, let notebook):
            return "the output folder '\(output)' is, or contains, the folder of \(notebook); "
                + "Loom writes and deletes files there, so choose an output folder beside or inside the notebooks' folder"
        }
    }
}
