/// `--safe`, for notebooks from people you do not trust: the raw HTML the Markdown wrote is
/// dropped entirely — blocks and inline tags — and links and images whose URL would run script
/// or reach local files (`javascript:`, `vbscript:`, `file:`, `data:` other than images) lose
/// their URL, as cmark-gfm's own safe mode does. That mode cannot be used as is: it would also
/// drop the figures Loom weaves in, so this pass runs before `WeaveOutputs`.
public struct DropRawHTML: NotebookPass {
    public var name: String { "drop-raw-html" }

    public init() {}

    public func run(_ notebook: Notebook) -> Notebook {
        var raw: [MarkdownNode] = []
        var links: [MarkdownNode] = []
        notebook.document.walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .htmlBlock, .htmlInline: raw.append(node)
            case .link, .image: links.append(node)
            default: break
            }
        }
        for node in raw { node.removeFromTree() }
        for node in links where Self.isUnsafe(node.linkURL ?? "") { node.setLinkURL("") }
        return notebook
    }

    /// cmark-gfm's `_scan_dangerous_url`: these schemes, except `data:image/png|gif|jpeg|webp`.
    static func isUnsafe(_ url: String) -> Bool {
        let lowered = url.trimming(" \t\n").lowercased()
        if lowered.hasPrefix("data:") {
            return !["png", "gif", "jpeg", "webp"].contains { lowered.hasPrefix("data:image/" + $0) }
        }
        return ["javascript:", "vbscript:", "file:"].contains { lowered.hasPrefix($0) }
    }
}
