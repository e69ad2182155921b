// A member of a generic type read inside a closure that another specialization made sees its own receiver's arguments.
struct Lazy<Value> {
    let make: () -> Value
    var value: Value { make() }
    func map<T>(_ f: @escaping (Value) -> T) -> Lazy<T> { Lazy<T>(make: { f(self.value) }) }
    func zip<U>(_ other: Lazy<U>) -> Lazy<(Value, U)> { Lazy<(Value, U)>(make: { (self.value, other.value) }) }
}
let n = Lazy(make: { 21 })
let text = n.map { "\($0 * 2)" }
print(text.value, text.map { $0.count }.value)
let pair = n.zip(text)
print(pair.value.0, pair.value.1)
// expect: 42 2
// expect: 21 42
