import Foundation

extension Bitmap {
    /// Blurs every channel (premultiplied, so colour and coverage stay consistent) with a Gaussian of
    /// standard deviation `sigma` pixels; pixels beyond the edges count as transparent.
    ///
    /// NB: from σ = 4 px on, three successive box blurs approximate the Gaussian within a few
    /// percent; each costs a running sum per row and column, so the blur is O(pixels) whatever the
    /// radius. Below that, box widths are too coarse, and a true kernel of ≤ 25 taps is cheap.
    public func gaussianBlur(sigma: Double) {
        guard sigma > 0.01 else { return }
        let (w, h) = (width, height)
        var planes = [[Float]](repeating: [Float](repeating: 0, count: w * h), count: 4)
        withPixels { pixels in
            for i in 0..<pixels.count {
                let p = pixels[i]
                planes[0][i] = Float(p >> 24)
                planes[1][i] = Float((p >> 16) & 0xFF)
                planes[2][i] = Float((p >> 8) & 0xFF)
                planes[3][i] = Float(p & 0xFF)
            }
        }
        var scratch = [Float](repeating: 0, count: w * h)
        if sigma < 4 {
            let kernel = GaussianBlur.kernel(sigma: sigma)
            for c in 0..<4 {
                GaussianBlur.convolve(&planes[c], into: &scratch, count: h, length: w, step: 1, lineStride: w, kernel: kernel)
                GaussianBlur.convolve(&scratch, into: &planes[c], count: w, length: h, step: w, lineStride: 1, kernel: kernel)
            }
        } else {
            let radii = GaussianBlur.boxRadii(sigma: sigma, passes: 3)
            for c in 0..<4 {
                for radius in radii {
                    GaussianBlur.boxPass(&planes[c], into: &scratch, count: h, length: w, step: 1, lineStride: w, radius: radius)
                    GaussianBlur.boxPass(&scratch, into: &planes[c], count: w, length: h, step: w, lineStride: 1, radius: radius)
                }
            }
        }
        withMutablePixels { pixels in
            for i in 0..<pixels.count {
                func byte(_ v: Float) -> UInt32 { UInt32(min(max(v.rounded(), 0), 255)) }
                let a = byte(planes[0][i])
                // Keep premultiplied channels ≤ alpha, which rounding could break.
                pixels[i] = a << 24 | min(byte(planes[1][i]), a) << 16 | min(byte(planes[2][i]), a) << 8 | min(byte(planes[3][i]), a)
            }
        }
    }
}

enum GaussianBlur {
    /// Radii of `passes` box blurs whose succession has the variance of a Gaussian of `sigma`
    /// (W. Jarosz, "Fast Image Convolutions"; widths differ by 2 so the variance matches exactly-ish).
    static func boxRadii(sigma: Double, passes: Int) -> [Int] {
        let n = Double(passes)
        var lower = Int(sqrt(12 * sigma * sigma / n + 1).rounded(.down))
        if lower % 2 == 0 { lower -= 1 }
        lower = max(lower, 1)
        let upper = lower + 2
        let l = Double(lower)
        let m = ((12 * sigma * sigma - n * l * l - 4 * n * l - 3 * n) / (-4 * l - 4)).rounded()
        return (0..<passes).map { Double($0) < m ? (lower - 1) / 2 : (upper - 1) / 2 }
    }

    /// Normalised Gaussian weights from −⌈3σ⌉ to ⌈3σ⌉.
    static func kernel(sigma: Double) -> [Float] {
        let radius = Int((3 * sigma).rounded(.up))
        let weights = (-radius...radius).map { exp(-Double($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        return weights.map { Float($0 / total) }
    }

    static func convolve(_ source: inout [Float], into target: inout [Float], count: Int, length: Int, step: Int, lineStride: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * lineStride
                    for x in 0..<length {
                        var sum: Float = 0
                        for k in max(0, radius - x)..<min(kernel.count, length - x + radius) {
                            sum += kernel[k] * src[base + (x + k - radius) * step]
                        }
                        dst[base + x * step] = sum
                    }
                }
            }
        }
    }

    /// One box blur along `count` lines of `length` samples; `step` walks a line, `lineStride` moves
    /// between lines. Samples outside the line are zero.
    static func boxPass(_ source: inout [Float], into target: inout [Float], count: Int, length: Int, step: Int, lineStride: Int, radius: Int) {
        guard radius > 0 else {
            target = source
            return
        }
        let scale = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for line in 0..<count {
                    let base = line * lineStride
                    var sum: Float = 0
                    for k in 0..<min(radius, length) { sum += src[base + k * step] }
                    for x in 0..<length {
                        let entering = x + radius
                        if entering < length { sum += src[base + entering * step] }
                        dst[base + x * step] = sum * scale
                        let leaving = x - radius
                        if leaving >= 0 { sum -= src[base + leaving * step] }
                    }
                }
            }
        }
    }
}
