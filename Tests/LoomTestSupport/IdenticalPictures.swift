import LoomGraphics
import Testing

/// The bridge's oracle: two pictures that must be the same pixels (a view built by a script and
/// the same view built against LoomUI). On a difference, both and the difference image are
/// written side by side under `SnapshotPaths.failures/<name>/`, and the failure names them.
public func expectIdenticalPictures(_ actual: Bitmap, _ expected: Bitmap, named name: String,
                                    sourceLocation: SourceLocation = #_sourceLocation) {
    guard actual.width != expected.width || actual.height != expected.height || actual.rgbaBytes() != expected.rgbaBytes() else { return }
    let comparison = ImageComparison(actual: actual, reference: expected, tolerance: .exact)
    var attachments = [("expected", expected.pngData()), ("actual", actual.pngData())]
    if let difference = comparison.difference { attachments.append(("difference", difference.pngData())) }
    let written = SnapshotPaths.writeFailure(named: name, attachments)
    let message = "the pictures differ: \(comparison.failure ?? "same size, different bytes")\n"
        + written.map { "  \($0)" }.joined(separator: "\n")
    Issue.record("\(message)", sourceLocation: sourceLocation)
}
