import Foundation

/// The symbol graph that gives docc a snippet's code, as swift-docc-plugin's `snippet-extract`
/// makes it: one `snippet` symbol per file, named `Module/Snippets/Name`, whose lines are the
/// file's code after its leading `//` comment (the snippet's abstract). `// snippet.hide` …
/// `// snippet.show` spans and other `// snippet.` marker lines are left out, as DocC shows them.
/// Without it docc cannot resolve `@Snippet` (the toolchain here has no `snippet-extract`).
enum DocCSnippetGraph {
    /// The graph's JSON for `module`'s snippets (`name` → file path), keys sorted for stable bytes.
    static func json(module: String, snippets: [(name: String, file: String)]) -> Data? {
        var symbols: [[String: Any]] = []
        for (name, file) in snippets.sorted(by: { $0.name < $1.name }) {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let (abstract, code) = split(NotebookText(Array(data), file: file).text)
            let components = name.split(separator: "/").map(String.init)
            var symbol: [String: Any] = [
                "accessLevel": "public",
                "kind": ["identifier": "snippet", "displayName": "Snippet"],
                "identifier": ["precise": "$snippet__\(module).\(components.joined(separator: "."))", "interfaceLanguage": "swift"],
                "pathComponents": ["Snippets"] + components,
                "names": ["title": components.last ?? name],
                "snippet": ["language": "swift", "lines": code, "slices": [String: Any]()],
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

    /// The leading `//` comment lines (without `//`) and the code DocC shows.
    static func split(_ text: String) -> (abstract: [String], code: [String]) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        var abstract: [String] = []
        while let first = lines.first, first.hasPrefix("//"), !first.contains("snippet.") {
            abstract.append(first.dropFirst(2).trimmingCharacters(in: .whitespaces))
            lines.removeFirst()
        }
        var code: [String] = []
        var hidden = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("// snippet.") {
                if trimmed == "// snippet.hide" { hidden = true }
                if trimmed == "// snippet.show" { hidden = false }
                continue
            }
            if !hidden { code.append(line) }
        }
        while code.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { code.removeFirst() }
        return (abstract, code)
    }
}
