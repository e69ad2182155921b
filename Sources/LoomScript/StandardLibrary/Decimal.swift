import Foundation

/// Foundation's `Decimal`: base-10 arithmetic for money and measures (`Decimal(string: "19.99")`),
/// printed as Foundation prints it. Foundation's own type does the work; numbers and number
/// literals become Decimals where one is wanted.
extension NativeRegistry {
    func installDecimal() {
        nativeType("Decimal", payload: Decimal.self, conformances: ["Equatable", "Hashable", "Comparable", "SignedNumeric", "Numeric",
                                                                    "AdditiveArithmetic", "CustomStringConvertible"]) { t in
            t.type.describe = { ($0 as! Decimal).description }
            t.initializer("init()") { c in c.wrap(Decimal()) }
            t.initializer("init(_ value: Int)") { c in c.wrap(Decimal(try c.int(0))) }
            t.initializer("init(_ value: Double)") { c in c.wrap(Decimal(try c.double(0))) }
            t.initializer("init(integerLiteral value: Int)") { c in c.wrap(Decimal(try c.int(0))) }
            t.initializer("init(floatLiteral value: Double)") { c in c.wrap(c.decimalFromLiteral(0)) }
            t.initializer("init(string: String)") { c in
                Decimal(string: c.string(0), locale: Locale(identifier: "en_US_POSIX")).map { .some(c.wrap($0)) } ?? .null
            }
            t.initializer("init(sign: FloatingPointSign, exponent: Int, significand: Decimal)") { c in
                c.wrap(Decimal(sign: try c.native(0), exponent: try c.int(1), significand: try c.decimal(2)))
            }
            t.staticValue("static let zero: Decimal") { i in i.wrapNative(Decimal.zero) }
            t.property("var description: String") { .string(($0 as! Decimal).description) }
            t.property("var isZero: Bool") { .bool(($0 as! Decimal).isZero) }
            t.property("var isSignMinus: Bool") { .bool(($0 as! Decimal).isSignMinus) }
            t.property("var exponent: Int") { .int(($0 as! Decimal).exponent) }
            t.property("var doubleValue: Double") { .double(NSDecimalNumber(decimal: $0 as! Decimal).doubleValue, .double) }
            t.property("var magnitude: Decimal") { self.wrap(abs($0 as! Decimal), as: "Decimal") }
            let arithmetic: [(String, (Decimal, Decimal) -> Decimal)] = [("+", +), ("-", -), ("*", *), ("/", /)]
            for (op, f) in arithmetic {
                t.staticMethod("\(op)(lhs: Decimal, rhs: Decimal) -> Decimal") { c in c.wrap(f(try c.decimal(0), try c.decimal(1))) }
            }
            let comparisons: [(String, (Decimal, Decimal) -> Bool)] = [("<", <), ("<=", <=), (">", >), (">=", >=), ("==", ==), ("!=", !=)]
            for (op, f) in comparisons {
                t.staticMethod("\(op)(lhs: Decimal, rhs: Decimal) -> Bool") { c in .bool(f(try c.decimal(0), try c.decimal(1))) }
            }
            t.staticMethod("-(operand: Decimal) -> Decimal") { c in c.wrap(-(try c.decimal(0))) }
            t.method("rounded(_ scale: Int, _ mode: NSDecimalNumber.RoundingMode) -> Decimal") { c in
                var value = try c.receiverNative() as Decimal, result = Decimal()
                NSDecimalRound(&result, &value, try c.int(0), try c.native(1))
                return c.wrap(result)
            }
        }
        nativeType("NSDecimalNumber.RoundingMode", payload: NSDecimalNumber.RoundingMode.self) { t in
            t.constants([("plain", NSDecimalNumber.RoundingMode.plain), ("down", .down), ("up", .up), ("bankers", .bankers)])
        }
        nativeType("FloatingPointSign", payload: FloatingPointSign.self) { t in t.constants([("plus", FloatingPointSign.plus), ("minus", .minus)]) }
        for name in ["Double", "Int"] {
            standardType(name) { t in
                t.initializer("init(truncating number: Decimal)") { c in
                    let d = NSDecimalNumber(decimal: try c.decimal(0))
                    return name == "Int" ? .int(d.intValue) : .double(d.doubleValue, .double)
                }
            }
        }
    }
}

extension NativeCall {
    /// A Decimal argument: a Decimal, or a number Swift would make one from (a literal, an Int).
    func decimal(_ i: Int) throws -> Decimal {
        switch value(i).optionalPayload ?? .null {
        case .native(let n) where n.payload is Decimal: return n.payload as! Decimal
        case .int(let n): return Decimal(n)
        case .double: return decimalFromLiteral(i)
        default: throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type 'Decimal'")
        }
    }

    /// A float literal as a Decimal: Foundation's own conversion, as a compiled `let d: Decimal = 19.99` makes it.
    func decimalFromLiteral(_ i: Int) -> Decimal {
        guard case .double(let d, _) = value(i) else { return Decimal() }
        return Decimal(floatLiteral: d)
    }
}
