/// Gives every heading an `id` (GitHub-style slug, made unique on the page) so the table of
/// contents can link to it, and records the anchors in `notebook.headings`.
public struct AnchorHeadings: NotebookPass {
    public var name: String { "anchor-headings" }

    public init() {}

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        var nodes: [MarkdownNode] = []
        notebook.document.walk { event, node in
            if event == .enter, node.kind == .heading { nodes.append(node) }
        }
        var used: [String: Int] = [:]
        var anchors: [Int: String] = [:]
        for node in nodes {
            let anchor = Self.uniqueSlug(node.plainText, used: &used)
            anchors[node.startLine] = anchor
            let html = node.renderHTML()
            let level = node.headingLevel
            let tag = "<h\(level)"
            guard html.hasPrefix(tag) else { continue }
            let withID = tag + " id=\"\(HTML.escape(anchor))\"" + html.dropFirst(tag.count)
            node.replaceWithHTMLBlock(withID)
        }
        for index in notebook.headings.indices {
            notebook.headings[index].anchor = anchors[notebook.headings[index].line] ?? ""
        }
        return notebook
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
