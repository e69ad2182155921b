import Foundation
@testable import LoomGraphics

/// The comparison as it was before issue #20, kept to prove the fast one unchanged: every
/// differing word is converted to Lab (the function below is the old `ColorDifference.lab`,
/// verbatim) and compared by CIEDE2000, one pixel after another.
func referenceComparison(actual: Bitmap, reference: Bitmap, tolerance: ImageTolerance = .default, background: RGBA = .white) -> ImageComparison {
    precondition(actual.width == reference.width && actual.height == reference.height)
    var failing: [Int] = []
    var worst = 0.0
    actual.withPixels { a in
        reference.withPixels { r in
            for index in 0..<a.count where a[index] != r[index] {
                let distance = ColorDifference.ciede2000(referenceLab(a[index], on: background), referenceLab(r[index], on: background))
                worst = max(worst, distance)
                if distance > tolerance.deltaE { failing.append(index) }
            }
        }
    }
    return ImageComparison(reference: reference, failing: failing, worst: worst, tolerance: tolerance)
}

/// A premultiplied ARGB32 pixel composited over an opaque background, in Lab (D65).
private func referenceLab(_ pixel: UInt32, on background: RGBA) -> ColorDifference.Lab {
    let linear = ColorDifference.linear
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
    return ColorDifference.Lab(l: 116 * fy - 16, a: 500 * (fx - fy), b: 200 * (fy - fz))
}
