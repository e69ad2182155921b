extension NativeRegistry {
    /// `Range` and `ClosedRange` (`0..<n`, `a...b`). Their sequence API comes from `Array`'s
    /// table over the elements (integer ranges only, as in Swift).
    func installRange() {
        standardType("Range", generics: ["Bound"]) { t in
            t.property("var lowerBound: Bound", of: RangeValue.self) { $0.lower }
            t.property("var upperBound: Bound", of: RangeValue.self) { $0.upper }
            t.property("var count: Int", of: RangeValue.self) { r in .int(try r.integerCount()) }
            t.property("var isEmpty: Bool", of: RangeValue.self) { r in .bool(try r.integerCount() == 0) }
            t.method("contains(_ element: Bound) -> Bool") { c in
                .bool(try c.interpreter.rangeContains(c.receiver ?? .void, c.value(0), c.loc))
            }
            // Beside `contains(_:)`, the sequence's own: it stops at the first match (`(1...)` ends).
            t.method("contains(where predicate: (Bound) throws -> Bool) rethrows -> Bool") { c in
                .bool(try c.firstReceiverElement(where: 0) != nil)
            }
            // `(0..<4).clamped(to: 1..<9)`: the part inside the limits (a bound outside them moves to the nearer limit).
            t.method("clamped(to limits: Range<Bound>) -> Range<Bound>") { c in
                guard case .range(let a, let b, let closed) = c.receiver ?? .void, case .range(let lo, let hi, _) = c.value(0),
                      !b.isNull, !hi.isNull else {
                    throw ScriptError(c.loc, "clamped(to:) takes a range with both bounds")
                }
                let (interpreter, loc) = (c.interpreter, c.loc)
                let order = { (x: Value, y: Value) throws -> Int in
                    guard let k = interpreter.compare(x, y) else { throw ScriptError(loc, "cannot compare '\(x.typeName)' with '\(y.typeName)'") }
                    return k
                }
                let lower = try order(lo, a) > 0 ? lo : try order(hi, a) < 0 ? hi : a
                let upper = try order(hi, b) < 0 ? hi : try order(lo, b) > 0 ? lo : b
                return .range(lower, upper, closed: closed)
            }
            // `(1...).relative(to: xs)`: the half-open range of the collection's indices it stands for.
            t.method("relative(to collection: Any) -> Range<Bound>") { c in
                guard case .range(let a, let b, let closed) = c.receiver ?? .void, case .int(let lower) = a else {
                    throw ScriptError(c.loc, "relative(to:) takes a range of integer indices")
                }
                switch b {
                case .null: return .range(a, .int(try c.interpreter.endIndex(of: c.value(0), c.loc)), closed: false)
                case .int(let upper): return .range(.int(lower), .int(closed ? upper + 1 : upper), closed: false)
                default: throw ScriptError(c.loc, "relative(to:) takes a range of integer indices")
                }
            }
            // Whether some value lies in both (either may be closed; an empty range overlaps nothing).
            t.method("overlaps(_ other: Range<Bound>) -> Bool") { c in
                guard case .range(let a, let b, let closed) = c.receiver ?? .void, case .range(let x, let y, let otherClosed) = c.value(0) else {
                    throw ScriptError(c.loc, "cannot convert value of type '\(c.value(0).typeName)' to expected argument type 'Range'")
                }
                let interpreter = c.interpreter
                func less(_ l: Value, _ r: Value, orEqual: Bool) throws -> Bool {
                    try interpreter.truthy(try interpreter.binaryOp(orEqual ? "<=" : "<", l, r, loc: c.loc), c.loc)
                }
                if !closed, try !less(a, b, orEqual: false) { return .bool(false) }
                if !otherClosed, try !less(x, y, orEqual: false) { return .bool(false) }
                return .bool(try less(a, y, orEqual: otherClosed) && less(x, b, orEqual: closed))
            }
        }
    }
}

/// A range receiver: its bounds and whether the upper one is included.
struct RangeValue: StandardValue {
    let lower: Value, upper: Value, closed: Bool
    init?(standard value: Value) {
        guard case .range(let a, let b, let closed) = value else { return nil }
        (lower, upper, self.closed) = (a, b, closed)
    }

    /// The number of integers in the range (Swift has `count` only for integer ranges).
    func integerCount() throws -> Int {
        guard case .int(let a) = lower, case .int(let b) = upper else {
            throw ScriptError(.none, "'count' needs a range of integers")
        }
        // Subtracting the bounds can overflow (`Int.min...Int.max`): Swift traps there too.
        let (span, overflow) = b.subtractingReportingOverflow(a)
        guard !overflow, !(closed && span == .max) else { throw ScriptError(.none, "Fatal error: Range count overflows Int") }
        return max(0, closed ? span + 1 : span)
    }
}

extension Interpreter {
    /// A collection's `endIndex` where its indices are integers: a range's upper bound (not its
    /// elements counted: `-Int.max..<Int.max`), an array's count, a script collection's own.
    func endIndex(of collection: Value, _ loc: Loc) throws -> Int {
        switch collection {
        case .range(_, .int(let upper), let closed): return closed ? upper + 1 : upper
        case .array(let xs): return xs.count
        default:
            if collection.userType != nil, case .int(let end) = try member(of: collection, "endIndex", loc: loc, expected: nil) { return end }
            return try elements(collection, loc).count
        }
    }
}
