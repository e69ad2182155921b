// Generic parameters used as values: T.zero, T(size:), T.self, K.Value through a metatype, casts to T. (#19; expected output from swiftc)
protocol Zeroable { static var zero: Self { get } }
extension Int: Zeroable {}
extension Double: Zeroable {}
func sum<T: Zeroable & AdditiveArithmetic>(_ xs: [T]) -> T {
    var s = T.zero
    for x in xs { s += x }
    return s
}
print(sum([1, 2, 3]), sum([1.5, 2.5]))
protocol Shape { init(size: Int); var area: Int { get } }
struct Sq: Shape { var s: Int; init(size: Int) { s = size }; var area: Int { s * s } }
func make<T: Shape>(_ t: T.Type, n: Int) -> T { T(size: n) }
print(make(Sq.self, n: 4).area)
let m: Sq.Type = Sq.self
print(m.init(size: 3).area)
print(type(of: 3), Int.self, [Int].self)
struct Box { var d: [String: Any] = ["a": 1, "b": "x"]
  subscript<T>(key: String, as type: T.Type) -> T? { d[key] as? T } }
let b = Box()
print(b["a", as: Int.self] as Any, b["b", as: Int.self] as Any)
protocol Key { associatedtype Value; static var defaultValue: Value { get } }
struct K1: Key { static var defaultValue: Int { 42 } }
func dv<K: Key>(_ k: K.Type) -> K.Value { K.defaultValue }
print(dv(K1.self))
func describe<T>(_ t: T.Type) -> String { "\(T.self)" }
print(describe(Double.self), describe([String: Int].self))

// expect: 6 4.0
// expect: 16
// expect: 9
// expect: Int Int Array<Int>
// expect: Optional(1) nil
// expect: 42
// expect: Double Dictionary<String, Int>
