extension NativeRegistry {
    /// `Array`'s members — and, through it, the sequence API of sets, dictionaries, ranges and
    /// strings (`Interpreter.sequenceMember`), which Swift gives every `Sequence`.
    func installArray() {
        standardType("Array", generics: ["Element"]) { t in
            // `[Int]()` and `Array<Int>(…)` run these too.
            t.initializer("init()") { _ in .array([]) }
            t.initializer("init(_ elements: Any)") { c in try c.interpreter.asArray(c.value(0), c.loc) }
            t.initializer("init(repeating repeatedValue: Element, count: Int)") { c in
                .array(Array(repeating: c.value(0), count: try AllocationLimit.repeatingArrayCount(try c.int(1), c.interpreter.memory, c.loc)))
            }
            t.property("var count: Int", of: [Value].self) { .int($0.count) }
            // What the array's storage holds: Swift's own, so `reserveCapacity` shows in it.
            t.property("var capacity: Int", of: [Value].self) { .int($0.capacity) }
            t.property("var isEmpty: Bool", of: [Value].self) { .bool($0.isEmpty) }
            t.property("var first: Element?", of: [Value].self) { xs in xs.first.map { .some($0) } ?? .null }
            t.property("var last: Element?", of: [Value].self) { xs in xs.last.map { .some($0) } ?? .null }
            t.property("var indices: Range<Int>", of: [Value].self) { .range(.int(0), .int($0.count), closed: false) }
            t.property("var startIndex: Int", of: [Value].self) { _ in .int(0) }
            t.property("var endIndex: Int", of: [Value].self) { .int($0.count) }
            installArrayMutations(t)
            installArrayQueries(t)
            installArrayTransforms(t)
            installArrayIndices(t)
            installArrayBuffers(t)
        }
    }

    /// `withUnsafeBufferPointer` and `withUnsafeMutableBufferPointer`: the closure gets the
    /// elements themselves, which have what a buffer's reader uses (`count`, subscripts,
    /// iteration); the mutable one's changes to them are the array's.
    private func installArrayBuffers(_ t: NativeTypeBuilder) {
        t.method("withUnsafeBufferPointer<R>(_ body: (Any) throws -> R) rethrows -> R") { c in
            let xs = try c.receiver(as: [Value].self)
            return try c.call(try c.function(0), [.array(xs)])
        }
        t.method("mutating withUnsafeMutableBufferPointer<R>(_ body: (inout Any) throws -> R) rethrows -> R") { c in
            let xs = try c.takeReceiver(as: [Value].self)
            let (result, after) = try c.interpreter.callReturningArguments(try c.function(0), [.array(xs)], c.loc)
            // A buffer keeps its length: only the elements it holds can change.
            guard case .array(let changed)? = after.first, changed.count == xs.count else {
                c.newReceiver = .array(xs)
                return result
            }
            c.newReceiver = .array(changed)
            return result
        }
    }

    private func installArrayMutations(_ t: NativeTypeBuilder) {
        // Each takes its receiver (`takeReceiver`) and puts it back with `defer`: on a variable,
        // the array is then not shared while it changes, so `append` in a loop does not copy it.
        t.method("mutating append(_ newElement: Element)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            xs.append(joiningElementType(c.value(0), of: xs))
            return .void
        }
        // Any sequence (Swift's `S: Sequence`), written `Any`: a bare placeholder would also take
        // a trailing closure (`fs.append { … }`), and `[Element]` refuses what is not an array.
        t.method("mutating append(contentsOf newElements: Any)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let more = try c.interpreter.elements(c.value(0), c.loc)
            xs.reserveCapacity(xs.count + more.count)
            for x in more { xs.append(joiningElementType(x, of: xs)) }
            return .void
        }
        t.method("mutating replaceSubrange<C: Collection>(_ subrange: Range<Int>, with newElements: C)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let r = try c.indexRange(0, in: xs.count)
            xs.replaceSubrange(r, with: try c.interpreter.elements(c.value(1), c.loc))
            return .void
        }
        t.method("mutating removeSubrange(_ bounds: Range<Int>)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            xs.removeSubrange(try c.indexRange(0, in: xs.count))
            return .void
        }
        t.method("mutating insert(contentsOf newElements: Any, at i: Int)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let i = try c.int(1)
            guard i >= 0, i <= xs.count else { throw ScriptError(c.loc, "Fatal error: Array index is out of range") }
            xs.insert(contentsOf: try c.interpreter.elements(c.value(0), c.loc).map { joiningElementType($0, of: xs) }, at: i)
            return .void
        }
        t.method("mutating partition(by belongsInSecondPartition: (Element) throws -> Bool) rethrows -> Int") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            return .int(try xs.partition(by: try c.predicate(0)))
        }
        t.method("mutating insert(_ newElement: Element, at i: Int)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let i = try c.int(1)
            guard i >= 0, i <= xs.count else { throw ScriptError(c.loc, "Fatal error: Array index is out of range") }
            xs.insert(joiningElementType(c.value(0), of: xs), at: i)
            return .void
        }
        t.method("mutating remove(at index: Int) -> Element") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let i = try c.int(0)
            guard i >= 0, i < xs.count else { throw ScriptError(c.loc, "Fatal error: Index out of range") }
            return xs.remove(at: i)
        }
        for (name, fromEnd) in [("removeLast", true), ("removeFirst", false)] {
            t.method("mutating \(name)() -> Element") { c in
                var xs = try c.takeReceiver(as: [Value].self)
                defer { c.newReceiver = .array(xs) }
                guard !xs.isEmpty else { throw ScriptError(c.loc, "Fatal error: Can't remove \(fromEnd ? "last" : "first") element from an empty collection") }
                return fromEnd ? xs.removeLast() : xs.removeFirst()
            }
            t.method("mutating \(name)(_ k: Int)") { c in
                var xs = try c.takeReceiver(as: [Value].self)
                defer { c.newReceiver = .array(xs) }
                let k = try c.count(0, "Number of elements to remove should be non-negative")
                guard k <= xs.count else { throw ScriptError(c.loc, "Fatal error: Can't remove more items from a collection than it contains") }
                if fromEnd { xs.removeLast(k) } else { xs.removeFirst(k) }
                return .void
            }
        }
        t.method("mutating popLast() -> Element?") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            return xs.popLast().map { .some($0) } ?? .null
        }
        t.method("mutating removeAll(keepingCapacity keepCapacity: Bool = false)") { c in c.newReceiver = .array([]); return .void }
        t.method("mutating removeAll(where shouldBeRemoved: (Element) throws -> Bool) rethrows") { c in
            let (xs, test) = (try c.receiver(as: [Value].self), try c.predicate(0))
            c.newReceiver = .array(try xs.filter { try !test($0) })
            return .void
        }
        t.method("mutating sort()") { c in
            c.newReceiver = .array(try c.interpreter.sortedInIncreasingOrder(try c.receiver(as: [Value].self), c.loc))
            return .void
        }
        t.method("mutating sort(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows") { c in
            c.newReceiver = .array(try c.interpreter.sorted(try c.receiver(as: [Value].self), by: try c.function(0), c.loc))
            return .void
        }
        t.method("mutating swapAt(_ i: Int, _ j: Int)") { c in
            var xs = try c.takeReceiver(as: [Value].self)
            defer { c.newReceiver = .array(xs) }
            let (i, j) = (try c.int(0), try c.int(1))
            guard xs.indices.contains(i), xs.indices.contains(j) else { throw ScriptError(c.loc, "Fatal error: Index out of range") }
            xs.swapAt(i, j)
            return .void
        }
    }

    private func installArrayQueries(_ t: NativeTypeBuilder) {
        t.method("contains(_ element: Element) -> Bool") { c in
            let (xs, x) = (try c.receiver(as: [Value].self), c.value(0))
            return .bool(xs.contains { c.interpreter.valuesEqual($0, x) })
        }
        t.method("contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { c in
            .bool(try c.receiver(as: [Value].self).contains(where: try c.predicate(0)))
        }
        t.method("allSatisfy(_ predicate: (Element) throws -> Bool) rethrows -> Bool") { c in
            .bool(try c.receiver(as: [Value].self).allSatisfy(try c.predicate(0)))
        }
        // Swift 6's, beside the `count` property.
        t.method("count(where predicate: (Element) throws -> Bool) rethrows -> Int") { c in
            .int(try c.receiver(as: [Value].self).count(where: try c.predicate(0)))
        }
        t.method("first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { c in
            try c.receiver(as: [Value].self).first(where: try c.predicate(0)).map { .some($0) } ?? .null
        }
        t.method("last(where predicate: (Element) throws -> Bool) rethrows -> Element?") { c in
            try c.receiver(as: [Value].self).last(where: try c.predicate(0)).map { .some($0) } ?? .null
        }
        for (name, fromEnd) in [("firstIndex", false), ("lastIndex", true)] {
            t.method("\(name)(of element: Element) -> Int?") { c in
                let (xs, x) = (try c.receiver(as: [Value].self), c.value(0))
                let equal = { (y: Value) in c.interpreter.valuesEqual(y, x) }
                return (fromEnd ? xs.lastIndex(where: equal) : xs.firstIndex(where: equal)).map { .some(.int($0)) } ?? .null
            }
            t.method("\(name)(where predicate: (Element) throws -> Bool) rethrows -> Int?") { c in
                let (xs, test) = (try c.receiver(as: [Value].self), try c.predicate(0))
                return try (fromEnd ? xs.lastIndex(where: test) : xs.firstIndex(where: test)).map { .some(.int($0)) } ?? .null
            }
        }
        for (name, wantMin) in [("min", true), ("max", false)] {
            t.method("\(name)() -> Element?") { c in
                let xs = c.interpreter.unifyNumbers(try c.receiver(as: [Value].self))
                let less = { (a: Value, b: Value) in (c.interpreter.compare(a, b) ?? 0) < 0 }
                return (wantMin ? xs.min(by: less) : xs.max(by: less)).map { .some($0) } ?? .null
            }
            t.method("\(name)(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> Element?") { c in
                let (xs, f) = (try c.receiver(as: [Value].self), try c.function(0))
                let less = { (a: Value, b: Value) in try c.interpreter.truthy(try c.call(f, [a, b]), c.loc) }
                return try (wantMin ? xs.min(by: less) : xs.max(by: less)).map { .some($0) } ?? .null
            }
        }
        t.method("randomElement() -> Element?") { c in
            let xs = try c.receiver(as: [Value].self)
            return xs.isEmpty ? .null : .some(xs[Int(c.interpreter.nextRandom() % UInt64(xs.count))])
        }
    }

    private func installArrayTransforms(_ t: NativeTypeBuilder) {
        t.method("map<T>(_ transform: (Element) throws -> T) rethrows -> [T]") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(0))
            return .array(try xs.map { try c.call(f, [$0]) })
        }
        t.method("compactMap<T>(_ transform: (Element) throws -> T?) rethrows -> [T]") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(0))
            return .array(try xs.compactMap { try c.call(f, [$0]).optionalPayload })
        }
        t.method("flatMap<S: Sequence>(_ transform: (Element) throws -> S) rethrows -> [S.Element]") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(0))
            return .array(try xs.flatMap { try c.interpreter.elements(try c.call(f, [$0]), c.loc) })
        }
        t.method("filter(_ isIncluded: (Element) throws -> Bool) rethrows -> [Element]") { c in
            .array(try c.receiver(as: [Value].self).filter(try c.predicate(0)))
        }
        t.method("forEach(_ body: (Element) throws -> Void) rethrows") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(0))
            for x in xs { _ = try c.call(f, [x]) }
            return .void
        }
        t.method("reduce<Result>(_ initialResult: Result, _ nextPartialResult: (Result, Element) throws -> Result) rethrows -> Result") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(1))
            var result = c.value(0)
            // `reduce((lo: 0, hi: 0)) { ($0.lo + $1, $0.hi) }`: the closure's tuple is a `Result`,
            // labels and all.
            let labels: [String?]? = if case .tuple(_, let ls) = result, ls.contains(where: { $0 != nil }) { ls } else { nil }
            // (`reduce(nil) { acc, x in acc.map { $0 + x } ?? x }`: so is an Optional, which the
            // closure's plain value becomes.)
            let optional = result.isOptional
            for x in xs {
                result = try c.call(f, [result, x])
                if let labels, case .tuple(let parts, _) = result, parts.count == labels.count { result = .tuple(parts, labels) }
                if optional, !result.isOptional { result = .some(result) }
            }
            return result
        }
        t.method("reduce<Result>(into initialResult: Result, _ updateAccumulatingResult: (inout Result, Element) throws -> ()) rethrows -> Result") { c in
            let (xs, f) = (try c.receiver(as: [Value].self), try c.function(1))
            var result = c.value(0)
            for x in xs { result = try c.interpreter.callFunctionInout(f, [result, x], c.loc) }
            return result
        }
        t.method("sorted() -> [Element]") { c in
            .array(try c.interpreter.sortedInIncreasingOrder(try c.receiver(as: [Value].self), c.loc))
        }
        t.method("sorted(by areInIncreasingOrder: (Element, Element) throws -> Bool) rethrows -> [Element]") { c in
            .array(try c.interpreter.sorted(try c.receiver(as: [Value].self), by: try c.function(0), c.loc))
        }
        t.method("reversed() -> [Element]") { c in .array(try c.receiver(as: [Value].self).reversed()) }
        t.method("shuffled() -> [Element]") { c in .array(c.interpreter.shuffle(try c.receiver(as: [Value].self))) }
        t.method("enumerated() -> [(offset: Int, element: Element)]") { c in
            .array(try c.receiver(as: [Value].self).enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
        }
        // One entry for both of Swift's: `[[T]].joined()` flattens, `[String].joined(separator:)` concatenates.
        t.method("joined(separator: String = \"\") -> String") { c in
            let xs = try c.receiver(as: [Value].self)
            // (Ranges and sets are sequences too: `[0..<2, 5..<7].joined()` is their elements.)
            switch xs.first {
            case .array?, .range?, .set?: return .array(try xs.flatMap { try c.interpreter.elements($0, c.loc) })
            default: break
            }
            return .string(xs.map { c.interpreter.describe($0) }.joined(separator: c.string(0)))
        }
        // `[[1, 2], [3]].joined(separator: [0])`: the inner arrays with the separator's elements between.
        t.method("joined(separator: [Any]) -> [Any]") { c in
            let separator = try c.interpreter.elements(c.value(0), c.loc)
            var joined: [Value] = []
            for (i, inner) in try c.receiver(as: [Value].self).enumerated() {
                if i > 0 { joined += separator }
                joined += try c.interpreter.elements(inner, c.loc)
            }
            return .array(joined)
        }
        // The slicing members (`prefix`, `dropFirst`, `split`, …) are ArraySlice.swift's.
    }
}

/// `doubles.append(1)`: an integer literal joins a floating-point array's element type.
func joiningElementType(_ x: Value, of xs: [Value]) -> Value {
    if case .int(let i) = x, case .double(_, let k)? = xs.first { return .double(Double(i), k) }
    if case .int(let i) = x, case .fixedInt(let f)? = xs.first { return .fixedInt(FixedInt(f.kind, truncating: Int128(i))) }
    // `darts += [("BULL", 50)]` into `[(label: String, value: Int)]`: the tuple takes the labels.
    if case .tuple(_, let labels)? = xs.first { return x.takingTupleLabels(labels) }
    return x
}

extension NativeCall {
    /// Argument `i` as an element of `xs`: an Int beside Doubles is a Double, and a literal beside
    /// a script type expressible by it is one (`Set<Money>.contains(2)`).
    func element(_ i: Int, like xs: [Value]) throws -> Value {
        let x = joiningElementType(value(i), of: xs)
        guard let first = xs.first, let t = first.userType else { return x }
        return try interpreter.literalOperand(x, as: .simple(t.name), selfType: nil, loc)
    }

    /// A range argument as array indices (`1..<3`, `1...2`), checked against the array's bounds.
    /// A partial range (`3...`, `..<2`) runs to the array's end or from its start.
    func indexRange(_ i: Int, in count: Int) throws -> Range<Int> {
        let lo: Int, end: Int
        switch value(i) {
        case .range(.int(let a), .int(let b), let closed): (lo, end) = (a, closed ? b + 1 : b)
        case .range(.int(let a), .null, _): (lo, end) = (a, count)
        case .range(.null, .int(let b), let closed): (lo, end) = (0, closed ? b + 1 : b)
        default: throw ScriptError(loc, "expected a range of indices")
        }
        guard lo >= 0, lo <= end, end <= count else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
        return lo..<end
    }
}
