// A generic property wrapper's placeholder is its property's type inside the wrapper's own
// initializer too (`T.self`), with or without the arguments written in the attribute.
func defaultValue<T>(for type: T.Type) -> T {
    if type == Int.self { return 0 as! T }
    if type == String.self { return "(none)" as! T }
    return [Int]() as! T
}
@propertyWrapper
struct Defaulted<T> {
    var wrappedValue: T
    init() { wrappedValue = defaultValue(for: T.self) }
    init(_ v: T) { wrappedValue = v }
}
struct Settings {
    @Defaulted var retries: Int
    @Defaulted var label: String
    @Defaulted<Int>(3) var depth: Int
    @Defaulted<[Int]> var ids: [Int]
}
var s = Settings()
print(s.retries, s.label, s.depth, s.ids)
s.ids.append(9)
print(s.ids)
// expect: 0 (none) 3 []
// expect: [9]
