import Foundation
import Testing
import LoomGraphics
@testable import LoomTestSupport

/// The one snapshot assertion every test target uses (#15): what each record mode writes, what a
/// mismatch leaves to look at, where goldens live, and the ledger the orphan check reads.
@Suite struct SnapshotAssertionTests {
    func square(_ color: RGBA, size: Int = 8) -> Bitmap {
        let bitmap = Bitmap(width: size, height: size)!
        Canvas(bitmap: bitmap, scale: 1).fill(.rect(Rect(x: 0, y: 0, width: Double(size), height: Double(size))), with: .solid(color))
        return bitmap
    }

    /// A fresh `…/Goldens/support/<name>.png` that no other test touches.
    func golden(_ name: String = #function) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("loom-snapshot-tests-\(UUID().uuidString)")
        let folder = root.appendingPathComponent("Goldens/support")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder.appendingPathComponent(String(name.prefix { $0 != "(" }) + ".png")
    }

    func check(_ image: Bitmap, against golden: URL, mode: RecordMode, ledger: SnapshotLedger = SnapshotLedger(path: nil)) {
        assertSnapshot(golden: golden, actual: image.pngData(), mode: mode, ledger: ledger, sourceLocation: #_sourceLocation) { stored in
            compareImage(image, stored, tolerance: .default)
        }
    }

    func stored(_ url: URL) -> Bitmap? { FileManager.default.contents(atPath: url.path).flatMap { Bitmap(png: [UInt8]($0)) } }

    @Test func aMatchingPictureRecordsNothingAndPasses() throws {
        let url = try golden()
        try Data(square(.black).pngData()).write(to: url)
        let before = try Data(contentsOf: url)
        check(square(.black), against: url, mode: .missing)
        #expect(try Data(contentsOf: url) == before)
    }

    @Test func aMissingGoldenIsRecordedAndStillFails() throws {
        let url = try golden()
        withKnownIssue { check(square(RGBA(red: 1, green: 0, blue: 0)), against: url, mode: .missing) }
        #expect(stored(url)?.pixel(x: 4, y: 4).r == 255, "the golden now holds the picture")
    }

    @Test func neverWritesNothingEvenForAMissingGolden() throws {
        let url = try golden()
        withKnownIssue { check(square(RGBA(red: 1, green: 0, blue: 0)), against: url, mode: .never) }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }

    @Test func aMismatchKeepsTheGoldenAndWritesReferenceActualAndDifference() throws {
        let url = try golden()
        try Data(square(.black).pngData()).write(to: url)
        withKnownIssue { check(square(.white), against: url, mode: .missing) }
        #expect(stored(url)?.pixel(x: 0, y: 0).r == 0, "the golden is untouched")
        let folder = SnapshotPaths.failures.appendingPathComponent("support-" + url.deletingPathExtension().lastPathComponent)
        #expect(stored(folder.appendingPathComponent("reference.png"))?.pixel(x: 0, y: 0).r == 0)
        #expect(stored(folder.appendingPathComponent("actual.png"))?.pixel(x: 0, y: 0).r == 255)
        let difference = try #require(stored(folder.appendingPathComponent("difference.png")))
        #expect(difference.pixel(x: 3, y: 3).r > difference.pixel(x: 3, y: 3).g, "failing pixels are red")
    }

    @Test func failedReRecordsAMismatchAndSaysSo() throws {
        let url = try golden()
        try Data(square(.black).pngData()).write(to: url)
        withKnownIssue { check(square(.white), against: url, mode: .failed) }
        #expect(stored(url)?.pixel(x: 0, y: 0).r == 255)
    }

    @Test func theModesTable() {
        #expect(RecordMode.all.records(existing: true, matches: true))
        #expect(!RecordMode.missing.records(existing: true, matches: false) && RecordMode.missing.records(existing: false, matches: false))
        #expect(RecordMode.failed.records(existing: true, matches: false) && !RecordMode.failed.records(existing: true, matches: true))
        #expect(!RecordMode.never.records(existing: false, matches: false))
    }

    @Test func goldensLiveAtTheTopOfTheTestTarget() {
        let url = SnapshotPaths.golden(named: "toggle", in: "controls", extension: "png", besides: "/repo/Tests/LoomUITests/Animation/ToggleTests.swift")
        #expect(url.path == "/repo/Tests/LoomUITests/Goldens/controls/toggle.png")
        #expect(SnapshotPaths.golden(named: "1", in: "", extension: "png", besides: "/repo/Tests/LoomUITests/A.swift").path
                == "/repo/Tests/LoomUITests/Goldens/1.png")
    }

    @Test func theLedgerNotesEveryGoldenCompared() throws {
        let url = try golden()
        let ledger = url.deletingLastPathComponent().appendingPathComponent("ledger.txt")
        try Data(square(.black).pngData()).write(to: url)
        let notes = SnapshotLedger(path: ledger.path)
        check(square(.black), against: url, mode: .missing, ledger: notes)
        check(square(.black), against: url, mode: .missing, ledger: notes)
        #expect(try String(contentsOf: ledger, encoding: .utf8) == String(repeating: url.standardizedFileURL.path + "\n", count: 2))
    }

    @Test func identicalPicturesPassAndDifferentOnesAreWrittenOut() {
        expectIdenticalPictures(square(.black), square(.black), named: "support-identical")
        withKnownIssue { expectIdenticalPictures(square(.white), square(.black), named: "support-different") }
        let folder = SnapshotPaths.failures.appendingPathComponent("support-different")
        #expect(stored(folder.appendingPathComponent("expected.png"))?.pixel(x: 0, y: 0).r == 0)
        #expect(stored(folder.appendingPathComponent("actual.png"))?.pixel(x: 0, y: 0).r == 255)
    }
}
