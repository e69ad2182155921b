import Foundation
import LoomGraphics
import LoomUI

/// `CGVector`: a displacement, not a position.
struct VectorValue: Equatable {
    var dx: Double, dy: Double
}

/// Core Graphics beyond points, sizes and rectangles' basics: `CGAffineTransform`, `CGVector`,
/// the rest of `CGRect` (with Core Graphics' null and standardized rules) and `Path` queries.
extension NativeRegistry {
    func installCoreGraphics() {
        nativeType("CGAffineTransform", payload: Transform.self, conformances: ["Equatable"]) { t in
            t.staticValue("static let identity: CGAffineTransform") { i in i.wrapNative(Transform.identity) }
            t.initializer("init()") { c in c.wrap(Transform.identity) }
            t.initializer("init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat)") { c in
                c.wrap(Transform(a: try c.double(0), b: try c.double(1), c: try c.double(2), d: try c.double(3), tx: try c.double(4), ty: try c.double(5)))
            }
            t.initializer("init(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat)") { c in
                c.wrap(Transform(a: try c.double(0), b: try c.double(1), c: try c.double(2), d: try c.double(3), tx: try c.double(4), ty: try c.double(5)))
            }
            t.initializer("init(translationX tx: CGFloat, y ty: CGFloat)") { c in c.wrap(Transform(translationX: try c.double(0), y: try c.double(1))) }
            t.initializer("init(scaleX sx: CGFloat, y sy: CGFloat)") { c in c.wrap(Transform(scaleX: try c.double(0), y: try c.double(1))) }
            t.initializer("init(rotationAngle angle: CGFloat)") { c in c.wrap(Transform(rotation: try c.double(0))) }
            for name in ["a", "b", "c", "d", "tx", "ty"] {
                let path: WritableKeyPath<Transform, Double> = [\.a, \.b, \.c, \.d, \.tx, \.ty][["a", "b", "c", "d", "tx", "ty"].firstIndex(of: name)!]
                t.field("var \(name): CGFloat { get set }", path)
            }
            t.property("var isIdentity: Bool") { p in .bool((p as! Transform).isIdentity) }
            t.method("concatenating(_ t2: CGAffineTransform)") { c in c.wrap((try c.receiverNative() as Transform).concatenating(try c.native(0))) }
            t.method("inverted()") { c in c.wrap((try c.receiverNative() as Transform).inverted()) }
            t.method("translatedBy(x: CGFloat, y: CGFloat)") { c in c.wrap((try c.receiverNative() as Transform).translatedBy(x: try c.double(0), y: try c.double(1))) }
            t.method("scaledBy(x: CGFloat, y: CGFloat)") { c in c.wrap((try c.receiverNative() as Transform).scaledBy(x: try c.double(0), y: try c.double(1))) }
            t.method("rotated(by angle: CGFloat)") { c in c.wrap((try c.receiverNative() as Transform).rotated(by: try c.double(0))) }
            t.type.describe = { p in
                let m = p as! Transform
                return "CGAffineTransform(a: \(m.a), b: \(m.b), c: \(m.c), d: \(m.d), tx: \(m.tx), ty: \(m.ty))"
            }
        }
        nativeType("CGVector", payload: VectorValue.self, conformances: ["Equatable"]) { t in
            t.initializer("init(dx: CGFloat, dy: CGFloat)") { c in c.wrap(VectorValue(dx: try c.double(0), dy: try c.double(1))) }
            t.initializer("init()") { c in c.wrap(VectorValue(dx: 0, dy: 0)) }
            t.staticValue("static let zero: CGVector") { i in i.wrapNative(VectorValue(dx: 0, dy: 0)) }
            t.field("var dx: CGFloat { get set }", \VectorValue.dx)
            t.field("var dy: CGFloat { get set }", \VectorValue.dy)
            t.type.describe = { p in let v = p as! VectorValue; return "(\(v.dx), \(v.dy))" }
        }
        nativeType("CGPoint") { t in
            t.method("applying(_ t: CGAffineTransform)") { c in c.wrap((try c.receiverNative() as Point).applying(try c.native(0))) }
        }
        nativeType("CGSize") { t in
            t.method("applying(_ t: CGAffineTransform)") { c in
                let s: Size = try c.receiverNative(), m: Transform = try c.native(0)
                return c.wrap(Size(width: m.a * s.width + m.c * s.height, height: m.b * s.width + m.d * s.height))
            }
        }
        installRectAPI()
        installPathQueries()
        globalValue("let CGRectNull: CGRect") { i in i.wrapNative(Rect.null) }
        globalValue("let CGRectZero: CGRect") { i in i.wrapNative(Rect.zero) }
        globalValue("let CGPointZero: CGPoint") { i in i.wrapNative(Point.zero) }
    }

    func installRectAPI() {
        nativeType("CGRectEdge", conformances: ["Equatable"]) { t in
            t.constants([("minXEdge", Rect.Edge.minX), ("minYEdge", Rect.Edge.minY), ("maxXEdge", Rect.Edge.maxX), ("maxYEdge", Rect.Edge.maxY)])
        }
        nativeType("CGRect") { t in
            t.staticValue("static let null: CGRect") { i in i.wrapNative(Rect.null) }
            t.staticValue("static let infinite: CGRect") { i in i.wrapNative(Rect.infinite) }
            t.initializer("init(origin: CGPoint = .zero, size: CGSize = .zero)") { c in c.wrap(Rect(origin: try c.native(0), size: try c.native(1))) }
            t.property("var standardized: CGRect") { r in self.wrap((r as! Rect).standardized) }
            t.property("var integral: CGRect") { r in self.wrap((r as! Rect).integral) }
            t.property("var isNull: Bool") { r in .bool((r as! Rect).isNull) }
            t.property("var isInfinite: Bool") { r in .bool((r as! Rect) == Rect.infinite) }
            t.property("var center: CGPoint") { r in self.wrap((r as! Rect).center) }
            t.method("insetBy(dx: CGFloat, dy: CGFloat)") { c in
                c.wrap((try c.receiverNative() as Rect).coreGraphicsInsetBy(dx: try c.double(0), dy: try c.double(1)))
            }
            for insets in ["EdgeInsets", "UIEdgeInsets"] {
                t.method("inset(by insets: \(insets))") { c in
                    let r: Rect = try c.receiverNative()
                    let e = try (try? c.native(0) as UIEdgeInsets)?.edgeInsets ?? (c.native(0) as EdgeInsets)
                    return c.wrap(Rect(x: r.minX + e.leading, y: r.minY + e.top, width: r.width - e.leading - e.trailing, height: r.height - e.top - e.bottom))
                }
            }
            t.method("union(_ r2: CGRect)") { c in c.wrap((try c.receiverNative() as Rect).coreGraphicsUnion(try c.native(0))) }
            t.method("intersection(_ r2: CGRect)") { c in c.wrap((try c.receiverNative() as Rect).intersection(try c.native(0))) }
            t.method("intersects(_ r2: CGRect) -> Bool") { c in .bool((try c.receiverNative() as Rect).intersects(try c.native(0))) }
            t.method("contains(_ point: CGPoint) -> Bool") { c in .bool((try c.receiverNative() as Rect).contains(try c.native(0) as Point)) }
            t.method("contains(_ rect2: CGRect) -> Bool") { c in .bool((try c.receiverNative() as Rect).contains(try c.native(0) as Rect)) }
            t.method("applying(_ t: CGAffineTransform)") { c in c.wrap((try c.receiverNative() as Rect).applying(try c.native(0))) }
            t.method("divided(atDistance: CGFloat, from fromEdge: CGRectEdge)") { c in
                let parts = (try c.receiverNative() as Rect).divided(atDistance: try c.double(0), from: try c.native(1))
                return .tuple([c.wrap(parts.slice), c.wrap(parts.remainder)], ["slice", "remainder"])
            }
        }
    }

    func installPathQueries() {
        nativeType("Path") { t in
            t.property("var currentPoint: CGPoint?") { p in (p as! Path).currentPoint.map { .some(self.wrap($0)) } ?? .null }
            t.property("var isEmpty: Bool") { p in .bool((p as! Path).isEmpty) }
            t.property("var boundingRect: CGRect") { p in self.wrap((p as! Path).bounds) }
            t.property("var boundingBoxOfPath: CGRect") { p in self.wrap((p as! Path).bounds) }
            t.property("var cgPath: CGPath") { p in self.wrap(p as! Path) }
            // `CGPath` is `Path` here; a signature must name the type the value has.
            t.initializer("init(_ path: Path)") { c in c.wrap(try c.native(0) as Path) }
            t.method("applying(_ transform: CGAffineTransform)") { c in c.wrap((try c.receiverNative() as Path).applying(try c.native(0))) }
            t.method("offsetBy(dx: CGFloat, dy: CGFloat)") { c in
                c.wrap((try c.receiverNative() as Path).applying(Transform(translationX: try c.double(0), y: try c.double(1))))
            }
            t.method("strokedPath(_ style: StrokeStyle)") { c in c.wrap((try c.receiverNative() as Path).stroked(try c.native(0))) }
            t.method("trimmedPath(from: CGFloat, to: CGFloat)") { c in c.wrap((try c.receiverNative() as Path).trimmed(from: try c.double(0), to: try c.double(1))) }
            t.mutating("addRects(_ rects: [CGRect])") { (p: inout Path, c) in for r: Rect in try c.nativeArray(0) { p.addRect(r) } }
            t.mutating("addRect(_ r: CGRect, transform: CGAffineTransform)") { (p: inout Path, c) in
                p.addPath(Path.rect(try c.native(0)).applying(try c.native(1)))
            }
            t.mutating("addEllipse(in r: CGRect, transform: CGAffineTransform)") { (p: inout Path, c) in
                p.addPath(Path.ellipse(in: try c.native(0)).applying(try c.native(1)))
            }
            t.mutating("addRoundedRect(in r: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous, transform: CGAffineTransform)") { (p: inout Path, c) in
                p.addPath(RoundedRectangle(cornerSize: try c.native(1), style: try c.native(2)).path(in: try c.native(0)), transform: try c.native(3))
            }
            t.mutating("addPath(_ other: Path, transform: CGAffineTransform)") { (p: inout Path, c) in
                p.addPath((try c.native(0) as Path).applying(try c.native(1)))
            }
            t.initializer("init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous)") { c in
                c.wrap(RoundedRectangle(cornerSize: try c.native(1), style: try c.native(2)).path(in: try c.native(0)))
            }
        }
        typeAlias("CGPath", "Path")
    }
}
