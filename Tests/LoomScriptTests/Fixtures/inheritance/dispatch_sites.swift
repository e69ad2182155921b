// One call site meets more receiver types than its method cache holds (overrides, super calls,
// an initializer that sets its own field before super.init): each runs the receiver's override.
class Base {
    var tag: Int
    init(tag: Int) { self.tag = tag }
    func value() -> Int { tag }
    func twice() -> Int { value() * 2 }
}
class A: Base { override func value() -> Int { 10 + tag } }
class B: Base { override func value() -> Int { 20 + tag } }
class C: B { override func value() -> Int { super.value() + 100 } }
class D: C { override func twice() -> Int { super.twice() + 1 } }
class E: Base {
    let step: Int
    init(step: Int) { self.step = step; super.init(tag: step * 3) }
    override func value() -> Int { step }
}
struct Counter {
    var count = 0
    mutating func bump() -> Int { count += 1; return count }
}
let items: [Base] = [Base(tag: 1), A(tag: 2), B(tag: 3), C(tag: 4), D(tag: 5), E(step: 6)]
var total = 0
for round in 0..<3 {
    for item in items.reversed() where round != 1 || item.tag % 2 == 0 {
        total += item.twice()
        print(item.value(), item.twice())
    }
}
print(total)
var counters = [Counter(), Counter()]
for k in 0..<4 { _ = counters[k % 2].bump() }
print(counters[0].count, counters[1].count)
// expect: 6 12
// expect: 125 251
// expect: 124 248
// expect: 23 46
// expect: 12 24
// expect: 1 2
// expect: 6 12
// expect: 124 248
// expect: 12 24
// expect: 6 12
// expect: 125 251
// expect: 124 248
// expect: 23 46
// expect: 12 24
// expect: 1 2
// expect: 1450
// expect: 2 2
