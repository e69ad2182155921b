import Foundation
import Testing
@testable import LoomNotebook

@Suite struct NavigationTests {
    @Test func headingsGetUniqueAnchors() {
        let page = renderFake("# Title\n\n## Setup & Use\n\ntext\n\n## Setup & Use\n\n### Fine *print*\n")
        let link = { (anchor: String) in " <a class=\"loom-anchor\" href=\"#\(anchor)\" aria-label=\"Link to this section\">#</a>" }
        #expect(page.html.contains("<h1 id=\"title\">Title\(link("title"))</h1>"))
        #expect(page.html.contains("<h2 id=\"setup--use\">Setup &amp; Use\(link("setup--use"))</h2>"))
        #expect(page.html.contains("<h2 id=\"setup--use-1\">Setup &amp; Use\(link("setup--use-1"))</h2>"))
        #expect(page.html.contains("<h3 id=\"fine-print\">Fine <em>print</em>\(link("fine-print"))</h3>"))
        #expect(page.notebook.headings.map(\.anchor) == ["setup--use", "setup--use-1", "fine-print"])
    }

    @Test func slugsAreGitHubStyle() {
        #expect(AnchorHeadings.slug("Hello, World!") == "hello-world")
        #expect(AnchorHeadings.slug("Ünïcode 2") == "ünïcode-2")
        #expect(AnchorHeadings.slug("!!!") == "section")
    }

    @Test func tableOfContentsListsLevelTwoAndThree() throws {
        let page = renderFake("# T\n\n## One\n\n### One point five\n\n#### Too deep\n")
        let toc = try #require(page.html.range(of: "<nav class=\"loom-toc\""))
        let tail = page.html[toc.lowerBound...]
        #expect(tail.contains("<li class=\"loom-toc-2\"><a href=\"#one\">One</a></li>"))
        #expect(tail.contains("<li class=\"loom-toc-3\"><a href=\"#one-point-five\">One point five</a></li>"))
        #expect(!tail.contains("Too deep"))
        #expect(!renderFake("# Only a title\n").html.contains("<nav class=\"loom-toc\""))
    }

    @Test func sidebarListsEveryPageAndMarksTheCurrentOne() throws {
        let out = try makeTemporaryFolder()
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [fixturePath("site")])
        let shapes = try String(contentsOfFile: out + "/guides/shapes.html", encoding: .utf8)
        #expect(shapes.contains("<li><a href=\"../guides/nested/deep.html\">deep</a></li>"))
        #expect(shapes.contains("<li><a href=\"../guides/shapes.html\" aria-current=\"page\">Shapes &amp; &lt;Paths&gt;</a></li>"))
        #expect(shapes.contains("<li><a href=\"../intro.html\">Introduction</a></li>"))
        let intro = try String(contentsOfFile: out + "/intro.html", encoding: .utf8)
        #expect(intro.contains("<li><a href=\"intro.html\" aria-current=\"page\">Introduction</a></li>"))
    }

    @Test func namedImagesSurviveAndStaleNumberedOnesGo() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "```swift\n//| output: ring.png\nview 1 1\nview 2 2\nview 3 3\n```\n".write(toFile: source + "/p.md", atomically: true, encoding: .utf8)
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [source])
        #expect(filesBelow(out) == ["index.html", "p.html", "p/1.png", "p/2.png", "p/ring.png", "search-index.js"])
        try "```swift\n//| output: ring.png\nview 1 1\nview 2 2\n```\n".write(toFile: source + "/p.md", atomically: true, encoding: .utf8)
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [source])
        #expect(filesBelow(out) == ["index.html", "p.html", "p/1.png", "p/ring.png", "search-index.js"])
    }
}
