import LoomGraphics
import LoomUI

/// CGFloat-world geometry for scripts — CGPoint, CGSize, CGRect — over LoomGraphics' Point,
/// Size and Rect, and SwiftUI's `Path` for custom shapes.
extension NativeRegistry {
    func installGeometry() {
        // CoreGraphics's C constructors, as Swift imports them (`CGSizeMake(20, 10)`).
        globalFunction("CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint") { c in c.wrap(Point(x: try c.double(0), y: try c.double(1))) }
        globalFunction("CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize") { c in
            c.wrap(Size(width: try c.double(0), height: try c.double(1)))
        }
        globalFunction("CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect") { c in
            c.wrap(Rect(x: try c.double(0), y: try c.double(1), width: try c.double(2), height: try c.double(3)))
        }
        nativeType("CGPoint", payload: Point.self, conformances: ["Equatable"]) { t in
            t.initializer("init(x: CGFloat, y: CGFloat)") { c in c.wrap(Point(x: try c.double(0), y: try c.double(1))) }
            t.initializer("init()") { c in c.wrap(Point.zero) }
            t.staticValue("static let zero: CGPoint") { i in i.wrapNative(Point.zero) }
            t.field("var x: CGFloat { get set }", \Point.x)
            t.field("var y: CGFloat { get set }", \Point.y)
            t.type.describe = { p in let p = p as! Point; return "(\(p.x), \(p.y))" }
        }
        nativeType("CGSize", payload: Size.self, conformances: ["Equatable"]) { t in
            t.initializer("init(width: CGFloat, height: CGFloat)") { c in c.wrap(Size(width: try c.double(0), height: try c.double(1))) }
            t.initializer("init()") { c in c.wrap(Size.zero) }
            t.staticValue("static let zero: CGSize") { i in i.wrapNative(Size.zero) }
            t.field("var width: CGFloat { get set }", \Size.width)
            t.field("var height: CGFloat { get set }", \Size.height)
            t.type.describe = { s in let s = s as! Size; return "(\(s.width), \(s.height))" }
        }
        nativeType("CGRect", payload: Rect.self, conformances: ["Equatable"]) { t in
            t.initializer("init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)") { c in
                c.wrap(Rect(x: try c.double(0), y: try c.double(1), width: try c.double(2), height: try c.double(3)))
            }
            t.initializer("init()") { c in c.wrap(Rect.zero) }
            t.staticValue("static let zero: CGRect") { i in i.wrapNative(Rect.zero) }
            // Core Graphics answers these for the standardized rectangle (a negative width flipped).
            for (name, path) in [("minX", \Rect.minX), ("minY", \Rect.minY), ("maxX", \Rect.maxX), ("maxY", \Rect.maxY),
                                 ("midX", \Rect.midX), ("midY", \Rect.midY), ("width", \Rect.width), ("height", \Rect.height)] {
                t.property("var \(name): CGFloat") { r in .cgfloat((r as! Rect).standardized[keyPath: path]) }
            }
            // Stored in Core Graphics, so `bar.origin.y += 10` and `bar.size = s` write them.
            t.property("var origin: CGPoint { get set }") { r in self.wrap((r as! Rect).origin) } set: { r, newValue, _, loc in
                var rect = r as! Rect
                rect.origin = try payload(of: newValue, as: Point.self, loc)
                return rect
            }
            t.property("var size: CGSize { get set }") { r in self.wrap((r as! Rect).size) } set: { r, newValue, _, loc in
                var rect = r as! Rect
                rect.size = try payload(of: newValue, as: Size.self, loc)
                return rect
            }
            t.property("var isEmpty: Bool") { r in .bool((r as! Rect).isEmpty) }
            t.method("offsetBy(dx: CGFloat, dy: CGFloat)") { c in
                c.wrap((try c.receiverNative() as Rect).offsetBy(dx: try c.double(0), dy: try c.double(1)))
            }
            t.type.describe = { r in let r = r as! Rect; return "(\(r.minX), \(r.minY), \(r.width), \(r.height))" }
        }
        installPath()
    }

    func installPath() {
        nativeType("Path", payload: Path.self, conformances: ["Shape", "View"]) { t in
            t.initializer("init()") { c in c.wrap(Path()) }
            t.initializer("init(_ build: (inout Path) -> Void)") { c in
                let f = try c.function(0)
                let built = try c.interpreter.callFunctionInout(f, [c.wrap(Path())], c.loc)
                return built
            }
            t.initializer("init(_ rect: CGRect)") { c in c.wrap(Path.rect(try c.native(0))) }
            t.initializer("init(ellipseIn rect: CGRect)") { c in c.wrap(Path.ellipse(in: try c.native(0))) }
            t.initializer("init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerRadius: try c.double(1), style: try c.native(2)).path(in: try c.native(0)))
            }
            t.mutating("move(to p: CGPoint)") { (p: inout Path, c) in p.move(to: try c.native(0)) }
            t.mutating("addLine(to p: CGPoint)") { (p: inout Path, c) in p.addLine(to: try c.native(0)) }
            t.mutating("addLines(_ points: [CGPoint])") { (p: inout Path, c) in
                guard case .array(let xs) = c.value(0) else { return }
                p.addLines(try xs.map { v -> Point in
                    guard case .native(let n) = v, let pt = n.payload as? Point else { throw ScriptError(c.loc, "expected CGPoint") }
                    return pt
                })
            }
            t.mutating("addQuadCurve(to p: CGPoint, control: CGPoint)") { (p: inout Path, c) in p.addQuadCurve(to: try c.native(0), control: try c.native(1)) }
            t.mutating("addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint)") { (p: inout Path, c) in
                p.addCurve(to: try c.native(0), control1: try c.native(1), control2: try c.native(2))
            }
            t.mutating("addRect(_ r: CGRect)") { (p: inout Path, c) in p.addRect(try c.native(0)) }
            t.mutating("addEllipse(in r: CGRect)") { (p: inout Path, c) in p.addEllipse(in: try c.native(0)) }
            t.mutating("addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") { (p: inout Path, c) in
                p.addPath(RoundedRectangle(cornerSize: try c.native(1), style: try c.native(2)).path(in: try c.native(0)))
            }
            t.mutating("addArc(center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool)") { (p: inout Path, c) in
                let a: Angle = try c.native(2), b: Angle = try c.native(3)
                p.addArc(center: try c.native(0), radius: try c.double(1), startAngle: a.radians, endAngle: b.radians, clockwise: c.bool(4))
            }
            t.mutating("addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat)") { (p: inout Path, c) in
                p.addArc(tangent1End: try c.native(0), tangent2End: try c.native(1), radius: try c.double(2))
            }
            // CGAffineTransform is not bridged, so no script can pass a transform other than the default.
            t.mutating("addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle, transform: CGAffineTransform = .identity)") { (p: inout Path, c) in
                let start: Angle = try c.native(2), delta: Angle = try c.native(3)
                p.addRelativeArc(center: try c.native(0), radius: try c.double(1), startAngle: start.radians, delta: delta.radians, transform: try c.native(4))
            }
            t.mutating("addPath(_ other: Path)") { (p: inout Path, c) in p.addPath(try c.native(0)) }
            t.mutating("closeSubpath()") { (p: inout Path, _) in p.closeSubpath() }
        }
    }
}

/// The bridged value a setter is given, as its payload type (`CGPoint` for `rect.origin = p`).
private func payload<T>(of v: Value, as: T.Type, _ loc: Loc) throws -> T {
    if case .native(let n) = v, let t = n.payload as? T { return t }
    throw ScriptError(loc, "cannot assign value of type '\(v.typeName)' to type '\(T.self)'")
}

extension NativeTypeBuilder {
    /// A stored `Double` field exposed as a CGFloat property with a setter:
    /// `t.field("var x: CGFloat { get set }", \Point.x)`.
    func field<T>(_ declaration: String, _ path: WritableKeyPath<T, Double>) {
        property(declaration) { v in .cgfloat((v as! T)[keyPath: path]) } set: { v, newValue, interp, loc in
            var copy = v as! T
            copy[keyPath: path] = try interp.toDouble(newValue, loc)
            return copy
        }
    }

    /// A mutating method of a value type: the receiver is changed in place and written back.
    func mutating<T>(_ signature: String, _ body: @escaping (inout T, NativeCall) throws -> Void) {
        let typeName = type.name
        method(signature) { c in
            var value: T = try c.receiverNative()
            try body(&value, c)
            c.newReceiver = c.interpreter.wrap(value, as: typeName)
            return .void
        }
    }
}
