extension NativeRegistry {
    /// The members `Double`, `CGFloat` and `Float` share; results keep the receiver's type.
    func installDouble() {
        nativeType("FloatingPointRoundingRule", payload: FloatingPointRoundingRule.self) { t in
            t.constants([("toNearestOrAwayFromZero", FloatingPointRoundingRule.toNearestOrAwayFromZero),
                         ("toNearestOrEven", FloatingPointRoundingRule.toNearestOrEven), ("up", FloatingPointRoundingRule.up),
                         ("down", FloatingPointRoundingRule.down), ("towardZero", FloatingPointRoundingRule.towardZero),
                         ("awayFromZero", FloatingPointRoundingRule.awayFromZero)])
            t.type.describe = { "\($0)" }
        }
        nativeType("FloatingPointSign", payload: FloatingPointSign.self) { t in
            t.constants([("plus", FloatingPointSign.plus), ("minus", FloatingPointSign.minus)])
            t.type.describe = { "\($0)" }
        }
        standardType("Double") { t in
            // `CGFloat(x)` and `Float(x)` run these too: the call's type says which kind to make.
            t.initializer("init()") { c in .double(0, c.calledFloatKind) }
            // A Float's constants are what 32 bits hold, a Float16's what 16 do.
            let constants: [(String, Double, Float, Float16)] = [
                ("pi", .pi, .pi, .pi), ("infinity", .infinity, .infinity, .infinity), ("zero", 0, 0, 0), ("nan", .nan, .nan, .nan),
                ("greatestFiniteMagnitude", .greatestFiniteMagnitude, .greatestFiniteMagnitude, .greatestFiniteMagnitude),
                ("leastNonzeroMagnitude", .leastNonzeroMagnitude, .leastNonzeroMagnitude, .leastNonzeroMagnitude),
                ("ulpOfOne", .ulpOfOne, .ulpOfOne, .ulpOfOne),
            ]
            for (name, double, float, half) in constants {
                t.typeConstant("static let \(name): Self") { typeName in
                    let kind = FloatKind(typeName: typeName) ?? .double
                    switch kind {
                    case .float: return .double(Double(float), kind)
                    case .float16: return .double(Double(half), kind)
                    case .double, .cgfloat: return .double(double, kind)
                    }
                }
            }
            t.staticMethod("random(in range: Any) -> Self") { c in
                guard case .range(let lo, let hi, _) = c.value(0) else { throw ScriptError(c.loc, "\(c.calledTypeName).random(in:) takes a range of numbers") }
                let (a, b) = (try c.interpreter.toDouble(lo, c.loc), try c.interpreter.toDouble(hi, c.loc))
                return .double(a + (b - a) * c.interpreter.nextUnit(), c.calledFloatKind)
            }
            t.initializer("init(_ value: Any)") { c in try c.interpreter.convertToFloat(c.value(0), c.calledFloatKind, c.loc) }
            // `Double(exactly: 7)` is 7.0; `Float(exactly: 16_777_217)` and `Double(exactly: .nan)` are
            // nil: only a value the type holds as it is.
            t.initializer("init(exactly value: Any)") { c in
                let kind = c.calledFloatKind
                let exact: Double?
                switch c.value(0) {
                case .int(let i): exact = Double(exactly: i)
                case .fixedInt(let f): exact = Double(exactly: f.value)
                case .double(let d, _): exact = d
                default: throw ScriptError(c.loc, "no exact matches in call to initializer of '\(kind.typeName)'")
                }
                guard let exact, !exact.isNaN, kind.rounded(exact) == exact else { return .null }
                return .some(.double(exact, kind))
            }
            // `description` says "nan" whatever the sign; `print` and interpolation write the
            // debug form (`-nan`), as Swift's `write(to:)` does.
            t.property("var description: String", of: FloatValue.self) { f in .string(f.kind.text(f.value)) }
            t.property("var magnitude: Self", of: FloatValue.self) { $0.same($0.value.magnitude) }
            // SwiftUI's `VectorArithmetic`: a number is a one-dimensional vector.
            t.property("var magnitudeSquared: Double", of: FloatValue.self) { .double($0.value * $0.value, .double) }
            t.property("var isNaN: Bool", of: FloatValue.self) { .bool($0.value.isNaN) }
            t.property("var isInfinite: Bool", of: FloatValue.self) { .bool($0.value.isInfinite) }
            t.property("var isFinite: Bool", of: FloatValue.self) { .bool($0.value.isFinite) }
            t.property("var isZero: Bool", of: FloatValue.self) { .bool($0.value.isZero) }
            t.property("var sign: FloatingPointSign", of: FloatValue.self) { self.wrap($0.value.sign) }
            t.method("rounded() -> Self") { c in let f = try c.receiver(as: FloatValue.self); return f.same(f.value.rounded()) }
            t.method("rounded(_ rule: FloatingPointRoundingRule) -> Self") { c in
                let f = try c.receiver(as: FloatValue.self)
                return f.same(f.value.rounded(try c.native(0)))
            }
            t.method("mutating round()") { c in
                let f = try c.receiver(as: FloatValue.self)
                c.newReceiver = f.same(f.value.rounded())
                return .void
            }
            t.method("mutating round(_ rule: FloatingPointRoundingRule)") { c in
                let f = try c.receiver(as: FloatValue.self)
                c.newReceiver = f.same(f.value.rounded(try c.native(0)))
                return .void
            }
            t.method("squareRoot() -> Self") { c in let f = try c.receiver(as: FloatValue.self); return f.same(f.value.squareRoot()) }
            t.method("truncatingRemainder(dividingBy other: Double) -> Self") { c in
                let f = try c.receiver(as: FloatValue.self)
                return f.same(f.value.truncatingRemainder(dividingBy: try c.double(0)))
            }
            t.method("remainder(dividingBy other: Double) -> Self") { c in
                let f = try c.receiver(as: FloatValue.self)
                return f.same(f.value.remainder(dividingBy: try c.double(0)))
            }
        }
    }
}

/// Swift's shortest round-trip form of a number, as `print` writes it; a Float prints as a Float.
/// NB: the debug form, which keeps a NaN's sign (`-nan`); `description` drops it.
func describeFloat(_ d: Double, _ kind: FloatKind) -> String {
    kind.debugText(d)
}

extension Interpreter {
    /// `Double(x)`, `CGFloat(x)`, `Float(x)` of any number, or of a string (nil when it is not one).
    func convertToFloat(_ v: Value, _ kind: FloatKind, _ loc: Loc) throws -> Value {
        let exact: Double
        switch v {
        case .int(let i): exact = Double(i)
        case .fixedInt(let f): exact = Double(f.value)
        case .double(let d, _): exact = d
        case .string(let s): return Double(s).map { .some(.double(kind.rounded($0), kind)) } ?? .null
        case .native(let n) where n.payload is Substring: return try convertToFloat(.string(String(n.payload as! Substring)), kind, loc)
        default: throw ScriptError(loc, "no exact matches in call to initializer of '\(kind.typeName)' with an argument of type '\(v.typeName)'")
        }
        // A `Float` holds only what 32 bits can: the value rounds, as Swift's conversion does.
        return .double(kind.rounded(exact), kind)
    }
}
