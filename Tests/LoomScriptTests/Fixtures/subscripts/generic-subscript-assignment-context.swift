// Assigning through a generic subscript: the value's context is the result type its arguments bind.
protocol Key { associatedtype Value; static var fallback: Value { get } }
enum Scheme { case light, dark }
struct SchemeKey: Key { static let fallback = Scheme.light }
struct SizeKey: Key { static let fallback = 1.0 }
struct Env {
    var stored: [String: Any] = [:]
    subscript<K: Key>(key: K.Type) -> K.Value {
        get { stored["\(K.self)"] as? K.Value ?? K.fallback }
        set { stored["\(K.self)"] = newValue }
    }
}
var e = Env()
e[SchemeKey.self] = .dark
e[SizeKey.self] = 3
print(e[SchemeKey.self], e[SizeKey.self])
// expect: dark 3.0
