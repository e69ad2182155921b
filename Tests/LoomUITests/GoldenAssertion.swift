import LoomGraphics
import LoomTestSupport
import Testing
@testable import LoomUI

/// Renders `view` at 2× and compares it with `Goldens/<folder>/<name>.png` through the shared
/// snapshot assertion (ΔE2000 ≤ 2 on 99.9 % of pixels, composited on white; `LOOM_RECORD`
/// decides what is re-recorded — look at every changed PNG before committing it).
func assertGolden(_ view: any ViewNode, named name: String, in folder: String = "", proposal: ProposedSize = .unspecified,
                  device: Device? = nil, statusBar: Bool = false, sourceLocation: SourceLocation = #_sourceLocation) throws {
    let image = try device.map { try renderImage(view, on: $0, statusBar: statusBar, scale: 2) }
        ?? renderImage(view, proposal: proposal, scale: 2)
    assertSnapshot(image.bitmap, named: name, in: folder, sourceLocation: sourceLocation)
}
