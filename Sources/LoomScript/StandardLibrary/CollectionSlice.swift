/// Swift's `Slice`: `ring[1...2]` on a script `Collection` that has no range subscript of its own.
/// It keeps its base's indices, reads its elements through the base's subscript, and prints as
/// Swift prints it (`Slice<Ring>(_startIndex: 1, _endIndex: 3, _base: …)`).
struct CollectionSlice {
    let base: Value
    let startIndex: Value
    let endIndex: Value
}

extension NativeRegistry {
    func installCollectionSlice() {
        nativeType("Slice", payload: CollectionSlice.self, conformances: ["Sequence", "Collection"]) { t in
            // NB: `sequence` and `describe` need the interpreter: they are set in `Interpreter.describe`
            // and `makeIterator` through `sliceElements` and `describeSlice`.
            t.property("var startIndex: Any") { ($0 as! CollectionSlice).startIndex }
            t.property("var endIndex: Any") { ($0 as! CollectionSlice).endIndex }
            t.property("var base: Any") { ($0 as! CollectionSlice).base }
            t.subscriptGetter("(_ position: Any) -> Any") { c in
                let slice: CollectionSlice = try c.receiverNative()
                return try c.interpreter.callMethod(slice.base, "subscript", [c.value(0)], c.loc).value
            }
        }
    }
}

extension Interpreter {
    /// The slice of `base` from `lower` up to `upper` (its indices, `...` taking one more).
    func collectionSlice(_ base: Value, _ range: Value, _ loc: Loc) throws -> Value? {
        guard case .range(let lower, let upper, let closed) = range else { return nil }
        let end = upper.isNull ? try member(of: base, "endIndex", loc: loc, expected: nil)
            : closed ? try stepIndex(in: base, upper, forward: true, loc) : upper
        return wrap(CollectionSlice(base: base, startIndex: lower, endIndex: end), as: "Slice")
    }

    /// The elements of a slice, read through its base.
    func sliceElements(_ s: CollectionSlice, _ loc: Loc) throws -> [Value] {
        var out: [Value] = []
        var i = s.startIndex
        while !valuesEqual(i, s.endIndex) {
            try tick(loc)
            out.append(try callMethod(s.base, "subscript", [i], loc).value)
            i = try stepIndex(in: s.base, i, forward: true, loc)
        }
        return out
    }

    /// How Swift prints a slice: its fields, the base in debug form.
    func describeSlice(_ s: CollectionSlice) -> String {
        "Slice<\(metatype(of: s.base).name)>(_startIndex: \(describe(s.startIndex, debug: true)), _endIndex: \(describe(s.endIndex, debug: true)), _base: \(describe(s.base, debug: true)))"
    }
}
