/// Renders a (woven) notebook to a full HTML page: cmark-gfm's HTML inside `PageTemplate`,
/// with the site's pages in a sidebar (and as previous/next links) and the page's headings as a
/// table of contents.
public struct HTMLRenderer {
    public var name: String { "html" }

    /// Keeps highlighted code between runs (the block cache's folder).
    public var highlightCache: BlockCache?

    /// Pages load the site's `search-index.js` (off for self-contained pages, which stand alone).
    public var searches = true

    public init(highlightCache: BlockCache? = nil) { self.highlightCache = highlightCache }

    public func render(_ notebook: Notebook, navigation: SiteNavigation? = nil) -> String {
        // Front matter belongs to no block: its errors head the page.
        let pageErrors = notebook.frontMatter.problems.isEmpty ? ""
            : FigureHTML.errorBox(notebook.frontMatter.problems, file: notebook.sourcePath) + "\n"
        return PageTemplate.page(title: notebook.title,
                          body: pageErrors + HighlightCode.apply(to: notebook.document.renderHTML(), cache: highlightCache),
                          rootPrefix: notebook.rootPrefix,
                          sidebar: navigation.map { sidebar($0, current: notebook.htmlPath, rootPrefix: notebook.rootPrefix) },
                          tableOfContents: tableOfContents(notebook.headings),
                          pager: navigation.flatMap { pager($0, current: notebook.htmlPath, rootPrefix: notebook.rootPrefix) },
                          searchIndex: searches ? notebook.rootPrefix + SearchIndex.fileName : nil)
    }

    /// The site's `index.html`: every page's title and link, in build order.
    public func renderIndex(_ pages: [(title: String, htmlPath: String, sourcePath: String)]) -> String {
        var body = "<h1>Notebooks</h1>\n<ul class=\"loom-index\">\n"
        for page in pages {
            body += "<li><a href=\"\(HTML.escape(HTML.urlPath(page.htmlPath)))\">\(HTML.escape(page.title))</a>"
                + "<span class=\"loom-source\">\(HTML.escape(page.sourcePath))</span></li>\n"
        }
        body += "</ul>\n"
        return PageTemplate.page(title: "Notebooks", body: body, rootPrefix: "", sidebar: nil, tableOfContents: nil,
                                 searchIndex: searches ? SearchIndex.fileName : nil)
    }

    /// Links to the pages before and after `current` in sidebar order; nil for a page alone.
    func pager(_ navigation: SiteNavigation, current: String, rootPrefix: String) -> String? {
        guard let index = navigation.entries.firstIndex(where: { $0.htmlPath == current }) else { return nil }
        func link(_ position: Int, rel: String, label: String) -> String {
            guard navigation.entries.indices.contains(position) else { return "" }
            let entry = navigation.entries[position]
            return "<a rel=\"\(rel)\" href=\"\(HTML.escape(rootPrefix + entry.htmlPath))\"><span>\(label)</span>"
                + "\(HTML.escape(entry.title))</a>"
        }
        let links = link(index - 1, rel: "prev", label: "← Previous") + link(index + 1, rel: "next", label: "Next →")
        guard !links.isEmpty else { return nil }
        return "<nav class=\"loom-pager\" aria-label=\"Previous and next pages\">\(links)</nav>\n"
    }

    func sidebar(_ navigation: SiteNavigation, current: String, rootPrefix: String) -> String {
        var html = "<nav class=\"loom-sidebar\" aria-label=\"Pages\">\n<ul>\n"
        var group: String?
        for entry in navigation.entries {
            // Pages with a group (`loom previews`: a module) are listed under its heading.
            if let heading = entry.group, heading != group {
                html += "<li class=\"loom-sidebar-group\">\(HTML.escape(heading))</li>\n"
            }
            group = entry.group
            let currentMark = entry.htmlPath == current ? " aria-current=\"page\"" : ""
            html += "<li><a href=\"\(HTML.escape(HTML.urlPath(rootPrefix + entry.htmlPath)))\"\(currentMark)>"
                + "\(HTML.escape(entry.title))</a></li>\n"
        }
        return html + "</ul>\n</nav>\n"
    }

    /// "On this page": the level-2 and level-3 headings that have anchors; nil when none.
    func tableOfContents(_ headings: [Notebook.Heading]) -> String? {
        let linked = headings.filter { !$0.anchor.isEmpty }
        guard !linked.isEmpty else { return nil }
        var html = "<nav class=\"loom-toc\" aria-label=\"On this page\">\n<p>On this page</p>\n<ul>\n"
        for heading in linked {
            html += "<li class=\"loom-toc-\(heading.level)\"><a href=\"#\(HTML.escape(heading.anchor))\">"
                + "\(HTML.escape(heading.text))</a></li>\n"
        }
        return html + "</ul>\n</nav>\n"
    }
}
