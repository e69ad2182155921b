extension NativeRegistry {
    /// `Int`'s members (its statics and initializers are in `Builtins.swift`).
    func installInt() {
        standardType("Int") { t in
            t.property("description", of: Int.self) { .string(String($0)) }
            // `Int.min.magnitude` is UInt's 2^63; Loom has no UInt, so it saturates.
            t.property("magnitude", of: Int.self) { .int($0 == .min ? .max : abs($0)) }
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
