import Foundation
import LoomGraphics

/// A colour, usable as a view (it fills whatever it is offered) and as a shape style.
public struct Color: Hashable, Sendable {
    enum Storage: Hashable, Sendable {
        case constant(RGBA)
        case system(SystemColor)
        /// A colour with a light and a dark appearance (UIKit's dynamic colours).
        case dynamic(light: RGBA, dark: RGBA)
        /// Another colour mixed toward white by a fraction, in whichever scheme it resolves in.
        indirect case lightened(Color, by: Double)
        /// Two colours mixed (`mix(with:by:in:)`), in whichever scheme they resolve in.
        indirect case mixed(Color, Color, by: Double, in: Color.MixSpace)
        /// `Color.accentColor`: whatever accent the environment it is drawn in has (AccentColor.swift).
        case accent
    }

    let storage: Storage
    let opacityFactor: Double

    init(storage: Storage, opacity: Double = 1) {
        self.storage = storage
        self.opacityFactor = opacity
    }

    public init(_ rgba: RGBA) {
        self.init(storage: .constant(rgba))
    }

    /// Gamma-encoded sRGB components, like `Color(.sRGB, red:green:blue:opacity:)`.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.init(RGBA(red: red, green: green, blue: blue, alpha: opacity))
    }

    /// A colour that has its own value in dark mode, like UIKit's dynamic system colours.
    public init(light: RGBA, dark: RGBA) {
        self.init(storage: .dynamic(light: light, dark: dark))
    }

    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The colour spaces SwiftUI's `Color(_:red:green:blue:opacity:)` takes components in.
    public enum RGBColorSpace: Hashable, Sendable {
        /// Gamma-encoded sRGB, Loom's own space.
        case sRGB
        /// sRGB primaries without the gamma curve: 0.5 is half the light, not half the code.
        case sRGBLinear
        /// Display P3's wider primaries with sRGB's curve; components outside sRGB's gamut are
        /// kept (extended sRGB) and clipped where drawn.
        case displayP3
    }

    /// Components in `colorSpace`, converted to gamma-encoded sRGB.
    public init(_ colorSpace: RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1) {
        let (r, g, b) = Self.sRGB(colorSpace, red, green, blue)
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    public init(_ colorSpace: RGBColorSpace, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    static func sRGB(_ space: RGBColorSpace, _ r: Double, _ g: Double, _ b: Double) -> (Double, Double, Double) {
        // The sRGB transfer curves, extended to negative values by symmetry (as Apple's extended spaces are).
        func encode(_ v: Double) -> Double {
            let a = abs(v)
            return (a <= 0.0031308 ? 12.92 * a : 1.055 * pow(a, 1 / 2.4) - 0.055) * (v < 0 ? -1 : 1)
        }
        func decode(_ v: Double) -> Double {
            let a = abs(v)
            return (a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)) * (v < 0 ? -1 : 1)
        }
        switch space {
        case .sRGB: return (r, g, b)
        case .sRGBLinear: return (encode(r), encode(g), encode(b))
        case .displayP3:
            // Linear Display P3 to linear sRGB (both D65).
            let (lr, lg, lb) = (decode(r), decode(g), decode(b))
            return (encode(1.2249401 * lr - 0.2249404 * lg + 0.0000001 * lb),
                    encode(-0.0420569 * lr + 1.0420571 * lg - 0.0000001 * lb),
                    encode(-0.0196376 * lr - 0.0786361 * lg + 1.0982735 * lb))
        }
    }

    /// HSB in sRGB, hue in 0…1 (1 wraps to 0), as SwiftUI converts it (research doc §6.1).
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(saturating: h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - f * s), v * (1 - (1 - f) * s))
        let (r, g, b): (Double, Double, Double) = switch sector {
        case 0: (v, t, p)
        case 1: (q, v, p)
        case 2: (p, v, t)
        case 3: (p, q, v)
        case 4: (t, p, v)
        default: (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The colour with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> Color {
        Color(storage: storage, opacity: opacityFactor * opacity)
    }

    /// The concrete colour in `scheme`; `Color.accentColor` is system blue, as where no view set one.
    public func resolve(in scheme: ColorScheme = .light) -> RGBA {
        resolve(in: scheme, accent: nil)
    }

    /// The concrete colour in `scheme`, with `accent` (else system blue) for `Color.accentColor`.
    func resolve(in scheme: ColorScheme, accent: Color?) -> RGBA {
        let base: RGBA = switch storage {
        case .constant(let rgba): rgba
        case .system(let system): system.rgba(in: scheme)
        case .dynamic(let light, let dark): scheme == .light ? light : dark
        case .lightened(let color, let amount):
            {
                let c = color.resolve(in: scheme, accent: accent)
                func mix(_ v: Double) -> Double { v + (1 - v) * amount }
                return RGBA(red: mix(c.red), green: mix(c.green), blue: mix(c.blue), alpha: c.alpha)
            }()
        case .mixed(let a, let b, let fraction, let space):
            Color.mix(a.resolve(in: scheme, accent: accent), b.resolve(in: scheme, accent: accent), by: fraction, in: space)
        // The environment's accent was fixed where it was set, so it has no accent of its own to look up.
        case .accent: (accent ?? ControlPalette.accent).resolve(in: scheme, accent: nil)
        }
        return base.withAlpha(multipliedBy: opacityFactor)
    }
}

extension Color: LeafView {
    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}

extension Color: ShapeStyle {
    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .solid(rgba(in: environment))
    }
}

extension Color: CustomStringConvertible {
    public var description: String {
        switch storage {
        case .system(let system) where opacityFactor == 1: return system.rawValue
        case .system(let system): return "\(system.rawValue).opacity(\(opacityFactor))"
        case .accent where opacityFactor == 1: return "accentColor"
        case .accent: return "accentColor.opacity(\(opacityFactor))"
        case .constant, .dynamic, .lightened, .mixed:
            let c = resolve()
            return String(format: "#%02X%02X%02X%02X", Self.byte(c.red), Self.byte(c.green), Self.byte(c.blue), Self.byte(c.alpha))
        }
    }

    private static func byte(_ v: Double) -> Int {
        Int(saturating: (min(max(v, 0), 1) * 255).rounded())
    }
}
