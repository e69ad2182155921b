import Foundation
import Testing
@testable import LoomNotebook

/// What a page offers a reader beyond cmark's HTML (#17): GitHub alerts as callouts, footnotes,
/// heading links, previous/next links and a search index. The script's behaviour is tested in
/// Chromium (`PageScriptBrowserTests`).
@Suite struct PageFeaturesTests {
    @Test func alertsBecomeTitledCallouts() {
        let html = renderFake("""
            > [!NOTE]
            > Loom runs *every* block.

            > [!warning]
            >
            > Second paragraph form.

            > [!TIP] not alone on its line

            > An ordinary quote.
            """).html
        #expect(html.contains("<div class=\"loom-callout loom-callout-note\" role=\"note\"><p class=\"loom-callout-title\">Note</p>\n<p>Loom runs <em>every</em> block.</p>\n</div>"))
        #expect(html.contains("<div class=\"loom-callout loom-callout-warning\" role=\"note\"><p class=\"loom-callout-title\">Warning</p>\n<p>Second paragraph form.</p>\n</div>"))
        #expect(!html.contains("[!NOTE]") && !html.contains("[!warning]"))
        // Like GitHub: the marker must be alone on the first line; other quotes stay quotes.
        #expect(html.contains("<blockquote>\n<p>[!TIP] not alone on its line</p>\n</blockquote>"))
        #expect(html.contains("<blockquote>\n<p>An ordinary quote.</p>\n</blockquote>"))
    }

    @Test func aCalloutKeepsItsBlocksWorking() {
        // Children move into the callout as nodes: a cell inside still runs and its output is woven.
        let page = renderFake("> [!IMPORTANT]\n> See [the guide](guide.md).\n>\n> ```swift\n> value 42\n> ```\n")
        #expect(page.html.contains("<a href=\"guide.html\">the guide</a>"))
        #expect(page.html.contains("<pre class=\"loom-output loom-value\"><code>42</code></pre>\n</div>"))
    }

    @Test func footnotesAreNumberedAndLinkedBothWays() {
        let html = renderFake("A claim.[^source]\n\n[^source]: Where it comes from.\n").html
        #expect(html.contains("<sup class=\"footnote-ref\"><a href=\"#fn-source\" id=\"fnref-source\" data-footnote-ref>1</a></sup>"))
        #expect(html.contains("<section class=\"footnotes\" data-footnotes>"))
        #expect(html.contains("<li id=\"fn-source\">\n<p>Where it comes from. <a href=\"#fnref-source\""))
        #expect(!html.contains("[^source]"))
    }

    @Test func headingsCarryALinkToThemselves() {
        let html = renderFake("# Title\n\n## Setup & Use\n").html
        #expect(html.contains("<h2 id=\"setup--use\">Setup &amp; Use <a class=\"loom-anchor\" href=\"#setup--use\" aria-label=\"Link to this section\">#</a></h2>"))
    }

    @Test func pagesLinkToTheirNeighboursInSidebarOrder() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "# Home\n\n[Second](b.md) then [First](a.md)\n".write(toFile: source + "/index.md", atomically: true, encoding: .utf8)
        try "# First\n".write(toFile: source + "/a.md", atomically: true, encoding: .utf8)
        try "# Second\n".write(toFile: source + "/b.md", atomically: true, encoding: .utf8)
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [source])
        let home = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        let second = try String(contentsOfFile: out + "/b.html", encoding: .utf8)
        let first = try String(contentsOfFile: out + "/a.html", encoding: .utf8)
        #expect(home.contains("<nav class=\"loom-pager\" aria-label=\"Previous and next pages\"><a rel=\"next\" href=\"b.html\"><span>Next →</span>Second</a></nav>"))
        #expect(second.contains("<a rel=\"prev\" href=\"index.html\"><span>← Previous</span>Home</a><a rel=\"next\" href=\"a.html\"><span>Next →</span>First</a>"))
        #expect(first.contains("<a rel=\"prev\" href=\"b.html\">") && !first.contains("<a rel=\"next\""))
    }

    @Test func theSiteCarriesASearchIndexOfEveryPage() throws {
        let out = try makeTemporaryFolder()
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [fixturePath("site")])
        let script = try String(contentsOfFile: out + "/search-index.js", encoding: .utf8)
        #expect(script.hasPrefix("window.loomSearchIndex = [") && script.hasSuffix("];\n"))
        let json = script.dropFirst("window.loomSearchIndex = ".count).dropLast(2)
        let pages = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let paths = pages.compactMap { $0["path"] as? String }
        #expect(Set(paths) == ["intro.html", "guides/shapes.html", "guides/nested/deep.html"])
        // Headings carry the anchors the page gives them, so a hit can link to its section.
        let shapesPage = try String(contentsOfFile: out + "/guides/shapes.html", encoding: .utf8)
        let shapes = try #require(pages.first { $0["path"] as? String == "guides/shapes.html" })
        let headings = try #require(shapes["headings"] as? [[String]])
        #expect(!headings.isEmpty)
        for heading in headings { #expect(shapesPage.contains("id=\"\(heading[1])\"")) }
        #expect(shapesPage.contains("<script src=\"../search-index.js\" defer></script>"))
    }

    @Test func alertMarkersStayOutOfTheIndex() {
        let notebook = Notebook(markdown: "# T\n\n> [!NOTE]\n> Needle here.\n", sourcePath: "p.md", relativePath: "p.md")
        let text = SearchIndex.entry(for: notebook).serialized()
        #expect(text.contains("Needle here."))
        #expect(!text.contains("[!NOTE]"))
    }

    @Test func selfContainedPagesLoadNoIndex() throws {
        let out = try makeTemporaryFolder()
        let renderer = PageRenderer(makeRunner: { FakeRunner() }, rasterizer: .fake, selfContained: true)
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: renderer).build(inputs: [fixturePath("site")])
        let intro = try String(contentsOfFile: out + "/intro.html", encoding: .utf8)
        #expect(!intro.contains("search-index.js"))
        #expect(!FileManager.default.fileExists(atPath: out + "/search-index.js"))
    }

    @Test func outputsAndErrorsAreStyledApart() {
        let html = renderFake("```swift\nprint hi\nvalue 7\nerror 1 1 boom\n```\n\n```swift\n//| error: true\nerror 1 1 expected\n```\n").html
        #expect(html.contains("<pre class=\"loom-output loom-text\">"))
        #expect(html.contains("<pre class=\"loom-output loom-value\">"))
        #expect(html.contains("<div class=\"loom-error\" role=\"alert\">"))
        #expect(html.contains("<div class=\"loom-error loom-expected-error\" role=\"alert\">"))
        for rule in ["pre.loom-text::before { content: \"Printed\"; }", "pre.loom-value::before { content: \"Value\"; }",
                     ".loom-expected-error pre::before { content: \"Expected error\";",
                     "white-space: pre-wrap; overflow-wrap: anywhere;"] {
            #expect(PageTemplate.stylesheet.contains(rule), "\(rule)")
        }
    }

    @Test func namedPreviewsCaptionTheirPictures() {
        // The fake runner draws one picture per `view` line, as the real one does per `#Preview`.
        let html = renderFake("""
            ```swift
            #Preview("Red dot") {
            view 10 10
            }
            #Preview {
            view 20 20
            }
            ```

            ```swift
            //| caption: Given
            #Preview("Ignored") {
            view 5 5
            }
            ```

            ```swift
            view 1 1
            #Preview("Ambiguous") {
            view 2 2
            }
            ```
            """).html
        #expect(html.contains("alt=\"Red dot\"><figcaption>Red dot</figcaption></figure>"))
        #expect(html.contains("alt=\"Output of the code block at line 1\"></figure>"))
        #expect(html.contains("<figcaption>Given</figcaption>") && !html.contains("Ignored</figcaption>"))
        // Two pictures, one preview: which picture it drew is unknown, so neither is captioned.
        #expect(!html.contains("Ambiguous</figcaption>"))
    }
}

/// Fences people write (#17): ```` ```Swift ```` runs, `title="…"` names the code, and a scale
/// no display has is refused.
@Suite struct FenceTests {
    @Test func aCapitalisedSwiftFenceRunsAndIsHighlighted() {
        let page = renderFake("```Swift\nvalue 42\n```\n")
        #expect(page.report.blocks.count == 1)
        #expect(page.html.contains("<pre class=\"loom-code\"><code class=\"language-swift\">"))
        #expect(page.html.contains("<pre class=\"loom-output loom-value\"><code>42</code></pre>"))
    }

    @Test func aTitleIsShownAboveTheCode() {
        let page = renderFake("```swift title=\"Ring & Dot.swift\"\nvalue 1\n```\n")
        #expect(page.report.blocks.first?.status == .ok)
        #expect(page.html.contains("<p class=\"loom-code-title\">Ring &amp; Dot.swift</p>\n<pre class=\"loom-code\"><code class=\"language-swift\">"))
    }

    @Test func scaleMustBeOneTwoOrThree() {
        for good in ["1", "2", "3"] {
            #expect(CellOptions.parse(info: "swift scale=\(good)", source: "").problems.isEmpty)
        }
        for bad in ["7", "0.5", "2.5", "0"] {
            let problems = CellOptions.parse(info: "swift", source: "//| scale: \(bad)\n").problems
            #expect(problems.map(\.message) == ["option 'scale' expects 1, 2 or 3 pixels per point, not '\(bad)'"])
        }
    }
}
