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
        // Past the image's size a wider blur changes nothing visible; an infinite one (a script's
        // `.shadow(radius: .infinity)`) must not reach an integer radius.
        let sigma = min(sigma, Double(max(w, h)))
        // Channels travel together as SIMD4 lanes; rows are walked in memory order in both passes.
        var image = [SIMD4<Float>](repeating: .zero, count: w * h)
        withPixels { pixels in
            for i in 0..<pixels.count {
                let p = pixels[i]
                image[i] = SIMD4(Float(p >> 24), Float((p >> 16) & 0xFF), Float((p >> 8) & 0xFF), Float(p & 0xFF))
            }
        }
        var scratch = [SIMD4<Float>](repeating: .zero, count: w * h)
        if sigma < 4 {
            let kernel = GaussianBlur.kernel(sigma: sigma)
            GaussianBlur.convolveRows(image, into: &scratch, width: w, height: h, kernel: kernel)
            GaussianBlur.convolveColumns(scratch, into: &image, width: w, height: h, kernel: kernel)
        } else {
            for radius in GaussianBlur.boxRadii(sigma: sigma, passes: 3) {
                GaussianBlur.boxRows(image, into: &scratch, width: w, height: h, radius: radius)
                GaussianBlur.boxColumns(scratch, into: &image, width: w, height: h, radius: radius)
            }
        }
        withMutablePixels { pixels in
            for i in 0..<pixels.count {
                let v = (image[i] + 0.5).clamped(lowerBound: .zero, upperBound: SIMD4(repeating: 255))
                let a = UInt32(v.x)
                // Keep premultiplied channels ≤ alpha, which rounding could break.
                pixels[i] = a << 24 | min(UInt32(v.y), a) << 16 | min(UInt32(v.z), a) << 8 | min(UInt32(v.w), a)
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

    static func convolveRows(_ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width {
                        var sum = SIMD4<Float>.zero
                        for k in max(0, radius - x)..<min(kernel.count, width - x + radius) {
                            sum += kernel[k] * src[row + x + k - radius]
                        }
                        dst[row + x] = sum
                    }
                }
            }
        }
    }

    static func convolveColumns(_ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int, kernel: [Float]) {
        let radius = kernel.count / 2
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    for x in 0..<width { dst[row + x] = .zero }
                    // NB: whole rows at a time, so every read and write is sequential.
                    for k in max(0, radius - y)..<min(kernel.count, height - y + radius) {
                        let weight = kernel[k], from = (y + k - radius) * width
                        for x in 0..<width { dst[row + x] += weight * src[from + x] }
                    }
                }
            }
        }
    }

    /// A box blur of every row; samples beyond the ends are zero.
    static func boxRows(_ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                for y in 0..<height {
                    let row = y * width
                    var sum = SIMD4<Float>.zero
                    for k in 0..<min(radius, width) { sum += src[row + k] }
                    for x in 0..<width {
                        if x + radius < width { sum += src[row + x + radius] }
                        dst[row + x] = sum * scale
                        if x - radius >= 0 { sum -= src[row + x - radius] }
                    }
                }
            }
        }
    }

    /// A box blur of every column, as running sums over whole rows.
    static func boxColumns(_ source: [SIMD4<Float>], into target: inout [SIMD4<Float>], width: Int, height: Int, radius: Int) {
        let scale = 1 / Float(2 * radius + 1)
        var sums = [SIMD4<Float>](repeating: .zero, count: width)
        source.withUnsafeBufferPointer { src in
            target.withUnsafeMutableBufferPointer { dst in
                sums.withUnsafeMutableBufferPointer { sum in
                    for k in 0..<min(radius, height) {
                        for x in 0..<width { sum[x] += src[k * width + x] }
                    }
                    for y in 0..<height {
                        let row = y * width
                        if y + radius < height {
                            let entering = (y + radius) * width
                            for x in 0..<width { sum[x] += src[entering + x] }
                        }
                        for x in 0..<width { dst[row + x] = sum[x] * scale }
                        if y - radius >= 0 {
                            let leaving = (y - radius) * width
                            for x in 0..<width { sum[x] -= src[leaving + x] }
                        }
                    }
                }
            }
        }
    }
}
