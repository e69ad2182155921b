/// A page's YAML-style front matter: `key: value` lines between `---` lines at the very top.
/// Only flat keys are read: `title`, `imports` (`[A, B]` or `- A` lines) and any cell option,
/// which becomes the page's default (`scale: 3`, `echo: false`, …).
public struct FrontMatter: Equatable, Sendable {
    public var title: String?
    public var imports: [String] = []
    /// Cell option defaults for the page.
    public var defaults = CellOptions()
    /// Unknown keys and bad values, located in the Markdown file. They are errors of the page, as
    /// a mistyped block option is of its block: a typo must not silently change nothing.
    public var problems: [NotebookDiagnostic] = []

    /// The keys front matter takes: its own and every block option (as the page's default).
    public static let keys = ["title", "imports"] + CellOptions.keys

    public init() {}

    /// Splits front matter off `markdown`. The returned Markdown has the front matter lines
    /// blanked (not removed), so every line keeps its number. `defaults` (the project's, from
    /// `loom.toml`) are what the front matter's own settings go on top of.
    public static func split(_ markdown: String, defaults: CellOptions = CellOptions()) -> (FrontMatter, markdown: String) {
        var none = FrontMatter()
        none.defaults = defaults
        var lines = markdown.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func bare(_ line: String) -> String { line.hasSuffix("\r") ? String(line.dropLast()) : line }
        guard lines.count > 1, bare(lines[0]) == "---",
              let end = lines.indices.dropFirst().first(where: { ["---", "..."].contains(bare(lines[$0])) }) else {
            return (none, markdown)
        }
        var matter = none
        var currentListKey: String?
        for index in 1..<end {
            let line = bare(lines[index])
            let trimmed = line.trimming(" \t")
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            // Problems point at the line's first word: the key, or the list item.
            let column = line.utf8.prefix { $0 == 0x20 || $0 == 0x09 }.count + 1
            func problem(_ message: String) {
                matter.problems.append(NotebookDiagnostic(line: index + 1, column: column, message: message,
                                                          sourceLine: line, sourceColumn: column))
            }
            if trimmed.hasPrefix("- "), currentListKey == "imports" {
                if let message = matter.addImport(String(trimmed.dropFirst(2)).trimming(" \t\"'")) { problem(message) }
                continue
            }
            guard let colon = line.firstIndex(of: ":") else {
                problem("front matter lines are 'key: value', not '\(trimmed)'")
                continue
            }
            let key = line[..<colon].trimming(" \t")
            var value = line[line.index(after: colon)...].trimming(" \t")
            if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
                value = String(value.dropFirst().dropLast())
            }
            currentListKey = value.isEmpty ? key : nil
            switch key {
            case "title":
                matter.title = value
            case "imports":
                if value.hasPrefix("["), value.hasSuffix("]") {
                    for name in value.dropFirst().dropLast().split(separator: ",").map({ $0.trimming(" \t\"'") })
                        where !name.isEmpty {
                        if let message = matter.addImport(name) { problem(message) }
                    }
                } else if !value.isEmpty {
                    if let message = matter.addImport(value) { problem(message) }
                }
            case _ where !CellOptions.keys.contains(key):
                problem("unknown front matter key '\(key)'" + Suggestion.phrase(for: key, in: keys)
                        + " (known: \(keys.joined(separator: ", ")))")
            default:
                if let message = matter.defaults.apply(key: key, value: value.isEmpty ? nil : value) {
                    problem(message)
                }
                if let name = matter.defaults.outputName {
                    // Every block's picture would get the one name and overwrite the one before.
                    matter.defaults.outputName = nil
                    problem("'output: \(name)' names one picture, so it cannot be a page-wide default; "
                            + "name pictures with `//| output:` in each block")
                }
            }
        }
        for index in 0...end { lines[index] = "" }
        return (matter, lines.joined(separator: "\n"))
    }
}

extension FrontMatter {
    /// Imports are module names (`PureSwiftUI`), never paths: a page may not load Swift files
    /// from wherever it likes (`../../etc/x`); folders of sources come from `--import-path`.
    /// Why `name` cannot be imported, or nil once it is.
    mutating func addImport(_ name: String) -> String? {
        guard let first = name.unicodeScalars.first, first == "_" || first.properties.isXIDStart,
              name.unicodeScalars.allSatisfy({ $0 == "_" || $0.properties.isXIDContinue }) else {
            return "imports: '\(name)' is not a module name; a page imports libraries by name, "
                + "and folders of Swift sources are given with --import-path"
        }
        imports.append(name)
        return nil
    }
}
