import Foundation

/// CIE Lab and the CIEDE2000 colour difference (Sharma, Wu & Dalal's formulation).
enum ColorDifference {
    struct Lab { var l, a, b: Double }

    /// sRGB byte → linear light, once.
    static let linear: [Double] = (0...255).map { byte in
        let c = Double(byte) / 255
        return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }

    /// A premultiplied ARGB32 pixel composited over an opaque background, in Lab (D65).
    static func lab(_ pixel: UInt32, on background: RGBA) -> Lab {
        let alpha = pixel >> 24
        return lab(red: composited((pixel >> 16) & 0xFF, alpha: alpha, over: background.red),
                   green: composited((pixel >> 8) & 0xFF, alpha: alpha, over: background.green),
                   blue: composited(pixel & 0xFF, alpha: alpha, over: background.blue))
    }

    /// A premultiplied channel over an opaque background channel, still gamma-encoded, as a viewer
    /// shows it, rounded to the byte `linear` is indexed by: a pixel's Lab depends only on these bytes.
    static func composited(_ channel: UInt32, alpha: UInt32, over back: Double) -> UInt8 {
        let composited = Double(channel) / 255 + back * (1 - Double(alpha) / 255)
        return UInt8((min(max(composited, 0), 1) * 255).rounded())
    }

    /// An sRGB colour given by its bytes, in Lab (D65).
    static func lab(red: UInt8, green: UInt8, blue: UInt8) -> Lab {
        let r = linear[Int(red)], g = linear[Int(green)], b = linear[Int(blue)]
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
