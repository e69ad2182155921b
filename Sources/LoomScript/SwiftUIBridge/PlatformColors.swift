import LoomGraphics
import LoomUI

/// A UIKit (`UIColor`, also spelled `NSColor`) colour: a SwiftUI `Color` under another type, so
/// `Color(uiColor)` and `UIColor(color)` convert for free and system colours keep their dark
/// appearance.
struct PlatformColor: Equatable {
    var color: Color
}

/// `CGColor`: a resolved colour, as Core Graphics holds it.
struct CGColorValue: Equatable {
    var rgba: RGBA
}

/// UIKit and Core Graphics colour interop that SwiftUI libraries use.
extension NativeRegistry {
    func installPlatformColors() {
        nativeType("UIColor", payload: PlatformColor.self, conformances: ["Equatable"]) { t in
            t.constants(Self.platformColors.map { ($0.0, PlatformColor(color: $0.1)) })
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)") { c in
                c.wrap(PlatformColor(color: Color(red: try c.double(0), green: try c.double(1), blue: try c.double(2), opacity: try c.double(3))))
            }
            t.initializer("init(white: CGFloat, alpha: CGFloat)") { c in
                c.wrap(PlatformColor(color: Color(white: try c.double(0), opacity: try c.double(1))))
            }
            t.initializer("init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat)") { c in
                c.wrap(PlatformColor(color: Color(hue: try c.double(0), saturation: try c.double(1), brightness: try c.double(2), opacity: try c.double(3))))
            }
            t.initializer("init(_ color: Color)") { c in c.wrap(PlatformColor(color: try c.native(0))) }
            t.initializer("init(cgColor: CGColor)") { c in c.wrap(PlatformColor(color: Color((try c.native(0) as CGColorValue).rgba))) }
            t.initializer("init(dynamicProvider: (UITraitCollection) -> UIColor)") { c in
                // Asked once per appearance, as UIKit does when the trait collection changes.
                let f = try c.function(0)
                func resolved(_ style: String) throws -> RGBA {
                    let traits = c.interpreter.wrapNative(TraitCollection(userInterfaceStyle: style))
                    guard case .native(let n) = try c.interpreter.callFunction(f, [traits], c.loc), let p = n.payload as? PlatformColor else {
                        throw ScriptError(c.loc, "the dynamic provider must return a UIColor")
                    }
                    return p.color.resolve(in: style == "dark" ? .dark : .light)
                }
                return c.wrap(PlatformColor(color: Color(light: try resolved("light"), dark: try resolved("dark"))))
            }
            t.property("var cgColor: CGColor") { p in self.wrap(CGColorValue(rgba: (p as! PlatformColor).color.resolve())) }
            t.property("var ciColor: CIColor") { p in self.wrap(CGColorValue(rgba: (p as! PlatformColor).color.resolve()), as: "CIColor") }
            t.method("withAlphaComponent(_ alpha: CGFloat)") { c in
                let rgba = (try c.receiverNative() as PlatformColor).color.resolve()
                return c.wrap(PlatformColor(color: Color(RGBA(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: try c.double(0)))))
            }
            t.method("getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool") { c in
                let rgba = (try c.receiverNative() as PlatformColor).color.resolve()
                c.inoutValues = [.cgfloat(rgba.red), .cgfloat(rgba.green), .cgfloat(rgba.blue), .cgfloat(rgba.alpha)]
                return .bool(true)
            }
            t.method("getHue(_ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat) -> Bool") { c in
                let rgba = (try c.receiverNative() as PlatformColor).color.resolve()
                let (h, s, b) = Self.hsb(rgba)
                c.inoutValues = [.cgfloat(h), .cgfloat(s), .cgfloat(b), .cgfloat(rgba.alpha)]
                return .bool(true)
            }
            t.method("getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool") { c in
                let rgba = (try c.receiverNative() as PlatformColor).color.resolve()
                c.inoutValues = [.cgfloat(0.299 * rgba.red + 0.587 * rgba.green + 0.114 * rgba.blue), .cgfloat(rgba.alpha)]
                return .bool(true)
            }
            t.type.describe = { p in
                let c = (p as! PlatformColor).color.resolve()
                return "UIExtendedSRGBColorSpace \(c.red) \(c.green) \(c.blue) \(c.alpha)"
            }
            t.type.swatch = { ($0 as? PlatformColor)?.color.resolve() }
        }
        nativeType("UITraitCollection", payload: TraitCollection.self) { t in
            t.property("var userInterfaceStyle: UIUserInterfaceStyle") { p in self.wrap((p as! TraitCollection).userInterfaceStyle, as: "UIUserInterfaceStyle") }
        }
        nativeType("UIUserInterfaceStyle", conformances: ["Equatable"]) { t in
            t.constants([("light", "light"), ("dark", "dark"), ("unspecified", "unspecified")])
        }
        nativeType("Color") { t in
            t.initializer("init(_ color: UIColor)") { c in c.wrap((try c.native(0) as PlatformColor).color) }
            t.initializer("init(uiColor: UIColor)") { c in c.wrap((try c.native(0) as PlatformColor).color) }
            t.initializer("init(nsColor: UIColor)") { c in c.wrap((try c.native(0) as PlatformColor).color) }
            t.initializer("init(cgColor: CGColor)") { c in c.wrap(Color((try c.native(0) as CGColorValue).rgba)) }
            t.property("var cgColor: CGColor?") { p in self.wrap(CGColorValue(rgba: (p as! Color).resolve())) }
        }
        nativeType("CGColor", payload: CGColorValue.self, conformances: ["Equatable"]) { t in
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)") { c in
                c.wrap(CGColorValue(rgba: RGBA(red: try c.double(0), green: try c.double(1), blue: try c.double(2), alpha: try c.double(3))))
            }
            t.initializer("init(gray: CGFloat, alpha: CGFloat)") { c in
                c.wrap(CGColorValue(rgba: RGBA(red: try c.double(0), green: try c.double(0), blue: try c.double(0), alpha: try c.double(1))))
            }
            t.property("var components: [CGFloat]?") { p in
                let c = (p as! CGColorValue).rgba
                return .some(.array([.cgfloat(c.red), .cgfloat(c.green), .cgfloat(c.blue), .cgfloat(c.alpha)]))
            }
            t.property("var alpha: CGFloat") { p in .cgfloat((p as! CGColorValue).rgba.alpha) }
            t.property("var numberOfComponents: Int") { _ in .int(4) }
            t.type.swatch = { ($0 as? CGColorValue)?.rgba }
        }
        // `CIColor` holds the same resolved components under Core Image's names.
        nativeType("CIColor", conformances: ["Equatable"]) { t in
            t.initializer("init(color: UIColor)") { c in c.interpreter.wrap(CGColorValue(rgba: (try c.native(0) as PlatformColor).color.resolve()), as: "CIColor") }
            t.initializer("init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1)") { c in
                c.interpreter.wrap(CGColorValue(rgba: RGBA(red: try c.double(0), green: try c.double(1), blue: try c.double(2), alpha: try c.double(3))), as: "CIColor")
            }
            for (name, path) in [("red", \RGBA.red), ("green", \RGBA.green), ("blue", \RGBA.blue), ("alpha", \RGBA.alpha)] {
                t.property("var \(name): CGFloat") { p in .cgfloat((p as! CGColorValue).rgba[keyPath: path]) }
            }
        }
        // AppKit's spelling, for docs written for a Mac.
        typeAlias("NSColor", "UIColor")
    }

    /// Hue, saturation and brightness in 0…1, as `getHue(_:saturation:brightness:alpha:)` gives them.
    static func hsb(_ c: RGBA) -> (Double, Double, Double) {
        let maxV = max(c.red, c.green, c.blue), minV = min(c.red, c.green, c.blue), delta = maxV - minV
        guard delta > 0 else { return (0, 0, maxV) }
        var h: Double
        if maxV == c.red { h = (c.green - c.blue) / delta } else if maxV == c.green { h = 2 + (c.blue - c.red) / delta } else { h = 4 + (c.red - c.green) / delta }
        h /= 6
        if h < 0 { h += 1 }
        return (h, delta / maxV, maxV)
    }

    /// UIKit's named colours: the fixed ones (`.red` is pure red) and the dynamic system ones
    /// (`.systemRed` is SwiftUI's red; labels, backgrounds, fills and grays with dark variants).
    static let platformColors: [(String, Color)] = {
        func fixed(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color { Color(RGBA(red: r, green: g, blue: b, alpha: a)) }
        func dynamic(_ light: RGBA, _ dark: RGBA) -> Color { Color(light: light, dark: dark) }
        var out: [(String, Color)] = [
            ("black", fixed(0, 0, 0)), ("white", fixed(1, 1, 1)), ("clear", fixed(0, 0, 0, 0)), ("red", fixed(1, 0, 0)),
            ("green", fixed(0, 1, 0)), ("blue", fixed(0, 0, 1)), ("cyan", fixed(0, 1, 1)), ("yellow", fixed(1, 1, 0)),
            ("magenta", fixed(1, 0, 1)), ("orange", fixed(1, 0.5, 0)), ("purple", fixed(0.5, 0, 0.5)), ("brown", fixed(0.6, 0.4, 0.2)),
            ("gray", fixed(0.5, 0.5, 0.5)), ("darkGray", fixed(1 / 3, 1 / 3, 1 / 3)), ("lightGray", fixed(2 / 3, 2 / 3, 2 / 3)),
        ]
        for name in ["red", "orange", "yellow", "green", "mint", "teal", "cyan", "blue", "indigo", "purple", "pink", "brown", "gray"] {
            if let color = Color.named[name] { out.append(("system" + name.prefix(1).uppercased() + name.dropFirst(), color)) }
        }
        let grays: [(Int, Int)] = [(174, 99), (199, 72), (209, 58), (229, 44), (242, 28)]
        for (i, (light, dark)) in grays.enumerated() {
            out.append(("systemGray\(i + 2)", dynamic(RGBA(bytes: light, light, light + (i < 2 ? 4 : 5)), RGBA(bytes: dark, dark, dark + 2))))
        }
        let label = RGBA(bytes: 60, 60, 67), darkLabel = RGBA(bytes: 235, 235, 245)
        out += [
            ("label", dynamic(.black, .white)),
            ("secondaryLabel", dynamic(RGBA(red: label.red, green: label.green, blue: label.blue, alpha: 0.6), RGBA(red: darkLabel.red, green: darkLabel.green, blue: darkLabel.blue, alpha: 0.6))),
            ("tertiaryLabel", dynamic(RGBA(red: label.red, green: label.green, blue: label.blue, alpha: 0.3), RGBA(red: darkLabel.red, green: darkLabel.green, blue: darkLabel.blue, alpha: 0.3))),
            ("quaternaryLabel", dynamic(RGBA(red: label.red, green: label.green, blue: label.blue, alpha: 0.18), RGBA(red: darkLabel.red, green: darkLabel.green, blue: darkLabel.blue, alpha: 0.16))),
            ("placeholderText", dynamic(RGBA(red: label.red, green: label.green, blue: label.blue, alpha: 0.3), RGBA(red: darkLabel.red, green: darkLabel.green, blue: darkLabel.blue, alpha: 0.3))),
            ("link", dynamic(RGBA(bytes: 0, 122, 255), RGBA(bytes: 9, 132, 255))),
            ("separator", dynamic(RGBA(red: label.red, green: label.green, blue: label.blue, alpha: 0.29), RGBA(bytes: 84, 84, 88, alpha: 0.6))),
            ("opaqueSeparator", dynamic(RGBA(bytes: 198, 198, 200), RGBA(bytes: 56, 56, 58))),
            ("systemBackground", dynamic(.white, .black)),
            ("secondarySystemBackground", dynamic(RGBA(bytes: 242, 242, 247), RGBA(bytes: 28, 28, 30))),
            ("tertiarySystemBackground", dynamic(.white, RGBA(bytes: 44, 44, 46))),
            ("systemGroupedBackground", dynamic(RGBA(bytes: 242, 242, 247), .black)),
            ("secondarySystemGroupedBackground", dynamic(.white, RGBA(bytes: 28, 28, 30))),
            ("tertiarySystemGroupedBackground", dynamic(RGBA(bytes: 242, 242, 247), RGBA(bytes: 44, 44, 46))),
            ("systemFill", dynamic(RGBA(bytes: 120, 120, 128, alpha: 0.2), RGBA(bytes: 120, 120, 128, alpha: 0.36))),
            ("secondarySystemFill", dynamic(RGBA(bytes: 120, 120, 128, alpha: 0.16), RGBA(bytes: 120, 120, 128, alpha: 0.32))),
            ("tertiarySystemFill", dynamic(RGBA(bytes: 118, 118, 128, alpha: 0.12), RGBA(bytes: 118, 118, 128, alpha: 0.24))),
            ("quaternarySystemFill", dynamic(RGBA(bytes: 116, 116, 128, alpha: 0.08), RGBA(bytes: 118, 118, 128, alpha: 0.18))),
        ]
        return out
    }()
}

/// What a `UIColor(dynamicProvider:)` closure is asked with.
struct TraitCollection: Equatable {
    var userInterfaceStyle: String
}
