extension NativeRegistry {
    /// `Dictionary`'s own API. Its sequence API (`map`, `sorted`, `contains(where:)`, …) comes
    /// from `Array`'s table over its `(key:, value:)` pairs.
    func installDictionary() {
        standardType("Dictionary", generics: ["Key", "Value"]) { t in
            installDictionaryInitializers(t)
            t.property("var count: Int", of: DictionaryValue.self) { .int($0.keys.count) }
            t.property("var isEmpty: Bool", of: DictionaryValue.self) { .bool($0.keys.isEmpty) }
            t.property("var keys: [Key]", of: DictionaryValue.self) { .array($0.keys) }
            t.property("var values: [Value]", of: DictionaryValue.self) { .array($0.values) }
            t.method("mutating removeValue(forKey key: Key) -> Value?") { c in
                var d = try c.takeReceiver(as: DictionaryValue.self)
                defer { c.newReceiver = .dictionary(d) }
                let old = d.lookup(c.value(0))
                d.set(c.value(0), nil)
                return old.map { .some($0) } ?? .null
            }
            t.method("mutating updateValue(_ value: Value, forKey key: Key) -> Value?") { c in
                var d = try c.takeReceiver(as: DictionaryValue.self)
                defer { c.newReceiver = .dictionary(d) }
                let old = d.lookup(c.value(1))
                d.set(c.value(1), c.value(0))
                return old.map { .some($0) } ?? .null
            }
            t.method("mutating removeAll(keepingCapacity keepCapacity: Bool = false)") { c in c.newReceiver = .dictionary(DictionaryValue()); return .void }
            t.method("filter(_ isIncluded: ((key: Key, value: Value)) throws -> Bool) rethrows -> [Key: Value]") { c in
                // Dictionary.filter keeps the type: the result is a Dictionary of the kept pairs.
                let (d, test) = (try c.receiver(as: DictionaryValue.self), try c.predicate(0))
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) where try test(.tuple([k, v], ["key", "value"])) { out.set(k, v) }
                return .dictionary(out)
            }
            t.method("mapValues<T>(_ transform: (Value) throws -> T) rethrows -> [Key: T]") { c in
                var (d, f) = (try c.receiver(as: DictionaryValue.self), try c.function(0))
                d.values = try d.values.map { try c.call(f, [$0]) }
                return .dictionary(d)
            }
            t.method("compactMapValues<T>(_ transform: (Value) throws -> T?) rethrows -> [Key: T]") { c in
                let (d, f) = (try c.receiver(as: DictionaryValue.self), try c.function(0))
                var out = DictionaryValue()
                for (k, v) in zip(d.keys, d.values) { if let x = try c.call(f, [v]).optionalPayload { out.set(k, x) } }
                return .dictionary(out)
            }
            t.method("merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]") { c in
                .dictionary(try merged(try c.receiver(as: DictionaryValue.self), c))
            }
            t.method("mutating merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { c in
                c.newReceiver = .dictionary(try merged(try c.receiver(as: DictionaryValue.self), c))
                return .void
            }
            // Swift's `merge<S: Sequence>(_:uniquingKeysWith:) where S.Element == (Key, Value)`: pairs.
            t.method("merging(_ other: [(Key, Value)], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows -> [Key: Value]") { c in
                .dictionary(try merged(try c.receiver(as: DictionaryValue.self), c))
            }
            t.method("mutating merge(_ other: [(Key, Value)], uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { c in
                c.newReceiver = .dictionary(try merged(try c.receiver(as: DictionaryValue.self), c))
                return .void
            }
        }
    }
}

/// `d.merging(other) { old, new in … }`: the pairs of both; `combine` settles shared keys.
private func merged(_ d: DictionaryValue, _ c: NativeCall) throws -> DictionaryValue {
    var out = d
    let f = try c.function(1)
    // `other` may also be a sequence of (key, value) pairs.
    let pairs: [(Value, Value)]
    if case .dictionary(let other) = c.value(0) {
        pairs = Array(zip(other.keys, other.values))
    } else {
        pairs = try c.interpreter.elements(c.value(0), c.loc).compactMap { p in
            guard case .tuple(let kv, _) = p, kv.count == 2 else { return nil }
            return (kv[0], kv[1])
        }
    }
    for (k, v) in pairs {
        if let old = out.lookup(k) { out.set(k, try c.call(f, [old, v])) } else { out.set(k, v) }
    }
    return out
}

extension NativeRegistry {
    /// `Dictionary(grouping:by:)`, `Dictionary(_:uniquingKeysWith:)`, `Dictionary(uniqueKeysWithValues:)`;
    /// `[String: Int]()` runs these too.
    private func installDictionaryInitializers(_ t: NativeTypeBuilder) {
        t.initializer("init()") { _ in .dictionary(DictionaryValue()) }
        t.initializer("init(minimumCapacity: Int)") { _ in .dictionary(DictionaryValue()) }
        t.initializer("init<S>(grouping values: S, by keyForValue: (Any) throws -> Key) rethrows") { c in
            var d = DictionaryValue()
            let keyForValue = try c.function(1)
            for x in try c.interpreter.elements(c.value(0), c.loc) {
                let k = try c.dictionaryKey(try c.call(keyForValue, [x]))
                if case .array(let xs)? = d.lookup(k) { d.set(k, .array(xs + [x])) } else { d.set(k, .array([x])) }
            }
            return .dictionary(d)
        }
        t.initializer("init<S>(_ keysAndValues: S, uniquingKeysWith combine: (Value, Value) throws -> Value) rethrows") { c in
            // A repeated key combines its values.
            var d = DictionaryValue()
            let combine = try c.function(1)
            for (k, v) in try c.keyValuePairs(0) {
                d.set(k, try d.lookup(k).map { try c.call(combine, [$0, v]) } ?? v)
            }
            return .dictionary(d)
        }
        t.initializer("init<S>(uniqueKeysWithValues keysAndValues: S)") { c in
            var d = DictionaryValue()
            for (k, v) in try c.keyValuePairs(0) {
                if d.lookup(k) != nil { throw ScriptError(c.loc, "Fatal error: Duplicate values for key: '\(c.interpreter.describe(k))'") }
                d.set(k, v)
            }
            return .dictionary(d)
        }
    }
}

extension NativeCall {
    /// A dictionary key: anything Swift could hash (not a function, say).
    func dictionaryKey(_ k: Value) throws -> Value {
        guard HashKey(k) != nil else { throw ScriptError(loc, "type '\(k.typeName)' does not conform to protocol 'Hashable'") }
        return k
    }

    /// The `(key, value)` pairs of argument `i`, a sequence of two-element tuples.
    func keyValuePairs(_ i: Int) throws -> [(Value, Value)] {
        try interpreter.elements(value(i), loc).compactMap { pair in
            guard case .tuple(let kv, _) = pair, kv.count == 2 else { return nil }
            return (try dictionaryKey(kv[0]), kv[1])
        }
    }
}
