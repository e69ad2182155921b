import Foundation

/// An image an article places right after a swift block: the paragraph that follows the block is
/// `![alt](ring.png)` or `@Image(source: ring.png, alt: "…")`. It is the block's **reference**
/// (DESIGN: "A Markdown image right after a block"), the hand-made picture Loom's replaces.
public struct DocCPlacedImage: Equatable, Sendable {
    /// The base name DocC resolves it by (`ring`).
    public var base: String
    /// 1-based line of the image in the article.
    public var line: Int

    /// The images right after each swift cell, keyed by cell index.
    public static func placed(in notebook: Notebook) -> [Int: [DocCPlacedImage]] {
        let lines = notebook.markdownLines
        var found: [Int: [DocCPlacedImage]] = [:]
        for cell in notebook.cells {
            let images = after(cell.node, markdownLines: lines)
            if !images.isEmpty { found[cell.index] = images }
        }
        return found
    }

    /// The images of the paragraph right after `node` (none when the next block is anything else).
    static func after(_ node: MarkdownNode, markdownLines lines: [Substring]) -> [DocCPlacedImage] {
        guard let next = node.next, next.kind == .paragraph else { return [] }
        var images: [DocCPlacedImage] = []
        for line in next.startLine...max(next.startLine, next.endLine) where line >= 1 && line <= lines.count {
            for source in directiveSources(in: String(lines[line - 1])) {
                images.append(DocCPlacedImage(base: DocCImageName.base(ofSource: source), line: line))
            }
        }
        for child in next.children where child.kind == .image {
            guard let url = child.imageURL, !url.isEmpty, !url.contains("://"), !url.hasPrefix("/") else { continue }
            images.append(DocCPlacedImage(base: DocCImageName.base(ofSource: url), line: child.blockLine))
        }
        return images
    }

    /// The `source:` of every `@Image(…)` directive on a line (quoted or not, as DocC allows).
    static func directiveSources(in line: String) -> [String] {
        line.matches(of: /@Image\s*\(\s*source\s*:\s*(?:"([^"]*)"|([^,)\s]+))/).compactMap { match in
            let source = match.output.1.map(String.init) ?? match.output.2.map(String.init)
            return source?.isEmpty == false ? source : nil
        }
    }
}
