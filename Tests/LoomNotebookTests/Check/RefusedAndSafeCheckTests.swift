import Foundation
import Testing

/// `loom check`'s report of a refused reference and its `--safe` flag, end to end.
@Suite struct RefusedAndSafeCheckTests {
    /// A reference that leads out of the notebook's folder is refused, and JUnit says so: it is
    /// not a picture that differs, and CI dashboards group failures by type.
    @Test func junitCallsARefusedReferenceRefused() throws {
        let folder = try makeTemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/notes", withIntermediateDirectories: true)
        try "# Out\n\n```swift\nCircle().frame(width: 10, height: 10)\n```\n\n![](../logo.png)\n"
            .write(toFile: folder + "/notes/out.md", atomically: true, encoding: .utf8)
        let outcome = try Loom.run(["check", "notes", "--junit", "junit.xml"], in: folder)
        #expect(outcome.status == 1, "\(outcome.standardError)")
        let junit = try String(contentsOfFile: folder + "/junit.xml", encoding: .utf8)
        #expect(junit.contains("<failure type=\"refused\""), "\(junit)")
        #expect(!junit.contains("image-differs"))
    }

    /// `check` and `record` take `--safe` like `render`, so one command line serves untrusted pull
    /// requests; the pictures are checked the same.
    @Test func checkAndRecordTakeSafe() throws {
        let folder = try makeTemporaryFolder()
        for item in ["guide.md", "guide"] {
            try FileManager.default.copyItem(atPath: fixturePath("check/" + item), toPath: folder + "/" + item)
        }
        let checked = try Loom.run(["check", "guide.md", "--safe"], in: folder)
        #expect(checked.status == 0, "\(checked.standardError)")
        #expect(checked.standardError.contains("checked 2 pictures on 1 page: 2 match"))
        let recorded = try Loom.run(["record", "guide.md", "--safe"], in: folder)
        #expect(recorded.status == 0, "\(recorded.standardError)")
    }
}
