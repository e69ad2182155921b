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

/// CIE Lab and the CIEDE2000 colour difference (Sharma, Wu & Dalal's formulation).
enum ColorDifference {
    struct Lab { var l, a, b: Double }

    /// sRGB byte → linear light, once.
    private static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// A premultiplied ARGB32 pixel composited over an opaque background, in Lab (D65).
    static func lab(_ pixel: UInt32, on background: RGBA) -> Lab {
        let alpha = Double(pixel >> 24) / 255
        func channel(_ shift: UInt32, _ back: Double) -> Double {
            // Premultiplied source over an opaque background, still gamma-encoded, as a viewer shows it.
            let composited = Double((pixel >> shift) & 0xFF) / 255 + back * (1 - alpha)
            return linear[Int((min(max(composited, 0), 1) * 255).rounded())]
        }
        let r = channel(16, background.red), g = channel(8, background.green), b = channel(0, background.blue)
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = 0.2126729 * r + 0.7151522 * g + 0.0721750 * b
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double { t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116 }
        let (fx, fy, fz) = (f(x), f(y), f(z))
        return Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
    }

    static func ciede2000(_ p: Lab, _ q: Lab) -> Double {
        let rad = Double.pi / 180
        // NB: x⁷ by multiplication; pow is several times slower and this runs per differing pixel.
        func seventh(_ x: Double) -> Double { let x2 = x * x; return x2 * x2 * x2 * x }
        let twentyFive7 = 6_103_515_625.0
        let c1 = hypot(p.a, p.b), c2 = hypot(q.a, q.b)
        let cMean = (c1 + c2) / 2
        let g = 0.5 * (1 - sqrt(seventh(cMean) / (seventh(cMean) + twentyFive7)))
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = hypot(a1, p.b), c2p = hypot(a2, q.b)
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) / rad
            return h < 0 ? h + 360 : h
        }
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l
        let dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * sqrt(c1p * c2p) * sin(dh / 2 * rad)
        let lMean = (p.l + q.l) / 2
        let cpMean = (c1p + c2p) / 2
        var hMean = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) > 180 { hMean = h1 + h2 < 360 ? (h1 + h2 + 360) / 2 : (h1 + h2 - 360) / 2 } else { hMean = (h1 + h2) / 2 }
        }
        let t = 1 - 0.17 * cos((hMean - 30) * rad) + 0.24 * cos(2 * hMean * rad)
            + 0.32 * cos((3 * hMean + 6) * rad) - 0.20 * cos((4 * hMean - 63) * rad)
        let hueOffset = (hMean - 275) / 25
        let dTheta = 30 * exp(-hueOffset * hueOffset)
        let rc = 2 * sqrt(seventh(cpMean) / (seventh(cpMean) + twentyFive7))
        let lOffset2 = (lMean - 50) * (lMean - 50)
        let sl = 1 + 0.015 * lOffset2 / sqrt(20 + lOffset2)
        let sc = 1 + 0.045 * cpMean
        let sh = 1 + 0.015 * cpMean * t
        let rt = -sin(2 * dTheta * rad) * rc
        let (l, c, h) = (dL / sl, dC / sc, dH / sh)
        return sqrt(l * l + c * c + h * h + rt * c * h)
    }
}
