/// An array's index arithmetic (`index(_:offsetBy:)`, `distance(from:to:)`), which generic
/// collection code uses instead of `+ 1`, and the element-wise comparisons of two sequences
/// (`elementsEqual`, `starts(with:)`, `lexicographicallyPrecedes`). Indices are `Int`, as in
/// Swift; moving past the bounds traps with Swift's message.
extension NativeRegistry {
    func installArrayIndices(_ t: NativeTypeBuilder) {
        t.property("var underestimatedCount: Int", of: [Value].self) { .int($0.count) }
        t.method("index(after i: Int) -> Int") { c in .int(try c.int(0).checkedAdding(1, c.loc)) }
        t.method("index(before i: Int) -> Int") { c in .int(try c.int(0).checkedAdding(-1, c.loc)) }
        t.method("index(_ i: Int, offsetBy distance: Int) -> Int") { c in .int(try c.int(0).checkedAdding(try c.int(1), c.loc)) }
        t.method("formIndex(after i: inout Int)") { c in c.inoutValues = [.int(try c.int(0).checkedAdding(1, c.loc))]; return .void }
        t.method("formIndex(before i: inout Int)") { c in c.inoutValues = [.int(try c.int(0).checkedAdding(-1, c.loc))]; return .void }
        t.method("formIndex(_ i: inout Int, offsetBy distance: Int)") { c in
            c.inoutValues = [.int(try c.int(0).checkedAdding(try c.int(1), c.loc))]
            return .void
        }
        t.method("index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int?") { c in
            let (i, n, limit) = (try c.int(0), try c.int(1), try c.int(2))
            let j = try i.checkedAdding(n, c.loc)
            // As Swift's: the limit only stops a move that would cross it.
            if n >= 0 ? (i <= limit && j > limit) : (i >= limit && j < limit) { return .null }
            return .some(.int(j))
        }
        t.method("distance(from start: Int, to end: Int) -> Int") { c in .int(try c.int(1).checkedAdding(-(try c.int(0)), c.loc)) }
        t.method("mutating reserveCapacity(_ minimumCapacity: Int)") { c in
            let n = try c.count(0, "Can't reserve a negative capacity")
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            // Within Loom's limits: the storage is Swift's own, so `capacity` shows it.
            guard n <= AllocationLimit.maximumElements else {
                throw ScriptError(c.loc, "reserveCapacity(\(n)): one array may have at most \(AllocationLimit.maximumElements) elements in Loom")
            }
            try c.interpreter.memory.charge(AllocationLimit.arrayBytes(max(0, n - xs.count)), c.loc)
            xs.reserveCapacity(n)
            return .void
        }
        t.method("elementsEqual<S: Sequence>(_ other: S) -> Bool") { c in
            let (xs, ys) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc))
            return .bool(xs.count == ys.count && zip(xs, ys).allSatisfy { c.interpreter.valuesEqual($0, $1) })
        }
        t.method("elementsEqual<S: Sequence>(_ other: S, by areEquivalent: (Element, S.Element) throws -> Bool) rethrows -> Bool") { c in
            let (xs, ys, f) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc), try c.function(1))
            guard xs.count == ys.count else { return .bool(false) }
            for (x, y) in zip(xs, ys) where try !c.interpreter.truthy(try c.call(f, [x, y]), c.loc) { return .bool(false) }
            return .bool(true)
        }
        t.method("starts<PossiblePrefix: Sequence>(with possiblePrefix: PossiblePrefix) -> Bool") { c in
            let (xs, ys) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc))
            return .bool(ys.count <= xs.count && zip(xs, ys).allSatisfy { c.interpreter.valuesEqual($0, $1) })
        }
        t.method("starts<PossiblePrefix: Sequence>(with possiblePrefix: PossiblePrefix, by areEquivalent: (Element, PossiblePrefix.Element) throws -> Bool) rethrows -> Bool") { c in
            let (xs, ys, f) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc), try c.function(1))
            guard ys.count <= xs.count else { return .bool(false) }
            for (x, y) in zip(xs, ys) where try !c.interpreter.truthy(try c.call(f, [x, y]), c.loc) { return .bool(false) }
            return .bool(true)
        }
        // With a predicate for "in increasing order": the first pair it orders either way decides.
        t.method("lexicographicallyPrecedes<OtherSequence: Sequence>(_ other: OtherSequence, by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Bool") { c in
            let (xs, ys, f) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc), try c.function(1))
            for (x, y) in zip(xs, ys) {
                if try c.interpreter.truthy(try c.call(f, [x, y]), c.loc) { return .bool(true) }
                if try c.interpreter.truthy(try c.call(f, [y, x]), c.loc) { return .bool(false) }
            }
            return .bool(xs.count < ys.count)
        }
        t.method("lexicographicallyPrecedes<OtherSequence: Sequence>(_ other: OtherSequence) -> Bool") { c in
            let (xs, ys) = (try c.receiver(as: [Value].self), try c.interpreter.elements(c.value(0), c.loc))
            for (x, y) in zip(xs, ys) {
                let order = c.interpreter.compare(x, y) ?? 0
                if order != 0 { return .bool(order < 0) }
            }
            return .bool(xs.count < ys.count)
        }
    }
}

extension Int {
    /// `self + n`, or Swift's overflow trap as a located error.
    func checkedAdding(_ n: Int, _ loc: Loc) throws -> Int {
        let (r, overflow) = addingReportingOverflow(n)
        if overflow { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
        return r
    }
}
