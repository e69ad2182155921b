import Foundation

/// Gives every heading an `id` (GitHub-style slug, made unique on the page) so the table of
/// contents can link to it, and records the anchors in `notebook.headings`.
public struct AnchorHeadings: NotebookPass {
    public var name: String { "anchor-headings" }

    public init() {}

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        var anchors: [Int: String] = [:]
        for (node, anchor) in Self.anchoredHeadings(in: notebook.document) {
            anchors[node.startLine] = anchor
            let html = node.renderHTML()
            let level = node.headingLevel
            let tag = "<h\(level)", close = "</h\(level)>"
            guard html.hasPrefix(tag), let end = html.range(of: close, options: .backwards) else { continue }
            // A visible `#` after the text: the link to copy for this section.
            let link = "<a class=\"loom-anchor\" href=\"#\(HTML.escape(anchor))\" aria-label=\"Link to this section\">#</a>"
            let withID = tag + " id=\"\(HTML.escape(anchor))\"" + html[html.index(html.startIndex, offsetBy: tag.count)..<end.lowerBound]
                + " " + link + html[end.lowerBound...]
            node.replaceWithHTMLBlock(withID)
        }
        for index in notebook.headings.indices {
            notebook.headings[index].anchor = anchors[notebook.headings[index].line] ?? ""
        }
        return notebook
    }

    /// Every heading of `document` with the anchor `run` gives it, in document order — without
    /// changing the tree (the search index asks for pages it does not render).
    public static func anchoredHeadings(in document: MarkdownDocument) -> [(node: MarkdownNode, anchor: String)] {
        var nodes: [MarkdownNode] = []
        document.walk { event, node in
            if event == .enter, node.kind == .heading { nodes.append(node) }
        }
        var used: [String: Int] = [:]
        return nodes.map { ($0, uniqueSlug($0.plainText, used: &used)) }
    }

    /// `"Shapes & <Paths>!"` → `shapes--paths`; repeats get `-1`, `-2`, ….
    public static func slug(_ text: String) -> String {
        var slug = ""
        for character in text.lowercased() {
            if character.isLetter || character.isNumber || character == "-" || character == "_" {
                slug.append(character)
            } else if character == " " {
                slug.append("-")
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    static func uniqueSlug(_ text: String, used: inout [String: Int]) -> String {
        let base = slug(text)
        guard let count = used[base] else {
            used[base] = 0
            return base
        }
        var next = count + 1
        while used["\(base)-\(next)"] != nil { next += 1 }
        used[base] = next
        used["\(base)-\(next)"] = 0
        return "\(base)-\(next)"
    }
}
