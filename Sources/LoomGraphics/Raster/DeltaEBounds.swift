import Foundation

/// A lower and an upper bound on `ColorDifference.ciede2000` of two composited colours, from a
/// table-made approximation of their Lab, so that most differing pixels are settled without it.
///
/// Why they hold (Sharma, Wu & Dalal's terms; primes are the a-stretched values):
/// - `ΔE² = l² + c² + h² + R_T·c·h` with `l = ΔL/S_L`, `c = ΔC'/S_C`, `h = ΔH'/S_H`. Since
///   `|c·h| ≤ (c² + h²)/2`: `l² + (1 − |R_T|/2)(c² + h²) ≤ ΔE² ≤ l² + (1 + |R_T|/2)(c² + h²)`.
/// - `ΔC'² + ΔH'² = C'₁² + C'₂² − 2C'₁C'₂·cos Δh' = (1+G)²Δa² + Δb²`: the plane distance of the
///   stretched points (also when a chroma is 0, where Δh' is taken as 0). `G` is one number for
///   both colours, decreasing in the mean chroma `C̄`, within [0, ½].
/// - `C̄ ≤ C̄' ≤ (1+G)·C̄`; `S_C = 1 + 0.045·C̄'`; `S_H = 1 + 0.015·C̄'·T` with `T` within
///   [0.3620, 1.5725] over all hues (sampled every 0.001°, and `|T'| ≤ 2.41` per radian), so
///   `1 ≤ S_H ≤ S_C` and `c² + h²` lies within `[(ΔC'²+ΔH'²)/S_C², (ΔC'²+ΔH'²)/S_H²]`.
/// - `|R_T| = R_C·|sin 2Δθ| ≤ R_C·sin 60°`, with `R_C` increasing in `C̄'`; `S_L` grows with
///   `|L̄ − 50|`.
/// Every quantity is then bounded from the approximate Lab widened by its error (`labError`),
/// and the results by a margin far above Float rounding.
enum DeltaEBounds {
    /// sRGB byte → its (X/Xn, Y, Z/Zn, 0) share, red's 256 entries, then green's, then blue's.
    nonisolated(unsafe) private static let xyz: UnsafePointer<SIMD4<Float>> = permanentTable({
        let weights: [(Double, Double, Double)] = [(0.4124564 / 0.95047, 0.2126729, 0.0193339 / 1.08883),
                                                   (0.3575761 / 0.95047, 0.7151522, 0.1191920 / 1.08883),
                                                   (0.1804375 / 0.95047, 0.0721750, 0.9503041 / 1.08883)]
        return weights.flatMap { w in
            ColorDifference.linear.map { (c: Double) -> SIMD4<Float> in SIMD4<Float>(Float(w.0 * c), Float(w.1 * c), Float(w.2 * c), 0) }
        }
    }())

    /// Lab's `f` sampled on [0, 1] (the white point is 1), read by linear interpolation.
    private static let steps = 4096
    nonisolated(unsafe) private static let f: UnsafePointer<Float> = permanentTable((0...steps + 1).map { (i: Int) -> Float in
        let t = Double(i) / Double(steps)
        return Float(t > 216.0 / 24389.0 ? cbrt(t) : (24389.0 / 27.0 * t + 16) / 116)
    })

    /// How far `approximateLab` may be from `ColorDifference.lab(red:green:blue:)` in L, a and b.
    /// Interpolation errs by at most h²/8·max|f''| = (1/4096)²/8·586.7 = 4.4e-6 (f'' = −2/9·t^(−5/3)
    /// peaks where the cube root starts, t = 216/24389; the linear piece below has f'' = 0), Float
    /// sums of the channel shares by about 3e-7 in t, times f' ≤ 7.79: 2.3e-6. So f errs by less
    /// than 7e-6, which `DeltaEBoundsTests` measures; 2e-5 leaves room.
    static let errorL: Float = 116 * 2e-5, errorA: Float = 1000 * 2e-5, errorB: Float = 400 * 2e-5

    /// L, a and b of a `0x00RRGGBB` colour, each within its error of the exact Lab.
    @inline(__always) static func approximateLab(_ rgb: UInt32) -> (l: Float, a: Float, b: Float) {
        let red = xyz[Int(rgb >> 16)], green = xyz[256 + Int((rgb >> 8) & 0xFF)], blue = xyz[512 + Int(rgb & 0xFF)]
        let v: SIMD4<Float> = red + green + blue
        let t: SIMD4<Float> = v.clamped(lowerBound: SIMD4<Float>(repeating: 0), upperBound: SIMD4<Float>(repeating: 1)) * Float(steps)
        func fAt(_ t: Float) -> Float {
            let index = Int(t)
            let (low, high) = (f[index], f[index + 1])
            return low + (t - Float(index)) * (high - low)
        }
        let (fx, fy, fz) = (fAt(t.x), fAt(t.y), fAt(t.z))
        return (116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz))
    }

    /// Bounds on the CIEDE2000 difference of two `0x00RRGGBB` colours: `lower ≤ ΔE ≤ upper`.
    @inline(__always) static func bounds(_ first: UInt32, _ second: UInt32) -> (lower: Double, upper: Double) {
        let p = approximateLab(first), q = approximateLab(second)
        let dL: Float = abs(p.l - q.l), dA: Float = abs(p.a - q.a), dB: Float = abs(p.b - q.b)
        let lowL: Float = max(0, dL - 2 * errorL), lowA: Float = max(0, dA - 2 * errorA), lowB: Float = max(0, dB - 2 * errorB)
        let highL: Float = dL + 2 * errorL, highA: Float = dA + 2 * errorA, highB: Float = dB + 2 * errorB

        let chromaError: Float = 0.0216  // ≥ hypot(errorA, errorB)
        let c1: Float = (p.a * p.a + p.b * p.b).squareRoot(), c2: Float = (q.a * q.a + q.b * q.b).squareRoot()
        let meanChroma: Float = (c1 + c2) / 2
        let chromaLow: Float = max(0, meanChroma - chromaError), chromaHigh: Float = meanChroma + chromaError
        let gHigh: Float = 0.5 * (1 - seventhShare(chromaLow).squareRoot())
        let gLow: Float = 0.5 * (1 - seventhShare(chromaHigh).squareRoot())
        let primedHigh: Float = (1 + gHigh) * chromaHigh, primedLow: Float = chromaLow
        let rotation: Float = 2 * seventhShare(primedHigh).squareRoot() * 0.8660254  // ≥ |R_T|

        let lightnessOffset: Float = abs((p.l + q.l) / 2 - 50)
        let slHigh: Float = sl(lightnessOffset + errorL), slLow: Float = sl(max(0, lightnessOffset - errorL))
        let sc: Float = 1 + 0.045 * primedHigh
        let sh: Float = 1 + 0.015 * 0.362 * primedLow

        let l0: Float = lowL / slHigh, l1: Float = highL / slLow
        let stretchLow: Float = (1 + gLow) * (1 + gLow), stretchHigh: Float = (1 + gHigh) * (1 + gHigh)
        let ab0: Float = (stretchLow * lowA * lowA + lowB * lowB) / (sc * sc)
        let ab1: Float = (stretchHigh * highA * highA + highB * highB) / (sh * sh)
        let lower: Float = (l0 * l0 + (1 - rotation / 2) * ab0).squareRoot()
        let upper: Float = (l1 * l1 + (1 + rotation / 2) * ab1).squareRoot()
        // NB: a generous margin for Float rounding (~1e-6 relative) and libm's in the exact ΔE.
        return (Double(lower) * (1 - 1e-4) - 1e-3, Double(upper) * (1 + 1e-4) + 1e-3)
    }

    /// c⁷ / (c⁷ + 25⁷), from which G and R_C are made.
    @inline(__always) private static func seventhShare(_ c: Float) -> Float {
        let c2: Float = c * c
        let c7: Float = c2 * c2 * c2 * c
        return c7 / (c7 + 6_103_515_648)  // 25⁷ to Float's nearest; it moves G by 4e-9, inside the margin
    }

    /// S_L at a mean lightness `offset` away from 50.
    @inline(__always) private static func sl(_ offset: Float) -> Float {
        let o2: Float = offset * offset
        return 1 + 0.015 * o2 / (20 + o2).squareRoot()
    }
}
