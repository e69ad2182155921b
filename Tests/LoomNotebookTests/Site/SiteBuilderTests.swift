import Foundation
import Testing
@testable import LoomNotebook

@Suite struct SiteBuilderTests {
    private func build(_ inputs: [String], out: String, report: String? = nil) throws -> (SiteBuilder.Result, [String]) {
        var lines: [String] = []
        let builder = SiteBuilder(outputDirectory: out, pageRenderer: .fake(), log: { lines.append($0) })
        return (try builder.build(inputs: inputs, reportPath: report), lines)
    }

    @Test func collectsMarkdownRecursivelySorted() throws {
        let sources = try SourceFile.collect([fixturePath("site")])
        #expect(sources.map(\.relativePath) == ["guides/nested/deep.md", "guides/shapes.md", "intro.md"])
        #expect(sources[0].displayPath == fixturePath("site") + "/guides/nested/deep.md")
        let single = try SourceFile.collect([fixturePath("site/guides/shapes.md")])
        #expect(single.map(\.relativePath) == ["shapes.md"])
        #expect(throws: LoomError.missingPath("/nonexistent/x.md")) {
            try SourceFile.collect(["/nonexistent/x.md"])
        }
    }

    @Test func writesTheDocumentedLayout() throws {
        let out = try makeTemporaryFolder()
        let (result, log) = try build([fixturePath("site")], out: out)
        #expect(filesBelow(out) == ["guides/nested/deep.html", "guides/shapes.html", "guides/shapes/1.png",
                                    "index.html", "intro.html", "intro/1.png", "intro/2.png", "search-index.js"])
        #expect(FileManager.default.contents(atPath: out + "/intro/2.png") == Data("PNG 30x20".utf8))
        #expect(result.exitStatus == 1)
        #expect(result.failedBlocks == 1)
        #expect(log == [
            "rendered \(fixturePath("site"))/guides/nested/deep.md: 1 block, 0 failed",
            // The failed block, located like a compiler error, with its line and a caret.
            "\(fixturePath("site"))/guides/shapes.md:5:5: error: cannot find 'Circle' in scope\nerror 2 5 cannot find 'Circle' in scope\n    ^",
            "rendered \(fixturePath("site"))/guides/shapes.md: 2 blocks, 1 failed",
            "rendered \(fixturePath("site"))/intro.md: 2 blocks, 0 failed",
        ])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("<a href=\"guides/nested/deep.html\">deep</a>"))
        #expect(index.contains("<a href=\"guides/shapes.html\">Shapes &amp; &lt;Paths&gt;</a>"))
        #expect(index.contains("<a href=\"intro.html\">Introduction</a>"))
        let shapes = try String(contentsOfFile: out + "/guides/shapes.html", encoding: .utf8)
        #expect(shapes.contains("<img src=\"shapes/1.png\" width=\"10\" height=\"10\""))
        #expect(shapes.contains("<a class=\"loom-home\" href=\"../index.html\">"))
        #expect(shapes.contains("@media (prefers-color-scheme: dark)"))
    }

    @Test func succeedsWhenEveryBlockRuns() throws {
        let out = try makeTemporaryFolder()
        let (result, _) = try build([fixturePath("site/intro.md")], out: out)
        #expect(result.exitStatus == 0)
        #expect(filesBelow(out) == ["index.html", "intro.html", "intro/1.png", "intro/2.png", "search-index.js"])
    }

    @Test func outputIsByteIdenticalOnRerun() throws {
        let first = try makeTemporaryFolder()
        let second = try makeTemporaryFolder()
        _ = try build([fixturePath("site")], out: first)
        _ = try build([fixturePath("site")], out: second)
        _ = try build([fixturePath("site")], out: second)
        let files = filesBelow(first)
        #expect(files == filesBelow(second))
        for file in files {
            #expect(FileManager.default.contents(atPath: first + "/" + file)
                    == FileManager.default.contents(atPath: second + "/" + file), "\(file) differs")
        }
    }

    @Test func atomicWritesLeaveNoTemporaryFiles() throws {
        let out = try makeTemporaryFolder()
        _ = try build([fixturePath("site")], out: out, report: out + "/report.json")
        _ = try build([fixturePath("site")], out: out, report: out + "/report.json")
        let everything = FileManager.default.enumerator(atPath: out)?.allObjects as? [String] ?? []
        #expect(!everything.isEmpty)
        #expect(everything.allSatisfy { !$0.contains(AtomicFile.temporaryMarker) })
    }

    @Test func atomicWriteReplacesContentAndCreatesFolders() throws {
        let folder = try makeTemporaryFolder()
        let path = folder + "/a/b/file.txt"
        try AtomicFile.write("one", to: path)
        try AtomicFile.write("two", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "two")
        #expect(filesBelow(folder) == ["a/b/file.txt"])
        #expect(throws: LoomError.self) { try AtomicFile.write("x", to: path + "/under-a-file") }
    }

    @Test func removesImagesAPreviousRunLeftBehind() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "```swift\nview 1 1\nview 2 2\n```\n".write(toFile: source + "/p.md", atomically: true, encoding: .utf8)
        _ = try build([source], out: out)
        #expect(filesBelow(out) == ["index.html", "p.html", "p/1.png", "p/2.png", "search-index.js"])
        try "```swift\nview 1 1\n```\n".write(toFile: source + "/p.md", atomically: true, encoding: .utf8)
        _ = try build([source], out: out)
        #expect(filesBelow(out) == ["index.html", "p.html", "p/1.png", "search-index.js"])
    }

    @Test func writesTheReport() throws {
        let out = try makeTemporaryFolder()
        let reportPath = out + "/reports/report.json"
        _ = try build([fixturePath("site")], out: out + "/site", report: reportPath)
        let data = try #require(FileManager.default.contents(atPath: reportPath))
        let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let pages = try #require(json["pages"] as? [[String: Any]])
        #expect(pages.map { $0["html"] as? String } == ["guides/nested/deep.html", "guides/shapes.html", "intro.html"])
    }

    @Test func skipsTheOutputFolderAndHiddenFolders() throws {
        let root = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: root + "/.hidden", withIntermediateDirectories: true)
        try "# Hidden\n".write(toFile: root + "/.hidden/h.md", atomically: true, encoding: .utf8)
        try "# Page\n".write(toFile: root + "/page.md", atomically: true, encoding: .utf8)
        _ = try build([root], out: root + "/_site")
        try "# Stray\n".write(toFile: root + "/_site/stray.md", atomically: true, encoding: .utf8)
        let sources = try SourceFile.collect([root], skipping: root + "/_site")
        #expect(sources.map(\.relativePath) == ["page.md"])
    }

    @Test func conflictingInputsAreRejectedBeforeWriting() throws {
        let out = try makeTemporaryFolder()
        #expect(throws: LoomError.conflictingPages(fixturePath("site/intro.md"), fixturePath("golden/tour/notebooks/../../../site/intro.md"),
                                                   page: "intro.html")) {
            try SiteBuilder(outputDirectory: out, pageRenderer: .fake())
                .build(inputs: [fixturePath("site/intro.md"), fixturePath("golden/tour/notebooks/../../../site/intro.md")])
        }
        #expect(filesBelow(out).isEmpty)
    }

    @Test func aRootIndexPageIsTheFrontPage() throws {
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "# Welcome\n".write(toFile: source + "/index.md", atomically: true, encoding: .utf8)
        try "# Other\n".write(toFile: source + "/other.md", atomically: true, encoding: .utf8)
        _ = try SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build(inputs: [source])
        #expect(filesBelow(out) == ["index.html", "other.html", "search-index.js"])
        let index = try String(contentsOfFile: out + "/index.html", encoding: .utf8)
        #expect(index.contains("<h1 id=\"welcome\">Welcome <a class=\"loom-anchor\""))
    }

    @Test func aPageThatCouldNotBeWrittenIsNotReportedAsRendered() throws {
        // #17: a file where the page's picture folder goes used to leak "NSCocoaErrorDomain error
        // 512" and still print "rendered".
        let source = try makeTemporaryFolder()
        let out = try makeTemporaryFolder()
        try "```swift\nview 2 2\n```\n".write(toFile: source + "/p.md", atomically: true, encoding: .utf8)
        try "in the way".write(toFile: out + "/p", atomically: true, encoding: .utf8)
        let (result, log) = try build([source], out: out)
        #expect(result.exitStatus == 1)
        #expect(log.contains { $0.hasPrefix("error: cannot write \(out)/p/1.png: ") && $0.hasSuffix(": \(out)/p is a file, not a folder") }, "\(log)")
        #expect(!log.joined().contains("NSCocoaErrorDomain"))
        #expect(log.contains("could not write \(source)/p.md: 1 block, 0 failed"))
        #expect(!log.contains { $0.hasPrefix("rendered ") })
    }
}
