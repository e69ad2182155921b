import Foundation

/// A snippet an article shows: `@Snippet(path: "Badges/Snippets/StatusRow")`. DocC prints the code
/// of `Package/Snippets/StatusRow.swift`; Loom runs that file and places the picture of its last
/// view after the directive (or, when an image follows the directive already, in that image's place).
struct DocCSnippet {
    /// The path as written (`Badges/Snippets/StatusRow`).
    var path: String
    /// The paragraph holding the directive.
    var paragraph: MarkdownNode
    /// 1-based line of the directive.
    var line: Int

    /// The `@Snippet` directives of an article, each the start of a paragraph of its own.
    static func snippets(in notebook: Notebook) -> [DocCSnippet] {
        let lines = notebook.markdownLines
        var found: [DocCSnippet] = []
        notebook.document.walk { event, node in
            guard event == .enter, node.kind == .paragraph, node.startLine >= 1, node.startLine <= lines.count,
                  let match = String(lines[node.startLine - 1]).firstMatch(of: /^\s*@Snippet\s*\(\s*path\s*:\s*"([^"]+)"/) else { return }
            found.append(DocCSnippet(path: String(match.output.1), paragraph: node, line: node.startLine))
        }
        return found
    }

    /// The snippet's file in `package`: what follows `Snippets/` in the path, plus `.swift`.
    func file(in package: String) -> String? {
        let components = path.split(separator: "/").map(String.init)
        guard let snippets = components.firstIndex(of: "Snippets"), snippets + 1 < components.count,
              !components.contains("..") else { return nil }
        return package + "/Snippets/" + components[(snippets + 1)...].joined(separator: "/") + ".swift"
    }

    /// The module the path names the snippet in (`Badges`).
    var module: String { path.split(separator: "/").first.map(String.init) ?? path }

    /// The snippet's name below `Snippets/` (`StatusRow`, `Sub/Row`).
    var name: String { path.split(separator: "/").drop { $0 != "Snippets" }.dropFirst().joined(separator: "/") }

    /// `Badges/Snippets/StatusRow` → `Snippet-StatusRow`: a resource name no article block takes.
    var pictureBase: String {
        "Snippet-" + path.split(separator: "/").drop { $0 != "Snippets" }.dropFirst().joined(separator: "-")
    }
}
