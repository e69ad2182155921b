import LoomGraphics

/// How `loom check` decides whether a new picture matches its reference (snapshot-testing's
/// `Diffing`: a struct of one closure, so tests and other formats can swap it).
public struct ImageDiffing {
    /// Why two pictures do not match, and what to look at.
    public struct Mismatch {
        public var message: String
        /// Changed pixels in red over a faded reference; nil when the sizes differ or a file is not a PNG.
        public var difference: Bitmap?
    }

    /// Nil when `actual` (PNG bytes) matches `reference` (PNG bytes) within the tolerance.
    public var diff: (_ actual: [UInt8], _ reference: [UInt8], _ tolerance: ImageTolerance) -> Mismatch?

    public init(diff: @escaping (_ actual: [UInt8], _ reference: [UInt8], _ tolerance: ImageTolerance) -> Mismatch?) {
        self.diff = diff
    }

    /// PNGs: equal bytes pass at once (Loom's output is deterministic, so this is the usual case);
    /// otherwise both are decoded, composited on white (the page background) and compared pixel
    /// by pixel with CIEDE2000 (`ImageComparison`). A size mismatch fails and names both sizes.
    /// The verdict comes first, stopping as soon as it is known; only a failure pays for the report.
    public static var png: ImageDiffing {
        ImageDiffing { actual, reference, tolerance in
            if actual == reference { return nil }
            guard let reference = Bitmap(png: reference) else {
                return Mismatch(message: "the reference is not a readable PNG file", difference: nil)
            }
            guard let actual = Bitmap(png: actual) else {
                return Mismatch(message: "the new picture could not be decoded", difference: nil)
            }
            if ImageComparison.matches(actual: actual, reference: reference, tolerance: tolerance, background: .white) { return nil }
            let comparison = ImageComparison(actual: actual, reference: reference, tolerance: tolerance, background: .white)
            guard let failure = comparison.failure else { return nil }
            return Mismatch(message: failure, difference: comparison.difference)
        }
    }
}
