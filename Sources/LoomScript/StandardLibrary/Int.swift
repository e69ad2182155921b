extension NativeRegistry {
    /// `Int`'s members (its statics and initializers are in `Builtins.swift`).
    func installInt() {
        standardType("Int") { t in
            t.property("description", of: Int.self) { .string(String($0)) }
            t.property("magnitude", of: Int.self) { .fixedInt(FixedInt(.uint, truncating: abs(Int128($0)))) }
            t.property("bitWidth", of: Int.self) { _ in .int(Int.bitWidth) }
            t.property("nonzeroBitCount", of: Int.self) { .int($0.nonzeroBitCount) }
            t.property("leadingZeroBitCount", of: Int.self) { .int($0.leadingZeroBitCount) }
            t.property("trailingZeroBitCount", of: Int.self) { .int($0.trailingZeroBitCount) }
            t.property("byteSwapped", of: Int.self) { .int($0.byteSwapped) }
            t.property("bigEndian", of: Int.self) { .int($0.bigEndian) }
            t.property("littleEndian", of: Int.self) { .int($0.littleEndian) }
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
            t.method("signum() -> Int") { c in .int(try c.receiver(as: Int.self).signum()) }
            t.method("quotientAndRemainder(dividingBy rhs: Int) -> (quotient: Int, remainder: Int)") { c in
                let (i, n) = (try c.receiver(as: Int.self), try c.int(0))
                guard n != 0 else { throw ScriptError(c.loc, "Fatal error: Division by zero") }
                guard !(i == .min && n == -1) else { throw ScriptError(c.loc, "Fatal error: Division results in an overflow") }
                return .tuple([.int(i / n), .int(i % n)], ["quotient", "remainder"])
            }
        }
    }
}
