import Foundation
import LoomUI

/// A two-lane `simd` vector: `simd_float2` (`SIMD2<Float>`) or `simd_double2` (`SIMD2<Double>`),
/// which geometry code uses for points it interpolates (Sliders' Bézier helpers).
struct SIMD2Value: Equatable {
    var x: Double, y: Double
    var isFloat: Bool

    var typeName: String { isFloat ? "simd_float2" : "simd_double2" }
    var scalarKind: FloatKind { isFloat ? .float : .double }

    /// A float vector's lanes keep a Float's precision, as Swift's arithmetic on them does.
    func lane(_ v: Double) -> Double { isFloat ? Double(Float(v)) : v }
    func map(_ f: (Double) -> Double) -> SIMD2Value { SIMD2Value(x: lane(f(x)), y: lane(f(y)), isFloat: isFloat) }
    func zip(_ o: SIMD2Value, _ f: (Double, Double) -> Double) -> SIMD2Value { SIMD2Value(x: lane(f(x, o.x)), y: lane(f(y, o.y)), isFloat: isFloat) }
    func dot(_ o: SIMD2Value) -> Double { x * o.x + y * o.y }
}

/// The `simd` module's two-lane vectors: their initializers, lanes, arithmetic and the free
/// functions (`mix`, `distance`, `length`, `normalize`, `dot`) that such code calls.
extension NativeRegistry {
    func installSIMD() {
        for (name, scalar, isFloat) in [("simd_float2", "Float", true), ("simd_double2", "Double", false)] {
            nativeType(name, payload: SIMD2Value.self, conformances: ["Equatable"]) { t in
                t.initializer("init(_ x: \(scalar), _ y: \(scalar))") { c in c.simd(try c.double(0), try c.double(1), isFloat) }
                t.initializer("init(x: \(scalar), y: \(scalar))") { c in c.simd(try c.double(0), try c.double(1), isFloat) }
                t.initializer("init(repeating value: \(scalar))") { c in c.simd(try c.double(0), try c.double(0), isFloat) }
                t.initializer("init()") { c in c.simd(0, 0, isFloat) }
                t.staticValue("static let zero: \(name)") { i in i.wrap(SIMD2Value(x: 0, y: 0, isFloat: isFloat), as: name) }
                for lane in ["x", "y"] {
                    let path: WritableKeyPath<SIMD2Value, Double> = lane == "x" ? \.x : \.y
                    t.property("var \(lane): \(scalar) { get set }") { v in
                        let s = v as! SIMD2Value
                        return .double(s[keyPath: path], s.scalarKind)
                    } set: { v, newValue, interp, loc in
                        var copy = v as! SIMD2Value
                        copy[keyPath: path] = try interp.toDouble(newValue, loc)
                        return copy
                    }
                }
                let v = name
                t.staticMethod("+(lhs: \(v), rhs: \(v)) -> \(v)") { c in c.wrap(try c.simd(0).zip(try c.simd(1), +)) }
                t.staticMethod("-(lhs: \(v), rhs: \(v)) -> \(v)") { c in c.wrap(try c.simd(0).zip(try c.simd(1), -)) }
                // One `*` and one `/` each, told apart at run time: beside a vector-by-vector
                // overload the interpreter does not yet pick a scalar one by the argument's type.
                t.staticMethod("*(lhs: Any, rhs: Any) -> \(v)") { c in c.wrap(try c.lanewise(*)) }
                t.staticMethod("/(lhs: Any, rhs: Any) -> \(v)") { c in c.wrap(try c.lanewise(/)) }
                t.staticMethod("-(operand: \(v)) -> \(v)") { c in c.wrap(try c.simd(0).map { -$0 }) }
                t.type.describe = { p in let s = p as! SIMD2Value; return "SIMD2<\(s.isFloat ? "Float" : "Double")>(\(s.describeLane(s.x)), \(s.describeLane(s.y)))" }
            }
            let v = name
            globalFunction("mix(_ x: \(v), _ y: \(v), t: \(scalar)) -> \(v)") { c in
                let t = try c.double(2)
                return c.wrap(try c.simd(0).zip(try c.simd(1)) { a, b in a + (b - a) * t })
            }
            globalFunction("dot(_ x: \(v), _ y: \(v)) -> \(scalar)") { c in c.scalar(try c.simd(0).dot(try c.simd(1)), isFloat) }
            globalFunction("length(_ x: \(v)) -> \(scalar)") { c in let s = try c.simd(0); return c.scalar(s.dot(s).squareRoot(), isFloat) }
            globalFunction("length_squared(_ x: \(v)) -> \(scalar)") { c in let s = try c.simd(0); return c.scalar(s.dot(s), isFloat) }
            globalFunction("distance(_ x: \(v), _ y: \(v)) -> \(scalar)") { c in
                let d = try c.simd(0).zip(try c.simd(1), -)
                return c.scalar(d.dot(d).squareRoot(), isFloat)
            }
            globalFunction("distance_squared(_ x: \(v), _ y: \(v)) -> \(scalar)") { c in
                let d = try c.simd(0).zip(try c.simd(1), -)
                return c.scalar(d.dot(d), isFloat)
            }
            globalFunction("normalize(_ x: \(v)) -> \(v)") { c in
                let s = try c.simd(0), n = s.dot(s).squareRoot()
                return c.wrap(s.map { $0 / n })
            }
        }
        typeAlias("SIMD2<Float>", "simd_float2")
        typeAlias("SIMD2<Double>", "simd_double2")
    }
}

extension SIMD2Value {
    /// A lane as Swift prints a Float or a Double.
    func describeLane(_ v: Double) -> String { isFloat ? "\(Float(v))" : "\(v)" }
}

extension NativeCall {
    func simd(_ i: Int) throws -> SIMD2Value { try native(i) }

    /// Arguments 0 and 1, each a vector or a scalar (at least one a vector), combined lane by lane.
    func lanewise(_ f: (Double, Double) -> Double) throws -> SIMD2Value {
        let a = try? simd(0), b = try? simd(1)
        switch (a, b) {
        case let (a?, b?): return a.zip(b, f)
        case let (a?, nil): let k = try double(1); return a.map { f($0, k) }
        case let (nil, b?): let k = try double(0); return b.map { f(k, $0) }
        case (nil, nil): throw ScriptError(loc, "expected a SIMD vector")
        }
    }
    func simd(_ x: Double, _ y: Double, _ isFloat: Bool) -> Value {
        let s = SIMD2Value(x: x, y: y, isFloat: isFloat)
        return wrap(s.map { $0 })
    }
    func wrap(_ s: SIMD2Value) -> Value { interpreter.wrap(s, as: s.typeName) }
    func scalar(_ v: Double, _ isFloat: Bool) -> Value { .double(isFloat ? Double(Float(v)) : v, isFloat ? .float : .double) }
}
