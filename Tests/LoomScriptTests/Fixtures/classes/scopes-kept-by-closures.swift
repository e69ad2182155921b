// A block's or a function's objects end with it even when a closure or a nested function made
// there keeps its scope; the types of throwing functions; implicit members in integer arithmetic.
var log: [String] = []
final class Item {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { log.append("deinit \(n)") }
}
do {
    let held = Item(1)
    var counter = 0
    let next = { () -> Int in counter += 1; return counter }
    print(next(), next(), held.n)
}
print(log)
do {
    let a = Item(2)
    func twice() -> Int { a.n * 2 }
    let b = Item(3)
    print(twice(), b.n)
}
print(log)
func makeCounter() -> () -> Int {
    let unused = Item(4)
    var n = 0
    func step() -> Int { n += 1; return n }
    print("made with", unused.n)
    return step
}
let step = makeCounter()
print(step(), step(), log)

enum ParseError: Error { case bad }
func parse(_ s: String) throws(ParseError) -> Int { 1 }
func load(_ s: String) throws -> Int { 2 }
func pure(_ s: String) -> Int { 3 }
print(type(of: parse), type(of: load), type(of: pure))

let y: Int64 = .max - 1
let u: UInt8 = .max / 2
func f(_ x: Int) -> Int { x }
print(y, u, f(.min + 1))
// expect: 1 2 1
// expect: ["deinit 1"]
// expect: 4 3
// expect: ["deinit 1", "deinit 3", "deinit 2"]
// expect: made with 4
// expect: 1 2 ["deinit 1", "deinit 3", "deinit 2", "deinit 4"]
// expect: (String) throws(ParseError) -> Int (String) throws -> Int (String) -> Int
// expect: 9223372036854775806 127 -9223372036854775807
