import LoomGraphics
import LoomUI

/// Colours and gradients: views that fill their frame, and shape styles for `fill`/`stroke`.
extension Interpreter {
    func installColors() {
        nativeType("Color", conformances: ["View", "ShapeStyle", "Equatable"]) { t in
            t.constants(Color.named.sorted { $0.key < $1.key }.map { ($0.key, $0.value) })
            t.initializer("init(red: Double, green: Double, blue: Double, opacity: Double = 1)") { c in
                c.interpreter.wrap(Color(red: try c.double(0), green: try c.double(1), blue: try c.double(2), opacity: try c.double(3)), as: "Color")
            }
            t.initializer("init(white: Double, opacity: Double = 1)") { c in
                c.interpreter.wrap(Color(white: try c.double(0), opacity: try c.double(1)), as: "Color")
            }
            t.initializer("init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1)") { c in
                c.interpreter.wrap(Color(hue: try c.double(0), saturation: try c.double(1), brightness: try c.double(2), opacity: try c.double(3)), as: "Color")
            }
            // `Color(.sRGB, red: …)`: the colour space is accepted and ignored (everything is sRGB).
            t.initializer("init(_ space: Color.RGBColorSpace, red: Double, green: Double, blue: Double, opacity: Double = 1)") { c in
                c.interpreter.wrap(Color(red: try c.double(1), green: try c.double(2), blue: try c.double(3), opacity: try c.double(4)), as: "Color")
            }
            t.initializer("init(_ space: Color.RGBColorSpace, white: Double, opacity: Double = 1)") { c in
                c.interpreter.wrap(Color(white: try c.double(1), opacity: try c.double(2)), as: "Color")
            }
            t.method("opacity(_ opacity: Double)") { c in c.interpreter.wrap((try c.receiverNative() as Color).opacity(try c.double(0)), as: "Color") }
            t.property("gradient") { [unowned self] payload in self.wrapNative((payload as! Color).gradient) }
            t.type.describe = { ($0 as? Color)?.description ?? "Color" }
        }
        nativeType("ColorScheme", conformances: ["Equatable"]) { t in
            t.constants([("light", ColorScheme.light), ("dark", ColorScheme.dark)])
        }
        let space = nativeType("Color.RGBColorSpace") { t in
            t.constants([("sRGB", "sRGB"), ("sRGBLinear", "sRGBLinear"), ("displayP3", "displayP3")])
        }
        nativeTypes["Color"]?.staticProperties["RGBColorSpace"] = { _ in .type(.native(space)) }

        nativeType("Gradient", conformances: ["Equatable"]) { t in
            t.initializer("init(colors: [Color])") { c in c.interpreter.wrap(Gradient(colors: try c.nativeArray(0)), as: "Gradient") }
            t.initializer("init(stops: [Gradient.Stop])") { c in c.interpreter.wrap(Gradient(stops: try c.nativeArray(0)), as: "Gradient") }
        }
        let stop = nativeType("Gradient.Stop", conformances: ["Equatable"]) { t in
            t.initializer("init(color: Color, location: CGFloat)") { c in
                c.interpreter.wrap(Gradient.Stop(color: try c.native(0), location: try c.double(1)), as: "Gradient.Stop")
            }
        }
        nativeTypes["Gradient"]?.staticProperties["Stop"] = { _ in .type(.native(stop)) }

        nativeType("LinearGradient", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(gradient: try c.native(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.initializer("init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(colors: try c.nativeArray(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.initializer("init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(stops: try c.nativeArray(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
        }
        nativeType("RadialGradient", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(gradient: try c.native(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
            t.initializer("init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(colors: try c.nativeArray(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
            t.initializer("init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(stops: try c.nativeArray(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
        }
        nativeType("AngularGradient", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(gradient: Gradient, center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360))") { c in
                c.wrap(AngularGradient(gradient: try c.native(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.initializer("init(colors: [Color], center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360))") { c in
                c.wrap(AngularGradient(colors: try c.nativeArray(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.initializer("init(stops: [Gradient.Stop], center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360))") { c in
                c.wrap(AngularGradient(stops: try c.nativeArray(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.initializer("init(gradient: Gradient, center: UnitPoint = .center, angle: Angle)") { c in
                c.wrap(AngularGradient(gradient: try c.native(0), center: try c.native(1), angle: try c.native(2)))
            }
            t.initializer("init(colors: [Color], center: UnitPoint = .center, angle: Angle)") { c in
                c.wrap(AngularGradient(colors: try c.nativeArray(0), center: try c.native(1), angle: try c.native(2)))
            }
            t.initializer("init(stops: [Gradient.Stop], center: UnitPoint = .center, angle: Angle)") { c in
                c.wrap(AngularGradient(stops: try c.nativeArray(0), center: try c.native(1), angle: try c.native(2)))
            }
        }
        nativeType("EllipticalGradient", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(gradient: try c.native(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
            t.initializer("init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(stops: try c.nativeArray(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
            t.initializer("init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(colors: try c.nativeArray(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
        }
        nativeType("ForegroundStyle", conformances: ["ShapeStyle"]) { t in
            t.initializer("init()") { c in c.wrap(ForegroundStyle()) }
        }
        nativeType("ImagePaint", conformances: ["View", "ShapeStyle"]) { t in
            t.initializer("init(image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)") { c in
                c.wrap(ImagePaint(image: try c.native(0), sourceRect: try c.native(1), scale: try c.double(2)))
            }
        }
        installShapeStyleShorthands()
    }
}

extension NativeCall {
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

extension Interpreter {
    /// SwiftUI's `ShapeStyle` statics (iOS 16): `.linearGradient(colors:startPoint:endPoint:)`,
    /// `.image(_:)`, … so `.foregroundStyle(.linearGradient(…))` and `.fill(.conicGradient(…))` work.
    func installShapeStyleShorthands() {
        nativeType("ShapeStyle") { t in
            t.staticMethod("linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(gradient: try c.native(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.staticMethod("linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(colors: try c.nativeArray(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.staticMethod("linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint)") { c in
                c.wrap(LinearGradient(stops: try c.nativeArray(0), startPoint: try c.native(1), endPoint: try c.native(2)))
            }
            t.staticMethod("radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(gradient: try c.native(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
            t.staticMethod("radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(colors: try c.nativeArray(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
            t.staticMethod("radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)") { c in
                c.wrap(RadialGradient(stops: try c.nativeArray(0), center: try c.native(1), startRadius: try c.double(2), endRadius: try c.double(3)))
            }
            t.staticMethod("ellipticalGradient(_ gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(gradient: try c.native(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
            t.staticMethod("ellipticalGradient(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(colors: try c.nativeArray(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
            t.staticMethod("ellipticalGradient(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5)") { c in
                c.wrap(EllipticalGradient(stops: try c.nativeArray(0), center: try c.native(1), startRadiusFraction: try c.double(2), endRadiusFraction: try c.double(3)))
            }
            t.staticMethod("angularGradient(_ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle)") { c in
                c.wrap(AngularGradient(gradient: try c.native(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.staticMethod("angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle)") { c in
                c.wrap(AngularGradient(colors: try c.nativeArray(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.staticMethod("angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)") { c in
                c.wrap(AngularGradient(stops: try c.nativeArray(0), center: try c.native(1), startAngle: try c.native(2), endAngle: try c.native(3)))
            }
            t.staticMethod("conicGradient(_ gradient: Gradient, center: UnitPoint, angle: Angle = .zero)") { c in
                c.wrap(AngularGradient(gradient: try c.native(0), center: try c.native(1), angle: try c.native(2)))
            }
            t.staticMethod("conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero)") { c in
                c.wrap(AngularGradient(colors: try c.nativeArray(0), center: try c.native(1), angle: try c.native(2)))
            }
            t.staticMethod("conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)") { c in
                c.wrap(AngularGradient(stops: try c.nativeArray(0), center: try c.native(1), angle: try c.native(2)))
            }
            t.staticMethod("image(_ image: Image, sourceRect: CGRect = CGRect(x: 0, y: 0, width: 1, height: 1), scale: CGFloat = 1)") { c in
                c.wrap(ImagePaint(image: try c.native(0), sourceRect: try c.native(1), scale: try c.double(2)))
            }
        }
    }
}
