import Foundation
import LoomGraphics
import LoomNotebook
import LoomTestSupport
import Testing

/// The whole pipeline with the real parts: cmark-gfm, the interpreter, LoomUI and Cairo.
/// Pictures are compared with `Goldens/e2e/` under `ImageTolerance.default`
/// (CIEDE2000 ≤ 2 on 99.9 % of pixels); `LOOM_RECORD=failed` re-records changed ones.
@Suite struct EndToEndTests {

    struct Rendered {
        var out: String
        var report: [String: Any]
        var blocks: [[String: Any]]
        var html: String
    }

    func render() throws -> Rendered {
        let out = try makeTemporaryFolder()
        let reportPath = out + "/report.json"
        let builder = SiteBuilder(outputDirectory: out + "/site")
        let result = try builder.build(inputs: [fixturePath("e2e/mixed.md")], reportPath: reportPath)
        #expect(result.exitStatus == 1, "one block is broken on purpose")
        let data = try #require(FileManager.default.contents(atPath: reportPath))
        let report = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(report["pages"] as? [[String: Any]])
        let blocks = try #require(pages.first?["blocks"] as? [[String: Any]])
        let html = try String(contentsOfFile: out + "/site/mixed.html", encoding: .utf8)
        return Rendered(out: out + "/site", report: report, blocks: blocks, html: html)
    }

    @Test func everyBlockButTheBrokenOneSucceeds() throws {
        let r = try render()
        #expect(r.blocks.map { $0["status"] as? String } == ["ok", "ok", "ok", "error", "ok"])
        #expect(r.blocks.map { $0["line"] as? Int } == [5, 11, 16, 34, 41])
    }

    @Test func theIssuesCircleIsA200PixelRedPNG() throws {
        let r = try render()
        let outputs = try #require(r.blocks[0]["outputs"] as? [[String: Any]])
        #expect(outputs.count == 1)
        #expect(outputs[0]["kind"] as? String == "image")
        #expect(outputs[0]["path"] as? String == "mixed/1.png")
        #expect(outputs[0]["width"] as? Int == 200 && outputs[0]["height"] as? Int == 200)
        let png = try #require(FileManager.default.contents(atPath: r.out + "/mixed/1.png"))
        let bitmap = try #require(Bitmap(png: [UInt8](png)))
        let middle = bitmap.pixel(x: 100, y: 100)
        #expect((middle.r, middle.g, middle.b, middle.a) == (0xFF, 0x3B, 0x30, 0xFF))
        #expect(bitmap.pixel(x: 0, y: 0).a == 0, "transparent background")
    }

    @Test func brokenBlockIsLocatedInTheMarkdownFile() throws {
        let r = try render()
        let diagnostics = try #require(r.blocks[3]["diagnostics"] as? [[String: Any]])
        let first = try #require(diagnostics.first)
        #expect(first["line"] as? Int == 36)
        #expect(first["column"] as? Int == 1)
        let message = try #require(first["message"] as? String)
        #expect(message.contains("Circel"))
        #expect(message.contains("Circle"), "the message suggests the likely name")
        #expect(r.html.contains("mixed.md:36:1"))
    }

    @Test func thePageGoesOnAfterTheError() throws {
        let r = try render()
        let outputs = try #require(r.blocks[4]["outputs"] as? [[String: Any]])
        #expect(outputs.map { $0["kind"] as? String } == ["text", "image"])
        #expect((outputs[0]["text"] as? String)?.contains("still here") == true)
        // The figures sit right after their blocks, in order.
        let order = ["mixed/1.png", "mixed/2.png", "Circel", "still here", "mixed/3.png"].map { r.html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
    }

    @Test func picturesMatchTheirGoldens() throws {
        let r = try render()
        for name in ["1", "2", "3"] {
            let actual = try #require(FileManager.default.contents(atPath: r.out + "/mixed/" + name + ".png"))
            assertSnapshot(try #require(Bitmap(png: [UInt8](actual))), named: name, in: "e2e")
        }
    }

    @Test func renderingTwiceGivesTheSameBytes() throws {
        let first = try render(), second = try render()
        for file in filesBelow(first.out) {
            let a = FileManager.default.contents(atPath: first.out + "/" + file)
            let b = FileManager.default.contents(atPath: second.out + "/" + file)
            #expect(a == b, "\(file) differs between runs")
        }
    }
}

@Suite struct ImportTests {
    @Test func frontMatterImportsABundledLibrary() throws {
        let markdown = "---\nimports: [PureSwiftUI]\n---\n# Page\n\n```swift\nCircle().fill(Color.red).frame(100)\n```\n"
        let page = PageRenderer().render(markdown: markdown, sourcePath: "p.md", relativePath: "p.md")
        #expect(page.report.blocks.map(\.status) == [.ok])
        #expect(page.images.first?.pixelWidth == 200)
    }

    @Test func anUnknownLibraryIsAnErrorOnTheFirstBlock() throws {
        let markdown = "---\nimports: [NoSuchKit]\n---\n```swift\nlet x = 1\n```\n"
        let page = PageRenderer().render(markdown: markdown, sourcePath: "p.md", relativePath: "p.md")
        #expect(page.report.blocks.map(\.status) == [.error])
        #expect(page.notebook.results[0].diagnostics.first?.message.contains("NoSuchKit") == true)
    }
}

@Suite struct BlockBudgetTests {
    @Test func aBlocksBudgetOptionStopsARunawayLoopQuickly() throws {
        let markdown = """
            # Budgets

            ```swift
            //| budget: steps=2000
            var spins = 0
            while true { spins += 1 }
            ```

            ```swift
            var total = 0
            for i in 0..<5_000 { total += i }
            print(total)
            ```
            """
        let clock = ContinuousClock()
        let start = clock.now
        let page = PageRenderer().render(markdown: markdown, sourcePath: "b.md", relativePath: "b.md")
        #expect(clock.now - start < .seconds(5))
        #expect(page.report.blocks.map(\.status) == [.error, .ok])
        let diagnostic = try #require(page.notebook.results[0].diagnostics.first)
        #expect(diagnostic.message.contains("2000 steps"))
        #expect(diagnostic.line == 6)
        // The next block runs under the session's own budget again.
        #expect(page.notebook.results[1].outputs.count == 1)
    }

    @Test func theBudgetOptionIsValidated() {
        var budget = BudgetOverride()
        #expect(budget.parse("steps=1_000 seconds=0.5 depth=64") == nil)
        #expect(budget == BudgetOverride(steps: 1000, seconds: 0.5, callDepth: 64))
        #expect(budget.parse("steps=-1")?.contains("option 'budget' expects") == true)
        #expect(budget.parse("minutes=3") != nil)
        #expect(budget.steps == 1000)
        #expect(budget.parse("memory=256MB") == nil)
        #expect(budget.memory == 256 << 20 && budget.steps == 1000)
        #expect(budget.parse("memory=0")?.contains("memory must be a size like 512MB or 2GB") == true)
        #expect(budget.parse("memory=1e30GB") != nil)
        #expect(budget.memory == 256 << 20)
    }
}

@Suite struct ColorSchemeFigureTests {
    @Test func aViewThatPrefersDarkGetsADarkGround() throws {
        let markdown = """
            ```swift
            Text("Night").padding().preferredColorScheme(.dark)
            ```

            ```swift
            Text("Day").padding()
            ```
            """
        let page = PageRenderer().render(markdown: markdown, sourcePath: "d.md", relativePath: "d.md")
        #expect(page.images.map(\.isDark) == [true, false])
        let figures = page.html.components(separatedBy: "<figure class=\"").dropFirst().map { $0.prefix { $0 != "\"" } }
        #expect(figures == ["loom-output loom-image loom-scheme-dark", "loom-output loom-image"])
        // White ink: the dark picture's text is drawn in the dark palette's label colour.
        let night = try #require(Bitmap(png: page.images[0].png))
        var brightest = 0
        for y in 0..<night.height { for x in 0..<night.width { brightest = max(brightest, Int(night.pixel(x: x, y: y).r)) } }
        #expect(brightest > 200)
    }
}
