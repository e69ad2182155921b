import Foundation

/// The gallery's index: a contact sheet of every preview — its picture (or a note that it
/// failed), its title and file:line — each linking to its card on its file's page.
enum PreviewContactSheet {
    static func html(_ outcomes: [PreviewOutcome], navigation: SiteNavigation, renderer: HTMLRenderer) -> String {
        let rendered = outcomes.filter(\.rendered).count
        var body = "<h1>Previews</h1>\n"
        body += "<p>\(outcomes.count) preview\(outcomes.count == 1 ? "" : "s") found, \(rendered) rendered"
            + (rendered < outcomes.count ? ", \(outcomes.count - rendered) failed or drew nothing" : "") + ".</p>\n"
        var anchors: [String: [String]] = [:]
        var module: String?
        for outcome in outcomes {
            let group = outcome.page.generated?.group
            if group != module {
                if module != nil { body += "</div>\n" }
                body += "<h2>\(HTML.escape(group ?? ""))</h2>\n<div class=\"loom-contact-sheet\">\n"
                module = group
            }
            let page = Notebook.stem(of: outcome.page.relativePath) + ".html"
            if anchors[page] == nil, let notebook = Notebook(reading: outcome.page) {
                // The cards' headings, after the page's title.
                anchors[page] = Array(AnchorHeadings.anchoredHeadings(in: notebook.document).map(\.anchor).dropFirst())
            }
            let position = outcome.file.previews.firstIndex(of: outcome.preview) ?? 0
            let anchor = anchors[page].flatMap { position < $0.count ? "#" + $0[position] : nil } ?? ""
            let picture = outcome.picture.map {
                "<img src=\"\(HTML.escape(HTML.urlPath($0.path)))\"\($0.isDark ? " class=\"loom-scheme-dark\"" : "") alt=\"\(HTML.escape("The preview " + outcome.preview.title))\" loading=\"lazy\">"
            } ?? "<div class=\"loom-placeholder\">\(outcome.status == .error ? "failed" : "no picture")</div>"
            body += "<a href=\"\(HTML.escape(HTML.urlPath(page) + anchor))\">\(picture)"
                + "<strong\(outcome.rendered ? "" : " class=\"loom-failed\"")>\(HTML.escape(outcome.preview.title))</strong>"
                + "<span>\(HTML.escape((outcome.file.moduleRelative as NSString).lastPathComponent)):\(outcome.preview.line)</span></a>\n"
        }
        if module != nil { body += "</div>\n" }
        return PageTemplate.page(title: "Previews", body: body, rootPrefix: "",
                                 sidebar: renderer.sidebar(navigation, current: "index.html", rootPrefix: ""),
                                 searchIndex: renderer.searches ? SearchIndex.fileName : nil)
    }
}
