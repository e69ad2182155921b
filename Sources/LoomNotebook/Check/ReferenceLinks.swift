import CCmarkGFM
import Foundation

/// A picture placed in a page's Markdown after a swift block: `![alt](ring.png)`, or an HTML
/// `<img src="ring.png">` (how the seed guides place their screenshots).
public struct ReferenceLink: Equatable, Sendable {
    /// The link as written, percent-decoded, without `?query` or `#fragment` (`getting-started/ring.png`).
    public var url: String
    /// Its last path component (`ring.png`).
    public var fileName: String
    /// 1-based Markdown line of the image (of its paragraph or HTML block).
    public var line: Int

    /// An `.apng` or `.gif` reference: the block's animation is checked frame by frame.
    public var isAnimation: Bool { fileName.lowercased().hasSuffix(".apng") || isGIF }
    /// A GIF reference: `check` reads it, `record` does not write one (it writes APNGs).
    public var isGIF: Bool { fileName.lowercased().hasSuffix(".gif") }
    /// The file name without its extension (`ring` for `ring.png` or `ring.apng`).
    public var stem: String { Self.stem(of: fileName) }

    static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: ".") else { return name }
        return String(name[..<dot])
    }
}

/// A block's reference picture: the image right after the block that names the block's output.
public struct BlockReference {
    /// 0-based position of the block among the page's swift cells.
    public var cellIndex: Int
    /// 1-based line of the block's opening fence.
    public var line: Int
    /// The block's output name (`//| output: ring.png`), or nil when the block has one unnamed image.
    public var outputName: String?
    public var link: ReferenceLink
    /// The reference file on disk (the link resolved against the Markdown file's folder).
    public var path: String
    /// What the block drew for it this time; nil when the block produced no image (it failed).
    public var actual: ImageAsset?
    /// Why `check` may not read it and `record` may not write it (it leads outside the notebook's
    /// folder, or is a symlink); nil when it may.
    public var refusal: String?

    /// The name a test report gives the block: its output name, else `line N`.
    public var displayName: String { outputName ?? "line \(line)" }
}

/// Finds reference pictures (DESIGN: "A Markdown image right after a block that names the block's
/// output file is its reference").
///
/// Every image between a swift block and the next swift block (in any Markdown — paragraphs,
/// HTML blocks, lists) belongs to that block. A block's reference is the one whose file name
/// equals its `//| output:` name; a block without a name that drew exactly one image takes the
/// only PNG that follows it. Other images are prose and are ignored.
public enum ReferenceLinks {
    /// The PNG images placed after each swift cell, before the next one, keyed by cell index.
    /// Works on a parsed or a woven notebook (woven figures and echo-less cells are accounted for).
    public static func candidates(in notebook: Notebook) -> [Int: [ReferenceLink]] {
        locatedCandidates(in: notebook).mapValues { $0.map(\.link) }
    }

    /// The references of a notebook whose cells ran (`notebook.results` filled), among the
    /// `candidates` found before the page was woven (the woven page no longer shows them).
    /// `markdownPath` is the Markdown file on disk; reference paths are relative to its folder.
    public static func references(in notebook: Notebook, candidates: [Int: [ReferenceLink]],
                           markdownPath: String) -> [BlockReference] {
        var found: [BlockReference] = []
        // Blocks that are not run (`eval: false`) or draw nothing (`hidden`, `output: false`) are not checked.
        for cell in notebook.cells where cell.options.eval && cell.options.showOutput {
            guard let links = candidates[cell.index], !links.isEmpty else { continue }
            let images: [ImageAsset] = cell.index < notebook.results.count
                ? notebook.results[cell.index].outputs.compactMap { output in
                    if case .image(let image) = output { return image }
                    return nil
                } : []
            if let name = cell.options.outputName {
                let actual = images.first { $0.path.split(separator: "/").last.map(String.init) == name }
                // `output: bounce.png` is referenced by `bounce.png` (its still) or, when it moves,
                // `bounce.apng`/`bounce.gif` (its motion) — or may, when the block drew nothing
                // (it failed): that is reported, not passed over.
                let moves = actual.map { $0.animation != nil } ?? true
                guard let link = links.first(where: { $0.fileName == name || (moves && $0.isAnimation && $0.stem == ReferenceLink.stem(of: name)) })
                else { continue }
                found.append(BlockReference(cellIndex: cell.index, line: cell.fenceLine, outputName: name, link: link,
                                            path: resolve(link.url, against: markdownPath), actual: actual))
            } else if images.count == 1,
                      // A still is never checked against an animated image (a GIF in prose, say).
                      case let usable = images[0].animation == nil ? links.filter({ !$0.isAnimation }) : links,
                      usable.count == 1, let link = usable.first {
                found.append(BlockReference(cellIndex: cell.index, line: cell.fenceLine, outputName: nil, link: link,
                                            path: resolve(link.url, against: markdownPath), actual: images[0]))
            }
        }
        for index in found.indices {
            found[index].refusal = refusal(found[index].link.url, path: found[index].path, markdownPath: markdownPath)
        }
        return found
    }

    /// References live in the notebook's folder (DESIGN: Sandbox): a link that climbs out of it
    /// (`../../victim/logo.png`), or reaches out through a symlinked folder, is refused, and so is
    /// a reference that is itself a symlink — recording would replace the link or write where it points.
    static func refusal(_ url: String, path: String, markdownPath: String) -> String? {
        let folder = (markdownPath as NSString).deletingLastPathComponent
        if !Sandbox.contains(folder, path) {
            return "the reference '\(url)' is outside the notebook's folder; references must be files beside the notebook or below its folder"
        }
        if Sandbox.isSymlink(path) {
            return "the reference '\(url)' is a symlink; Loom neither reads nor writes references through links"
        }
        return nil
    }

    /// `ring.png` next to `Notebooks/guide.md` → `Notebooks/ring.png`.
    public static func resolve(_ url: String, against markdownPath: String) -> String {
        let folder = (markdownPath as NSString).deletingLastPathComponent
        let joined = folder.isEmpty ? url : folder + "/" + url
        return (joined as NSString).standardizingPath
    }

    // MARK: - Finding images

    struct Located {
        var link: ReferenceLink
        /// The Markdown node holding the image (the image node, or the HTML block/inline node).
        var node: MarkdownNode
        var isHTML: Bool
    }

    /// Assigns images to cells by line: an image belongs to the last cell whose fence opens above
    /// it. Lines survive weaving (inserted nodes have none, removed cells keep theirs).
    static func locatedCandidates(in notebook: Notebook) -> [Int: [Located]] {
        let fences = notebook.cells.map { (line: $0.fenceLine, index: $0.index) }
        guard !fences.isEmpty else { return [:] }
        var result: [Int: [Located]] = [:]
        func add(_ url: String, line: Int, node: MarkdownNode, isHTML: Bool) {
            guard line > 0, let link = link(url, line: line),
                  let owner = fences.last(where: { $0.line < line }) else { return }
            result[owner.index, default: []].append(Located(link: link, node: node, isHTML: isHTML))
        }
        notebook.document.walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .image:
                add(node.imageURL ?? "", line: node.blockLine, node: node, isHTML: false)
            case .htmlBlock, .htmlInline:
                let html = node.literal ?? ""
                guard !html.contains("loom-output") else { return }  // a woven figure
                for source in imageSources(inHTML: html) {
                    add(source, line: node.blockLine, node: node, isHTML: true)
                }
            default:
                break
            }
        }
        return result
    }

    /// A link to a local PNG, or nil (remote, absolute, data URLs and other formats are not references).
    static func link(_ raw: String, line: Int) -> ReferenceLink? {
        var url = raw
        if let cut = url.firstIndex(where: { $0 == "?" || $0 == "#" }) { url = String(url[..<cut]) }
        url = url.removingPercentEncoding ?? url
        guard !url.isEmpty, !url.hasPrefix("/"), !url.contains("://"), !url.lowercased().hasPrefix("data:"),
              [".png", ".apng", ".gif"].contains(where: { url.lowercased().hasSuffix($0) }) else { return nil }
        let name = url.split(separator: "/").last.map(String.init) ?? url
        return ReferenceLink(url: url, fileName: name, line: line)
    }

    /// The `src` of every `<img>` tag in an HTML fragment.
    static func imageSources(inHTML html: String) -> [String] {
        var sources: [String] = []
        var rest = Substring(html)
        while let open = rest.range(of: "<img", options: .caseInsensitive) {
            let tagEnd = rest[open.upperBound...].firstIndex(of: ">") ?? rest.endIndex
            let tag = rest[open.upperBound..<tagEnd]
            if let src = attribute("src", in: tag) { sources.append(src) }
            rest = rest[tagEnd...]
        }
        return sources
    }

    /// The `alt` of the first `<img>` tag in an HTML fragment.
    static func imageAlt(inHTML html: String) -> String? {
        guard let open = html.range(of: "<img", options: .caseInsensitive) else { return nil }
        let tagEnd = html[open.upperBound...].firstIndex(of: ">") ?? html.endIndex
        return attribute("alt", in: html[open.upperBound..<tagEnd])
    }

    private static func attribute(_ name: String, in tag: Substring) -> String? {
        var search = tag[...]
        while let found = search.range(of: name, options: .caseInsensitive) {
            defer { search = search[found.upperBound...] }
            if found.lowerBound > tag.startIndex {
                let before = tag[tag.index(before: found.lowerBound)]
                guard before == " " || before == "\t" || before == "\n" else { continue }
            }
            var index = found.upperBound
            while index < tag.endIndex, tag[index] == " " { index = tag.index(after: index) }
            guard index < tag.endIndex, tag[index] == "=" else { continue }
            index = tag.index(after: index)
            while index < tag.endIndex, tag[index] == " " { index = tag.index(after: index) }
            guard index < tag.endIndex else { return nil }
            let quote = tag[index]
            if quote == "\"" || quote == "'" {
                let start = tag.index(after: index)
                let end = tag[start...].firstIndex(of: quote) ?? tag.endIndex
                return String(tag[start..<end])
            }
            let end = tag[index...].firstIndex(where: { $0 == " " || $0 == "/" || $0 == "\t" }) ?? tag.endIndex
            return String(tag[index..<end])
        }
        return nil
    }
}

extension MarkdownNode {
    /// An image's destination (as written).
    var imageURL: String? {
        cmark_node_get_url(pointer).map { String(cString: $0) }
    }

    /// The start line of this node, or of the nearest enclosing node that has one.
    var blockLine: Int {
        var node: MarkdownNode? = self
        while let current = node {
            if current.startLine > 0 { return current.startLine }
            node = current.parent
        }
        return 0
    }
}

extension ReferenceLinks {
    typealias RenderedReferences = (notebook: Notebook, candidates: [Int: [ReferenceLink]], references: [BlockReference])

    /// Reads the page at `source`, renders it with `renderer` and finds its blocks' references:
    /// what `check` and `record` both start from. Nil when the file cannot be read.
    static func renderedReferences(of source: SourceFile, with renderer: PageRenderer) -> RenderedReferences? {
        guard let parsed = Notebook(reading: source, defaults: renderer.pageDefaults) else { return nil }
        // Candidates come from the Markdown before rendering hides the reference images.
        let candidates = candidates(in: parsed)
        let notebook = renderer.render(parsed).notebook
        return (notebook, candidates, references(in: notebook, candidates: candidates, markdownPath: source.path))
    }

    /// Every page of `sources` rendered on up to `jobs` threads, in the order given. Safe to share:
    /// each page and its session belong to one worker; the renderer's passes are read-only;
    /// `progress` is called under a lock, once per finished page.
    static func renderedReferences(of sources: [SourceFile], with renderer: PageRenderer, jobs: Int,
                                   progress: ((SiteBuilder.Progress) -> Void)? = nil) -> [RenderedReferences?] {
        let shared = UncheckedSendable((sources, renderer))
        let tally = ProgressTally(pages: sources.count, report: progress)
        return PageWorkers.map(sources.count, jobs: jobs) { index in
            let (sources, renderer) = shared.value
            let page = renderedReferences(of: sources[index], with: renderer)
            tally.add(page?.notebook.results ?? [], page: sources[index].displayPath)
            return UncheckedSendable(page)
        }.map(\.value)
    }
}

/// Pages finished so far, counted from worker threads.
private final class ProgressTally: @unchecked Sendable {
    private let lock = NSLock()
    private var total = SiteBuilder.Progress()
    private let report: ((SiteBuilder.Progress) -> Void)?

    init(pages: Int, report: ((SiteBuilder.Progress) -> Void)?) {
        total.pagesTotal = pages
        self.report = report
    }

    func add(_ results: [CellResult], page: String) {
        guard let report else { return }
        lock.withLock {
            total.pagesDone += 1
            total.blocks += results.count
            total.failedBlocks += results.filter { $0.status == .error }.count
            total.cachedBlocks += results.filter(\.cached).count
            total.lastPage = page
            report(total)
        }
    }
}
