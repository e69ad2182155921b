import LoomGraphics

/// How `loom check` decides whether a new picture matches its reference (snapshot-testing's
/// `Diffing`: a struct of one closure, so tests and other formats can swap it).
public struct ImageDiffing {
    /// Why two pictures do not match, and what to look at.
    public struct Mismatch {
        public var message: String
        /// Changed pixels in red over a faded reference; nil when the sizes differ or a file is not a PNG.
        public var difference: Bitmap?
        /// For animations: the first differing frame of each (PNG), shown side by side in the report.
        public var actualFrame: [UInt8]? = nil
        public var referenceFrame: [UInt8]? = nil
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

    /// Animations (APNG or GIF; a PNG is one frame): each new frame is compared, under `still`, with
    /// the reference frame showing at the same time (frame i of n at i / fps s; the reference's
    /// times come from its frame delays). The first differing frame fails, with both frames.
    public static func motion(comparingFramesWith still: ImageDiffing, framesPerSecond: Int) -> ImageDiffing {
        ImageDiffing { actual, reference, tolerance in
            if actual == reference { return nil }
            // A GIF (what real SwiftUI recordings usually are) is read frame by frame too.
            let gifFrames = reference.starts(with: Array("GIF8".utf8)) ? GIFDecoder.frames(reference) : nil
            guard let referenceFrames = gifFrames.map({ $0.map { APNGFrame(png: $0.bitmap.pngData(), delay: $0.delay) } })
                    ?? APNGDecoder.frames(reference) else {
                return Mismatch(message: "the reference is not a readable APNG or GIF file", difference: nil)
            }
            guard let actualFrames = APNGDecoder.frames(actual) else {
                return Mismatch(message: "the new animation could not be decoded", difference: nil)
            }
            let fps = Double(max(framesPerSecond, 1))
            let actualLength = Double(actualFrames.count - 1) / fps
            let referenceLength = referenceFrames.dropLast().reduce(0) { $0 + $1.delay }
            if abs(actualLength - referenceLength) > 1 / fps + 1e-9 {
                return Mismatch(message: "it lasts \(Self.seconds(actualLength)) (\(actualFrames.count) frames), the reference "
                                + "\(Self.seconds(referenceLength)) (\(referenceFrames.count) frames)", difference: nil,
                                actualFrame: actualFrames[0].png, referenceFrame: referenceFrames[0].png)
            }
            var start = 0.0, index = 0
            for (i, frame) in actualFrames.enumerated() {
                let time = Double(i) / fps
                // The reference frame on screen at `time`.
                while index + 1 < referenceFrames.count, start + referenceFrames[index].delay <= time + 1e-9 {
                    start += referenceFrames[index].delay
                    index += 1
                }
                if var mismatch = still.diff(frame.png, referenceFrames[index].png, tolerance) {
                    mismatch.message = "frame \(i + 1) of \(actualFrames.count) (at \(Self.seconds(time))) differs from the reference's frame "
                        + "\(index + 1): \(mismatch.message)"
                    mismatch.actualFrame = frame.png
                    mismatch.referenceFrame = referenceFrames[index].png
                    return mismatch
                }
            }
            return nil
        }
    }

    private static func seconds(_ s: Double) -> String {
        let rounded = (s * 1000).rounded() / 1000
        return "\(rounded) s"
    }
}
