/// Takes blocks' reference pictures out of the HTML page: the woven figure (the picture the block
/// just drew) stands in for them. The Markdown keeps them, so readers of the raw file (on GitHub)
/// see the picture, and the page does not show it twice. The reference's alternative text becomes
/// the figure's when the block sets no `alt:`. Runs after `ExecuteCells`, before `WeaveOutputs`.
public struct HideReferenceImages: NotebookPass {
    public var name: String { "hide-reference-images" }

    public init() {}

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        let located = ReferenceLinks.locatedCandidates(in: notebook)
        let references = ReferenceLinks.references(in: notebook, candidates: located.mapValues { $0.map(\.link) },
                                                   markdownPath: notebook.sourcePath)
        var removals: [MarkdownNode] = []
        for reference in references {
            guard let entry = located[reference.cellIndex]?.first(where: { $0.link == reference.link }) else { continue }
            if notebook.cells[reference.cellIndex].options.alt == nil {
                let alt = entry.isHTML ? ReferenceLinks.imageAlt(inHTML: entry.node.literal ?? "") : entry.node.plainText
                if let alt, !alt.trimming(" \t\n").isEmpty { notebook.cells[reference.cellIndex].options.alt = alt }
            }
            if entry.isHTML {
                // Only an HTML block that is nothing but the picture (`<p align="center"><img …></p>`).
                let html = entry.node.literal ?? ""
                if entry.node.kind == .htmlBlock, Self.isOnlyTags(html), ReferenceLinks.imageSources(inHTML: html).count == 1 {
                    removals.append(entry.node)
                }
            } else if let paragraph = entry.node.parent, paragraph.kind == .paragraph,
                      paragraph.children.allSatisfy({ Self.isBlank($0) || $0.pointer == entry.node.pointer }) {
                removals.append(paragraph)
            } else {
                removals.append(entry.node)
            }
        }
        for node in removals { node.removeFromTree() }
        return notebook
    }

    private static func isBlank(_ node: MarkdownNode) -> Bool {
        switch node.kind {
        case .softBreak, .lineBreak: return true
        case .text: return (node.literal ?? "").allSatisfy(\.isWhitespace)
        default: return false
        }
    }

    /// Whether an HTML fragment shows no text of its own (only tags and whitespace).
    static func isOnlyTags(_ html: String) -> Bool {
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag && !character.isWhitespace {
                return false
            }
        }
        return true
    }
}
