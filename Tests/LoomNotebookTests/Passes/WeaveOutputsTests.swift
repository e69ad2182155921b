import Testing
import LoomScript
@testable import LoomNotebook

@Suite struct WeaveOutputsTests {
    @Test func figuresFollowTheirOwnBlockInTheAST() throws {
        let page = renderFake(try fixtureText("site/intro.md"), relativePath: "intro.md")
        let cells = page.notebook.cells
        // Block 1: image then text. Block 2: value then image. Then the paragraph that was next.
        let first = try #require(cells[0].node.next)
        #expect(first.kind == .htmlBlock)
        #expect(first.literal?.contains("<img src=\"intro/1.png\" width=\"100\" height=\"50\"") == true)
        let second = try #require(first.next)
        #expect(second.literal == "<pre class=\"loom-output loom-text\"><code>hello\n</code></pre>\n")
        #expect(second.next?.kind == .paragraph)
        #expect(second.next?.plainText == "Between the blocks.")

        let third = try #require(cells[1].node.next)
        #expect(third.literal == "<pre class=\"loom-output loom-value\"><code>42</code></pre>\n")
        let fourth = try #require(third.next)
        #expect(fourth.literal?.contains("<img src=\"intro/2.png\" width=\"30\" height=\"20\"") == true)
        #expect(fourth.next?.plainText == "The end.")
    }

    @Test func figuresAppearAfterTheBlockInTheHTML() throws {
        let page = renderFake(try fixtureText("site/intro.md"), relativePath: "intro.md")
        // Without the highlighter's spans.
        let html = page.html.replacingOccurrences(of: #"<span class="tok-[a-z]+">"#, with: "", options: .regularExpression)
            .replacingOccurrences(of: "</span>", with: "")
        let code1 = try #require(html.range(of: "view 100 50\nprint hello\n</code></pre>"))
        let image1 = try #require(html.range(of: "<img src=\"intro/1.png\""))
        let between = try #require(html.range(of: "<p>Between the blocks.</p>"))
        let code2 = try #require(html.range(of: "value 42\nview 30 20\n</code></pre>"))
        let image2 = try #require(html.range(of: "<img src=\"intro/2.png\""))
        #expect(code1.upperBound < image1.lowerBound)
        #expect(image1.upperBound < between.lowerBound)
        #expect(between.upperBound < code2.lowerBound)
        #expect(code2.upperBound < image2.lowerBound)
    }

    @Test func errorBoxFollowsTheFailingBlockWithFileCoordinates() throws {
        let page = renderFake(try fixtureText("site/guides/shapes.md"), relativePath: "guides/shapes.md")
        let box = try #require(page.notebook.cells[0].node.next)
        #expect(box.literal == """
            <div class="loom-error" role="alert"><pre><code>guides/shapes.md:5:5: cannot find 'Circle' in scope
            error 2 5 cannot find 'Circle' in scope
                ^</code></pre></div>

            """)
        // The page goes on: the next block still ran and its image sits in the page's folder.
        #expect(page.notebook.results[1].succeeded)
        #expect(page.html.contains("<img src=\"shapes/1.png\" width=\"10\" height=\"10\""))
        #expect(page.report.blocks.map(\.status) == [.error, .ok])
    }

    @Test func imagesAreNumberedPerPageInOrder() throws {
        let page = renderFake(try fixtureText("site/intro.md"), relativePath: "intro.md")
        #expect(page.images.map(\.path) == ["intro/1.png", "intro/2.png"])
        #expect(page.images.map(\.pixelWidth) == [200, 60])
        #expect(page.images.map(\.png) == [Array("PNG 100x50".utf8), Array("PNG 30x20".utf8)])
    }

    @Test func aRenderFailureBecomesTheBlocksDiagnostic() {
        let page = renderFake("# T\n\n```swift\nprint before\nunrenderable\n```\n\n```swift\nview 5 5\n```\n")
        #expect(page.notebook.results[0].diagnostics.map(\.message) == ["could not render the view: the view is too large"])
        #expect(page.notebook.results[0].diagnostics.first?.line == 4)
        #expect(page.report.blocks.map(\.status) == [.error, .ok])
        // Numbering skips nothing: the failed view made no image.
        #expect(page.images.map(\.path) == ["page/1.png"])
        #expect(page.html.contains("could not render the view"))
    }

    @Test func allCellsOfAPageShareOneSessionInOrder() {
        let runner = FakeRunner()
        var made = 0
        let renderer = PageRenderer(makeRunner: { made += 1; return runner }, rasterizer: .fake)
        _ = renderer.render(markdown: "```swift\nprint a\n```\n\n```python\nx\n```\n\n~~~swift\nprint b\n~~~\n",
                            sourcePath: "p.md", relativePath: "p.md")
        #expect(made == 1)
        #expect(runner.sources == ["print a\n", "print b\n"])
    }

    @Test func outputTextIsEscaped() {
        let page = renderFake("```swift\nprint <b>&\"\n```\n")
        #expect(page.html.contains("<code>&lt;b&gt;&amp;&quot;\n</code>"))
    }

    @Test func theRealSessionsDiagnosticsAreWoven() throws {
        // A syntax error: the stub interpreter and the real one both report it.
        let renderer = PageRenderer(rasterizer: .fake)
        let page = renderer.render(markdown: "# Real\n\n```swift\nlet = = 1\n```\n\nAfter.\n",
                                   sourcePath: "real.md", relativePath: "real.md")
        let result = try #require(page.notebook.results.first)
        #expect(!result.succeeded)
        #expect(result.diagnostics.allSatisfy { $0.line >= 4 })
        #expect(page.notebook.cells[0].node.next?.literal?.hasPrefix("<div class=\"loom-error\"") == true)
        #expect(page.html.contains("real.md:4:"))
        #expect(page.report.blocks.first?.status == .error)
    }

    @Test func pagesInFoldersLinkBackToTheIndex() {
        let page = renderFake("# Deep\n", relativePath: "a/b/c.md")
        #expect(page.html.contains("<a class=\"loom-home\" href=\"../../index.html\">"))
        #expect(page.html.contains("<title>Deep</title>"))
        #expect(page.notebook.htmlPath == "a/b/c.html")
    }
}
