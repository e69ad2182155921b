extension NativeRegistry {
    /// `Int`'s members and initializers (its constants are in `Members.swift`).
    func installInt() {
        standardType("Int") { t in
            t.initializer("init()") { _ in .int(0) }
            t.typeConstant("static let max: Int") { _ in .int(.max) }
            t.typeConstant("static let min: Int") { _ in .int(.min) }
            t.typeConstant("static let zero: Int") { _ in .int(0) }
            t.typeConstant("static let bitWidth: Int") { _ in .int(Int.bitWidth) }
            t.typeConstant("static let isSigned: Bool") { _ in .bool(true) }
            t.staticMethod("random(in range: Any) -> Int") { c in
                guard case .range(.int(let lo), .int(let hi), let closed) = c.value(0) else { throw ScriptError(c.loc, "Int.random(in:) takes a range of integers") }
                let upper = closed ? hi : hi - 1
                guard upper >= lo else { throw ScriptError(c.loc, "Fatal error: Can't get random value with an empty range") }
                return .int(lo + Int(c.interpreter.nextRandom() % UInt64(upper - lo + 1)))
            }
            // `Int(x)` converts any number, trapping where Swift traps; `Int("12")` parses (nil when it cannot).
            for label in ["_", "exactly", "truncatingIfNeeded", "clamping", "bitPattern"] {
                t.initializer("init(\(label) source: Any)") { c in
                    try c.interpreter.convertToInt(c.value(0), label: label == "_" ? nil : label, c.loc)
                }
            }
            t.initializer("init(_ text: String, radix: Int)") { c in
                let radix = try c.radix(1)
                return Int(c.string(0), radix: radix).map { .some(.int($0)) } ?? .null
            }
            t.property("var description: String", of: Int.self) { .string(String($0)) }
            t.property("var magnitude: UInt", of: Int.self) { .fixedInt(FixedInt(.uint, truncating: abs(Int128($0)))) }
            t.property("var bitWidth: Int", of: Int.self) { _ in .int(Int.bitWidth) }
            t.property("var nonzeroBitCount: Int", of: Int.self) { .int($0.nonzeroBitCount) }
            t.property("var leadingZeroBitCount: Int", of: Int.self) { .int($0.leadingZeroBitCount) }
            t.property("var trailingZeroBitCount: Int", of: Int.self) { .int($0.trailingZeroBitCount) }
            t.property("var byteSwapped: Int", of: Int.self) { .int($0.byteSwapped) }
            t.property("var bigEndian: Int", of: Int.self) { .int($0.bigEndian) }
            t.property("var littleEndian: Int", of: Int.self) { .int($0.littleEndian) }
            for (name, label) in [("addingReportingOverflow", "_"), ("subtractingReportingOverflow", "_"), ("multipliedReportingOverflow", "by"),
                                  ("dividedReportingOverflow", "by"), ("remainderReportingOverflow", "dividingBy")] {
                t.method("\(name)(\(label) rhs: Int) -> (partialValue: Int, overflow: Bool)") { c in
                    let (i, n) = (try c.receiver(as: Int.self), try c.int(0))
                    let r: (partialValue: Int, overflow: Bool)
                    switch name {
                    case "addingReportingOverflow": r = i.addingReportingOverflow(n)
                    case "subtractingReportingOverflow": r = i.subtractingReportingOverflow(n)
                    case "multipliedReportingOverflow": r = i.multipliedReportingOverflow(by: n)
                    case "dividedReportingOverflow": r = i.dividedReportingOverflow(by: n)
                    default: r = i.remainderReportingOverflow(dividingBy: n)
                    }
                    return .tuple([.int(r.partialValue), .bool(r.overflow)], ["partialValue", "overflow"])
                }
            }
            t.method("isMultiple(of other: Int) -> Bool") { c in
                let (i, n) = (try c.receiver(as: Int.self), try c.int(0))
                // Swift: only 0 is a multiple of 0; -1 divides everything (avoids Int.min % -1).
                return .bool(n == 0 ? i == 0 : n == -1 || i % n == 0)
            }
            t.method("multipliedFullWidth(by other: Int) -> (high: Int, low: UInt)") { c in
                let r = try c.receiver(as: Int.self).multipliedFullWidth(by: try c.int(0))
                return .tuple([.int(r.high), .fixedInt(FixedInt(.uint, truncating: Int128(r.low)))], ["high", "low"])
            }
            t.method("signum() -> Int") { c in .int(try c.receiver(as: Int.self).signum()) }
            // Strideable's own, as `stride` uses them.
            t.method("advanced(by n: Int) -> Int") { c in
                let (sum, overflow) = try c.receiver(as: Int.self).addingReportingOverflow(try c.int(0))
                guard !overflow else { throw ScriptError(c.loc, "Fatal error: arithmetic overflow") }
                return .int(sum)
            }
            t.method("distance(to other: Int) -> Int") { c in
                let (span, overflow) = try c.int(0).subtractingReportingOverflow(try c.receiver(as: Int.self))
                guard !overflow else { throw ScriptError(c.loc, "Fatal error: arithmetic overflow") }
                return .int(span)
            }
            t.method("quotientAndRemainder(dividingBy rhs: Int) -> (quotient: Int, remainder: Int)") { c in
                let (i, n) = (try c.receiver(as: Int.self), try c.int(0))
                guard n != 0 else { throw ScriptError(c.loc, "Fatal error: Division by zero") }
                guard !(i == .min && n == -1) else { throw ScriptError(c.loc, "Fatal error: Division results in an overflow") }
                return .tuple([.int(i / n), .int(i % n)], ["quotient", "remainder"])
            }
        }
    }
}

extension Interpreter {
    /// `Int(x)`, `Int(exactly: x)`, `Int(truncatingIfNeeded: x)` … of any number or string.
    func convertToInt(_ v: Value, label: String?, _ loc: Loc) throws -> Value {
        switch v {
        case .fixedInt(let f): return try intFromFixed(f, label: label, loc)
        case .int(let i): return label == "exactly" ? .some(.int(i)) : .int(i)
        case .double(let d, _) where label == "exactly":
            // `Int(exactly: 3.5)` is nil: only whole numbers in range convert.
            guard d.isFinite, d.rounded(.towardZero) == d, let i = Int(exactly: d) else { return .null }
            return .some(.int(i))
        case .double(let d, let kind) where label == nil:
            guard d.isFinite, abs(d) < 9.2e18 else {
                throw ScriptError(loc, "Fatal error: \(kind == .cgfloat ? "Double" : kind.typeName) value cannot be converted to Int because it is either infinite or NaN")
            }
            return .int(Int(d))
        case .string(let s) where label == nil: return Int(s).map { .some(.int($0)) } ?? .null
        case .bool(let b) where label == nil: return .int(b ? 1 : 0)
        // `Int(line.prefix(2))`: a Substring converts as its text.
        case .native(let n) where n.payload is Substring: return try convertToInt(.string(String(n.payload as! Substring)), label: label, loc)
        default:
            throw ScriptError(loc, "no exact matches in call to initializer of 'Int' with an argument \(label.map { "'\($0):' " } ?? "")of type '\(v.typeName)'")
        }
    }
}
