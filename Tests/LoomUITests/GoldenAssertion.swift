import Foundation
import LoomGraphics
import Testing
@testable import LoomUI

/// Renders `view` at 2× and compares it with `Goldens/<folder>/<name>.png` within
/// `ImageTolerance.default` (ΔE2000 ≤ 2 on 99.9 % of pixels, composited on white). With
/// `LOOM_RECORD_GOLDENS=1` it (re)writes the golden instead; look at every changed PNG before
/// committing it. A missing golden is recorded and reported as a failure.
func assertGolden(_ view: any ViewNode, named name: String, in folder: String = "", proposal: ProposedSize = .unspecified,
                  device: Device? = nil, statusBar: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Goldens").appendingPathComponent(folder)
    let image = try device.map { try renderImage(view, on: $0, statusBar: statusBar, scale: 2) }
        ?? renderImage(view, proposal: proposal, scale: 2)
    let url = directory.appendingPathComponent(name + ".png")
    let recording = ProcessInfo.processInfo.environment["LOOM_RECORD_GOLDENS"] == "1"
    guard !recording, let data = FileManager.default.contents(atPath: url.path) else {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(image.bitmap.pngData()).write(to: url)
        if !recording { Issue.record("no golden for '\(name)'; recorded \(url.path) — look at it, then commit it", sourceLocation: sourceLocation) }
        return
    }
    let reference = try #require(Bitmap(png: [UInt8](data)), "\(url.path) is not a PNG")
    let comparison = ImageComparison(actual: image.bitmap, reference: reference)
    if let failure = comparison.failure {
        let flatName = (folder.isEmpty ? "" : folder.replacingOccurrences(of: "/", with: "-") + "-") + name
        let actualURL = FileManager.default.temporaryDirectory.appendingPathComponent("loom-golden-\(flatName).png")
        try? Data(image.bitmap.pngData()).write(to: actualURL)
        Issue.record("'\(name)': \(failure); actual image at \(actualURL.path)", sourceLocation: sourceLocation)
    }
}
