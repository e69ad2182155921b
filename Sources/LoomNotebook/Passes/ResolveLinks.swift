import CCmarkGFM
import Foundation

/// Site-relative rewriting of what the Markdown points at:
/// - a relative link to a `.md` file becomes a link to its `.html` page (`a.md#x` → `a.html#x`);
/// - every relative image (`![](img/x.png)`, `<img src="x.png">`) and relative link to another
///   local file is recorded in `notebook.linkedAssets`, for `SiteBuilder` to copy next to the
///   page; with `selfContained`, images are inlined as `data:` URIs instead.
/// Targets outside the site's folder (`../../x.png`, or a symlink that leads out) are left as they
/// are, not copied or inlined, with a warning.
public struct ResolveLinks: NotebookPass {
    public var name: String { "resolve-links" }
    public var selfContained: Bool

    public init(selfContained: Bool = false) { self.selfContained = selfContained }

    public func run(_ notebook: Notebook) -> Notebook {
        var notebook = notebook
        var nodes: [MarkdownNode] = []
        notebook.document.walk { event, node in
            guard event == .enter else { return }
            switch node.kind {
            case .link, .image, .htmlBlock, .htmlInline: nodes.append(node)
            default: break
            }
        }
        let folder = (notebook.sourcePath as NSString).deletingLastPathComponent
        // The site's folder on disk: the page's folder, climbed once per folder it sits in.
        let siteFolder = notebook.relativePath.split(separator: "/").dropLast()
            .reduce(folder.isEmpty ? "." : folder) { path, _ in path + "/.." }
        var assets: [String: LinkedAsset] = [:]
        let generated = Set(notebook.results.flatMap { result in
            result.outputs.flatMap { output -> [String] in
                // An animation's frames are woven too, beside its poster.
                if case .image(let image) = output { return [image.path] + (image.animation == nil ? [] : [image.animationPath]) }
                return []
            }
        })
        func resolve(_ url: String, isImage: Bool, line: Int) -> String? {
            guard let target = Self.localTarget(url) else { return nil }
            if !isImage, target.path.lowercased().hasSuffix(".md") {
                return String(target.path.dropLast(3)) + ".html" + target.suffix
            }
            let decoded = target.path.removingPercentEncoding ?? target.path
            let pageFolder = notebook.relativePath.split(separator: "/").dropLast().joined(separator: "/")
            let sitePath = Self.normalize(pageFolder.isEmpty ? decoded : pageFolder + "/" + decoded)
            // The page's own woven figures are written by the build, not copied.
            if let sitePath, generated.contains(sitePath) { return nil }
            let source = folder.isEmpty ? decoded : folder + "/" + decoded
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: source, isDirectory: &isDirectory), !isDirectory.boolValue else {
                if isImage {
                    notebook.warnings.append("\(notebook.sourcePath):\(line): warning: image '\(url)' not found")
                }
                return nil
            }
            guard let sitePath else {
                notebook.warnings.append("\(notebook.sourcePath):\(line): warning: '\(url)' is outside the site's folder; not copied")
                return nil
            }
            // Hidden files stay out of the site: `.loom-cache/…` would let a page forge cache entries.
            guard !sitePath.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
                notebook.warnings.append("\(notebook.sourcePath):\(line): warning: '\(url)' is a hidden file or in a hidden folder; not copied")
                return nil
            }
            // A symlink may lead anywhere (`passwd.txt -> /etc/passwd`): judge where it really is.
            guard Sandbox.contains(siteFolder, source) else {
                notebook.warnings.append("\(notebook.sourcePath):\(line): warning: '\(url)' leads outside the site's folder through a symlink; not copied")
                return nil
            }
            if selfContained, isImage, let data = FileManager.default.contents(atPath: source) {
                return "data:\(Self.mimeType(decoded));base64," + data.base64EncodedString()
            }
            if assets[sitePath] == nil { assets[sitePath] = LinkedAsset(sourcePath: source, sitePath: sitePath, line: line) }
            return nil
        }
        for node in nodes {
            switch node.kind {
            case .link, .image:
                guard let url = node.linkURL else { continue }
                // As written, for `LinkChecker` once every page is built.
                notebook.links.append(PageLink(url: url, line: Self.line(of: node), isImage: node.kind == .image))
                guard let replacement = resolve(url, isImage: node.kind == .image, line: Self.line(of: node)) else { continue }
                node.setLinkURL(replacement)
            default:
                guard let html = node.literal, html.contains("src=") else { continue }
                var changed = html
                for url in Self.imageSources(in: html) {
                    if let replacement = resolve(url, isImage: true, line: Self.line(of: node)) {
                        changed = changed.replacingOccurrences(of: "src=\"\(url)\"", with: "src=\"\(replacement)\"")
                    }
                }
                if changed != html { node.setLiteral(changed) }
            }
        }
        notebook.linkedAssets = assets.keys.sorted().map { assets[$0]! }
        return notebook
    }

    /// The path and the `?query#fragment` of a relative URL; nil for absolute URLs, `/paths`,
    /// `#anchors` and `data:`.
    static func localTarget(_ url: String) -> (path: String, suffix: String)? {
        guard !url.isEmpty, !url.hasPrefix("/"), !url.hasPrefix("#") else { return nil }
        if let colon = url.firstIndex(of: ":"),
           url[..<colon].allSatisfy({ $0.isLetter || $0.isNumber || "+.-".contains($0) }) { return nil }
        let end = url.firstIndex(where: { $0 == "#" || $0 == "?" }) ?? url.endIndex
        let path = String(url[..<end])
        guard !path.isEmpty else { return nil }
        return (path, String(url[end...]))
    }

    /// The Markdown line of a node (inline nodes have none; their block's is used).
    static func line(of node: MarkdownNode) -> Int {
        var current: MarkdownNode? = node
        while let candidate = current {
            if candidate.startLine > 0 { return candidate.startLine }
            current = candidate.parent
        }
        return 0
    }

    /// `a/./b/../c` → `a/c`; nil when it climbs above the root.
    static func normalize(_ path: String) -> String? {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." || part.isEmpty { continue }
            if part == ".." {
                guard !parts.isEmpty else { return nil }
                parts.removeLast()
            } else {
                parts.append(part)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "/")
    }

    static func mimeType(_ path: String) -> String {
        switch (path as NSString).pathExtension.lowercased() {
        case "png": return "image/png"
        case "jpg", "jpeg": return "image/jpeg"
        case "gif": return "image/gif"
        case "svg": return "image/svg+xml"
        case "webp": return "image/webp"
        default: return "application/octet-stream"
        }
    }

    /// The `src="…"` values of `<img>` tags in raw HTML.
    static func imageSources(in html: String) -> [String] {
        var found: [String] = []
        var rest = Substring(html)
        while let tag = rest.range(of: "<img") {
            rest = rest[tag.upperBound...]
            let end = rest.firstIndex(of: ">") ?? rest.endIndex
            let attributes = rest[..<end]
            if let src = attributes.range(of: "src=\"") {
                let value = attributes[src.upperBound...].prefix { $0 != "\"" }
                found.append(String(value))
            }
            rest = rest[end...]
        }
        return found
    }
}

/// A file the page refers to, copied into the site at `sitePath` (relative to the site root).
public struct LinkedAsset: Equatable, Sendable {
    public var sourcePath: String
    public var sitePath: String
    /// The Markdown line of the first link to it.
    public var line: Int = 0
}

extension MarkdownNode {
    /// A link's or image's destination.
    var linkURL: String? { cmark_node_get_url(pointer).map { String(cString: $0) } }

    func setLinkURL(_ url: String) { cmark_node_set_url(pointer, url) }
}
