import Foundation
import Testing
@testable import LoomNotebook

/// Sidebar order, link rewriting, copied assets, self-contained pages, parallel builds (#5).
@Suite struct SiteFeaturesTests {
    static let site = "browser-site"

    private func build(_ out: String, renderer: PageRenderer = PageRenderer(), jobs: Int? = nil) throws -> SiteBuilder.Result {
        var builder = SiteBuilder(outputDirectory: out, pageRenderer: renderer)
        if let jobs { builder.jobs = jobs }
        return try builder.build(inputs: [fixturePath(Self.site)])
    }

    private func text(_ path: String) throws -> String { try String(contentsOfFile: path, encoding: .utf8) }

    @Test func sidebarFollowsIndexLinksThenAlphabetical() throws {
        let out = try makeTemporaryFolder()
        _ = try build(out)
        let html = try text(out + "/colours.html")
        let titles = ["Welcome", "Shapes", "Colours", "Appendix"].map { html.range(of: ">\($0)</a></li>")!.lowerBound }
        #expect(titles == titles.sorted())
        // Without an index.md, alphabetical by path.
        let notebooks = ["b.md", "a.md", "c/z.md"].map { Notebook(markdown: "# \($0)", sourcePath: $0, relativePath: $0) }
        #expect(SiteNavigation.ordered(notebooks).entries.map(\.htmlPath) == ["a.html", "b.html", "c/z.html"])
    }

    @Test func rewritesMarkdownLinksAndCopiesAssets() throws {
        let out = try makeTemporaryFolder()
        let result = try build(out)
        #expect(result.exitStatus == 0)
        let index = try text(out + "/index.html")
        #expect(index.contains("href=\"guides/shapes.html\""))
        #expect(index.contains("href=\"colours.html#mixing\""))
        #expect(index.contains("src=\"assets/logo.png\""))
        #expect(try text(out + "/guides/shapes.html").contains("href=\"../colours.html\""))
        #expect(FileManager.default.contents(atPath: out + "/assets/logo.png")
                == FileManager.default.contents(atPath: fixturePath(Self.site + "/assets/logo.png")))
        #expect(FileManager.default.fileExists(atPath: out + "/guides/diagram.png"))
        let colours = try text(out + "/colours.html")
        #expect(colours.contains("<figcaption>Three system colours</figcaption>"))
        #expect(colours.contains("loom-image loom-scheme-dark"))
    }

    @Test func warnsAboutMissingImagesAndPathsOutsideTheSite() {
        let page = PageRenderer.fake().render(markdown: "# P\n\n![x](nope.png) ![y](../../../etc/passwd)\n",
                                              sourcePath: fixturePath(Self.site + "/p.md"), relativePath: "p.md")
        #expect(page.notebook.warnings.count == 2)
        #expect(page.notebook.warnings[0].contains("image 'nope.png' not found"))
    }

    @Test func selfContainedPagesInlineEveryImage() throws {
        let out = try makeTemporaryFolder()
        _ = try build(out, renderer: PageRenderer(selfContained: true))
        #expect(filesBelow(out).filter { !$0.hasPrefix(".loom-cache") } == ["appendix.html", "colours.html", "guides/shapes.html", "index.html"])
        let colours = try text(out + "/colours.html")
        #expect(colours.contains("<img src=\"data:image/png;base64,iVBORw0KGgo"))
        #expect(!colours.contains("src=\"colours/"))
        #expect(try text(out + "/index.html").contains("src=\"data:image/png;base64,"))
    }

    @Test func parallelBuildIsByteIdenticalToSerial() throws {
        let serial = try makeTemporaryFolder()
        let parallel = try makeTemporaryFolder()
        var serialLog: [String] = []
        var builder = SiteBuilder(outputDirectory: serial, log: { serialLog.append($0) })
        builder.jobs = 1
        _ = try builder.build(inputs: [fixturePath(Self.site)])
        var parallelLog: [String] = []
        var progress: [SiteBuilder.Progress] = []
        builder = SiteBuilder(outputDirectory: parallel, log: { parallelLog.append($0) })
        builder.jobs = 4
        builder.progress = { progress.append($0) }
        _ = try builder.build(inputs: [fixturePath(Self.site)])
        #expect(filesBelow(serial) == filesBelow(parallel))
        for file in filesBelow(serial) {
            #expect(FileManager.default.contents(atPath: serial + "/" + file)
                    == FileManager.default.contents(atPath: parallel + "/" + file), "\(file)")
        }
        #expect(serialLog == parallelLog)
        #expect(progress.map(\.pagesDone) == [1, 2, 3, 4])
        #expect(progress.last?.blocks == 7)
        #expect(progress.allSatisfy { $0.pagesTotal == 4 })
    }
}
