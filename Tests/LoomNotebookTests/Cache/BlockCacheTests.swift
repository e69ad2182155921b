import Foundation
import LoomScript
import LoomUI
import Testing
@testable import LoomNotebook

/// The block cache (#5): keys, replay from the first changed block, byte-identical outputs.
@Suite struct BlockCacheTests {
    /// Every session a renderer made, in order.
    final class Sessions {
        var runners: [FakeRunner] = []
        var sources: [[String]] { runners.map(\.sources) }
    }

    static let page = """
        # Cached

        ```swift
        print one
        ```

        ```swift
        view 10 10
        ```

        ```swift
        value three
        ```

        ```swift
        view 20 5
        print four
        ```
        """

    private func renderer(cache: BlockCache?, sessions: Sessions) -> PageRenderer {
        PageRenderer(makeRunner: {
            let runner = FakeRunner()
            sessions.runners.append(runner)
            return runner
        }, rasterizer: .fake, cache: cache)
    }

    private func cache(_ folder: String, fingerprint: String = "env") -> BlockCache {
        BlockCache(directory: folder + "/cache", environment: CacheEnvironment(fingerprint: fingerprint))
    }

    private func render(_ markdown: String, cache: BlockCache?, sessions: Sessions, folder: String) -> PageRenderer.RenderedPage {
        renderer(cache: cache, sessions: sessions).render(markdown: markdown, sourcePath: folder + "/page.md", relativePath: "page.md")
    }

    @Test func unchangedPageRunsNothing() throws {
        let folder = try makeTemporaryFolder()
        let sessions = Sessions()
        let store = cache(folder)
        let cold = render(Self.page, cache: store, sessions: sessions, folder: folder)
        #expect(sessions.runners.count == 1)
        let warm = render(Self.page, cache: store, sessions: sessions, folder: folder)
        #expect(sessions.runners.count == 1, "a fully cached page makes no session")
        #expect(warm.html == cold.html)
        #expect(warm.images.map(\.png) == cold.images.map(\.png))
        #expect(warm.images.map(\.path) == ["page/1.png", "page/2.png"])
        #expect(warm.notebook.results.allSatisfy { $0.cached })
        #expect(store.hits == 4)
    }

    @Test func editingABlockReplaysEarlierBlocksAndRerunsFromThere() throws {
        let folder = try makeTemporaryFolder()
        let sessions = Sessions()
        let store = cache(folder)
        _ = render(Self.page, cache: store, sessions: sessions, folder: folder)
        let edited = Self.page.replacingOccurrences(of: "value three", with: "value THREE")
        let warm = render(edited, cache: store, sessions: sessions, folder: folder)
        // Blocks 0 and 1 are replayed (not drawn: their images come from the cache); 2 and 3 run.
        #expect(sessions.sources.last == ["print one\n", "view 10 10\n", "value THREE\n", "view 20 5\nprint four\n"])
        #expect(warm.notebook.results.map(\.cached) == [true, true, false, false])
        let fresh = render(edited, cache: nil, sessions: sessions, folder: folder)
        #expect(warm.html == fresh.html)
        #expect(warm.images.map(\.png) == fresh.images.map(\.png))
        #expect(warm.images.map(\.path) == fresh.images.map(\.path))
    }

    @Test func keysDependOnEnvironmentEarlierBlocksAndOptions() throws {
        let folder = try makeTemporaryFolder()
        let sessions = Sessions()
        _ = render(Self.page, cache: cache(folder), sessions: sessions, folder: folder)
        // Another Loom/fonts/imports fingerprint: nothing is reused.
        let other = cache(folder, fingerprint: "other")
        _ = render(Self.page, cache: other, sessions: sessions, folder: folder)
        #expect(other.hits == 0)
        // An option on the first block changes every key after it.
        let store = cache(folder)
        let optioned = Self.page.replacingOccurrences(of: "```swift\nprint one", with: "```swift\n//| caption: x\nprint one")
        _ = render(optioned, cache: store, sessions: sessions, folder: folder)
        #expect(store.hits == 0)
        // Prose edits do not matter, and diagnostics move with their block.
        let prose = "Intro paragraph.\n\nMore.\n\n" + Self.page + "\n\n```swift\nerror 1 2 boom\n```\n"
        let first = render(prose, cache: store, sessions: sessions, folder: folder)
        let moved = render("Extra line.\n\n" + prose, cache: store, sessions: sessions, folder: folder)
        #expect(moved.notebook.results.allSatisfy { $0.cached })
        #expect(moved.notebook.results.last?.diagnostics.first?.line == (first.notebook.results.last?.diagnostics.first?.line ?? 0) + 2)
    }

    @Test func changedAssetInvalidatesTheBlockThatReadIt() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/assets", withIntermediateDirectories: true)
        try Data(TestPNG.make(width: 4, height: 4)).write(to: URL(fileURLWithPath: folder + "/assets/dot.png"))
        let store = cache(folder)
        let markdown = "# A\n\n```swift\nimage dot\n```\n\n```swift\nprint after\n```\n"
        func run() -> PageRenderer.RenderedPage {
            PageRenderer(makeRunner: { ImageRunner() }, rasterizer: .loomUI, cache: store)
                .render(markdown: markdown, sourcePath: folder + "/a.md", relativePath: "a.md")
        }
        let cold = run()
        #expect(cold.images.first?.pixelWidth == 8)
        #expect(cold.notebook.assetsRead == [folder + "/assets/dot.png"])
        #expect(run().notebook.results.map(\.cached) == [true, true])
        try Data(TestPNG.make(width: 6, height: 6)).write(to: URL(fileURLWithPath: folder + "/assets/dot.png"))
        let changed = run()
        #expect(changed.notebook.results.map(\.cached) == [false, true])
        #expect(changed.images.first?.pixelWidth == 12)
    }

    @Test func realPipelineIsByteIdenticalWithAndWithoutTheCache() throws {
        let cold = try makeTemporaryFolder()
        let warm = try makeTemporaryFolder()
        let none = try makeTemporaryFolder()
        let store = BlockCache(directory: warm + "/.loom-cache", environment: .current())
        let cached = SiteBuilder(outputDirectory: warm, pageRenderer: PageRenderer(cache: store))
        _ = try cached.build(inputs: [fixturePath("browser-site")])
        _ = try SiteBuilder(outputDirectory: cold, pageRenderer: PageRenderer()).build(inputs: [fixturePath("browser-site")])
        let again = try cached.build(inputs: [fixturePath("browser-site")])
        // Every block of the second build came from the cache (none ran); how much faster that
        // is, `Scripts/bench-notebooks` measures — a wall-clock race here would flake under load.
        #expect(again.report.pages.flatMap(\.blocks).count == 7)
        #expect(again.report.pages.flatMap(\.blocks).allSatisfy { $0.cached })
        #expect(store.hits == 7)
        _ = try SiteBuilder(outputDirectory: none, pageRenderer: PageRenderer()).build(inputs: [fixturePath("browser-site")])
        let files = filesBelow(none)
        #expect(filesBelow(warm).filter { !$0.hasPrefix(".loom-cache/") } == files)
        for file in files {
            #expect(FileManager.default.contents(atPath: warm + "/" + file) == FileManager.default.contents(atPath: none + "/" + file), "\(file)")
        }
    }

    @Test func aValuesPartsComeBackFromTheCache() throws {
        let folder = try makeTemporaryFolder()
        let store = cache(folder)
        let markdown = "```swift\nstruct Ink { var color: UIColor; var sizes = [1, 2] }\nInk(color: .systemBlue)\n```\n"
        func render() -> PageRenderer.RenderedPage {
            PageRenderer(cache: store).render(markdown: markdown, sourcePath: folder + "/page.md", relativePath: "page.md")
        }
        let cold = render(), warm = render()
        #expect(warm.report.blocks.first?.cached == true)
        #expect(cold.html.contains("<caption>Ink</caption>") && cold.html.contains("class=\"loom-swatch\""))
        #expect(warm.html == cold.html, "the swatch and the table come back from the cache")
    }
}

/// `image NAME` → a LoomUI `Image(NAME)` view (the provider resolves it); `print X` → text.
final class ImageRunner: BlockRunner {
    func run(_ source: String) -> BlockEvaluation {
        var evaluation = BlockEvaluation(outputs: [], diagnostics: [])
        for line in source.split(separator: "\n") {
            let words = line.split(separator: " ").map(String.init)
            if words.first == "image" { evaluation.outputs.append(.view(LoomUI.Image(words[1]))) }
            if words.first == "print" { evaluation.outputs.append(.text(words[1] + "\n")) }
        }
        return evaluation
    }
}
