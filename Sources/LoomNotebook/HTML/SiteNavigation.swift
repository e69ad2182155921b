import Foundation

/// The site's pages, for the sidebar every page shows.
public struct SiteNavigation: Equatable, Sendable {
    public struct Entry: Equatable, Sendable {
        public var title: String
        /// Relative to the site root.
        public var htmlPath: String
        /// The heading the page is listed under (`Notebook.navigationGroup`); nil: none.
        public var group: String?

        public init(title: String, htmlPath: String, group: String? = nil) {
            self.title = title
            self.htmlPath = htmlPath
            self.group = group
        }
    }

    public var entries: [Entry]

    public init(entries: [Entry]) { self.entries = entries }
}

extension SiteNavigation {
    /// The sidebar's pages: with a root `index.md`, it comes first, then the pages its links
    /// name, in the order it names them, then any others alphabetically (by path); without one,
    /// every page alphabetically by path.
    public static func ordered(_ notebooks: [Notebook]) -> SiteNavigation {
        let sorted = notebooks.sorted { $0.relativePath < $1.relativePath }
        var order: [Notebook] = []
        var used: Set<String> = []
        if let index = notebooks.first(where: { $0.relativePath == "index.md" }) {
            order.append(index)
            used.insert(index.relativePath)
            let byPath = Dictionary(notebooks.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
            for target in linkedPages(in: index) {
                guard !used.contains(target), let page = byPath[target] else { continue }
                order.append(page)
                used.insert(target)
            }
        }
        order += sorted.filter { !used.contains($0.relativePath) }
        return SiteNavigation(entries: order.map { Entry(title: $0.title, htmlPath: $0.htmlPath, group: $0.navigationGroup) })
    }

    /// The site-relative `.md` paths `notebook` links to, in document order (`x.html` links
    /// count as `x.md`).
    static func linkedPages(in notebook: Notebook) -> [String] {
        var targets: [String] = []
        let folder = notebook.relativePath.split(separator: "/").dropLast().joined(separator: "/")
        notebook.document.walk { event, node in
            guard event == .enter, node.kind == .link, let url = node.linkURL,
                  let target = ResolveLinks.localTarget(url) else { return }
            var path = target.path.removingPercentEncoding ?? target.path
            if path.hasSuffix(".html") { path = String(path.dropLast(5)) + ".md" }
            guard path.hasSuffix(".md"),
                  let normalized = ResolveLinks.normalize(folder.isEmpty ? path : folder + "/" + path) else { return }
            targets.append(normalized)
        }
        return targets
    }
}
