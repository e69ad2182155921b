import Foundation
import Testing
@testable import LoomNotebook

/// The sandbox and the promise that no file is lost (#21), through the library API.
@Suite struct SandboxTests {
    @Test func aLinkedFileNeverReplacesAGeneratedPicture() throws {
        let folder = try makeTemporaryFolder(), out = try makeTemporaryFolder()
        try "```swift\nview 10 10\n```\n".write(toFile: folder + "/a.md", atomically: true, encoding: .utf8)
        try "# B\n\n![old picture](a/1.png)\n".write(toFile: folder + "/b.md", atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: true)
        try "a file the user keeps".write(toFile: folder + "/a/1.png", atomically: true, encoding: .utf8)
        var lines: [String] = []
        var builder = SiteBuilder(outputDirectory: out, pageRenderer: .fake(), log: { lines.append($0) })
        builder.jobs = 2
        let result = try builder.build(inputs: [folder])
        #expect(FileManager.default.contents(atPath: out + "/a/1.png") == Data("PNG 10x10".utf8))
        #expect(result.problems == [.assetCollision(page: folder + "/b.md", line: 3, sitePath: "a/1.png",
                                                    maker: "the picture of the block at \(folder)/a.md:1")])
        #expect(lines.contains("error: \(folder)/b.md:3: the linked file 'a/1.png' would replace the picture of the block at \(folder)/a.md:1 of the same name in the site; not copied"))
        #expect(result.exitStatus == 1)
    }

    @Test func anOutputFolderHoldingANotebookIsRefusedBeforeAnythingIsDeleted() throws {
        let folder = try makeTemporaryFolder()
        try "# Keep me\n".write(toFile: folder + "/keep.md", atomically: true, encoding: .utf8)
        FileManager.default.createFile(atPath: folder + "/" + ReferenceChecker.marker, contents: Data())
        let checker = ReferenceChecker(pageRenderer: .fake(), artifactsDirectory: folder)
        #expect(throws: LoomError.outputHoldsNotebook(output: folder, notebook: folder + "/keep.md")) {
            try checker.check(inputs: [folder])
        }
        let parent = (folder as NSString).deletingLastPathComponent
        #expect(throws: LoomError.outputHoldsNotebook(output: parent, notebook: folder + "/keep.md")) {
            try SiteBuilder(outputDirectory: parent, pageRenderer: .fake()).build(inputs: [folder])
        }
        // The library entry points that take sources refuse too, without throwing.
        let sources = try SourceFile.collect([folder])
        #expect(checker.check(sources).problems == [.outputHoldsNotebook(output: folder, notebook: folder + "/keep.md")])
        #expect(FileManager.default.fileExists(atPath: folder + "/keep.md"))
        // An output folder inside the notebooks' folder is fine.
        #expect(try SiteBuilder(outputDirectory: folder + "/_site", pageRenderer: .fake()).build(inputs: [folder]).problems == [])
    }

    @Test func temporaryFilesOfADeadRunAreRemoved() throws {
        let out = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: out + "/page", withIntermediateDirectories: true)
        // Process 0x7FFFFFF0 does not exist; this process does.
        let abandoned = out + "/page/" + AtomicFile.temporaryMarker + "2147483632-1"
        let live = out + "/" + AtomicFile.temporaryMarker + "\(getpid())-999999999"
        for path in [abandoned, live] { FileManager.default.createFile(atPath: path, contents: Data("half".utf8)) }
        _ = SiteBuilder(outputDirectory: out, pageRenderer: .fake()).build([])
        #expect(!FileManager.default.fileExists(atPath: abandoned))
        #expect(FileManager.default.fileExists(atPath: live))
    }

    @Test func symlinksCountWhereTheyLead() throws {
        let folder = try makeTemporaryFolder(), elsewhere = try makeTemporaryFolder()
        try "x".write(toFile: elsewhere + "/secret.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/innocent.txt", withDestinationPath: elsewhere + "/secret.txt")
        try FileManager.default.createSymbolicLink(atPath: folder + "/dir", withDestinationPath: elsewhere)
        #expect(!Sandbox.contains(folder, folder + "/innocent.txt"))
        #expect(!Sandbox.contains(folder, folder + "/dir/new-file.png"), "a file about to be written through a symlinked folder")
        #expect(!Sandbox.contains(folder, folder + "/sub/../../x.png"))
        #expect(Sandbox.contains(folder, folder + "/sub/../x.png"))
        #expect(Sandbox.isSymlink(folder + "/innocent.txt"))
    }

    @Test func outputNamesAreLinkedAsThemselves() {
        #expect(HTML.urlPath("guide/a b#?%é.png") == "guide/a%20b%23%3F%25%C3%A9.png")
        #expect(HTML.urlPath("../x/1.png") == "../x/1.png")
    }

    @Test func controlCharactersAreInertInThePage() {
        #expect(HTML.escape("\u{1B}]0;t\u{07}<b>\tok\n") == "␛]0;t␇&lt;b&gt;\tok\n")
    }

    @Test func safeModeDropsRawHTMLButKeepsFigures() {
        let page = PageRenderer(makeRunner: { FakeRunner() }, rasterizer: .fake, safe: true)
            .render(markdown: "<div onclick=\"x()\">hi</div>\n\n[a](javascript:alert(1)) <b>b</b> ![i](data:image/png;base64,AA==)\n\n```swift\nview 1 1\n```\n",
                    sourcePath: "p.md", relativePath: "p.md")
        #expect(!page.html.contains("onclick"))
        #expect(!page.html.contains("javascript:"))
        #expect(!page.html.contains("<b>"))
        #expect(page.html.contains("data:image/png;base64,AA=="))
        #expect(page.html.contains("<figure class=\"loom-output loom-image\">"))
    }
}
