import Foundation

/// GitHub's alerts: a block quote whose first line is only `[!NOTE]` (or `TIP`, `IMPORTANT`,
/// `WARNING`, `CAUTION`, any case) becomes a titled callout. cmark-gfm 0.29 has no alerts
/// extension, so the quote is swapped for a container that keeps its children as nodes.
public struct RenderAlerts: NotebookPass {
    public var name: String { "alerts" }

    public init() {}

    /// Marker → title, in GitHub's order.
    public static let kinds: [(marker: String, title: String)] = [
        ("NOTE", "Note"), ("TIP", "Tip"), ("IMPORTANT", "Important"), ("WARNING", "Warning"), ("CAUTION", "Caution"),
    ]

    public func run(_ notebook: Notebook) -> Notebook {
        var quotes: [MarkdownNode] = []
        notebook.document.walk { event, node in
            if event == .enter, node.kind == .blockQuote { quotes.append(node) }
        }
        for quote in quotes {
            guard let (kind, title, marker) = Self.marker(of: quote) else { continue }
            let paragraph = marker[0].parent
            for node in marker { node.removeFromTree() }
            if let paragraph, paragraph.firstChild == nil { paragraph.removeFromTree() }
            quote.replaceWithContainer(
                enter: "<div class=\"loom-callout loom-callout-\(kind)\" role=\"note\">"
                    + "<p class=\"loom-callout-title\">\(title)</p>",
                exit: "</div>")
        }
        return notebook
    }

    /// The alert's kind (`note`), title and the inline nodes of its marker line (the line
    /// break after it included), or nil when the quote is an ordinary one.
    static func marker(of quote: MarkdownNode) -> (String, String, [MarkdownNode])? {
        guard let paragraph = quote.firstChild, paragraph.kind == .paragraph else { return nil }
        var text = ""
        var nodes: [MarkdownNode] = []
        // cmark splits `[!NOTE]` into several text nodes (`[`, `!NOTE`, `]`).
        for child in paragraph.children {
            if child.kind == .softBreak || child.kind == .lineBreak {
                nodes.append(child)
                break
            }
            guard child.kind == .text else { return nil }
            text += child.literal ?? ""
            nodes.append(child)
        }
        let word = text.trimmingCharacters(in: .whitespaces).uppercased()
        guard word.hasPrefix("[!"), word.hasSuffix("]"),
              let kind = kinds.first(where: { "[!\($0.marker)]" == word }) else { return nil }
        return (kind.marker.lowercased(), kind.title, nodes)
    }
}
