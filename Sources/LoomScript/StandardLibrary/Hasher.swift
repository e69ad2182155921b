/// `Hasher`, as a script's `hash(into:)` feeds it. Loom's sets and dictionaries key a value by
/// exactly what its `hash(into:)` combines (`Interpreter.customHashKey`), so a type whose `==`
/// compares some of its properties and whose hash combines the same ones (Swift asks that equal
/// values hash equally) is one key per equal value, as in Swift.
final class RecordingHasher {
    var combined: [HashKey] = []
}

extension NativeRegistry {
    func installHasher() {
        nativeType("Hasher", payload: RecordingHasher.self) { t in
            t.initializer("init()") { c in c.wrap(RecordingHasher()) }
            t.method("mutating combine<H: Hashable>(_ value: H)") { c in
                guard let key = HashKey(c.value(0)) else {
                    throw ScriptError(c.loc, "type '\(c.value(0).typeName)' does not conform to protocol 'Hashable'")
                }
                try c.receiverNative(as: RecordingHasher.self).combined.append(contentsOf: key.hasherInput)
                return .void
            }
            // Deterministic across runs, as Loom's pages are (Swift seeds it per process).
            t.method("finalize() -> Int") { c in
                .int(try c.receiverNative(as: RecordingHasher.self).combined.hashValueIgnoringSeed)
            }
        }
    }
}

extension HashKey {
    /// What a `Hasher` is fed when this value is combined into it: a type with its own
    /// `hash(into:)` feeds what that combines (`h.combine(v)` runs `v.hash(into: &h)`), so
    /// `v.hashValue` and a hasher fed `v`'s fields agree, as in Swift.
    var hasherInput: [HashKey] {
        if case .composite(let name, let items) = self, name.hasSuffix(HashKey.customHashSuffix) { return items }
        return [self]
    }

    static let customHashSuffix = "#hash"
}

extension Array where Element == HashKey {
    /// A hash of the keys that is the same in every run (FNV-1a over their descriptions).
    var hashValueIgnoringSeed: Int {
        var h: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in String(describing: self).utf8 { h = (h ^ UInt64(byte)) &* 0x0000_0100_0000_01B3 }
        return Int(truncatingIfNeeded: h)
    }
}

extension Interpreter {
    /// After `type` gained members: a `hash(into:)` of its own keys its values by what it combines.
    func adoptCustomHashing(_ type: UserType) {
        guard type.kind != .protocolType, type.methods["hash"]?.contains(where: { $0.params.first?.label == "into" }) == true else { return }
        type.customHashKey = { [unowned self] value in self.customHashKey(value, type) }
    }

    /// The key `value`'s `hash(into:)` makes: the values it combined, in order; nil when it fails.
    private func customHashKey(_ value: Value, _ type: UserType) -> HashKey? {
        let recorder = RecordingHasher()
        guard case .function(let hash)? = try? member(of: value, "hash", loc: .none, expected: nil, forCall: true),
              (try? callFunction(hash, [wrap(recorder, as: "Hasher")], .none)) != nil else { return nil }
        return .composite(type.name + HashKey.customHashSuffix, recorder.combined)
    }
}
