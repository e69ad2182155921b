/// Swift's `ArraySlice`: a run of an array that keeps the array's indices, so `xs[2...]` starts at
/// index 2 (a binary search over slices computes `a.startIndex + a.count / 2`). It is Swift's own
/// `ArraySlice` inside; what needs only the elements (`count`, `map`, `sorted()`, …) comes from
/// `Array`'s members, through the slice's elements (`member(of:)` forwards it). It prints as
/// Swift prints it: `[1, 2]`, and `ArraySlice([1, 2])` in debug text.
extension NativeRegistry {
    func installArraySlice() {
        nativeType("ArraySlice", payload: ArraySlice<Value>.self,
                   conformances: ["Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection", "Equatable", "Hashable",
                                  "CustomStringConvertible", "CustomDebugStringConvertible"]) { t in
            t.type.genericParameters = ["Element"]
            t.type.sequence = { .array(Array($0 as! ArraySlice<Value>)) }
            t.type.equals = { a, b in false }  // compared element by element (`Interpreter.valuesEqual`)
            // Made from scratch, a slice's indices start at 0 (`ArraySlice(1...4)`).
            t.initializer("init()") { c in c.wrap(ArraySlice<Value>()) }
            t.initializer("init(_ elements: Any)") { c in c.wrap(ArraySlice(try c.interpreter.elements(c.value(0), c.loc))) }
            t.initializer("init(repeating repeatedValue: Element, count: Int)") { c in
                c.wrap(ArraySlice(repeating: c.value(0), count: try AllocationLimit.repeatingArrayCount(try c.int(1), c.interpreter.memory, c.loc)))
            }
            t.property("var startIndex: Int") { .int(($0 as! ArraySlice<Value>).startIndex) }
            t.property("var endIndex: Int") { .int(($0 as! ArraySlice<Value>).endIndex) }
            t.property("var indices: Range<Int>") { s in
                let slice = s as! ArraySlice<Value>
                return .range(.int(slice.startIndex), .int(slice.endIndex), closed: false)
            }
            t.subscriptGetter("(_ position: Int) -> Element") { c in
                let (s, i) = (try c.arraySliceReceiver(), try c.int(0))
                guard s.indices.contains(i) else { throw ScriptError(c.loc, "Fatal error: Index out of bounds") }
                return s[i]
            }
            t.subscriptGetter("(_ bounds: Range<Int>) -> ArraySlice<Element>") { c in
                let s = try c.arraySliceReceiver()
                return c.wrap(s[try c.sliceBounds(0, in: s)])
            }
            t.type.elementSetter = { payload, index, value, loc in
                var s = payload as! ArraySlice<Value>
                guard case .int(let i) = index, s.indices.contains(i) else { throw ScriptError(loc, "Fatal error: Index out of bounds") }
                s[i] = value
                return s
            }
            installSliceMutations(t)
            t.method("index(after i: Int) -> Int") { c in .int(try c.int(0) + 1) }
            t.method("index(before i: Int) -> Int") { c in .int(try c.int(0) - 1) }
            t.method("index(_ i: Int, offsetBy distance: Int) -> Int") { c in .int(try c.int(0) + (try c.int(1))) }
            for name in ["firstIndex", "lastIndex"] {
                t.method("\(name)(of element: Element) -> Int?") { c in
                    let s = try c.arraySliceReceiver(), x = c.value(0)
                    let i = name == "firstIndex" ? s.firstIndex { c.interpreter.valuesEqual($0, x) } : s.lastIndex { c.interpreter.valuesEqual($0, x) }
                    return i.map { .some(.int($0)) } ?? .null
                }
                t.method("\(name)(where predicate: (Element) throws -> Bool) rethrows -> Int?") { c in
                    let s = try c.arraySliceReceiver(), test = try c.predicate(0)
                    let i = name == "firstIndex" ? try s.firstIndex(where: test) : try s.lastIndex(where: test)
                    return i.map { .some(.int($0)) } ?? .null
                }
            }
            arraySlicingMembers(t)
        }
        standardType("Array") { t in arraySlicingMembers(t) }
    }

    /// What changes a slice in place, keeping its indices: a slice used as a queue
    /// (`tokens.popFirst()`, `removeFirst()`), or grown (`append`).
    private func installSliceMutations(_ t: NativeTypeBuilder) {
        t.method("mutating append(_ newElement: Element)") { c in
            let x = c.value(0)
            return try c.changeSlice { $0.append(x); return .void }
        }
        t.method("mutating append(contentsOf newElements: Any)") { c in
            let more = try c.interpreter.elements(c.value(0), c.loc)
            return try c.changeSlice { $0.append(contentsOf: more); return .void }
        }
        for (name, fromEnd) in [("First", false), ("Last", true)] {
            t.method("mutating pop\(name)() -> Element?") { c in
                try c.changeSlice { s in
                    (fromEnd ? s.popLast() : s.popFirst()).map { .some($0) } ?? .null
                }
            }
            t.method("mutating remove\(name)() -> Element") { c in
                let loc = c.loc
                return try c.changeSlice { s in
                    guard !s.isEmpty else { throw ScriptError(loc, "Fatal error: Can't remove \(fromEnd ? "last" : "first") element from an empty collection") }
                    return fromEnd ? s.removeLast() : s.removeFirst()
                }
            }
            t.method("mutating remove\(name)(_ k: Int)") { c in
                let k = try c.count(0, "Number of elements to remove should be non-negative"), loc = c.loc
                return try c.changeSlice { s in
                    guard k <= s.count else { throw ScriptError(loc, "Fatal error: Can't remove more items from a collection than it contains") }
                    if fromEnd { s.removeLast(k) } else { s.removeFirst(k) }
                    return .void
                }
            }
        }
    }

    /// The members that cut an array or a slice, giving a slice with the same indices: `prefix`,
    /// `suffix`, `dropFirst`, `dropLast`, `split`, `prefix(while:)`, `drop(while:)`, and the
    /// index-bounded ones.
    private func arraySlicingMembers(_ t: NativeTypeBuilder) {
        t.method("prefix(_ maxLength: Int) -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().prefix(try c.count(0, "Can't take a prefix of negative length from a collection")))
        }
        t.method("suffix(_ maxLength: Int) -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().suffix(try c.count(0, "Can't take a suffix of negative length from a collection")))
        }
        t.method("dropFirst(_ k: Int = 1) -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().dropFirst(try c.count(0, "Can't drop a negative number of elements from a collection")))
        }
        t.method("dropLast(_ k: Int = 1) -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().dropLast(try c.count(0, "Can't drop a negative number of elements from a collection")))
        }
        // Up to, through or from an index, which must lie within the array (Swift traps otherwise).
        t.method("prefix(upTo end: Int) -> ArraySlice<Element>") { c in
            let (s, i) = (try c.arraySliceReceiver(), try c.int(0))
            guard i >= s.startIndex, i <= s.endIndex else { throw ScriptError(c.loc, "Fatal error: Array index is out of range") }
            return c.wrap(s[..<i])
        }
        t.method("prefix(through position: Int) -> ArraySlice<Element>") { c in
            let (s, i) = (try c.arraySliceReceiver(), try c.int(0))
            guard i >= s.startIndex, i < s.endIndex else { throw ScriptError(c.loc, "Fatal error: Array index is out of range") }
            return c.wrap(s[...i])
        }
        t.method("suffix(from start: Int) -> ArraySlice<Element>") { c in
            let (s, i) = (try c.arraySliceReceiver(), try c.int(0))
            guard i >= s.startIndex, i <= s.endIndex else { throw ScriptError(c.loc, "Fatal error: Array index is out of range") }
            return c.wrap(s[i...])
        }
        t.method("split(separator: Element, maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true) -> [ArraySlice<Element>]") { c in
            let s = try c.arraySliceReceiver(), separator = c.value(0)
            let parts = s.split(maxSplits: try c.int(1), omittingEmptySubsequences: c.bool(2)) { c.interpreter.valuesEqual($0, separator) }
            return .array(parts.map { c.wrap($0) })
        }
        t.method("split(maxSplits: Int = Int.max, omittingEmptySubsequences: Bool = true, whereSeparator isSeparator: (Element) throws -> Bool) rethrows -> [ArraySlice<Element>]") { c in
            let s = try c.arraySliceReceiver(), test = try c.predicate(2)
            let parts = try s.split(maxSplits: try c.int(0), omittingEmptySubsequences: c.bool(1), whereSeparator: test)
            return .array(parts.map { c.wrap($0) })
        }
        t.method("prefix(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().prefix(while: try c.predicate(0)))
        }
        t.method("drop(while predicate: (Element) throws -> Bool) rethrows -> ArraySlice<Element>") { c in
            c.wrap(try c.arraySliceReceiver().drop(while: try c.predicate(0)))
        }
    }
}

extension NativeCall {
    /// The receiver as an `ArraySlice`: a slice, or a whole array (its slicing members share
    /// these implementations).
    func arraySliceReceiver() throws -> ArraySlice<Value> {
        switch receiver {
        case .native(let n)?: if let s = n.payload as? ArraySlice<Value> { return s }
        case .array(let xs)?: return xs[...]
        default: break
        }
        throw ScriptError(loc, "value of type '\(receiver?.typeName ?? "?")' is not an 'ArraySlice'")
    }

    /// Changes a slice receiver in place; the changed slice becomes the receiver's new value.
    mutating func changeSlice(_ change: (inout ArraySlice<Value>) throws -> Value) throws -> Value {
        guard case .native(let n)? = receiver, var s = n.payload as? ArraySlice<Value> else {
            throw ScriptError(loc, "value of type '\(receiver?.typeName ?? "?")' is not an 'ArraySlice'")
        }
        receiver = nil
        defer { newReceiver = .native(NativeValue(type: n.type, payload: s)) }
        return try change(&s)
    }

    /// A range argument (`2..<4`, `2...`, `..<4`) as indices of `s`, which it must lie within.
    func sliceBounds(_ i: Int, in s: ArraySlice<Value>) throws -> Range<Int> {
        guard case .range(let a, let b, let closed) = value(i), case .int(var lo) = a.isNull ? .int(s.startIndex) : a else {
            throw ScriptError(loc, "expected a range of indices")
        }
        // `slice[..<j]`: Loom writes a missing lower bound as 0; for a slice it is its start.
        if lo == 0, s.startIndex > 0 { lo = s.startIndex }
        let end: Int
        switch b {
        case .null: end = s.endIndex
        case .int(let hi): end = closed ? hi + 1 : hi
        default: throw ScriptError(loc, "expected a range of indices")
        }
        guard lo >= s.startIndex, lo <= end, end <= s.endIndex else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
        return lo..<end
    }
}
