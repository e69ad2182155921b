/// `xs.lazy`, and the `map`/`filter`/`compactMap` of a lazy sequence: nothing is computed until
/// an element is asked for, so `(1...).lazy.map { $0 * 2 }.first(where:)` ends and a closure with
/// effects runs only for the elements read (`squares[2]` calls it once). The early-stopping
/// members (`first`, `prefix`, `contains`) come from the `Sequence` table; the rest gather the
/// elements (as Swift's eager members of a lazy sequence do).
final class LazySource: SequenceSource {
    /// For a chain of `map`s over an array: its elements by index, each computed when read.
    let element: ((Int) throws -> Value)?
    let count: Int?
    init(_ start: @escaping () throws -> ElementSource, element: ((Int) throws -> Value)? = nil, count: Int? = nil) {
        self.element = element
        self.count = count
        super.init(start)
    }
}

extension NativeRegistry {
    func installLazySequences() {
        for name in ["Array", "Range", "Set", "Dictionary", "String"] {
            standardType(name) { t in
                t.property("lazy") { [unowned self] base in
                    guard let base = base as? Value else { return .void }
                    return self.lazySequence(over: base)
                }
            }
        }
        nativeType("LazySequence", payload: LazySource.self, conformances: ["Sequence", "LazySequenceProtocol"]) { t in
            t.type.genericParameters = ["Element"]
            t.property("lazy") { self.wrap($0, as: "LazySequence") }
            t.method("map<T>(_ transform: @escaping (Element) -> T) -> LazySequence<T>") { c in
                let (base, f, interpreter, loc) = (try c.receiverNative(as: LazySource.self), try c.function(0), c.interpreter, c.loc)
                let element = base.element.map { read in { (i: Int) in try interpreter.callFunction(f, [try read(i)], loc) } }
                return c.wrap(LazySource({
                    let source = try base.start()
                    return ElementSource { try source.next().map { try interpreter.callFunction(f, [$0], loc) } }
                }, element: element, count: base.count))
            }
            t.method("filter(_ isIncluded: @escaping (Element) -> Bool) -> LazySequence<Element>") { c in
                let (base, keep) = (try c.receiverNative(as: LazySource.self), try c.predicate(0))
                return c.wrap(LazySource {
                    let source = try base.start()
                    return ElementSource {
                        while let x = try source.next() { if try keep(x) { return x } }
                        return nil
                    }
                })
            }
            t.method("compactMap<T>(_ transform: @escaping (Element) -> T?) -> LazySequence<T>") { c in
                let (base, f, interpreter, loc) = (try c.receiverNative(as: LazySource.self), try c.function(0), c.interpreter, c.loc)
                return c.wrap(LazySource {
                    let source = try base.start()
                    return ElementSource {
                        while let x = try source.next() {
                            if let y = try interpreter.callFunction(f, [x], loc).optionalPayload { return y }
                        }
                        return nil
                    }
                })
            }
            t.subscriptGetter("(_ position: Int) -> Element") { c in
                let base = try c.receiverNative(as: LazySource.self), i = try c.int(0)
                guard let element = base.element, let count = base.count else {
                    let all = try c.interpreter.elements(c.receiver ?? .void, c.loc)
                    guard i >= 0, i < all.count else { throw ScriptError(c.loc, "Fatal error: Index out of range") }
                    return all[i]
                }
                guard i >= 0, i < count else { throw ScriptError(c.loc, "Fatal error: Index out of range") }
                return try element(i)
            }
        }
    }

    /// A lazy view of `base`: its elements, read when asked for.
    func lazySequence(over base: Value) -> Value {
        var element: ((Int) throws -> Value)?
        var count: Int?
        if case .array(let xs) = base {
            element = { xs[$0] }
            count = xs.count
        }
        return wrap(LazySource({ ElementSource(try Self.plainIterator(base)) }, element: element, count: count), as: "LazySequence")
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
