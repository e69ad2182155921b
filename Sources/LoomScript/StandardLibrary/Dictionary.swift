extension NativeRegistry {
    /// `Dictionary`'s own API. Its sequence API (`map`, `sorted`, `contains(where:)`, …) comes
    /// from `Array`'s table over its `(key:, value:)` pairs.
    func installDictionary() {
        standardType("Dictionary", generics: ["Key", "Value"]) { t in
            t.property("count", of: DictionaryValue.self) { .int($0.keys.count) }
            t.property("isEmpty", of: DictionaryValue.self) { .bool($0.keys.isEmpty) }
            t.property("keys", of: DictionaryValue.self) { .array($0.keys) }
            t.property("values", of: DictionaryValue.self) { .array($0.values) }
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
            t.method("mutating removeAll()") { c in c.newReceiver = .dictionary(DictionaryValue()); return .void }
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
