import Foundation

extension NativeRegistry {
    /// The math functions Swift code calls from Foundation (Glibc/Darwin), `abs`, `min` and `max`.
    /// `sqrt` and friends are generic over the floating-point type, as Swift's overloads are (a
    /// CGFloat in, a CGFloat out); the `f` spellings (`sqrtf`, `powf`) are Float's.
    func installMath() {
        let unary: [(String, (Double) -> Double)] = [
            ("sqrt", { $0.squareRoot() }), ("cbrt", Foundation.cbrt), ("sin", Foundation.sin), ("cos", Foundation.cos),
            ("tan", Foundation.tan), ("asin", Foundation.asin), ("acos", Foundation.acos), ("atan", Foundation.atan),
            ("sinh", Foundation.sinh), ("cosh", Foundation.cosh), ("tanh", Foundation.tanh), ("exp", Foundation.exp),
            ("exp2", Foundation.exp2), ("log", Foundation.log), ("log2", Foundation.log2), ("log10", Foundation.log10),
            ("log1p", Foundation.log1p), ("expm1", Foundation.expm1), ("floor", Foundation.floor), ("ceil", Foundation.ceil),
            ("round", Foundation.round), ("trunc", Foundation.trunc), ("fabs", Swift.abs),
        ]
        for (name, f) in unary {
            globalFunction("\(name)<T: FloatingPoint>(_ x: T) -> T") { c in .double(f(try c.double(0)), floatKind(of: c.value(0))) }
            globalFunction("\(name)f(_ x: Float) -> Float") { c in .double(Double(Float(f(try c.double(0)))), .float) }
        }
        let binary: [(String, (Double, Double) -> Double)] = [
            ("pow", Foundation.pow), ("atan2", Foundation.atan2), ("hypot", Foundation.hypot), ("fmod", Foundation.fmod),
            ("remainder", Foundation.remainder), ("copysign", Foundation.copysign), ("fmin", Foundation.fmin), ("fmax", Foundation.fmax),
        ]
        for (name, f) in binary {
            globalFunction("\(name)<T: FloatingPoint>(_ x: T, _ y: T) -> T") { c in
                .double(f(try c.double(0), try c.double(1)), floatKind(of: c.value(0)))
            }
            globalFunction("\(name)f(_ x: Float, _ y: Float) -> Float") { c in
                .double(Double(Float(f(try c.double(0), try c.double(1)))), .float)
            }
        }
        // `let (whole, fraction) = modf(3.75)`: the overlay's tuple, both parts of the argument's type.
        globalFunction("modf<T: FloatingPoint>(_ x: T) -> (T, T)") { c in
            let kind = floatKind(of: c.value(0))
            let parts = Foundation.modf(try c.double(0))
            return .tuple([.double(parts.0, kind), .double(parts.1, kind)], [nil, nil])
        }
        // The C library's constants (`M_PI`, `M_E`), Doubles as Swift imports them.
        let constants: [(String, Double)] = [
            ("M_E", M_E), ("M_LOG2E", M_LOG2E), ("M_LOG10E", M_LOG10E), ("M_LN2", M_LN2), ("M_LN10", M_LN10),
            ("M_PI", Double.pi), ("M_PI_2", Double.pi / 2), ("M_PI_4", Double.pi / 4), ("M_1_PI", M_1_PI), ("M_2_PI", M_2_PI),
            ("M_2_SQRTPI", M_2_SQRTPI), ("M_SQRT2", M_SQRT2), ("M_SQRT1_2", M_SQRT1_2),
        ]
        for (name, value) in constants { globalValue("let \(name): Double") { _ in .double(value, .double) } }
        globalFunction("abs<T: Comparable & SignedNumeric>(_ x: T) -> T") { c in
            switch c.value(0) {
            case .int(let i):
                // Swift traps here: |Int.min| does not fit in an Int.
                guard i != .min else { throw ScriptError(c.loc, "Fatal error: arithmetic overflow") }
                return .int(abs(i))
            case .double(let d, let k): return .double(abs(d), k)
            // `abs(Int16(-7))`: a signed sized integer stays its type; its `min` has no magnitude
            // in it (unsigned ones are not SignedNumeric, the error below).
            case .fixedInt(let f) where f.kind.isSigned:
                guard let r = FixedInt(f.kind, exactly: abs(f.value)) else { throw ScriptError(c.loc, "Fatal error: arithmetic overflow") }
                return .fixedInt(r)
            case let v: throw ScriptError(c.loc, "global function 'abs' requires that '\(v.typeName)' conform to 'SignedNumeric'")
            }
        }
        for (name, wantMin) in [("min", true), ("max", false)] {
            globalFunction("\(name)<T: Comparable>(_ x: T, _ y: T, _ rest: T...) -> T") { c in
                var values = [c.value(0), c.value(1)]
                if case .array(let rest) = c.value(2) { values += rest }
                return try c.interpreter.extremum(values, wantMin: wantMin, loc: c.loc)
            }
        }
    }
}

/// The floating-point type of a number argument; an integer literal is a Double, as in Swift.
private func floatKind(of v: Value) -> FloatKind {
    if case .double(_, let k) = v.optionalPayload ?? v { return k }
    return .double
}
