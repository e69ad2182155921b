/// `xs.lazy`, and the adaptors of a lazy sequence (`map`, `filter`, `compactMap`, `flatMap`,
/// `drop(while:)`, `prefix(while:)`, `prefix(_:)`, `dropFirst(_:)`): nothing is computed until an
/// element is asked for, so `(1...).lazy.map { $0 * 2 }.prefix(3)` ends and a closure with
/// effects runs only for the elements read (`squares[2]` calls it once). `first(where:)` and
/// `contains` come from the `Sequence` table; the rest gather the elements (as Swift's eager
/// members of a lazy sequence do).
///
/// Over a finite standard collection the result is a lazy collection, read as Swift reads one:
/// `first` finds the position of the first element (running what decides it) and then reads
/// the element there, running the transforms again (`lazy.map(f).filter(p).first` calls `f`
/// twice on the element it returns); `count` of a map is its base's, computing nothing.
/// Swift's names for a lazy adaptor's type and for the types around it, which the next adaptor
/// is named from: `map` wraps the sequence's `elements` (`LazySequence<B>`'s `B`; a map's own
/// base, as maps fuse), `filter` fuses with a filter, and a collection's `prefix(_:)` is its
/// `SubSequence` (`LazyMapSequence<ArraySlice<Int>, Int>` of a map over an array).
struct LazyTypeNames {
    var name: String
    /// What an adaptor made from this one wraps, and that type's `SubSequence`.
    var elements: String
    var elementsSub: String
    /// This type's `SubSequence`.
    var sub: String
    /// A map's base and its `SubSequence`.
    var mapBase: (name: String, sub: String)?
    var isFilter = false
    /// The elements' type, for the name of a map made from this one.
    var element: String

    /// `LazySequence<B>` over a standard or script sequence of type `B`.
    static func plain(_ base: String, element: String) -> LazyTypeNames {
        let name = "LazySequence<\(base)>"
        return LazyTypeNames(name: name, elements: base, elementsSub: subSequence(of: base), sub: "Slice<\(name)>", element: element)
    }

    /// An adaptor whose name says all (`LazyDropWhileSequence<B>`): it is its own `elements`.
    static func own(_ name: String, element: String) -> LazyTypeNames {
        LazyTypeNames(name: name, elements: name, elementsSub: "Slice<\(name)>", sub: "Slice<\(name)>", element: element)
    }

    func map(to output: String) -> LazyTypeNames {
        let base = mapBase ?? (elements, elementsSub)
        let name = "LazyMapSequence<\(base.name), \(output)>", sub = "LazyMapSequence<\(base.sub), \(output)>"
        return LazyTypeNames(name: name, elements: name, elementsSub: sub, sub: sub, mapBase: base, element: output)
    }

    func filter() -> LazyTypeNames {
        if isFilter { return self }
        let name = "LazyFilterSequence<\(elements)>", sub = "LazyFilterSequence<\(elementsSub)>"
        return LazyTypeNames(name: name, elements: name, elementsSub: sub, sub: sub, isFilter: true, element: element)
    }

    /// A collection's prefix or suffix: its `SubSequence`, which keeps being a map or a filter.
    func subSequence() -> LazyTypeNames {
        if let base = mapBase {
            return LazyTypeNames(name: sub, elements: sub, elementsSub: sub, sub: sub, mapBase: (base.sub, base.sub), element: element)
        }
        return LazyTypeNames(name: sub, elements: sub, elementsSub: sub, sub: sub, isFilter: isFilter, element: element)
    }

    /// A standard collection's `SubSequence`: `ArraySlice`, `Substring`, a `Range` itself, else a `Slice`.
    static func subSequence(of base: String) -> String {
        if base.hasPrefix("Array<") { return "Array" + "Slice" + base.dropFirst("Array".count) }
        if base == "String" || base == "Substring" { return "Substring" }
        if base.hasPrefix("Range<") || base.hasPrefix("ArraySlice<") || base.hasPrefix("Slice<") { return base }
        return "Slice<\(base)>"
    }
}

/// A lazy sequence's elements, and for a lazy collection its positions.
final class LazySource: SequenceSource {
    let names: LazyTypeNames
    var typeName: String { names.name }
    /// For a lazy collection: the positions (offsets into the finite base) of its elements,
    /// found when walked, and the element at one.
    let positions: (() throws -> ElementSource)?
    let element: ((Int) throws -> Value)?
    /// The number of elements when known without computing any (a map's over an array).
    let count: Int?
    /// Whether `lazy[i]` reads position `i` (an array's indices are its positions).
    let isIndexedByPosition: Bool

    init(_ start: @escaping () throws -> ElementSource, names: LazyTypeNames, positions: (() throws -> ElementSource)? = nil,
         element: ((Int) throws -> Value)? = nil, count: Int? = nil, isIndexedByPosition: Bool = false) {
        self.names = names
        self.positions = positions
        self.element = element
        self.count = count
        self.isIndexedByPosition = isIndexedByPosition
        super.init(start)
    }

    var isCollection: Bool { positions != nil && element != nil }

    /// How many elements it has: known, or counted by walking its positions (no element is
    /// computed); nil for a lazy sequence that is not a collection.
    func positionCount() throws -> Int? {
        if let count { return count }
        guard let positions else { return nil }
        var n = 0
        let walk = try positions()
        while try walk.next() != nil { n += 1 }
        return n
    }

    /// A lazy collection's positions as a stream made anew for each walk by `step`, which is
    /// given the next position of this one and the element there, and says whether to keep
    /// the position, skip it or stop.
    func positionsWalking(_ makeStep: @escaping () -> (Int, () throws -> Value) throws -> Walk) -> (() throws -> ElementSource)? {
        guard let positions, let element else { return nil }
        return {
            let walk = try positions()
            let step = makeStep()
            return ElementSource {
                while case .int(let i)? = try walk.next() {
                    switch try step(i, { try element(i) }) {
                    case .keep: return .int(i)
                    case .skip: continue
                    case .stop: return nil
                    }
                }
                return nil
            }
        }
    }

    enum Walk { case keep, skip, stop }

    /// The same elements under another adaptor's names (a collection's prefix).
    func with(start: @escaping () throws -> ElementSource, names: LazyTypeNames, positions: (() throws -> ElementSource)?, count: Int?) -> LazySource {
        LazySource(start, names: names, positions: positions, element: element, count: count, isIndexedByPosition: isIndexedByPosition)
    }
}

extension NativeRegistry {
    func installLazySequences() {
        for name in ["Array", "Range", "Set", "Dictionary", "String"] {
            standardType(name) { t in
                t.property("var lazy: LazySequence<Self>") { [unowned self] base in
                    guard let base = base as? Value else { return .void }
                    return self.lazySequence(over: base)
                }
            }
        }
        nativeType("LazySequence", payload: LazySource.self, conformances: ["Sequence", "LazySequenceProtocol"]) { t in
            t.type.genericParameters = ["Element"]
            t.type.typeName = { ($0 as? LazySource)?.typeName ?? "LazySequence" }
            t.property("var lazy: Self") { self.wrap($0, as: "LazySequence") }
            installLazyAdaptors(t)
            installLazyCollectionMembers(t)
        }
        // What `prefix(_:)` and `dropFirst(_:)` make of a lazy sequence that is not a collection:
        // a plain sequence again, whose `map` is eager (finite, it gathers its elements).
        for name in ["PrefixSequence", "DropFirstSequence"] {
            nativeType(name, conformances: ["Sequence"]) { t in
                t.type.typeName = { ($0 as? LazySource)?.typeName ?? name }
                t.property("var lazy: LazySequence<Self>") { [unowned self] payload in
                    let base = payload as! LazySource
                    return self.wrap(LazySource(base.start, names: .plain(base.typeName, element: base.names.element)), as: "LazySequence")
                }
            }
        }
    }

    private func installLazyAdaptors(_ t: NativeTypeBuilder) {
        t.method("map<T>(_ transform: @escaping (Element) -> T) -> LazySequence<T>") { c in
            let (base, f, interpreter, loc) = (try c.receiverNative(as: LazySource.self), try c.function(0), c.interpreter, c.loc)
            let output = interpreter.closureResultType(f, input: base.names.element) ?? base.names.element
            let element = base.element.map { read in { (i: Int) in try interpreter.callFunction(f, [try read(i)], loc) } }
            return c.wrap(LazySource({
                let source = try base.start()
                return ElementSource { try source.next().map { try interpreter.callFunction(f, [$0], loc) } }
            }, names: base.names.map(to: output), positions: base.positions, element: element, count: base.count,
               isIndexedByPosition: base.isIndexedByPosition))
        }
        t.method("filter(_ isIncluded: @escaping (Element) -> Bool) -> LazySequence<Element>") { c in
            let (base, keep) = (try c.receiverNative(as: LazySource.self), try c.predicate(0))
            return c.wrap(LazySource({
                let source = try base.start()
                return ElementSource {
                    while let x = try source.next() { if try keep(x) { return x } }
                    return nil
                }
            }, names: base.names.filter(), positions: base.positionsWalking { { _, x in try keep(try x()) ? .keep : .skip } },
               element: base.element, isIndexedByPosition: base.isIndexedByPosition))
        }
        t.method("compactMap<T>(_ transform: @escaping (Element) -> T?) -> LazySequence<T>") { c in
            let (base, f, interpreter, loc) = (try c.receiverNative(as: LazySource.self), try c.function(0), c.interpreter, c.loc)
            var output = interpreter.closureResultType(f, input: base.names.element) ?? "Optional<\(base.names.element)>"
            if output.hasPrefix("Optional<") { output = String(output.dropFirst("Optional<".count).dropLast()) }
            // A map to optionals, a filter of the non-nil ones and a map unwrapping them, as Swift builds it.
            let names = base.names.map(to: "Optional<\(output)>").filter().map(to: output)
            let element = base.element.map { read in { (i: Int) in try interpreter.callFunction(f, [try read(i)], loc).optionalPayload ?? .null } }
            return c.wrap(LazySource({
                let source = try base.start()
                return ElementSource {
                    while let x = try source.next() {
                        if let y = try interpreter.callFunction(f, [x], loc).optionalPayload { return y }
                    }
                    return nil
                }
            }, names: names, positions: base.positionsWalking { { i, _ in try element!(i).isNull ? .skip : .keep } }, element: element,
               isIndexedByPosition: base.isIndexedByPosition))
        }
        t.method("flatMap<S: Sequence>(_ transform: @escaping (Element) -> S) -> LazySequence<S.Element>") { c in
            let (base, f, interpreter, loc) = (try c.receiverNative(as: LazySource.self), try c.function(0), c.interpreter, c.loc)
            let segment = interpreter.closureResultType(f, input: base.names.element) ?? "Array<\(base.names.element)>"
            let flat = "FlattenSequence<\(base.names.map(to: segment).name)>"
            return c.wrap(LazySource({
                let source = try base.start()
                var inner: ElementSource?
                return ElementSource {
                    while true {
                        if let x = try inner?.next() { return x }
                        guard let next = try source.next() else { return nil }
                        inner = try interpreter.elementSource(try interpreter.callFunction(f, [next], loc), loc)
                    }
                }
            }, names: .plain(flat, element: elementType(of: segment))))
        }
        t.method("drop(while predicate: @escaping (Element) -> Bool) -> LazySequence<Element>") { c in
            let (base, dropping) = (try c.receiverNative(as: LazySource.self), try c.predicate(0))
            return c.wrap(LazySource({
                let source = try base.start()
                var dropped = false
                return ElementSource {
                    while let x = try source.next() {
                        if dropped { return x }
                        if try !dropping(x) { dropped = true; return x }
                    }
                    return nil
                }
            }, names: .own("LazyDropWhileSequence<\(base.names.elements)>", element: base.names.element),
               positions: base.positionsWalking {
                   var dropped = false
                   return { _, x in
                       if !dropped, try dropping(try x()) { return .skip }
                       dropped = true
                       return .keep
                   }
               }, element: base.element, isIndexedByPosition: base.isIndexedByPosition))
        }
        t.method("prefix(while predicate: @escaping (Element) -> Bool) -> LazySequence<Element>") { c in
            let (base, keep) = (try c.receiverNative(as: LazySource.self), try c.predicate(0))
            return c.wrap(LazySource({
                let source = try base.start()
                var done = false
                return ElementSource {
                    guard !done, let x = try source.next() else { return nil }
                    if try keep(x) { return x }
                    done = true
                    return nil
                }
            }, names: .own("LazyPrefixWhileSequence<\(base.names.elements)>", element: base.names.element),
               positions: base.positionsWalking { { _, x in try keep(try x()) ? .keep : .stop } },
               element: base.element, isIndexedByPosition: base.isIndexedByPosition))
        }
        // A lazy collection's prefix is its `SubSequence`, still lazy; a lazy sequence's is a
        // `PrefixSequence`, which is not.
        t.method("prefix(_ maxLength: Int) -> LazySequence<Element>") { c in
            let (base, n) = (try c.receiverNative(as: LazySource.self), try c.count(0, "Can't take a prefix of negative length from a sequence"))
            func first(_ make: @escaping () throws -> ElementSource) -> () throws -> ElementSource {
                {
                    let source = try make()
                    var taken = 0
                    return ElementSource {
                        guard taken < n else { return nil }
                        taken += 1
                        return try source.next()
                    }
                }
            }
            guard base.isCollection else {
                return c.interpreter.wrap(LazySource(first(base.start), names: .own("PrefixSequence<\(base.typeName)>", element: base.names.element)),
                                          as: "PrefixSequence")
            }
            return c.wrap(base.with(start: first(base.start), names: base.names.subSequence(), positions: base.positions.map(first),
                                    count: base.count.map { min($0, n) }))
        }
        t.method("dropFirst(_ k: Int = 1) -> LazySequence<Element>") { c in
            let (base, k) = (try c.receiverNative(as: LazySource.self), try c.count(0, "Can't drop a negative number of elements from a sequence"))
            let (interpreter, loc) = (c.interpreter, c.loc)
            func rest(_ make: @escaping () throws -> ElementSource) -> () throws -> ElementSource {
                {
                    let source = try make()
                    var skipped = 0
                    return ElementSource {
                        while skipped < k {
                            try interpreter.tick(loc)
                            skipped += 1
                            guard try source.next() != nil else { return nil }
                        }
                        return try source.next()
                    }
                }
            }
            guard base.isCollection else {
                return c.interpreter.wrap(LazySource(rest(base.start), names: .own("DropFirstSequence<\(base.typeName)>", element: base.names.element)),
                                          as: "DropFirstSequence")
            }
            return c.wrap(base.with(start: rest(base.start), names: base.names.subSequence(), positions: base.positions.map(rest),
                                    count: base.count.map { max(0, $0 - k) }))
        }
    }

    /// `first`, `count`, `isEmpty` and subscripts, read as a lazy collection reads them; the
    /// sequence methods that share their names (`first(where:)`, `count(where:)`) beside them.
    private func installLazyCollectionMembers(_ t: NativeTypeBuilder) {
        // A collection's `first`: the first position, then the element read there.
        t.property("var first: Element?") { payload in
            let base = payload as! LazySource
            if let positions = base.positions, let element = base.element {
                guard case .int(let i)? = try positions().next() else { return .null }
                return .some(try element(i))
            }
            return try base.start().next().map { .some($0) } ?? .null
        }
        // (Of a lazy sequence that is no collection, Swift's checker takes the eager `filter`/`map`,
        // whose array has them: its elements are counted, or the first looked for.)
        t.property("var count: Int") { payload in
            let base = payload as! LazySource
            if let n = try base.positionCount() { return .int(n) }
            let source = try base.start()
            var n = 0
            while try source.next() != nil { n += 1 }
            return .int(n)
        }
        // A collection's is its count; a sequence's (its map's too) 0.
        t.property("var underestimatedCount: Int") { payload in .int(try (payload as! LazySource).positionCount() ?? 0) }
        t.property("var isEmpty: Bool") { payload in
            let base = payload as! LazySource
            if let n = base.count { return .bool(n == 0) }
            guard let positions = base.positions else { return .bool(try base.start().next() == nil) }
            return .bool(try positions().next() == nil)
        }
        t.method("first(where predicate: (Element) throws -> Bool) rethrows -> Element?") { c in
            try c.firstReceiverElement(where: 0).map { .some($0) } ?? .null
        }
        t.method("count(where predicate: (Element) throws -> Bool) rethrows -> Int") { c in
            let (source, wanted) = (try c.receiverElements(), try c.predicate(0))
            var n = 0
            while let x = try source.next() {
                try c.interpreter.tick(c.loc)
                if try wanted(x) { n += 1 }
            }
            return .int(n)
        }
        t.subscriptGetter("(_ position: Int) -> Element") { c in
            let base = try c.receiverNative(as: LazySource.self), i = try c.int(0)
            guard base.isIndexedByPosition, let element = base.element else {
                let all = try c.interpreter.elements(c.receiver ?? .void, c.loc)
                guard i >= 0, i < all.count else { throw ScriptError(c.loc, "Fatal error: Index out of range") }
                return all[i]
            }
            if let count = base.count, !(0..<count).contains(i) { throw ScriptError(c.loc, "Fatal error: Index out of range") }
            return try element(i)
        }
    }

    /// A lazy view of a standard value: its elements, read when asked for. Over a finite one
    /// (array, bounded range, set, dictionary, string) it is a lazy collection.
    func lazySequence(over base: Value) -> Value {
        let typeName = Self.standardTypeName(base)
        var element: ((Int) -> Value)?
        var count: Int?
        switch base {
        case .array(let xs): (element, count) = ({ xs[$0] }, xs.count)
        case .range(.int(let lo), .int(let hi), let closed):
            // Not gathered: `(0..<Int.max).lazy` is fine.
            let (span, overflow) = hi.subtractingReportingOverflow(lo)
            if !overflow { (element, count) = ({ .int(lo + $0) }, max(0, closed ? span &+ 1 : span)) }
        case .set, .dictionary, .string:
            if let xs = try? Interpreter.collectElements(Self.plainIterator(base)) { (element, count) = ({ xs[$0] }, xs.count) }
        default: break
        }
        let positions: (() throws -> ElementSource)? = count.map { n in
            { var i = 0; return ElementSource { guard i < n else { return nil }; defer { i += 1 }; return .int(i) } }
        }
        var isArray = false
        if case .array = base { isArray = true }
        return wrap(LazySource({ ElementSource(try Self.plainIterator(base)) }, names: .plain(typeName, element: Self.standardElementType(base)),
                               positions: positions, element: element, count: count, isIndexedByPosition: isArray),
                    as: "LazySequence")
    }

    /// `Naturals().lazy`: a lazy view of a script's own sequence (which may be endless).
    /// A script's `Collection` is a lazy collection: its elements are read (once) when one of
    /// the positions is first asked for.
    func lazySequence(overScript base: Value, _ interpreter: Interpreter, _ loc: Loc) -> Value {
        let names = LazyTypeNames.plain(interpreter.metatype(of: base).name, element: "Any")
        let start = { try interpreter.elementSource(base, loc) }
        guard let t = base.userType, interpreter.hasMember(t, "startIndex") else { return wrap(LazySource(start, names: names), as: "LazySequence") }
        var gathered: [Value]?
        let elements = { () throws -> [Value] in
            if let xs = gathered { return xs }
            let xs = try interpreter.elements(base, loc)
            gathered = xs
            return xs
        }
        let positions = { () throws -> ElementSource in
            let n = try elements().count
            var i = 0
            return ElementSource { guard i < n else { return nil }; defer { i += 1 }; return .int(i) }
        }
        return wrap(LazySource(start, names: names, positions: positions, element: { try elements()[$0] }), as: "LazySequence")
    }

    /// `Array<Int>`, `ClosedRange<Int>`, `String`: a standard value's type as `type(of:)` names it.
    static func standardTypeName(_ v: Value) -> String {
        switch v {
        case .array(let xs): return "Array<\(xs.first.map(elementName) ?? "Any")>"
        case .range(let lo, .null, _): return "PartialRangeFrom<\(elementName(lo))>"
        case .range(let lo, _, let closed): return (closed ? "ClosedRange<" : "Range<") + elementName(lo) + ">"
        case .set(let s): return "Set<\(s.members.first.map(elementName) ?? "AnyHashable")>"
        case .dictionary(let d):
            return "Dictionary<\(d.keys.first.map(elementName) ?? "AnyHashable"), \(d.values.first.map(elementName) ?? "Any")>"
        default: return v.typeName
        }
    }

    static func standardElementType(_ v: Value) -> String {
        switch v {
        case .array(let xs): return xs.first.map(elementName) ?? "Any"
        case .range(let lo, _, _): return elementName(lo)
        case .set(let s): return s.members.first.map(elementName) ?? "AnyHashable"
        case .dictionary(let d):
            return "(key: \(d.keys.first.map(elementName) ?? "AnyHashable"), value: \(d.values.first.map(elementName) ?? "Any"))"
        case .string: return "Character"
        default: return "Any"
        }
    }

    private static func elementName(_ v: Value) -> String {
        switch v {
        case .array, .set, .dictionary, .range: return standardTypeName(v)
        default: return v.typeName
        }
    }

    /// The elements of a standard value (array, range, set, dictionary, string), one at a time.
    static func plainIterator(_ v: Value) throws -> () throws -> Value? {
        switch v {
        case .array(let xs):
            var i = 0
            return { guard i < xs.count else { return nil }; defer { i += 1 }; return xs[i] }
        case .range(.int(let lo), let hi, let closed):
            var i = lo
            let end: Int = if case .int(let h) = hi { closed ? h : h - 1 } else { Int.max }
            return { guard i <= end, i < Int.max else { return nil }; defer { i += 1 }; return .int(i) }
        case .set(let s): return try plainIterator(.array(s.members))
        case .dictionary(let d):
            var i = 0
            return { guard i < d.keys.count else { return nil }; defer { i += 1 }; return .tuple([d.keys[i], d.values[i]], ["key", "value"]) }
        case .string(let s):
            var it = s.makeIterator()
            return { it.next().map { .character($0) } }
        default:
            throw ScriptError(.none, "'lazy' needs an array, a range, a set, a dictionary or a string here")
        }
    }
}

extension Interpreter {
    /// Every element an iterator gives (of a finite standard value: no budget to count against).
    static func collectElements(_ next: () throws -> Value?) throws -> [Value] {
        var out: [Value] = []
        while let x = try next() { out.append(x) }
        return out
    }
}

/// The element type named in a sequence type's name (`Array<Int>` → `Int`).
private func elementType(of sequence: String) -> String {
    guard sequence.hasPrefix("Array<"), sequence.hasSuffix(">") else { return "Any" }
    return String(sequence.dropFirst("Array<".count).dropLast())
}
