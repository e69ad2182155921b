import Foundation

/// The symbol graph that gives docc a snippet's code, as swift-docc-plugin's `snippet-extract`
/// makes it: one `snippet` symbol per file, named `Module/Snippets/Name`, whose lines are the
/// file's code after its leading `//` comment (the snippet's abstract). `// snippet.hide` …
/// `// snippet.show` spans and the marker lines are left out, as DocC shows them; a
/// `// snippet.NAME` … `// snippet.end` span is the slice `@Snippet(path:slice: "NAME")` shows.
/// Without it docc cannot resolve `@Snippet` (the toolchain here has no `snippet-extract`).
enum DocCSnippetGraph {
    /// The graph's JSON for `module`'s snippets (`name` → file path), keys sorted for stable bytes.
    static func json(module: String, snippets: [(name: String, file: String)]) -> Data? {
        var symbols: [[String: Any]] = []
        for (name, file) in snippets.sorted(by: { $0.name < $1.name }) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let (abstract, code, slices) = split(NotebookText(Array(data), file: file).text)
            let components = name.split(separator: "/").map(String.init)
            var symbol: [String: Any] = [
                "accessLevel": "public",
                "kind": ["identifier": "snippet", "displayName": "Snippet"],
                "identifier": ["precise": "$snippet__\(module).\(components.joined(separator: "."))", "interfaceLanguage": "swift"],
                "pathComponents": ["Snippets"] + components,
                "names": ["title": components.last ?? name],
                // docc decodes a slice as Swift encodes a Range<Int>: [lower, upper].
                "snippet": ["language": "swift", "lines": code, "slices": slices.mapValues { [$0.lowerBound, $0.upperBound] }],
            ]
            if !abstract.isEmpty { symbol["docComment"] = ["lines": abstract.map { ["text": $0] }] }
            symbols.append(symbol)
        }
        let graph: [String: Any] = [
            "metadata": ["formatVersion": ["major": 0, "minor": 5, "patch": 3], "generator": "loom"],
            "module": ["name": module, "platform": [String: Any]()],
            "symbols": symbols,
            "relationships": [Any](),
        ]
        return try? JSONSerialization.data(withJSONObject: graph, options: [.sortedKeys])
    }

    /// The leading `//` comment lines (without `//`), the code DocC shows, and each slice's
    /// lines in that code. A slice left open ends with the file.
    static func split(_ text: String) -> (abstract: [String], code: [String], slices: [String: Range<Int>]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var abstract: [String] = []
        while let first = lines.first, first.hasPrefix("//"), !first.contains("snippet.") {
            abstract.append(first.dropFirst(2).trimmingCharacters(in: .whitespaces))
            lines.removeFirst()
        }
        var code: [String] = []
        var hidden = false
        var slices: [String: Range<Int>] = [:]
        var open: (name: String, start: Int)?
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet.") {
                let marker = String(trimmed.dropFirst("// snippet.".count)).trimmingCharacters(in: .whitespaces)
                switch marker {
                case "hide": hidden = true
                case "show": hidden = false
                case "end":
                    if let slice = open { slices[slice.name] = slice.start..<code.count }
                    open = nil
                default:
                    if let slice = open { slices[slice.name] = slice.start..<code.count }
                    if !marker.isEmpty { open = (marker, code.count) }
                }
                continue
            }
            if !hidden { code.append(line) }
        }
        if let slice = open { slices[slice.name] = slice.start..<code.count }
        let blank = code.prefix { $0.trimmingCharacters(in: .whitespaces).isEmpty }.count
        code.removeFirst(blank)
        slices = slices.mapValues { Swift.max($0.lowerBound - blank, 0)..<Swift.max($0.upperBound - blank, 0) }
        return (abstract, code, slices)
    }
}
