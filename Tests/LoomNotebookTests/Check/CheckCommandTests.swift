import Foundation
import LoomGraphics
import Testing
@testable import LoomNotebook

/// `loom check` and `loom record` end to end, with the real interpreter, on the committed fixture
/// `Fixtures/check` (a page with a named reference and an unnamed one in an HTML block).
@Suite struct CheckCommandTests {
    /// A copy of the fixture folder, so tests can change it.
    private func fixtureCopy(_ name: String = #function) throws -> String {
        let folder = try makeTemporaryFolder(name)
        for item in ["guide.md", "guide"] {
            try FileManager.default.copyItem(atPath: fixturePath("check/" + item), toPath: folder + "/" + item)
        }
        return folder
    }

    @Test func theUntouchedFixtureChecksClean() throws {
        let folder = try fixtureCopy()
        let outcome = try Loom.run(["check", "guide.md", "--junit", "junit.xml"], in: folder)
        #expect(outcome.status == 0, "\(outcome.standardError)")
        #expect(outcome.standardError.contains("checked 2 pictures on 1 page: 2 match (2 byte-identical)"))
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"guide.md\" name=\"bar.png\""))
        #expect(junit.contains("<testcase classname=\"guide.md\" name=\"line 17\""))
    }

    @Test func aChangedReferenceExitsWithOneAndRecordRestoresIt() throws {
        let folder = try fixtureCopy()
        let reference = folder + "/guide/bar.png"
        let data = try #require(FileManager.default.contents(atPath: reference))
        let bitmap = try #require(Bitmap(png: Array(data)))
        bitmap.withMutablePixels { pixels in
            for index in 0..<pixels.count where index % 2 == 0 { pixels[index] = 0xFF00_FF00 }
        }
        try Data(bitmap.pngData()).write(to: URL(fileURLWithPath: reference))

        let failed = try Loom.run(["check", ".", "--out", "artifacts", "--junit=junit.xml"], in: folder)
        #expect(failed.status == 1)
        #expect(failed.standardError.contains("guide.md:5: error: bar.png differs from its reference: 1200 of 2400 pixels"))
        #expect(failed.standardError.contains("difference: artifacts/guide/bar.difference.png"))
        #expect(failed.standardError.contains("open artifacts/report.html"))
        #expect(failed.standardError.contains("re-record with: loom record guide.md"))
        #expect(FileManager.default.fileExists(atPath: folder + "/artifacts/guide/bar.difference.png"))
        let report = try String(contentsOfFile: folder + "/artifacts/report.html", encoding: .utf8)
        #expect(report.contains("guide.md:5 — bar.png"))
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("failures=\"1\""))

        let recorded = try Loom.run(["record", "guide.md"], in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.standardOutput.contains("wrote guide/bar.png (60×40 px, 2×)"))
        #expect(!recorded.standardOutput.contains("wrote guide/dot.png"))
        #expect(try Loom.run(["check", "guide.md"], in: folder).status == 0)
        #expect(try String(contentsOfFile: folder + "/guide.md", encoding: .utf8) == fixtureText("check/guide.md"))
    }

    @Test func recordMissingWritesOnlyAbsentReferences() throws {
        let folder = try fixtureCopy()
        try FileManager.default.removeItem(atPath: folder + "/guide/dot.png")
        let missing = try Loom.run(["check", "guide.md"], in: folder)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("error: reference missing: guide/dot.png; run `loom record --missing guide.md`"))
        let recorded = try Loom.run(["record", "--missing", "guide.md"], in: folder)
        #expect(recorded.status == 0)
        #expect(recorded.standardOutput.contains("wrote guide/dot.png"))
        #expect(!recorded.standardOutput.contains("wrote guide/bar.png"))
        #expect(try Loom.run(["check", "guide.md"], in: folder).status == 0)
    }

    @Test func usageErrorsExitWithTwo() throws {
        for arguments in [["check"], ["check", "--bogus", "x.md"], ["check", "/nonexistent.md"],
                          ["check", "x.md", "--precision", "1.5"], ["check", "x.md", "--tolerance-deltae", "much"],
                          ["record"], ["record", "--missing=yes", "x.md"], ["record", "/nonexistent.md"]] {
            let outcome = try Loom.run(arguments)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.standardError.contains("usage: loom \(arguments[0])"), "\(arguments)")
        }
        for command in ["check", "record"] {
            let help = try Loom.run([command, "--help"])
            #expect(help.status == 0)
            #expect(help.standardOutput.hasPrefix("usage: loom \(command)"))
        }
    }

    /// Changes `count` pixels of the reference `name` in `folder`.
    private func nudge(_ name: String, in folder: String, pixels count: Int) throws {
        let reference = folder + "/guide/" + name
        let data = try #require(FileManager.default.contents(atPath: reference))
        let bitmap = try #require(Bitmap(png: Array(data)))
        bitmap.withMutablePixels { pixels in
            for index in 0..<count { pixels[index] = 0xFF00_FF00 }
        }
        try Data(bitmap.pngData()).write(to: URL(fileURLWithPath: reference))
    }

    @Test func recordKeepsPicturesWithinTheToleranceUnlessAll() throws {
        let folder = try fixtureCopy()
        try nudge("bar.png", in: folder, pixels: 1)  // 1 of 2400 pixels: within 99.9 %
        let nudged = try #require(FileManager.default.contents(atPath: folder + "/guide/bar.png"))
        #expect(try Loom.run(["check", "guide.md"], in: folder).status == 0)
        let kept = try Loom.run(["record", "guide.md"], in: folder)
        #expect(kept.status == 0)
        #expect(!kept.standardOutput.contains("wrote guide/bar.png"))
        #expect(kept.standardOutput.contains("0 written, 1 unchanged, 1 kept (within the tolerance; --all rewrites them)"))
        #expect(FileManager.default.contents(atPath: folder + "/guide/bar.png") == nudged)
        let forced = try Loom.run(["record", "--all", "guide.md"], in: folder)
        #expect(forced.standardOutput.contains("wrote guide/bar.png"))
        #expect(FileManager.default.contents(atPath: folder + "/guide/bar.png") == FileManager.default.contents(atPath: fixturePath("check/guide/bar.png")))
        #expect(try Loom.run(["record", "--all", "--missing", "guide.md"], in: folder).status == 2)
    }

    @Test func checkAnnotatesFailuresUnderGitHubActions() throws {
        let folder = try fixtureCopy()
        try nudge("bar.png", in: folder, pixels: 1200)
        let plain = try Loom.run(["check", "guide.md"], in: folder)
        #expect(!plain.standardOutput.contains("::error"))
        let actions = try Loom.run(["check", "guide.md"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status == 1)
        #expect(actions.standardOutput.contains("::error file=guide.md,line=5,title=loom check%3A bar.png::bar.png differs from its reference: 1200 of 2400 pixels"))
    }

    @Test func renderAnnotatesFailedBlocksUnderGitHubActions() throws {
        let folder = try makeTemporaryFolder()
        try "# Broken\n\n```swift\nlet x = 1\nundefinedName\n```\n".write(toFile: folder + "/broken.md", atomically: true, encoding: .utf8)
        let actions = try Loom.run(["render", "broken.md", "--out", "site"], in: folder, environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.status == 1)
        #expect(actions.standardOutput.contains("::error file=broken.md,line=5,col=1,title=loom%3A block at line 3 failed::cannot find 'undefinedName' in scope"))
    }

    @Test func junitNamesFileAndLineWithEveryPathFromTheWorkingDirectory() throws {
        let folder = try fixtureCopy()
        try nudge("bar.png", in: folder, pixels: 1200)
        try FileManager.default.createDirectory(atPath: folder + "/ci", withIntermediateDirectories: true)
        // Run from a subfolder with paths given from there: every path in the XML starts the same way.
        _ = try Loom.run(["check", "../guide.md", "--out", "../artifacts", "--junit", "junit.xml"], in: folder + "/ci")
        let junit = try String(contentsOfFile: folder + "/ci/junit.xml", encoding: .utf8)
        #expect(junit.contains("<testcase classname=\"../guide.md\" name=\"bar.png\" file=\"../guide.md\" line=\"5\""))
        #expect(junit.contains("reference: ../guide/bar.png"))
        #expect(junit.contains("new picture: ../artifacts/guide/bar.actual.png"))
        #expect(junit.contains("difference: ../artifacts/guide/bar.difference.png"))
    }
}

@Suite struct WorkingDirectoryPathTests {
    @Test func pathsAreRelativeToTheWorkingDirectory() {
        #expect(WorkingDirectoryPath.relative("/work/repo/docs/a.md", to: "/work/repo") == "docs/a.md")
        #expect(WorkingDirectoryPath.relative("docs/../docs/a.md", to: "/work/repo") == "docs/a.md")
        #expect(WorkingDirectoryPath.relative("/work/other/a.md", to: "/work/repo/ci") == "../../other/a.md")
        #expect(WorkingDirectoryPath.relative("/work/repo", to: "/work/repo") == ".")
        #expect(WorkingDirectoryPath.relative("/srv/a.md", to: "/work/repo") == "/srv/a.md")
    }
}
