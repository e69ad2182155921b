// Library idioms from UI helper code: an implicit member beside a typed operand inside a larger
// expression, a cast to a placeholder a literal bound, a generic subscript storing a `K.Value`,
// a program's own protocol named like a SwiftUI one, a mutating callAsFunction.
struct Vec { var x: Double; static let zero = Vec(x: 0); static let unit = Vec(x: 1) }
extension Vec {
    static func - (l: Vec, r: Vec) -> Vec { Vec(x: l.x - r.x) }
    static func + (l: Vec, r: Vec) -> Vec { Vec(x: l.x + r.x) }
    static func * (l: Vec, k: Double) -> Vec { Vec(x: l.x * k) }
}
let p = Vec(x: 3)
print(((p - .zero) * 2).x, ((p + .unit) * 0.5).x)
func matches<T: Equatable>(_ a: Any, _ v: T) -> Bool { (a as? T) == v }
print(matches(1.0, 1), matches(2, 2), matches("x", "x"), matches(2.5, 2.5))
protocol Key { associatedtype Value; static var defaultValue: Value { get } }
struct Scale: Key { static var defaultValue: Double { 1 } }
struct Values {
    var storage: [String: Any] = [:]
    subscript<K: Key>(key: K.Type) -> K.Value {
        get { storage["\(K.self)"] as? K.Value ?? K.defaultValue }
        set { storage["\(K.self)"] = newValue }
    }
}
var values = Values()
print(values[Scale.self])
values[Scale.self] = 2
print(values[Scale.self], type(of: values.storage["Scale"]!))
protocol FormatStyle { associatedtype Input; func format(_ v: Input) -> String }
struct Bytes: FormatStyle { func format(_ v: Int) -> String { "\(v) B" } }
extension FormatStyle where Self == Bytes { static var byteCount: Bytes { Bytes() } }
extension Int { func formatted<S: FormatStyle>(_ s: S) -> String where S.Input == Int { s.format(self) } }
print(512.formatted(.byteCount))
struct Ticker {
    var count = 0
    mutating func callAsFunction(by n: Int = 1) -> Int { count += n; return count }
}
var t = Ticker()
_ = t()
_ = t(by: 4)
print(t(), t.count)
// expect: 6.0 2.0
// expect: false true true true
// expect: 1.0
// expect: 2.0 Double
// expect: 512 B
// expect: 6 6
