import LoomGraphics
import LoomUI

/// A path kept by reference, as UIKit's `UIBezierPath` and CoreGraphics' `CGMutablePath` are
/// classes: `let p = CGMutablePath(); p.addPath(q)` changes the one path every holder sees. It
/// converts to the `Path` a `Path`/`CGPath` parameter wants (`Path(bezier.cgPath)`, `Path(mutable)`).
class PathReference: NativeConvertible {
    var path: Path
    init(_ path: Path = Path()) { self.path = path }
    func converted(to type: Any.Type) -> Any? { type == Path.self ? path : nil }
}

/// `UIBezierPath`: its arcs turn the way the screen shows them (`clockwise: true` is clockwise).
final class BezierPathReference: PathReference {}

/// `CGMutablePath`: CoreGraphics' arcs, as `Path`'s.
final class MutablePathReference: PathReference {}

extension NativeRegistry {
    func installPathReferences() {
        nativeType("UIBezierPath", payload: BezierPathReference.self) { t in
            t.type.standsForOtherTypes = true
            t.initializer("init()") { c in c.wrap(BezierPathReference()) }
            t.initializer("init(rect: CGRect)") { c in c.wrap(BezierPathReference(Path.rect(try c.native(0)))) }
            t.initializer("init(ovalIn rect: CGRect)") { c in c.wrap(BezierPathReference(Path.ellipse(in: try c.native(0)))) }
            t.initializer("init(roundedRect rect: CGRect, cornerRadius: CGFloat)") { c in
                c.wrap(BezierPathReference(RoundedRectangle(cornerRadius: try c.double(1), style: .circular).path(in: try c.native(0))))
            }
            t.initializer("init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)") { c in
                var p = Path()
                p.addArc(center: try c.native(0), radius: try c.double(1), startAngle: try c.double(2), endAngle: try c.double(3), clockwise: !c.bool(4))
                return c.wrap(BezierPathReference(p))
            }
            t.initializer("init(cgPath: Path)") { c in c.wrap(BezierPathReference(try c.native(0))) }
            t.method("move(to point: CGPoint)") { c in try c.changingPath { $0.move(to: try c.native(0)) } }
            t.method("addLine(to point: CGPoint)") { c in try c.changingPath { $0.addLine(to: try c.native(0)) } }
            t.method("addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint)") { c in
                try c.changingPath { $0.addCurve(to: try c.native(0), control1: try c.native(1), control2: try c.native(2)) }
            }
            t.method("addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint)") { c in
                try c.changingPath { $0.addQuadCurve(to: try c.native(0), control: try c.native(1)) }
            }
            t.method("addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)") { c in
                try c.changingPath { $0.addArc(center: try c.native(0), radius: try c.double(1), startAngle: try c.double(2), endAngle: try c.double(3), clockwise: !c.bool(4)) }
            }
            t.method("close()") { c in try c.changingPath { $0.closeSubpath() } }
            t.method("removeAllPoints()") { c in try c.changingPath { $0 = Path() } }
            t.method("append(_ bezierPath: UIBezierPath)") { c in try c.changingPath { $0.addPath(try c.native(0)) } }
            t.method("apply(_ transform: CGAffineTransform)") { c in try c.changingPath { $0 = $0.applying(try c.native(0)) } }
            t.method("contains(_ point: CGPoint) -> Bool") { c in .bool((try c.receiverNative() as PathReference).path.contains(try c.native(0))) }
            t.property("var cgPath: Path") { p in self.wrap((p as! PathReference).path) }
            t.property("var bounds: CGRect") { p in self.wrap((p as! PathReference).path.bounds) }
            t.property("var isEmpty: Bool") { p in .bool((p as! PathReference).path.isEmpty) }
            t.property("var currentPoint: CGPoint") { p in self.wrap((p as! PathReference).path.currentPoint ?? Point(x: 0, y: 0)) }
        }
        nativeType("CGMutablePath", payload: MutablePathReference.self) { t in
            t.type.standsForOtherTypes = true
            t.initializer("init()") { c in c.wrap(MutablePathReference()) }
            t.method("move(to point: CGPoint)") { c in try c.changingPath { $0.move(to: try c.native(0)) } }
            t.method("addLine(to point: CGPoint)") { c in try c.changingPath { $0.addLine(to: try c.native(0)) } }
            t.method("addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint)") { c in
                try c.changingPath { $0.addCurve(to: try c.native(0), control1: try c.native(1), control2: try c.native(2)) }
            }
            t.method("addQuadCurve(to end: CGPoint, control: CGPoint)") { c in try c.changingPath { $0.addQuadCurve(to: try c.native(0), control: try c.native(1)) } }
            t.method("addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)") { c in
                try c.changingPath { $0.addArc(center: try c.native(0), radius: try c.double(1), startAngle: try c.double(2), endAngle: try c.double(3), clockwise: c.bool(4)) }
            }
            t.method("addRect(_ rect: CGRect)") { c in try c.changingPath { $0.addRect(try c.native(0)) } }
            t.method("addEllipse(in rect: CGRect)") { c in try c.changingPath { $0.addEllipse(in: try c.native(0)) } }
            t.method("addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat)") { c in
                try c.changingPath { $0.addRoundedRect(in: try c.native(0), cornerSize: Size(width: try c.double(1), height: try c.double(2))) }
            }
            t.method("addPath(_ path: Path)") { c in try c.changingPath { $0.addPath(try c.native(0)) } }
            t.method("closeSubpath()") { c in try c.changingPath { $0.closeSubpath() } }
            t.method("copy() -> Path?") { c in .some(c.wrap((try c.receiverNative() as PathReference).path)) }
            t.property("var boundingBox: CGRect") { p in self.wrap((p as! PathReference).path.bounds) }
            t.property("var isEmpty: Bool") { p in .bool((p as! PathReference).path.isEmpty) }
            t.property("var currentPoint: CGPoint") { p in self.wrap((p as! PathReference).path.currentPoint ?? Point(x: 0, y: 0)) }
        }
    }
}

extension NativeCall {
    /// Changes the receiver's path where it is kept (every holder of the reference sees it).
    func changingPath(_ change: (inout Path) throws -> Void) throws -> Value {
        let reference: PathReference = try receiverNative()
        try change(&reference.path)
        return .void
    }
}
