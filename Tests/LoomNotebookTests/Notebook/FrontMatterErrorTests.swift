import Foundation
import Testing
@testable import LoomNotebook

/// A mistyped front-matter key is an error located at its line, with the closest known key, as a
/// mistyped block option is: on the terminal, in the page, in the exit status, and in `check`.
@Suite struct FrontMatterErrorTests {
    static let page = "---\ntitle: Typos\n  scael: 3\n---\n# Typos\n\n```swift\nprint(1)\n```\n"

    @Test func anUnknownKeyIsLocatedWithTheClosestKnownOne() {
        let (matter, _) = FrontMatter.split(Self.page)
        let problem = try? #require(matter.problems.first)
        #expect(matter.problems.count == 1)
        #expect(problem?.line == 3)
        #expect(problem?.column == 3)
        #expect(problem?.sourceLine == "  scael: 3")
        #expect(problem?.message.hasPrefix("unknown front matter key 'scael'; did you mean 'scale'? (known: title, imports, ") == true)
        // Known keys are not problems; a bad value still is one, at its key.
        #expect(FrontMatter.split("---\ntitle: x\nimports: [A]\nscale: 2\n---\n").0.problems.isEmpty)
        #expect(FrontMatter.split("---\nscale: 7\n---\n").0.problems.map(\.message) == ["option 'scale' expects 1, 2 or 3 pixels per point, not '7'"])
    }

    @Test func aBlockOptionTypoGetsTheClosestOptionToo() {
        let (_, problems) = CellOptions.parse(info: "swift", source: "//| captoin: A ring\n")
        #expect(problems.first?.message.hasPrefix("unknown option 'captoin'; did you mean 'caption'? (known: ") == true)
    }

    @Test func renderFailsThePageAndShowsTheError() throws {
        let folder = try makeTemporaryFolder()
        try Self.page.write(toFile: folder + "/typos.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["render", "typos.md", "--out", "site", "--report", "report.json"], in: folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("typos.md:3:3: error: unknown front matter key 'scael'; did you mean 'scale'?"))
        #expect(outcome.standardError.contains("  scael: 3\n  ^"))
        let html = try String(contentsOfFile: folder + "/site/typos.html", encoding: .utf8)
        #expect(html.contains("<div class=\"loom-error\" role=\"alert\"><pre><code>typos.md:3:3: unknown front matter key 'scael'"))
        // The rest of the page still renders.
        #expect(html.contains("<h1"))
        let report = try String(contentsOfFile: folder + "/report.json", encoding: .utf8)
        #expect(report.contains("\"diagnostics\":[{\"line\":3,\"column\":3,\"message\":\"unknown front matter key 'scael'"))
    }

    @Test func checkCountsItAsAFailure() throws {
        let folder = try makeTemporaryFolder()
        try Self.page.write(toFile: folder + "/typos.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["check", "typos.md", "--junit", "junit.xml"], in: folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("typos.md:3:3: error: unknown front matter key 'scael'"))
        #expect(outcome.standardError.contains("1 front matter error"))
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure type=\"front-matter\""))
        #expect(junit.contains("line=\"3\""))
    }
}
