import Foundation
import LoomGraphics
import Testing

/// Compares a picture with its golden, `Goldens/<folder>/<name>.png` in the test target, within
/// `tolerance` (by default ΔE2000 ≤ 2 on 99.9 % of pixels, composited on white). On a mismatch the
/// reference, the actual image and the difference (failing pixels in red over a faded reference)
/// are written side by side under `SnapshotPaths.failures`, and the failure names them. Whether
/// the golden is (re)written instead is `RecordMode.current`'s call.
public func assertSnapshot(_ image: Bitmap, named name: String, in folder: String = "",
                           tolerance: ImageTolerance = .default, filePath: StaticString = #filePath,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let golden = SnapshotPaths.golden(named: name, in: folder, extension: "png", besides: filePath)
    assertSnapshot(golden: golden, actual: image.pngData(), mode: recordMode(sourceLocation), sourceLocation: sourceLocation) { stored in
        compareImage(image, stored, tolerance: tolerance)
    }
}

/// A picture against the stored golden's bytes.
func compareImage(_ image: Bitmap, _ stored: [UInt8], tolerance: ImageTolerance) -> SnapshotVerdict {
    guard let reference = Bitmap(png: stored) else { return .mismatch("the golden is not a PNG", attachments: []) }
    let comparison = ImageComparison(actual: image, reference: reference, tolerance: tolerance)
    guard let failure = comparison.failure else { return .match }
    var attachments = [("reference", stored), ("actual", image.pngData())]
    if let difference = comparison.difference { attachments.append(("difference", difference.pngData())) }
    return .mismatch(failure, attachments: attachments)
}

/// What comparing with a stored golden found.
enum SnapshotVerdict {
    case match
    /// Why not, and the files that show it (`reference`, `actual`, `difference`).
    case mismatch(String, attachments: [(String, [UInt8])])
}

/// `RecordMode.current`; an unknown `LOOM_RECORD` is a failure and records nothing.
func recordMode(_ sourceLocation: SourceLocation) -> RecordMode {
    switch RecordMode.current {
    case .success(let mode): return mode
    case .failure(let unknown): Issue.record("\(unknown)", sourceLocation: sourceLocation); return .never
    }
}

/// The one flow every snapshot shares: note the golden in the ledger, compare, record when the
/// mode says so, and report what a person must look at.
func assertSnapshot(golden: URL, actual: [UInt8], mode: RecordMode, ledger: SnapshotLedger = .shared,
                    sourceLocation: SourceLocation, compare: ([UInt8]) -> SnapshotVerdict) {
    ledger.note(golden)
    let stored = FileManager.default.contents(atPath: golden.path).map { [UInt8]($0) }
    let verdict = stored.map(compare)
    let matches: Bool
    if case .match? = verdict { matches = true } else { matches = false }
    if mode.records(existing: stored != nil, matches: matches), stored != actual {
        do {
            try FileManager.default.createDirectory(at: golden.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual).write(to: golden)
        } catch {
            Issue.record("could not record \(golden.path): \(error)", sourceLocation: sourceLocation)
            return
        }
        // A golden rewritten within tolerance needs no second look; a new or changed one does.
        if stored == nil {
            Issue.record("no golden \(golden.path); recorded it — look at it, then commit it", sourceLocation: sourceLocation)
        } else if case .mismatch(let why, _)? = verdict {
            Issue.record("re-recorded \(golden.path) (\(why)) — look at it, then commit it", sourceLocation: sourceLocation)
        }
        return
    }
    switch verdict {
    case nil:
        Issue.record("no golden \(golden.path) (\(RecordMode.variable)=never)", sourceLocation: sourceLocation)
    case .match?:
        break
    case .mismatch(let why, let attachments)?:
        let written = SnapshotPaths.writeFailure(of: golden, attachments)
        let message = "\(golden.lastPathComponent): \(why)\n" + written.map { "  \($0)\n" }.joined()
            + "if the change is intended: \(RecordMode.variable)=failed swift test --filter …, then look at the golden"
        Issue.record("\(message)", sourceLocation: sourceLocation)
    }
}
