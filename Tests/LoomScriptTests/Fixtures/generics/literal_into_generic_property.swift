// A literal written into a property whose type is a generic parameter takes the type the value has.
final class Observable<Value> {
    var value: Value
    var history: [Value] = []
    init(_ value: Value) { self.value = value }
}
let t = Observable(20.0)
t.value = 30
t.history.append(t.value)
print(t.value, t.history)
struct Wrapper<V> { var v: V; var maybe: V? = nil }
var w = Wrapper(v: 1.5)
w.v = 2
w.maybe = w.v
print(w.v, w.maybe as Any)
var f = Wrapper(v: Float(1))
f.v = 3
print(f.v)
// expect: 30.0 [30.0]
// expect: 2.0 Optional(2.0)
// expect: 3.0
