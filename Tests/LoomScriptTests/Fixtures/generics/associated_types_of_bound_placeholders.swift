protocol Key { associatedtype Value; static var defaultValue: Value { get } }
enum Density: Key { typealias Value = Int?; static let defaultValue: Int? = nil }
struct Theme: Key { static let defaultValue = "light" }
func box<K: Key>(_ k: K.Type, _ v: K.Value) -> Any { v }
func cast<K: Key>(_ k: K.Type, _ v: Any) -> K.Value { v as? K.Value ?? K.defaultValue }
print(box(Density.self, 2), box(Theme.self, "dark"))
print(cast(Density.self, 2) as Any, cast(Density.self, "x") as Any, cast(Theme.self, 3))
print(cast(Density.self, 2).map { $0 + 1 } as Any)
// expect: Optional(2) dark
// expect: Optional(2) nil light
// expect: Optional(3)
