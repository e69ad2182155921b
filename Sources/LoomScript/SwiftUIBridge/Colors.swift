import LoomGraphics
import LoomUI

extension NativeCall {
    /// A gradient argument given as a `Gradient`, `[Color]` or `[Gradient.Stop]`.
    func gradient(_ i: Int) throws -> Gradient {
        switch value(i) {
        case .native(let n):
            guard let gradient = n.payload as? Gradient else { throw ScriptError(loc, "expected a Gradient") }
            return gradient
        case .array(let xs):
            if case .native(let first)? = xs.first, first.payload is Gradient.Stop { return Gradient(stops: try nativeArray(i)) }
            return Gradient(colors: try nativeArray(i))
        default:
            throw ScriptError(loc, "expected a Gradient, an array of colours or an array of stops")
        }
    }

    /// `[Color]`, `[Gradient.Stop]`: an array argument of bridged values.
    func nativeArray<T>(_ i: Int, as: T.Type = T.self) throws -> [T] {
        guard case .array(let xs) = value(i) else { throw ScriptError(loc, "expected an array of \(T.self)") }
        return try xs.map { v in
            guard case .native(let n) = v, let t = n.payload as? T else {
                throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected element type '\(T.self)'")
            }
            return t
        }
    }
}

/// Colours and gradients: views that fill their frame, and shape styles for `fill`/`stroke`.
extension NativeRegistry {
    func installColors() {
        nativeType("Color", payload: Color.self, conformances: ["View", "ShapeStyle", "Equatable"]) { t in
            t.constants(Color.named.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            // The environment's accent, looked up where it is drawn: `.accentColor(_:)` sets it, `.tint` leaves it.
            t.staticValue("static let accentColor: Color") { i in i.wrapNative(Color.accentColor) }
            t.initializer("init(red: Double, green: Double, blue: Double, opacity: Double = 1)") { c in
                c.wrap(Color(red: try c.double(0), green: try c.double(1), blue: try c.double(2), opacity: try c.double(3)))
            }
            t.initializer("init(white: Double, opacity: Double = 1)") { c in
                c.wrap(Color(white: try c.double(0), opacity: try c.double(1)))
            }
            t.initializer("init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)") { c in
                c.wrap(Color(hue: try c.double(0), saturation: try c.double(1), brightness: try c.double(2), opacity: try c.double(3)))
            }
            // `Color(.sRGB, red: …)`: the colour space is accepted and ignored (everything is sRGB).
            t.initializer("init(_ space: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1)") { c in
                c.wrap(Color(try c.native(0), red: try c.double(1), green: try c.double(2), blue: try c.double(3), opacity: try c.double(4)))
            }
            t.initializer("init(_ space: Color.RGBColorSpace, white: Double, opacity: Double = 1)") { c in
                c.wrap(Color(try c.native(0), white: try c.double(1), opacity: try c.double(2)))
            }
            t.method("opacity(_ opacity: Double)") { c in c.wrap((try c.receiverNative() as Color).opacity(try c.double(0))) }
            // iOS 18, which libraries written for it call (Sliders' thumb and track colours).
            t.method("mix(with rhs: Color, by fraction: Double, in colorSpace: Gradient.ColorSpace = .perceptual) -> Color") { c in
                c.wrap((try c.receiverNative() as Color).mix(with: try c.native(0), by: try c.double(1), in: try c.native(2)))
            }
            // SwiftUI's is an `AnyGradient`; LoomUI's is the linear gradient it draws as.
            t.property("var gradient: LinearGradient") { payload in self.wrap((payload as! Color).gradient) }
            t.property("var description: String") { payload in .string((payload as! Color).description) }
            t.type.describe = { ($0 as? Color)?.description ?? "Color" }
            t.type.swatch = { ($0 as? Color)?.resolve() }
        }
        // SwiftUI's `enum ColorScheme: CaseIterable`: `ForEach(ColorScheme.allCases, id: \.self)`
        // draws a view in light and dark side by side.
        nativeType("ColorScheme", conformances: ["Equatable", "Hashable", "CaseIterable"]) { t in
            t.constants(of: ColorScheme.self)
            t.staticValue("static var allCases: [ColorScheme]") { i in .array(ColorScheme.allCases.map { i.wrap($0, as: "ColorScheme") }) }
        }
        nativeType("Color.RGBColorSpace") { t in
            t.constants([("sRGB", Color.RGBColorSpace.sRGB), ("sRGBLinear", Color.RGBColorSpace.sRGBLinear), ("displayP3", Color.RGBColorSpace.displayP3)])
        }

        nativeType("Gradient", payload: Gradient.self, conformances: ["Equatable", "ShapeStyle"]) { t in
            t.initializer("init(colors: [Color])") { c in c.wrap(Gradient(colors: try c.nativeArray(0))) }
            t.initializer("init(stops: [Gradient.Stop])") { c in c.wrap(Gradient(stops: try c.nativeArray(0))) }
        }
        nativeType("Gradient.ColorSpace", payload: Color.MixSpace.self, conformances: ["Equatable"]) { t in
            t.constants(of: Color.MixSpace.self)
        }
        nativeType("Gradient.Stop", payload: Gradient.Stop.self, conformances: ["Equatable"]) { t in
            t.initializer("init(color: Color, location: CGFloat)") { c in
                c.wrap(Gradient.Stop(color: try c.native(0), location: try c.double(1)))
            }
            t.property("var location: CGFloat { get set }") { p in .cgfloat((p as! Gradient.Stop).location) } set: { p, v, interpreter, loc in
                var stop = p as! Gradient.Stop
                stop.location = try interpreter.toDouble(v, loc)
                return stop
            }
            t.property("var color: Color { get set }") { p in self.wrap((p as! Gradient.Stop).color) } set: { p, v, _, loc in
                var stop = p as! Gradient.Stop
                guard case .native(let n) = v.optionalPayload ?? .null, let color = n.payload as? Color else {
                    throw ScriptError(loc, "a gradient stop's color is a Color, not '\(v.typeName)'")
                }
                stop.color = color
                return stop
            }
        }

        // Each form once, under its initializer and (where SwiftUI has one) its iOS 16 `ShapeStyle`
        // shorthand (`.linearGradient(colors:startPoint:endPoint:)`), for all three colour sources.
        gradientForms("LinearGradient", "startPoint: UnitPoint, endPoint: UnitPoint", shorthand: "linearGradient") { c, g in
            LinearGradient(gradient: g, startPoint: try c.native(1), endPoint: try c.native(2))
        }
        gradientForms("RadialGradient", "center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat", shorthand: "radialGradient") { c, g in
            RadialGradient(gradient: g, center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3))
        }
        gradientForms("EllipticalGradient", "center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5",
                      shorthand: "ellipticalGradient") { c, g in
            EllipticalGradient(gradient: g, center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3))
        }
        gradientForms("AngularGradient", "center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)",
                      shorthand: "angularGradient", shorthandRest: "center: UnitPoint, startAngle: Angle, endAngle: Angle") { c, g in
            AngularGradient(gradient: g, center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3))
        }
        gradientForms("AngularGradient", "center: UnitPoint = .center, angle: Angle",
                      shorthand: "conicGradient", shorthandRest: "center: UnitPoint, angle: Angle = .zero") { c, g in
            AngularGradient(gradient: g, center: try c.native(1), angle: try c.native(2))
        }
        nativeType("ForegroundStyle", conformances: ["ShapeStyle"]) { t in
            t.initializer("init()") { c in c.wrap(ForegroundStyle()) }
        }
        // Named as types by generic code (`RingStyle<TintShapeStyle, Color>`, `where F == TintShapeStyle`).
        nativeType("TintShapeStyle", conformances: ["ShapeStyle"]) { t in
            t.initializer("init()") { c in c.wrap(TintShapeStyle()) }
            t.staticValue("static let tint: TintShapeStyle") { i in i.wrapNative(TintShapeStyle()) }
        }
        nativeType("HierarchicalShapeStyle", conformances: ["ShapeStyle"]) { t in
            t.staticValue("static let primary: HierarchicalShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.primary) }
            t.staticValue("static let secondary: HierarchicalShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.secondary) }
            t.staticValue("static let tertiary: HierarchicalShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.tertiary) }
            t.staticValue("static let quaternary: HierarchicalShapeStyle") { i in i.wrapNative(HierarchicalShapeStyle.quaternary) }
        }
        nativeType("ImagePaint", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)") { c in
                c.wrap(ImagePaint(image: try c.native(0), sourceRect: try c.native(1), scale: try c.double(2)))
            }
        }
        installShapeStyleShorthands()
        installMaterials()
    }

    /// SwiftUI takes a gradient's colours three ways, as the first parameter of every gradient
    /// initializer and shorthand: (initializer label, shorthand label, type).
    static let gradientSources = [("gradient", "_ gradient", "Gradient"), ("colors", "colors", "[Color]"),
                                  ("stops", "stops", "[Gradient.Stop]")]

    /// Registers `make` as `type.init(<source>, rest)` and, given a `shorthand`, as the
    /// `ShapeStyle` static `shorthand(<source>, shorthandRest ?? rest)`, for every colour source.
    func gradientForms(_ type: String, _ rest: String, shorthand: String? = nil, shorthandRest: String? = nil,
                       _ make: @escaping (NativeCall, Gradient) throws -> Any) {
        for (label, shorthandLabel, source) in Self.gradientSources {
            nativeType(type, conformances: ["View", "ShapeStyle"]) { t in
                t.initializer("init(\(label): \(source), \(rest))") { c in c.wrap(try make(c, try c.gradient(0))) }
            }
            guard let shorthand else { continue }
            nativeType("ShapeStyle") { t in
                t.staticMethod("\(shorthand)(\(shorthandLabel): \(source), \(shorthandRest ?? rest))") { c in
                    c.wrap(try make(c, try c.gradient(0)))
                }
            }
        }
    }

    /// SwiftUI's other `ShapeStyle` statics (iOS 16): `.image(_:)`, `.shadow(_:)`; the gradient
    /// ones come with their types (`gradientForms`).
    func installShapeStyleShorthands() {
        nativeType("AnyShapeStyle", payload: AnyShapeStyle.self, conformances: ["ShapeStyle"]) { t in
            t.initializer("init(_ style: ShapeStyle)") { c in c.wrap(AnyShapeStyle(try c.style(0))) }
        }
        nativeType("ShapeStyle") { t in
            // `Color.purple.tertiary` (iOS 17): the style itself, less emphasised.
            t.property("var secondary: HierarchicalShapeStyle") { style in self.wrap((style as! any ShapeStyle).secondary) }
            t.property("var tertiary: HierarchicalShapeStyle") { style in self.wrap((style as! any ShapeStyle).tertiary) }
            t.property("var quaternary: HierarchicalShapeStyle") { style in self.wrap((style as! any ShapeStyle).quaternary) }
            t.staticMethod("image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)") { c in
                c.wrap(ImagePaint(image: try c.native(0), sourceRect: try c.native(1), scale: try c.double(2)))
            }
            // A style that casts a drop or inner shadow with what it paints (iOS 16); the static
            // form is the current foreground's.
            t.method("shadow(_ style: ShadowStyle)") { c in c.wrap(try c.receiverNative(as: (any ShapeStyle).self).shadow(try c.native(0))) }
            t.staticMethod("shadow(_ style: ShadowStyle)") { c in c.wrap(ForegroundStyle().shadow(try c.native(0))) }
        }
        // Colours, gradients and image paints are views and styles alike: the first protocol with a
        // member of a name hides the other's, so their own `shadow` holds both (`.shadow(radius: 4)`
        // on the view, `.shadow(.drop(radius: 4))` on the style).
        for type in ["Color", "LinearGradient", "RadialGradient", "EllipticalGradient", "AngularGradient", "ImagePaint"] {
            nativeType(type) { t in
                t.method("shadow(_ style: ShadowStyle)") { c in c.wrap(try c.receiverNative(as: (any ShapeStyle).self).shadow(try c.native(0))) }
                t.method("shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)") { c in
                    c.wrap(try c.receiverView().shadow(color: try c.native(0), radius: try c.double(1), x: try c.double(2), y: try c.double(3)))
                }
            }
        }
        nativeType("ShadowShapeStyle", payload: ShadowShapeStyle.self, conformances: ["ShapeStyle"])
        nativeType("ShadowStyle", payload: ShadowStyle.self) { t in
            t.staticMethod("drop(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)") { c in
                c.wrap(ShadowStyle.drop(color: try c.native(0), radius: try c.double(1), x: try c.double(2), y: try c.double(3)))
            }
            t.staticMethod("inner(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.55), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0)") { c in
                c.wrap(ShadowStyle.inner(color: try c.native(0), radius: try c.double(1), x: try c.double(2), y: try c.double(3)))
            }
        }
    }
}

extension NativeRegistry {
    /// `.ultraThinMaterial` and friends, as shape styles and as `Material` values.
    func installMaterials() {
        let materials: [(String, Material.Thickness)] = [("ultraThinMaterial", .ultraThin), ("thinMaterial", .thin), ("regularMaterial", .regular),
                                                         ("thickMaterial", .thick), ("ultraThickMaterial", .ultraThick), ("bar", .bar)]
        nativeType("Material", payload: Material.self, conformances: ["ShapeStyle"]) { t in
            t.constants(materials.map { ($0.0.replacingOccurrences(of: "Material", with: ""), Material($0.1)) })
        }
        nativeType("ShapeStyle") { t in
            for (name, thickness) in materials { t.staticValue("static let \(name): Material") { i in i.wrapNative(Material(thickness)) } }
        }
    }
}
