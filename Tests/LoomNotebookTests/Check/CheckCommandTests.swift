import Foundation
import LoomGraphics
import Testing

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
}
