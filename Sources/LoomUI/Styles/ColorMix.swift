import Foundation
import LoomGraphics

extension Color {
    /// Where `mix(with:by:in:)` blends: `.perceptual` (SwiftUI's default) in Oklab, so halfway
    /// looks halfway; `.device` straight on the gamma-encoded sRGB components.
    public enum MixSpace: Hashable, Sendable, CaseIterable { case perceptual, device }

    /// SwiftUI's `Color.mix(with:by:in:)` (iOS 18): `fraction` of the way from this colour to
    /// `other`, clamped to 0…1; opacity blends linearly.
    public func mix(with other: Color, by fraction: Double, in space: MixSpace = .perceptual) -> Color {
        Color(storage: .mixed(self, other, by: fraction, in: space))
    }

    static func mix(_ a: RGBA, _ b: RGBA, by fraction: Double, in space: MixSpace) -> RGBA {
        let t = fraction.isFinite ? min(max(fraction, 0), 1) : 0
        func lerp(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
        let alpha = lerp(a.alpha, b.alpha)
        switch space {
        case .device:
            return RGBA(red: lerp(a.red, b.red), green: lerp(a.green, b.green), blue: lerp(a.blue, b.blue), alpha: alpha)
        case .perceptual:
            let p = Oklab(a), q = Oklab(b)
            return Oklab(l: lerp(p.l, q.l), a: lerp(p.a, q.a), b: lerp(p.b, q.b)).rgba(alpha: alpha)
        }
    }
}

/// Björn Ottosson's Oklab (2020), from and to gamma-encoded sRGB.
private struct Oklab {
    var l, a, b: Double

    init(l: Double, a: Double, b: Double) {
        (self.l, self.a, self.b) = (l, a, b)
    }

    init(_ c: RGBA) {
        let r = Self.linear(c.red), g = Self.linear(c.green), bl = Self.linear(c.blue)
        let lms = (cbrt(0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * bl),
                   cbrt(0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * bl),
                   cbrt(0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * bl))
        l = 0.2104542553 * lms.0 + 0.7936177850 * lms.1 - 0.0040720468 * lms.2
        a = 1.9779984951 * lms.0 - 2.4285922050 * lms.1 + 0.4505937099 * lms.2
        b = 0.0259040371 * lms.0 + 0.7827717662 * lms.1 - 0.8086757660 * lms.2
    }

    func rgba(alpha: Double) -> RGBA {
        let l3 = pow(l + 0.3963377774 * a + 0.2158037573 * b, 3)
        let m3 = pow(l - 0.1055613458 * a - 0.0638541728 * b, 3)
        let s3 = pow(l - 0.0894841775 * a - 1.2914855480 * b, 3)
        let r = 4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3
        let g = -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3
        let bl = -0.0041960863 * l3 - 0.7034186147 * m3 + 1.7076147010 * s3
        return RGBA(red: Self.encoded(r), green: Self.encoded(g), blue: Self.encoded(bl), alpha: alpha)
    }

    private static func linear(_ v: Double) -> Double {
        v <= 0.04045 ? v / 12.92 : pow((v + 0.055) / 1.055, 2.4)
    }

    private static func encoded(_ v: Double) -> Double {
        let c = min(max(v, 0), 1)
        return c <= 0.0031308 ? c * 12.92 : 1.055 * pow(c, 1 / 2.4) - 0.055
    }
}
