import Foundation
import Testing
import LoomNotebook

/// Broken links in a rendered site are warnings at their Markdown line; `--strict` fails on them
/// (and on every other warning), in `render` and `check`.
@Suite struct LinkCheckerTests {
    /// Two pages linking to each other, with every kind of link that works and four that do not.
    func site(_ name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        try FileManager.default.createDirectory(atPath: folder + "/guides", withIntermediateDirectories: true)
        try """
            # Home

            [the guide](guides/one.md) [its setup](guides/one.md#setup) [as html](guides/one.html#setup)
            [anchor](#home) [top](#) [file](data.txt) [web](https://example.com/x.md) [mail](mailto:a@b.c)

            [gone anchor](guides/one.md#nope)

            [missing page](nothere.md)

            [bad anchor](#nope)

            [no file](gone.txt)
            """.write(toFile: folder + "/index.md", atomically: true, encoding: .utf8)
        try """
            # One

            ## Setup

            Back [home](../index.md#home), the [picture](one/1.png) the block makes, a [footnote](#fn-1)[^1].

            [^1]: A note.

            ```swift
            Circle().frame(width: 4, height: 4)
            ```
            """.write(toFile: folder + "/guides/one.md", atomically: true, encoding: .utf8)
        try "data".write(toFile: folder + "/data.txt", atomically: true, encoding: .utf8)
        return folder
    }

    @Test func renderWarnsAboutEachBrokenLinkAtItsLine() throws {
        let folder = try site()
        let outcome = try Loom.run(["render", ".", "--out", "site"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        let warnings = outcome.standardError.split(separator: "\n").filter { $0.contains("warning:") }
        #expect(warnings == [
            "index.md:6: warning: link 'guides/one.md#nope' names no heading or anchor on guides/one.md",
            "index.md:8: warning: link 'nothere.md' leads to no page of this site",
            "index.md:10: warning: link '#nope' names no heading or anchor on this page",
            "index.md:12: warning: link 'gone.txt' leads to no file",
        ], "\(outcome.standardError)")
    }

    @Test func strictMakesWarningsFail() throws {
        let folder = try site()
        let strict = try Loom.run(["render", ".", "--out", "site", "--strict"], in: folder)
        #expect(strict.status == 1, "\(strict.standardError)")
        // The site is still written.
        #expect(FileManager.default.fileExists(atPath: folder + "/site/guides/one.html"))

        try FileManager.default.createDirectory(atPath: folder + "/empty", withIntermediateDirectories: true)
        #expect(try Loom.run(["render", "empty", "--out", "nothing"], in: folder).status == 0)
        #expect(try Loom.run(["render", "empty", "--out", "nothing", "--strict"], in: folder).status == 1)
    }

    @Test func checkPrintsPageWarningsAndStrictFailsOnThem() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.copyItem(atPath: fixturePath("check/guide.md"), toPath: folder + "/guide.md")
        try FileManager.default.copyItem(atPath: fixturePath("check/guide"), toPath: folder + "/guide")
        let page = try String(contentsOfFile: folder + "/guide.md", encoding: .utf8)
        try (page + "\n![A lost picture](lost.png)\n").write(toFile: folder + "/guide.md", atomically: true, encoding: .utf8)
        let plain = try Loom.run(["check", "guide.md"], in: folder)
        #expect(plain.status == 0, "\(plain.standardError)")
        #expect(plain.standardError.contains("warning: image 'lost.png' not found"))
        let strict = try Loom.run(["check", "guide.md", "--strict"], in: folder)
        #expect(strict.status == 1, "\(strict.standardError)")
    }

    @Test func idsAreReadFromTheHTML() {
        #expect(LinkChecker.ids(in: "<h2 id=\"a&amp;b\">x</h2><li id=\"fn-1\"><div class=\"x\"id=\"no\">")
            == ["a&b", "fn-1"])
    }
}
