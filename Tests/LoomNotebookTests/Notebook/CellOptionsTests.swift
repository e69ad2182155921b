import LoomGraphics
import Foundation
import Testing
import LoomUI
@testable import LoomNotebook

@Suite struct CellOptionsTests {
    @Test func readsInfoStringWords() {
        let (options, problems) = CellOptions.parse(info: "swift hidden scale=3 size: 300x200 caption:\"A ring\"", source: "")
        #expect(problems.isEmpty)
        #expect(options.echo == false)
        #expect(options.scale == 3)
        #expect(options.size == ProposedSize(width: 300, height: 200))
        #expect(options.caption == "A ring")
    }

    @Test func readsOptionLinesWhichWinOverTheInfoString() {
        let source = "//| eval: false\n  //| caption: \"Two words\"\n//| size: 100x_\n//| echo: true\nlet x = 1\n//| not: an option\n"
        let (options, problems) = CellOptions.parse(info: "swift hidden", source: source)
        #expect(problems.isEmpty)
        #expect(options.eval == false)
        #expect(options.echo == true)
        #expect(options.caption == "Two words")
        #expect(options.size == ProposedSize(width: 100, height: nil))
        #expect(CellOptions.optionLineCount(source) == 4)
    }

    @Test func rejectsUnknownKeysAndBadValuesWithTheirPosition() {
        let (_, problems) = CellOptions.parse(info: "swift bogus", source: "//| scale: -1\n//|   output: ../x.png\nx\n")
        #expect(problems.map(\.line) == [0, 1, 2])
        #expect(problems.map(\.column) == [7, 5, 7])
        #expect(problems[0].message.hasPrefix("unknown option 'bogus'"))
        #expect(problems[1].message.hasPrefix("option 'scale' expects"))
        #expect(problems[2].message.hasPrefix("option 'output' expects"))
    }

    @Test func optionProblemsAreBlockErrorsAtFileCoordinates() {
        let page = renderFake("# T\n\n```swift  bogus\nprint a\n```\n\n```swift\n//| scale: lots\nprint b\n```\n")
        let results = page.notebook.results
        #expect(results.map(\.status) == [.error, .error])
        #expect(results[0].diagnostics.first?.line == 3)
        #expect(results[0].diagnostics.first?.column == 11)
        #expect(results[1].diagnostics.first?.line == 8)
        #expect(results[1].diagnostics.first?.column == 5)
        // The blocks still ran.
        #expect(results.map(\.outputs.count) == [1, 1])
    }

    @Test func evalFalseShowsTheCodeWithoutRunningIt() throws {
        let runner = FakeRunner()
        let renderer = PageRenderer(makeRunner: { runner }, rasterizer: .fake)
        let page = renderer.render(markdown: "```swift eval=false\nprint never\n```\n\n```swift\nprint yes\n```\n",
                                   sourcePath: "p.md", relativePath: "p.md")
        #expect(runner.sources == ["print yes\n"])
        #expect(page.html.contains("<code class=\"language-swift\">print never\n</code>"))
        let json = Report(pages: [page.report]).jsonText()
        #expect(json.contains("\"status\":\"skipped\""))
        #expect(page.report.blocks.map(\.status) == [.skipped, .ok])
    }

    @Test func hiddenBlocksRunButShowNothing() {
        let runner = FakeRunner()
        let page = PageRenderer(makeRunner: { runner }, rasterizer: .fake)
            .render(markdown: "Before.\n\n```swift hidden\nprint unseen\n```\n\nAfter.\n", sourcePath: "p.md", relativePath: "p.md")
        #expect(runner.sources == ["print unseen\n"])
        #expect(page.html.contains("<p>Before.</p>\n<p>After.</p>"))
    }

    @Test func echoFalseShowsOnlyTheOutputs() {
        let page = renderFake("Before.\n\n```swift\n//| echo: false\nprint shown\n```\n\nAfter.\n")
        #expect(!page.html.contains("language-swift"))
        #expect(page.html.contains("<p>Before.</p>\n<pre class=\"loom-output loom-text\"><code>shown\n</code></pre>\n<p>After.</p>"))
    }

    @Test func pictureOptionsParse() {
        var options = CellOptions()
        #expect(options.apply(key: "background", value: "#FF8000") == nil)
        #expect(options.background == RGBA(bytes: 255, 128, 0))
        #expect(options.apply(key: "background", value: "transparent") == nil)
        #expect(options.background == nil)
        #expect(options.apply(key: "background", value: "teal")?.contains("expects transparent, white") == true)
        #expect(options.apply(key: "colorScheme", value: "dark") == nil)
        #expect(options.colorScheme == .dark)
        #expect(options.apply(key: "alt", value: "A ring") == nil)
        #expect(options.alt == "A ring")
    }

    @Test func outputFalseHidesOutputsButNotErrors() {
        let page = renderFake("```swift\n//| output: false\nprint hidden\nerror 2 1 broke\n```\n")
        #expect(!page.html.contains("<pre class=\"loom-output loom-text\""))
        #expect(page.html.contains("page.md:3:1: broke"))
    }

    @Test func optionLinesAreNotShownButLinesStillMap() {
        let page = renderFake("```swift\n//| caption: Ring\nview 4 4\nerror 2 1 here\n```\n")
        #expect(page.html.contains("<code class=\"language-swift\">view <span class=\"tok-number\">4</span> <span class=\"tok-number\">4</span>\nerror <span class=\"tok-number\">2</span> <span class=\"tok-number\">1</span> here\n</code>"))
        #expect(page.notebook.results[0].diagnostics.first?.line == 3)
        #expect(page.html.contains("<figcaption>Ring</figcaption>"))
        #expect(page.html.contains("alt=\"Ring\""))
    }

    @Test func expectedErrorsAreOkAndMissingOnesAreNot() {
        let page = renderFake("```swift\n//| error: true\nerror 1 1 expected\n```\n\n```swift error\nprint fine\n```\n")
        #expect(page.report.blocks.map(\.status) == [.expectedError, .error])
        #expect(page.html.contains("loom-error loom-expected-error"))
        #expect(page.notebook.results[1].diagnostics.first?.message.contains("error: true") == true)
    }

    @Test func scaleSizeAndOutputNameReachTheRasterizerAndFiles() {
        let page = renderFake("```swift\n//| scale: 3\n//| size: 40x30\n//| output: ring.png\nview 10 10\nview 1 1\n```\n\n```swift\nview 2 2\n```\n")
        #expect(page.images.map(\.path) == ["page/ring.png", "page/1.png", "page/2.png"])
        #expect(page.images[0].png == Array("PNG 10x10 @3.0 in 40.0x30.0".utf8))
        #expect(page.images[0].pixelWidth == 30)
        #expect(page.images[2].png == Array("PNG 2x2".utf8))
        #expect(page.html.contains("<img src=\"page/ring.png\" width=\"10\" height=\"10\""))
    }

    @Test func frontMatterSetsTitleDefaultsAndKeepsLineNumbers() {
        let markdown = "---\ntitle: \"Custom\"\nimports: [PureSwiftUI, Shapes]\nscale: 1\nwhatever: 3\n---\n# Heading\n\n```swift\nview 10 10\nerror 2 1 x\n```\n"
        let page = renderFake(markdown)
        #expect(page.notebook.title == "Custom")
        #expect(page.notebook.frontMatter.imports == ["PureSwiftUI", "Shapes"])
        #expect(page.notebook.frontMatter.problems.map(\.line) == [5])
        #expect(page.notebook.cells[0].fenceLine == 9)
        #expect(page.notebook.results[0].diagnostics.first?.line == 11)
        #expect(page.images.first?.pixelWidth == 10)
        #expect(!page.html.contains("<hr"))
        // The unknown key shows only as the page's error, not as text.
        #expect(!page.html.contains("<p>whatever"))
        #expect(page.html.contains("<div class=\"loom-error\" role=\"alert\"><pre><code>page.md:5:1: unknown front matter key 'whatever'"))
    }

    @Test func frontMatterImportsAsAList() {
        let (matter, body) = FrontMatter.split("---\nimports:\n  - ColorKit\n  - Shapes\n---\ntext\n")
        #expect(matter.imports == ["ColorKit", "Shapes"])
        #expect(body == "\n\n\n\n\ntext\n")
        #expect(FrontMatter.split("no front matter\n---\n").markdown == "no front matter\n---\n")
    }
}
