/// `UserDefaults`: settings a library keeps between launches. A notebook has no launches before
/// this one, so every session starts with empty defaults (plus what `register(defaults:)` adds)
/// and keeps what its blocks set, in memory, for the page's later blocks.
final class DefaultsStore {
    var values: [String: Value] = [:]
    var registered: [String: Value] = [:]
    func value(_ key: String) -> Value? { values[key] ?? registered[key] }
}

extension Interpreter {
    /// The session's `UserDefaults.standard` (and every suite: one store serves them all).
    var defaults: DefaultsStore { sessionObject("UserDefaults", DefaultsStore.init) }
}

extension NativeRegistry {
    func installUserDefaults() {
        nativeType("UserDefaults", payload: DefaultsStore.self) { t in
            t.staticValue("static let standard: UserDefaults") { i in i.wrap(i.defaults, as: "UserDefaults") }
            t.initializer("init(suiteName: String?)") { c in c.wrap(c.interpreter.defaults) }
            t.method("set(_ value: Any?, forKey defaultName: String)") { c in
                let store = try c.receiverNative(as: DefaultsStore.self)
                let key = c.string(1)
                if let v = c.value(0).optionalPayload { store.values[key] = v } else { store.values[key] = nil }
                return .void
            }
            t.method("removeObject(forKey defaultName: String)") { c in
                try c.receiverNative(as: DefaultsStore.self).values[c.string(0)] = nil
                return .void
            }
            t.method("register(defaults registrationDictionary: [String: Any])") { c in
                let store = try c.receiverNative(as: DefaultsStore.self)
                guard case .dictionary(let d) = c.value(0) else { return .void }
                for (k, v) in zip(d.keys, d.values) { store.registered[c.interpreter.describe(k)] = v }
                return .void
            }
            func read(_ c: inout NativeCall) throws -> Value? { try c.receiverNative(as: DefaultsStore.self).value(c.string(0)) }
            t.method("object(forKey defaultName: String) -> Any?") { c in try read(&c) ?? .null }
            t.method("string(forKey defaultName: String) -> String?") { c in
                if case .string(let s)? = try read(&c) { return .string(s) }
                return .null
            }
            t.method("bool(forKey defaultName: String) -> Bool") { c in
                switch try read(&c) {
                case .bool(let b)?: return .bool(b)
                case .int(let i)?: return .bool(i != 0)
                case .double(let d, _)?: return .bool(d != 0)
                default: return .bool(false)
                }
            }
            t.method("integer(forKey defaultName: String) -> Int") { c in
                switch try read(&c) {
                case .int(let i)?: return .int(i)
                case .double(let d, _)?: return .int(Int(d))
                case .bool(let b)?: return .int(b ? 1 : 0)
                default: return .int(0)
                }
            }
            for name in ["double", "float"] {
                t.method("\(name)(forKey defaultName: String) -> \(name == "double" ? "Double" : "Float")") { c in
                    let kind: FloatKind = name == "double" ? .double : .float
                    switch try read(&c) {
                    case .double(let d, _)?: return .double(d, kind)
                    case .int(let i)?: return .double(Double(i), kind)
                    default: return .double(0, kind)
                    }
                }
            }
            t.method("array(forKey defaultName: String) -> [Any]?") { c in
                if case .array(let xs)? = try read(&c) { return .array(xs) }
                return .null
            }
            t.method("dictionary(forKey defaultName: String) -> [String: Any]?") { c in
                if case .dictionary(let d)? = try read(&c) { return .dictionary(d) }
                return .null
            }
            t.method("synchronize() -> Bool") { _ in .bool(true) }
        }
    }
}
