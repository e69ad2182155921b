// Debug text names a nested type with the types around it (`main.Outer.Inner`), as
// `String(reflecting:)`, `debugPrint` and `dump` do; optionals in literals and in `.some(nil)`
// print as Swift prints them.
struct Outer {
    struct Inner { var v = 1 }
    enum Kind { case a, b(Int) }
    final class Handle {}
}
let inner = Outer.Inner()
print(inner, type(of: inner), String(reflecting: type(of: inner)))
debugPrint(inner, Outer.Kind.b(2), [Outer.Kind.a])
print(String(describing: Outer.Handle()), String(reflecting: Outer.Kind.self))
dump([Outer.Kind.a, .b(3)])
let nested: Int?? = .some(nil)
let flat: Int?? = .none
print(nested as Any, flat as Any, [Int?.none, 1], [nil, "x"])
let table = [[String: Int]]()
let grid: [[Int]] = [[1], []]
print(table, table.count, grid, [String: [Int]]())

// Output, as printed by swiftc:
// expect: Inner(v: 1) Inner main.Outer.Inner
// expect: main.Outer.Inner(v: 1) main.Outer.Kind.b(2) [main.Outer.Kind.a]
// expect: main.Outer.Handle main.Outer.Kind
// expect: ▿ 2 elements
// expect:   - main.Outer.Kind.a
// expect:   ▿ main.Outer.Kind.b
// expect:     - b: 3
// expect: Optional(nil) nil [nil, Optional(1)] [nil, Optional("x")]
// expect: [] 0 [[1], []] [:]
