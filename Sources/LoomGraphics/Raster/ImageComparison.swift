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

    /// Compares `actual` with `reference` under `tolerance`, after compositing both on `background`.
    public init(actual: Bitmap, reference: Bitmap, tolerance: ImageTolerance = .default, background: RGBA = .white) {
        guard actual.width == reference.width, actual.height == reference.height else {
            failure = "the image is \(actual.width)×\(actual.height) pixels but the reference is \(reference.width)×\(reference.height)"
            passingShare = 0
            maximumDeltaE = .infinity
            difference = nil
            return
        }
        let count = actual.width * actual.height
        // Rows are split across the cores; each chunk keeps its own failures and Lab cache.
        let chunks = max(1, min(ProcessInfo.processInfo.activeProcessorCount * 2, actual.height))
        var results = [(failing: [Int], worst: Double)](repeating: ([], 0), count: chunks)
        let deltaE = tolerance.deltaE
        actual.withPixels { actualPixels in
            reference.withPixels { referencePixels in
                results.withUnsafeMutableBufferPointer { resultBuffer in
                    // Each chunk reads both images and writes only its own slot of `results`.
                    let (a, r, out) = (SharedBuffer(actualPixels), SharedBuffer(referencePixels), SharedBuffer(resultBuffer))
                    DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                        let start = count * chunk / chunks, end = count * (chunk + 1) / chunks
                        // A small direct-mapped cache: a dictionary costs more than it saves on
                        // photos, while flat-coloured docs pictures hit this almost every time.
                        var keys = [UInt32](repeating: 0, count: 4096)
                        var values = [ColorDifference.Lab](repeating: ColorDifference.lab(0, on: background), count: 4096)
                        func lab(_ pixel: UInt32) -> ColorDifference.Lab {
                            let slot = Int((pixel &* 2_654_435_761) >> 20)
                            if keys[slot] == pixel { return values[slot] }
                            let value = ColorDifference.lab(pixel, on: background)
                            keys[slot] = pixel
                            values[slot] = value
                            return value
                        }
                        var failing: [Int] = []
                        var worst = 0.0
                        // NB: identical words are the overwhelming majority; only differing pixels pay for Lab.
                        for index in start..<end where a.buffer[index] != r.buffer[index] {
                            let distance = ColorDifference.ciede2000(lab(a.buffer[index]), lab(r.buffer[index]))
                            worst = max(worst, distance)
                            if distance > deltaE { failing.append(index) }
                        }
                        out.buffer[chunk] = (failing, worst)
                    }
                }
            }
        }
        let failing = results.flatMap(\.failing)
        let worst = results.map(\.worst).max() ?? 0
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

/// A buffer handed to `concurrentPerform` workers that touch disjoint parts of it.
private struct SharedBuffer<Buffer>: @unchecked Sendable {
    let buffer: Buffer
    init(_ buffer: Buffer) { self.buffer = buffer }
}
