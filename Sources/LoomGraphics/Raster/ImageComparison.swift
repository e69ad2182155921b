import Foundation

/// How different two images may be and still count as the same picture.
///
/// Each pixel is composited on `background` and compared by CIEDE2000 colour difference; a pixel
/// passes when ΔE ≤ `deltaE` (2.0 is about the smallest difference a trained eye notices side by
/// side), and the image passes when at least `precision` of its pixels pass. The defaults absorb
/// antialiasing and font-rasterizer noise but catch any visible change of shape, size or colour.
public struct ImageTolerance: Hashable, Sendable {
    public var deltaE: Double
    public var precision: Double

    public init(deltaE: Double = 2.0, precision: Double = 0.999) {
        self.deltaE = deltaE
        self.precision = precision
    }

    public static let `default` = ImageTolerance()
    public static let exact = ImageTolerance(deltaE: 0, precision: 1)

    /// The most failing pixels an image of `count` pixels may have and still pass, or -1 when
    /// none may: the largest `f` with `(count - f) / count >= precision`, as `passingShare` computes it.
    func allowedFailures(of count: Int) -> Int {
        func passes(_ failing: Int) -> Bool { Double(count - failing) / Double(count) >= precision }
        guard passes(0) else { return -1 }
        // The share falls as failures grow (division rounds monotonically), so bisect.
        var (passing, failing) = (0, count + 1)
        while failing - passing > 1 {
            let middle = (passing + failing) / 2
            if middle <= count && passes(middle) { passing = middle } else { failing = middle }
        }
        return passing
    }
}

/// The outcome of comparing an actual image with its reference.
public struct ImageComparison {
    /// Nil when the images match within tolerance; otherwise why not, in one sentence.
    public var failure: String?
    /// Share of pixels within `deltaE`, 0…1.
    public var passingShare: Double
    /// The largest colour difference found.
    public var maximumDeltaE: Double
    /// Pixels that failed in red over a faded copy of the reference; nil when sizes differ or all pass.
    public var difference: Bitmap?

    public var matches: Bool { failure == nil }

    /// Compares `actual` with `reference` under `tolerance`, after compositing both on `background`,
    /// down to every failing pixel and the largest difference. To learn only whether they match,
    /// `matches(actual:reference:tolerance:background:)` stops as soon as that is decided.
    public init(actual: Bitmap, reference: Bitmap, tolerance: ImageTolerance = .default, background: RGBA = .white) {
        guard actual.width == reference.width, actual.height == reference.height else {
            self.init(failure: "the image is \(actual.width)×\(actual.height) pixels but the reference is \(reference.width)×\(reference.height)",
                      passingShare: 0, maximumDeltaE: .infinity, difference: nil)
            return
        }
        let found = PixelDifferenceScan(actual: actual, reference: reference, deltaE: tolerance.deltaE,
                                        background: background, stopAfter: nil).run()
        self.init(reference: reference, failing: found.failing, worst: found.worst, tolerance: tolerance)
    }

    /// Whether `actual` matches `reference` under `tolerance` — the verdict of `init`'s
    /// `matches`, without its report: the scan stops once more pixels fail than `precision` allows.
    public static func matches(actual: Bitmap, reference: Bitmap, tolerance: ImageTolerance = .default, background: RGBA = .white) -> Bool {
        guard actual.width == reference.width, actual.height == reference.height else { return false }
        let allowed = tolerance.allowedFailures(of: actual.width * actual.height)
        guard allowed >= 0 else { return false }
        let found = PixelDifferenceScan(actual: actual, reference: reference, deltaE: tolerance.deltaE,
                                        background: background, stopAfter: allowed).run()
        return found.failingCount <= allowed
    }

    private init(failure: String?, passingShare: Double, maximumDeltaE: Double, difference: Bitmap?) {
        (self.failure, self.passingShare, self.maximumDeltaE, self.difference) = (failure, passingShare, maximumDeltaE, difference)
    }

    /// The report on same-sized images from the indices of their failing pixels and the largest ΔE.
    init(reference: Bitmap, failing: [Int], worst: Double, tolerance: ImageTolerance) {
        let count = reference.width * reference.height
        passingShare = count == 0 ? 1 : Double(count - failing.count) / Double(count)
        maximumDeltaE = worst
        if passingShare >= tolerance.precision {
            failure = nil
            difference = nil
        } else {
            let percent = String(format: "%.2f", (1 - passingShare) * 100)
            failure = "\(failing.count) of \(count) pixels (\(percent)%) differ by more than ΔE \(tolerance.deltaE) (largest ΔE \(String(format: "%.1f", worst)))"
            difference = Self.differenceImage(reference: reference, failing: failing)
        }
    }

    private static func differenceImage(reference: Bitmap, failing: [Int]) -> Bitmap? {
        guard let out = Bitmap(width: reference.width, height: reference.height) else { return nil }
        out.withMutablePixels { target in
            reference.withPixels { source in
                for index in 0..<source.count {
                    // The reference's greys on white at a quarter of their darkness, so changes stand out.
                    let p = source[index]
                    let alpha = Double(p >> 24) / 255
                    let premultipliedGrey = (Double((p >> 16) & 0xFF) * 0.3 + Double((p >> 8) & 0xFF) * 0.59 + Double(p & 0xFF) * 0.11) / 255
                    let onWhite = premultipliedGrey + (1 - alpha)
                    let shade = UInt32((255 - (1 - onWhite) * 64).rounded())
                    target[index] = 0xFF00_0000 | shade << 16 | shade << 8 | shade
                }
                for index in failing { target[index] = 0xFFFF_0000 }
            }
        }
        return out
    }
}
