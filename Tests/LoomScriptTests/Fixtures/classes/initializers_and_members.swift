// Declarations behave as Swift synthesizes and orders them: a subclass that provides every
// designated initializer inherits the convenience ones; a struct keeps its memberwise initializer
// beside an extension's; a setter-only write runs no getter; locals end last-declared first;
// a static computed property has a setter; payload enums compare by case, then payload.
class Vehicle {
    var wheels: Int
    required init(wheels: Int) { self.wheels = wheels }
    convenience init() { self.init(wheels: 4) }
}
class Bike: Vehicle {
    required init(wheels: Int = 2) { super.init(wheels: wheels) }
}
print(Bike().wheels, Bike(wheels: 3).wheels)

struct Money { var cents: Int }
extension Money: ExpressibleByIntegerLiteral { init(integerLiteral v: Int) { cents = v * 100 } }
let price: Money = 3
print(Money(cents: 5).cents, price.cents)

final class Store {
    var reads = 0, writes = 0
    subscript(key: String) -> Int? {
        get { reads += 1; return nil }
        set { writes += 1 }
    }
}
let store = Store()
store["a"] = 5
store["b"] = nil
print(store.reads, store.writes)

class Tracked {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("end", name) }
}
do {
    let first = Tracked("first")
    let second = Tracked("second")
    print(first.name, second.name)
}

var backing = 0
struct Counter { static var count: Int { get { backing } set { backing = newValue * 2 } } }
Counter.count = 21
print(Counter.count)

enum Hand: Comparable { case high(Int), pair(Int), full(Int, over: Int) }
print(Hand.pair(2) < .pair(3), Hand.full(1, over: 2) < .full(1, over: 3), Hand.high(9) < .pair(2))

func require(_ ok: @autoclosure () -> Bool, _ message: @autoclosure () -> String = "failed") {
    if !ok() { print(message()) }
}
require(1 > 2)

prefix operator √
prefix func √ (x: Double) -> Double { x.squareRoot() }
print(√16)
// expect: 4 3
// expect: 5 300
// expect: 0 2
// expect: first second
// expect: end second
// expect: end first
// expect: 42
// expect: true true true
// expect: failed
// expect: 4.0
