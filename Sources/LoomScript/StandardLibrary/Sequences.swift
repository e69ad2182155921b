/// Elements produced one at a time: the state behind `AnyIterator`, an array's
/// `makeIterator()` and the iterators of script sequences. A class, because an iterator
/// advances in place (and `AnyIterator`'s copies share their state, as in Swift).
final class ElementSource {
    private let step: () throws -> Value?
    init(_ step: @escaping () throws -> Value?) { self.step = step }
    func next() throws -> Value? { try step() }
}

/// A collection's `IndexingIterator`: its elements and how far `next()` has gone. A value, as
/// Swift's struct is: a copy goes on from where it was copied, not from where the original is.
struct IndexingIteratorState {
    let elements: [Value]
    var position = 0
    mutating func next() -> Value? {
        guard position < elements.count else { return nil }
        defer { position += 1 }
        return elements[position]
    }
}

/// A sequence that starts a fresh `ElementSource` each time it is iterated (`AnySequence`,
/// `sequence(first:next:)`). It may be endless, so it is never turned into an array whole
/// unless asked to (`Array(s)`, `s.map`).
class SequenceSource {
    let start: () throws -> ElementSource
    /// What is known without iterating, when made over a collection (`AnySequence([1, 2, 3])`):
    /// its count, and its element type's name for `AnySequence<Int>`.
    var underestimatedCount = 0
    var elementTypeName: String?
    init(_ start: @escaping () throws -> ElementSource) { self.start = start }
    /// An `UnfoldSequence` is its own iterator too: `next()` on it advances this one.
    private var own: ElementSource?
    func next() throws -> Value? {
        if own == nil { own = try start() }
        return try own?.next()
    }
}

extension Interpreter {
    /// A script collection's `startIndex` and `endIndex`.
    func collectionBounds(_ base: Value, _ loc: Loc) throws -> (start: Value, end: Value) {
        (try member(of: base, "startIndex", loc: loc, expected: nil), try member(of: base, "endIndex", loc: loc, expected: nil))
    }

    /// Swift's `Slice` of a script collection from `lower` up to `upper`, in its own indices.
    func slice(of base: Value, _ lower: Value, _ upper: Value) -> Value {
        wrap(CollectionSlice(base: base, startIndex: lower, endIndex: upper), as: "Slice")
    }

    /// Whether a sequence's elements are known to end: a collection's or a bounded range's do; a
    /// script sequence's, `1...` and `sequence(first:next:)` may go on for ever.
    func isFinite(_ v: Value) -> Bool {
        switch v {
        case .array, .string, .set, .dictionary: return true
        case .range(_, let upper, _): return !upper.isNull
        case .native(let n): return !(n.payload is SequenceSource || n.payload is ElementSource)
        default: return false
        }
    }
}

extension NativeRegistry {
    /// `AnyIterator`, `AnySequence`, `IteratorProtocol.next()` on standard iterators, and the
    /// global `sequence(first:next:)` / `sequence(state:next:)`.
    func installSequences() {
        installScriptSequenceAPI()
        installScriptCollectionAPI()
        nativeType("AnyIterator", conformances: ["IteratorProtocol", "Sequence"]) { t in
            t.method("next() -> Any?") { c in
                let source = try c.receiverNative(as: ElementSource.self)
                return try source.next().map { .some($0) } ?? .null
            }
        }
        nativeType("IndexingIterator", conformances: ["IteratorProtocol", "Sequence"]) { t in
            t.method("mutating next() -> Any?") { c in
                // (A script sequence's, which may be endless, pulls its elements as they come.)
                if let source = try? c.receiverNative(as: ElementSource.self) { return try source.next().map { .some($0) } ?? .null }
                var state = try c.receiverNative(as: IndexingIteratorState.self)
                let element = state.next()
                c.newReceiver = c.interpreter.wrap(state, as: "IndexingIterator")
                return element.map { .some($0) } ?? .null
            }
        }
        nativeType("AnyIterator") { t in
            // (`AnyIterator<(index: Int, square: Int)> { (i, i * i) }`: the closure's tuples take the labels.)
            t.type.genericParameters = ["Element"]
            t.initializer("init(_ body: @escaping () -> Element?)") { c in
                try c.interpreter.wrapIterator(c.value(0), as: "AnyIterator", c.loc)
            }
            t.initializer("init<I: IteratorProtocol>(_ base: I)") { c in
                try c.interpreter.wrapIterator(c.value(0), as: "AnyIterator", c.loc)
            }
        }
        // `lazy` is LazySequences.swift's.
        for name in ["Array", "Range", "Set", "Dictionary", "String"] {
            standardType(name) { t in
                t.method("makeIterator() -> IndexingIterator<Self>") { c in
                    guard case .array(let elements) = try c.interpreter.asArray(c.receiver ?? .void, c.loc) else { return .void }
                    return c.interpreter.wrap(IndexingIteratorState(elements: elements), as: "IndexingIterator")
                }
            }
        }
        for name in ["AnySequence", "DropFirstSequence", "DropWhileSequence", "Zip2Sequence"] {
            nativeType(name, conformances: ["Sequence"]) { t in
                t.method("makeIterator() -> AnyIterator<Any>") { c in
                    let source = try c.receiverNative(as: SequenceSource.self)
                    return c.interpreter.wrap(try source.start(), as: "AnyIterator")
                }
            }
        }
        // `var fib = sequence(state: (0, 1)) { … }; fib.next()`: Swift's UnfoldSequence is an iterator.
        // Its iterator is an UnfoldSequence too (`func makeIterator() -> UnfoldSequence<Int, (Int?, Bool)>`),
        // started afresh (limit: Swift's copy would go on from where `next()` left this one).
        nativeType("UnfoldSequence", conformances: ["Sequence", "IteratorProtocol"]) { t in
            t.method("next() -> Any?") { c in
                try c.receiverNative(as: SequenceSource.self).next().map { .some($0) } ?? .null
            }
            t.method("makeIterator() -> Self") { c in
                c.interpreter.wrap(SequenceSource(try c.receiverNative(as: SequenceSource.self).start), as: "UnfoldSequence")
            }
        }
        nativeType("AnySequence") { t in
            // `AnySequence(base)` or `AnySequence { makeIterator }`.
            t.initializer("init<S: Sequence>(_ base: S)") { c in
                let base = c.value(0), interpreter = c.interpreter, loc = c.loc
                if case .function(let make) = base {
                    return interpreter.wrap(SequenceSource {
                        let it = try interpreter.callFunction(make, [], loc)
                        return try interpreter.elementSource(it, loc)
                    }, as: "AnySequence")
                }
                let source = SequenceSource { try interpreter.elementSource(base, loc) }
                if interpreter.isFinite(base) {
                    let elements = try interpreter.elements(base, loc)
                    source.underestimatedCount = elements.count
                    source.elementTypeName = elements.first.map { interpreter.metatype(of: $0).name }
                } else if case .structValue = base, let first = try interpreter.elementSource(base, loc).next() {
                    // A value's own sequence, read from a copy: its first element names the type.
                    source.elementTypeName = interpreter.metatype(of: first).name
                }
                return interpreter.wrap(source, as: "AnySequence")
            }
            t.property("var underestimatedCount: Int") { payload in .int((payload as? SequenceSource)?.underestimatedCount ?? 0) }
            t.type.typeName = { payload in (payload as? SequenceSource)?.elementTypeName.map { "AnySequence<\($0)>" } ?? "AnySequence" }
        }
        globalFunction("sequence<T>(first: T, next: @escaping (T) -> T?) -> UnfoldSequence<T, (T?, Bool)>") { c in
            let first = c.value(0), next = try c.function(1), interpreter = c.interpreter, loc = c.loc
            return interpreter.wrap(SequenceSource {
                var current: Value? = first
                return ElementSource {
                    guard let value = current else { return nil }
                    current = try interpreter.callFunction(next, [value], loc).optionalPayload
                    return value
                }
            }, as: "UnfoldSequence")
        }
        globalFunction("sequence<T, State>(state: State, next: @escaping (inout State) -> T?) -> UnfoldSequence<T, State>") { c in
            let initial = c.value(0), next = try c.function(1), interpreter = c.interpreter, loc = c.loc
            return interpreter.wrap(SequenceSource {
                var state = initial
                return ElementSource {
                    let (result, arguments) = try interpreter.callReturningArguments(next, [state], loc)
                    state = arguments.first ?? state
                    return result.optionalPayload
                }
            }, as: "UnfoldSequence")
        }
    }
}

extension NativeRegistry {
    /// The `Sequence` API on a script's own sequences (`Interpreter.sequenceMember`) that may stop
    /// early, pulling only the elements it needs, so endless sequences work.
    private func installScriptSequenceAPI() {
        standardType("Sequence", generics: ["Element"]) { t in
            t.method("makeIterator() -> IndexingIterator<Self>") { c in
                c.interpreter.wrap(try c.receiverElements(), as: "IndexingIterator")
            }
            t.method("prefix(_ maxLength: Int) -> [Element]") { c in
                let (source, n) = (try c.receiverElements(), try c.int(0))
                var out: [Value] = []
                while out.count < n, let x = try source.next() { try c.interpreter.tick(c.loc); out.append(x) }
                return .array(out)
            }
            t.method("prefix(while predicate: (Element) throws -> Bool) rethrows -> [Element]") { c in
                let (source, keep) = (try c.receiverElements(), try c.predicate(0))
                var out: [Value] = []
                while let x = try source.next(), try keep(x) { try c.interpreter.tick(c.loc); out.append(x) }
                return .array(out)
            }
            // Lazy, as Swift's `DropFirstSequence`/`DropWhileSequence` are: each iteration starts
            // the receiver afresh and skips, so an endless sequence's `dropFirst(2).prefix(3)` ends.
            t.method("dropFirst(_ k: Int = 1) -> DropFirstSequence<Self>") { c in
                let (receiver, k, interpreter, loc) = (c.receiver ?? .void, try c.count(0, "Can't drop a negative number of elements from a sequence"), c.interpreter, c.loc)
                return interpreter.wrap(SequenceSource {
                    let source = try interpreter.elementSource(receiver, loc)
                    var skipped = 0
                    return ElementSource {
                        while skipped < k { skipped += 1; guard try source.next() != nil else { return nil } }
                        return try source.next()
                    }
                }, as: "DropFirstSequence")
            }
            t.method("drop(while predicate: @escaping (Element) throws -> Bool) rethrows -> DropWhileSequence<Self>") { c in
                let (receiver, drop, interpreter, loc) = (c.receiver ?? .void, try c.predicate(0), c.interpreter, c.loc)
                return interpreter.wrap(SequenceSource {
                    let source = try interpreter.elementSource(receiver, loc)
                    var dropping = true
                    return ElementSource {
                        while let x = try source.next() {
                            if dropping, try drop(x) { try interpreter.tick(loc); continue }
                            dropping = false
                            return x
                        }
                        return nil
                    }
                }, as: "DropWhileSequence")
            }
            t.method("first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { c in
                try c.firstReceiverElement(where: 0).map { .some($0) } ?? .null
            }
            t.method("contains(where predicate: (Element) throws -> Bool) rethrows -> Bool") { c in
                .bool(try c.firstReceiverElement(where: 0) != nil)
            }
            t.method("contains(_ element: Element) -> Bool") { c in
                let source = try c.receiverElements()
                while let x = try source.next() {
                    try c.interpreter.tick(c.loc)
                    if c.interpreter.valuesEqual(x, c.value(0)) { return .bool(true) }
                }
                return .bool(false)
            }
        }
    }
}

extension NativeCall {
    /// The receiver's elements, pulled one at a time.
    func receiverElements() throws -> ElementSource { try interpreter.elementSource(receiver ?? .void, loc) }

    /// The first of the receiver's elements that the predicate argument `i` accepts, pulled one
    /// at a time so the search stops there (an endless sequence's too); nil when none does.
    func firstReceiverElement(where i: Int) throws -> Value? {
        let (source, wanted) = (try receiverElements(), try predicate(i))
        while let x = try source.next() {
            try interpreter.tick(loc)
            if try wanted(x) { return x }
        }
        return nil
    }
}

extension NativeRegistry {
    /// `Collection`'s index arithmetic on a script's own collections, as the standard library's
    /// defaults do it: step by step with the type's `index(after:)` (and `index(before:)` to go back).
    private func installScriptCollectionAPI() {
        standardType("Collection", generics: ["Element", "Index"]) { t in
            t.method("index(_ i: Index, offsetBy distance: Int) -> Index") { c in
                try c.interpreter.offsetIndex(in: c.receiver ?? .void, c.value(0), by: try c.int(1), limitedBy: nil, c.loc) ?? .void
            }
            t.method("index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index?") { c in
                try c.interpreter.offsetIndex(in: c.receiver ?? .void, c.value(0), by: try c.int(1), limitedBy: c.value(2), c.loc).map { .some($0) } ?? .null
            }
            t.method("distance(from start: Index, to end: Index) -> Int") { c in
                .int(try c.interpreter.indexDistance(in: c.receiver ?? .void, from: c.value(0), to: c.value(1), c.loc))
            }
            t.method("formIndex(after i: inout Index)") { c in
                c.inoutValues = [try c.interpreter.stepIndex(in: c.receiver ?? .void, c.value(0), forward: true, c.loc)]
                return .void
            }
            // A RandomAccessCollection indexed by Int that does not say how to step (see `stepIndex`).
            t.method("index(after i: Index) -> Index") { c in try c.interpreter.stepIndex(in: c.receiver ?? .void, c.value(0), forward: true, c.loc) }
            t.method("index(before i: Index) -> Index") { c in try c.interpreter.stepIndex(in: c.receiver ?? .void, c.value(0), forward: false, c.loc) }
            // `ring.dropFirst(2)` keeps the back, `ring.prefix(2)` the front: cut `k` from the start;
            // `ring.dropLast(2)` keeps the front, `ring.suffix(2)` the back: cut `k` from the end
            // (counted from the start, as a collection only steps forward). A slice keeps the
            // collection's own indices.
            for (signature, message, keepsFront, fromEnd) in [
                ("dropFirst(_ k: Int = 1)", "Can't drop a negative number of elements from a collection", false, false),
                ("prefix(_ maxLength: Int)", "Can't take a prefix of negative length from a collection", true, false),
                ("dropLast(_ k: Int = 1)", "Can't drop a negative number of elements from a collection", true, true),
                ("suffix(_ maxLength: Int)", "Can't take a suffix of negative length from a collection", false, true),
            ] {
                t.method(signature + " -> Slice<Self>") { c in
                    let base = c.receiver ?? .void, k = try c.count(0, message)
                    let (start, end) = try c.interpreter.collectionBounds(base, c.loc)
                    let offset = fromEnd ? max(0, try c.interpreter.indexDistance(in: base, from: start, to: end, c.loc) - k) : k
                    let cut = try c.interpreter.offsetIndex(in: base, start, by: offset, limitedBy: end, c.loc) ?? (fromEnd && !keepsFront ? start : end)
                    return c.interpreter.slice(of: base, keepsFront ? start : cut, keepsFront ? cut : end)
                }
            }
            // `ring.prefix(while:)`, `ring.drop(while:)`: up to (or from) the first element that fails.
            for (name, keepsFront) in [("prefix", true), ("drop", false)] {
                t.method("\(name)(while predicate: (Element) throws -> Bool) rethrows -> Slice<Self>") { c in
                    let base = c.receiver ?? .void, keep = try c.predicate(0)
                    let (start, end) = try c.interpreter.collectionBounds(base, c.loc)
                    var cut = start
                    while !c.interpreter.valuesEqual(cut, end), try keep(try c.interpreter.callMethod(base, "subscript", [cut], c.loc).value) {
                        try c.interpreter.tick(c.loc)
                        cut = try c.interpreter.stepIndex(in: base, cut, forward: true, c.loc)
                    }
                    return c.interpreter.slice(of: base, keepsFront ? start : cut, keepsFront ? cut : end)
                }
            }
            // `ring.reversed()` of a BidirectionalCollection is a view of it; of any other, an array.
            t.method("reversed() -> [Element]") { c in
                let base = c.receiver ?? .void
                guard c.interpreter.conformances(of: base).contains("BidirectionalCollection") else {
                    return .array(try c.interpreter.elements(base, c.loc).reversed())
                }
                return c.interpreter.wrap(ReversedCollectionView(base: base), as: "ReversedCollection")
            }
        }
    }
}
