import Foundation
import LoomGraphics
@testable import LoomNotebook
import Testing

/// A page whose blocks draw real LoomUI rectangles (the fake runner's `rect W H`), with two
/// referenced pictures and one block that is not checked.
private let page = """
    # Bars

    ```swift
    //| output: wide.png
    rect 30 10
    ```

    ![A wide bar](bars/wide.png)

    ```swift
    //| output: tall.png
    rect 10 20
    ```

    Prose between the block and its picture.

    ![A tall bar](bars/tall.png)

    ```swift
    print no picture here
    ```
    """

private final class Lines: @unchecked Sendable {
    var all: [String] = []
    var text: String { all.joined(separator: "\n") }
}

private let recordedEnvironment = EnvironmentFingerprint(loom: "0.1.0", fonts: [
    "Inter": .init(file: "Inter-Regular.otf", sha256: String(repeating: "a", count: 64)),
])

private struct Workspace {
    let folder: String
    let lines = Lines()
    var environment = recordedEnvironment

    init(name: String = #function) throws {
        folder = try makeTemporaryFolder(name)
        try page.write(toFile: folder + "/bars.md", atomically: true, encoding: .utf8)
    }

    var pagePath: String { folder + "/bars.md" }
    var artifacts: String { folder + "/_check" }
    func reference(_ name: String) -> String { folder + "/bars/" + name }

    private var renderer: PageRenderer { PageRenderer(makeRunner: { FakeRunner() }, rasterizer: .loomUI) }

    func record(missing: Bool = false) throws -> ReferenceRecorder.Result {
        let environment = self.environment
        return try ReferenceRecorder(pageRenderer: renderer, missingOnly: missing, environment: { environment },
                                     log: { [lines] in lines.all.append($0) }).record(inputs: [pagePath])
    }

    func check(junit: Bool = true) throws -> ReferenceChecker.Result {
        let environment = self.environment
        return try ReferenceChecker(pageRenderer: renderer, artifactsDirectory: artifacts, environment: { environment },
                                    log: { [lines] in lines.all.append($0) })
            .check(inputs: [pagePath], junitPath: junit ? folder + "/junit.xml" : nil)
    }

    /// Paints a 3×3 red square into the top-left corner of a reference picture.
    func tamper(_ name: String) throws {
        let data = try #require(FileManager.default.contents(atPath: reference(name)))
        let bitmap = try #require(Bitmap(png: Array(data)))
        bitmap.withMutablePixels { pixels in
            for y in 0..<3 { for x in 0..<3 { pixels[y * bitmap.width + x] = 0xFFFF_0000 } }
        }
        try Data(bitmap.pngData()).write(to: URL(fileURLWithPath: reference(name)))
    }

    func text(_ path: String) -> String {
        (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
    }
}

@Suite struct ReferenceCheckerTests {
    @Test func recordWritesReferencesAndAFingerprintButNeverTheMarkdown() throws {
        let space = try Workspace()
        let recorded = try space.record()
        #expect(recorded.exitStatus == 0)
        #expect(recorded.written.count == 2)
        #expect(space.lines.text.contains("wrote \(space.reference("wide.png")) (60×20 px, 2×)"))
        #expect(filesBelow(space.folder) == ["bars.md", "bars/.loom-fingerprint.json", "bars/tall.png", "bars/wide.png"])
        #expect(space.text(space.pagePath) == page)
        let fingerprint = try #require(EnvironmentFingerprint.recorded(in: space.folder + "/bars"))
        #expect(fingerprint.fonts == recordedEnvironment.fonts)
        #expect(fingerprint.scales == ["tall.png": 2, "wide.png": 2])

        let again = try space.record()
        #expect(again.written.isEmpty)
        #expect(again.unchanged.count == 2)
    }

    @Test func anUntouchedPageChecksClean() throws {
        let space = try Workspace()
        _ = try space.record()
        let result = try space.check()
        #expect(result.exitStatus == 0)
        #expect(result.cases.map(\.name) == ["wide.png", "tall.png"])
        #expect(result.cases.allSatisfy { $0.outcome == .identical })
        #expect(space.lines.text.contains("checked 2 pictures on 1 page: 2 match (2 byte-identical)"))
        #expect(space.text(space.folder + "/junit.xml").contains("tests=\"2\" failures=\"0\""))
        #expect(FileManager.default.fileExists(atPath: space.artifacts + "/report.html"))
    }

    @Test func aChangedReferenceFailsWithArtifactsAndRecordRestoresIt() throws {
        let space = try Workspace()
        _ = try space.record()
        try space.tamper("wide.png")

        let result = try space.check()
        #expect(result.exitStatus == 1)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1)
        #expect(failure.name == "wide.png")
        #expect(failure.outcome == .differs)
        #expect(failure.message?.contains("9 of 1200 pixels") == true)
        // The new picture, the reference and the difference image are left for inspection.
        #expect(filesBelow(space.artifacts) == [".loom-check", "bars/wide.actual.png", "bars/wide.difference.png",
                                                "bars/wide.reference.png", "report.html"])
        let differenceData = try #require(FileManager.default.contents(atPath: space.artifacts + "/bars/wide.difference.png"))
        let difference = try #require(Bitmap(png: Array(differenceData)))
        #expect(difference.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(difference.pixel(x: 30, y: 10) != (255, 0, 0, 255))
        // stderr says what to open and how to re-record.
        #expect(space.lines.text.contains("\(space.pagePath):3: error: wide.png differs from its reference"))
        #expect(space.lines.text.contains("report.html"))
        #expect(space.lines.text.contains("loom record \(space.pagePath)"))
        // The HTML report shows both pictures with the slider and onion skin.
        let report = space.text(space.artifacts + "/report.html")
        #expect(report.contains("src=\"bars/wide.reference.png\""))
        #expect(report.contains("src=\"bars/wide.actual.png\""))
        #expect(report.contains("src=\"bars/wide.difference.png\""))
        #expect(report.contains("data-mode=\"slider\"") && report.contains("data-mode=\"onion\""))
        // JUnit: one test per block, the failure carries the message.
        let junit = space.text(space.folder + "/junit.xml")
        #expect(junit.contains("tests=\"2\" failures=\"1\""))
        #expect(junit.contains("<testcase classname=\"\(WorkingDirectoryPath.relative(space.pagePath))\" name=\"wide.png\""))
        #expect(junit.contains("<failure type=\"image-differs\" message=\"wide.png differs from its reference: 9 of 1200 pixels"))
        #expect(junit.contains("<testcase classname=\"\(WorkingDirectoryPath.relative(space.pagePath))\" name=\"tall.png\" file=\"\(WorkingDirectoryPath.relative(space.pagePath))\" line=\"10\" time=\""))

        let restored = try space.record()
        #expect(restored.written == [space.reference("wide.png")])
        let clean = try space.check()
        #expect(clean.exitStatus == 0)
        // The next check empties the artifacts of the last one.
        #expect(filesBelow(space.artifacts) == [".loom-check", "report.html"])
    }

    @Test func smallDifferencesPassWithinTheTolerance() throws {
        let space = try Workspace()
        try page.replacingOccurrences(of: "//| output: wide.png", with: "//| output: wide.png\n//| tolerance: precision=0.99")
            .write(toFile: space.pagePath, atomically: true, encoding: .utf8)
        _ = try space.record()
        try space.tamper("wide.png")
        let result = try space.check()
        #expect(result.exitStatus == 0)
        #expect(result.cases.first?.outcome == .withinTolerance)
    }

    @Test func aSizeMismatchNamesBothSizes() throws {
        let space = try Workspace()
        _ = try space.record()
        try FileManager.default.removeItem(atPath: space.reference("wide.png"))
        try FileManager.default.copyItem(atPath: space.reference("tall.png"), toPath: space.reference("wide.png"))
        let result = try space.check()
        #expect(result.exitStatus == 1)
        #expect(result.failures.first?.message?.contains("the image is 60×20 pixels but the reference is 20×40") == true)
        #expect(filesBelow(space.artifacts).contains("bars/wide.reference.png"))
    }

    @Test func aMissingReferenceFailsAndRecordMissingWritesOnlyIt() throws {
        let space = try Workspace()
        _ = try space.record()
        try FileManager.default.removeItem(atPath: space.reference("tall.png"))
        try space.tamper("wide.png")
        let result = try space.check()
        #expect(result.exitStatus == 1)
        let missing = try #require(result.cases.first { $0.name == "tall.png" })
        #expect(missing.outcome == .missingReference)
        #expect(missing.message == "reference missing: \(space.reference("tall.png")); run `loom record --missing \(space.pagePath)`")
        #expect(space.text(space.folder + "/junit.xml").contains("type=\"missing-reference\""))

        let recorded = try space.record(missing: true)
        #expect(recorded.written == [space.reference("tall.png")])
        #expect(recorded.kept == [space.reference("wide.png")])
        #expect(try space.check().failures.map(\.name) == ["wide.png"])  // the tampered one was kept
    }

    @Test func aFailureNextToAChangedFingerprintSaysSo() throws {
        var space = try Workspace()
        _ = try space.record()
        try space.tamper("wide.png")
        let unchanged = try space.check()
        #expect(unchanged.failures.first?.note == nil)

        space.environment.fonts["Inter"]?.sha256 = String(repeating: "b", count: 64)
        let result = try space.check()
        let note = try #require(result.failures.first?.note)
        #expect(note.contains("font Inter: Inter-Regular.otf aaaaaaaaaaaa → Inter-Regular.otf bbbbbbbbbbbb"))
        #expect(space.lines.text.contains("note: the reference was recorded in a different environment"))
        #expect(space.text(space.artifacts + "/report.html").contains("different environment"))
    }

    @Test func aFailingBlockFailsTheCheck() throws {
        let space = try Workspace()
        _ = try space.record()
        try page.replacingOccurrences(of: "rect 10 20", with: "error 1 1 boom")
            .write(toFile: space.pagePath, atomically: true, encoding: .utf8)
        let result = try space.check()
        #expect(result.exitStatus == 1)
        #expect(result.failures.first?.outcome == .blockFailed)
        #expect(result.failures.first?.message?.contains("boom") == true)
    }
}

@Suite struct FingerprintTests {
    @Test func sha256MatchesKnownDigests() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex(Array(String(repeating: "a", count: 1000).utf8))
            == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    @Test func fingerprintsRoundTripThroughJSON() throws {
        var fingerprint = recordedEnvironment
        fingerprint.scales = ["a.png": 2, "b.png": 3]
        let parsed = try #require(EnvironmentFingerprint(json: Data(fingerprint.jsonText().utf8)))
        #expect(parsed == fingerprint)
        #expect(parsed.changes(since: fingerprint, file: "a.png", scale: 2).isEmpty)
        #expect(parsed.changes(since: fingerprint, file: "b.png", scale: 2) == ["scale 3× → 2×"])
    }

    @Test func theCurrentEnvironmentHashesLoomsFonts() {
        let current = EnvironmentFingerprint.current()
        // One version: what `record` stamps is what `loom --version` says.
        #expect(current.loom == LoomRelease.version)
        #expect(Set(current.fonts.keys) == Set(EnvironmentFingerprint.fontFamilies))
        #expect(current.fonts["Inter"]?.sha256.count == 64)
    }
}
