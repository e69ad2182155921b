// Capturing closures, escaping and non-escaping, autoclosure-style providers, composition and currying. (#19; expected output from swiftc)
func makeIncrementer(forIncrement amount: Int) -> () -> Int {
    var runningTotal = 0
    func incrementer() -> Int { runningTotal += amount; return runningTotal }
    return incrementer
}
let byTen = makeIncrementer(forIncrement: 10)
print(byTen(), byTen())
let bySeven = makeIncrementer(forIncrement: 7)
print(bySeven(), byTen())
var handlers: [() -> Void] = []
func later(_ h: @escaping () -> Void) { handlers.append(h) }
class Counter {
    var x = 10
    func run() { later { self.x = 100 }; noEscape { x = 200 } }
    func noEscape(_ f: () -> Void) { f() }
}
let cnt = Counter(); cnt.run(); print(cnt.x)
handlers.first?(); print(cnt.x)
let names = ["Chris", "Alex", "Ewa", "Barry", "Daniella"]
print(names.sorted(by: >), names.sorted { $0.count < $1.count })
let digits = [0: "Zero", 1: "One", 2: "Two", 5: "Five", 8: "Eight"]
let strings = [16, 58, 510].map { (n) -> String in
    var n = n, out = ""
    repeat { out = digits[n % 10, default: "?"] + out; n /= 10 } while n > 0
    return out
}
print(strings)
var customers = ["Chris", "Alex", "Ewa"]
let provider = { customers.remove(at: 0) }
print(customers.count); print(provider()); print(customers.count)
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
let f = compose({ (x: Int) in x + 1 }, { $0 * 2 })
print(f(3), [1, 2, 3].map(f))
let curried = { (a: Int) in { (b: Int) in a * b } }
print(curried(6)(7))
print([3, 1, 2].reduce(into: [Int: Int]()) { $0[$1] = $1 * $1 }.sorted { $0.key < $1.key })

// expect: 10 20
// expect: 7 30
// expect: 200
// expect: 100
// expect: ["Ewa", "Daniella", "Chris", "Barry", "Alex"] ["Ewa", "Alex", "Chris", "Barry", "Daniella"]
// expect: ["One?", "FiveEight", "FiveOneZero"]
// expect: 3
// expect: Chris
// expect: 2
// expect: 8 [4, 6, 8]
// expect: 42
// expect: [(key: 1, value: 1), (key: 2, value: 4), (key: 3, value: 9)]
