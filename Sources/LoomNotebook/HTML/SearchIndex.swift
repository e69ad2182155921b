/// The site's search index: every page's title, headings (with anchors) and text, written once
/// per build as `search-index.js` at the site root. A script rather than JSON, so pages opened
/// from `file://` can load it (browsers refuse `fetch` there); the page script searches it.
public enum SearchIndex {
    public static let fileName = "search-index.js"

    /// One page's entry: what the reader may search for, and where it leads.
    static func entry(for notebook: Notebook) -> JSONValue {
        var words: [String] = []
        notebook.document.walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .text:
                // An alert's `[!NOTE]` is markup, not words.
                let text = node.literal ?? ""
                words.append(RenderAlerts.kinds.contains { "[!\($0.marker)]" == text.uppercased() } ? "" : text)
            case .code, .codeBlock: words.append(node.literal ?? "")
            default: break
            }
        }
        let headings = AnchorHeadings.anchoredHeadings(in: notebook.document).map { node, anchor in
            JSONValue.array([.string(node.plainText), .string(anchor)])
        }
        return .object([
            ("title", .string(notebook.title)),
            ("path", .string(notebook.htmlPath)),
            ("headings", .array(headings)),
            ("text", .string(collapsed(words.joined(separator: " ")))),
        ])
    }

    /// `search-index.js` for `notebooks`, in sidebar order.
    public static func script(for notebooks: [Notebook]) -> String {
        let pages = SiteNavigation.ordered(notebooks).entries.compactMap { entry in
            notebooks.first { $0.htmlPath == entry.htmlPath }
        }
        return "window.loomSearchIndex = " + JSONValue.array(pages.map(entry)).serialized() + ";\n"
    }

    /// Runs of white space become one space: the index stays small and snippets read well.
    static func collapsed(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
