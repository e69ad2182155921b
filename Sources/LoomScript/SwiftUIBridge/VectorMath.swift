import LoomUI

extension NativeTypeBuilder {
    /// SwiftUI's `_VectorMath`, which `Angle` and `EdgeInsets` adopt: the value is a vector of its
    /// components, so it adds, subtracts and negates component-wise, scales by a `Double`
    /// (`*`, `/` and their assignments), and has a `magnitude` and a `negate()`.
    func vectorMath<T>(_: T.Type, components: WritableKeyPath<T, Double>...) {
        let name = type.name
        func combine(_ a: T, _ b: T, _ f: (Double, Double) -> Double) -> T {
            var r = a
            for k in components { r[keyPath: k] = f(a[keyPath: k], b[keyPath: k]) }
            return r
        }
        // Negation is `0 - x` (so `-Angle.zero` is +0.0, not -0.0).
        func negated(_ a: T) -> T { combine(a, a) { _, x in 0 - x } }
        func scaled(_ a: T, _ s: Double) -> T {
            var r = a
            for k in components { r[keyPath: k] = a[keyPath: k] * s }
            return r
        }
        staticMethod("+(lhs: \(name), rhs: \(name)) -> \(name)") { c in c.wrap(combine(try c.native(0), try c.native(1), +)) }
        staticMethod("-(lhs: \(name), rhs: \(name)) -> \(name)") { c in c.wrap(combine(try c.native(0), try c.native(1), -)) }
        staticMethod("-(operand: \(name)) -> \(name)") { c in c.wrap(negated(try c.native(0))) }
        staticMethod("*(lhs: \(name), rhs: Double) -> \(name)") { c in c.wrap(scaled(try c.native(0), try c.double(1))) }
        // Swift divides by multiplying with the reciprocal, and so does this (the last digit agrees).
        staticMethod("/(lhs: \(name), rhs: Double) -> \(name)") { c in c.wrap(scaled(try c.native(0), 1 / (try c.double(1)))) }
        property("var magnitude: Double") { v in
            let a = v as! T
            return .double(components.reduce(0) { $0 + a[keyPath: $1] * a[keyPath: $1] }.squareRoot(), .double)
        }
        mutating("negate()") { (value: inout T, _) in value = negated(value) }
    }
}
