import Foundation

/// A Markdown link or image as the page's author wrote it, with its line (`ResolveLinks` collects
/// them before it rewrites `.md` to `.html`).
public struct PageLink: Equatable, Sendable {
    public var url: String
    public var line: Int
    public var isImage: Bool
}

/// Checks the links of a built site, as a reader clicking them would find them: a link to a page
/// that is not in the site (`[x](nothere.md)`), to an anchor the target page does not have
/// (`#nope`, `other.md#gone`), or to a local file that does not exist. Each broken link is a
/// warning located at its Markdown line; `--strict` makes warnings fail the build.
///
/// Anchors are read from each page's finished HTML (`id="…"`): heading anchors, footnotes and the
/// author's own raw-HTML ids all count, exactly what the browser will find. Images are not checked
/// here: `ResolveLinks` already warns about a missing one while it copies the rest. External URLs
/// are not fetched.
public enum LinkChecker {
    /// What the checker needs of one page.
    public struct Page: Sendable {
        /// Site path of the page's Markdown file (`guides/x.md`).
        public var relativePath: String
        /// The Markdown file as the user named it, for messages.
        public var sourcePath: String
        public var links: [PageLink]
        /// The ids in the page's HTML; nil when the page was not rendered in this build (`--watch`).
        public var ids: Set<String>?
        /// Site paths of the pictures the page's blocks made (not on disk yet, but in the site).
        public var pictures: Set<String> = []
    }

    /// `file:LINE: warning: …` for every broken link of `pages`, in page order. `sitePages`: the
    /// site path of every page of the site (rendered now or not).
    public static func warnings(for pages: [Page], sitePages: Set<String>) -> [String] {
        let byPath = Dictionary(pages.map { ($0.relativePath, $0) }, uniquingKeysWith: { first, _ in first })
        var warnings: [String] = []
        for page in pages {
            for link in page.links where !link.isImage {
                if let problem = problem(with: link.url, on: page, pages: byPath, sitePages: sitePages) {
                    warnings.append("\(page.sourcePath):\(link.line): warning: \(problem)")
                }
            }
        }
        return warnings
    }

    static func problem(with url: String, on page: Page, pages: [String: Page], sitePages: Set<String>) -> String? {
        if url.hasPrefix("#") {
            let fragment = decoded(String(url.dropFirst()))
            guard !fragment.isEmpty, let ids = page.ids, !ids.contains(fragment) else { return nil }
            return "link '\(url)' names no heading or anchor on this page"
        }
        guard let target = ResolveLinks.localTarget(url) else { return nil }  // https:, mailto:, /absolute
        let fragment = target.suffix.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
            .dropFirst().first.map { decoded(String($0)) } ?? ""
        let pageFolder = page.relativePath.split(separator: "/").dropLast().joined(separator: "/")
        let path = decoded(target.path)
        // Climbing out of the site: `ResolveLinks` says so when there is a file there.
        guard let sitePath = ResolveLinks.normalize(pageFolder.isEmpty ? path : pageFolder + "/" + path) else { return nil }
        let lower = sitePath.lowercased()
        let pagePath: String? = lower.hasSuffix(".md") ? sitePath
            : lower.hasSuffix(".html") && sitePages.contains(String(sitePath.dropLast(5)) + ".md") ? String(sitePath.dropLast(5)) + ".md"
            : nil
        if let pagePath {
            guard sitePages.contains(pagePath) else { return "link '\(url)' leads to no page of this site" }
            guard !fragment.isEmpty, let ids = pages[pagePath]?.ids, !ids.contains(fragment) else { return nil }
            return "link '\(url)' names no heading or anchor on \(pagePath)"
        }
        if page.pictures.contains(sitePath) { return nil }
        let folder = (page.sourcePath as NSString).deletingLastPathComponent
        let onDisk = folder.isEmpty ? path : folder + "/" + path
        return FileManager.default.fileExists(atPath: onDisk) ? nil : "link '\(url)' leads to no file"
    }

    static func decoded(_ text: String) -> String { text.removingPercentEncoding ?? text }

    /// Every `id="…"` in `html` (entities for `&`, `<`, `>`, `"` undone).
    public static func ids(in html: String) -> Set<String> {
        var ids = Set<String>()
        var rest = Substring(html)
        while let range = rest.range(of: " id=\"") {
            rest = rest[range.upperBound...]
            guard let end = rest.firstIndex(of: "\"") else { break }
            ids.insert(String(rest[..<end]).replacingOccurrences(of: "&quot;", with: "\"")
                .replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&amp;", with: "&"))
            rest = rest[end...]
        }
        return ids
    }
}
