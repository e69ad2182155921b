func greet(_ name: String, greeting: String = "Hello") -> String {
    "\(greeting), \(name)!"
}
print(greet("Ann")) // expect: Hello, Ann!
print(greet("Bo", greeting: "Hi")) // expect: Hi, Bo!
func add(a: Int, to b: Int) -> Int { return a + b }
print(add(a: 2, to: 3)) // expect: 5
func fib(_ n: Int) -> Int { n < 2 ? n : fib(n - 1) + fib(n - 2) }
print(fib(15)) // expect: 610
func swapTwo(_ a: inout Int, _ b: inout Int) {
    let t = a
    a = b
    b = t
}
var p = 1, q = 2
swapTwo(&p, &q)
print(p, q) // expect: 2 1
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(1, 2, 3)) // expect: 6
func half(_ x: Double) -> Double { x / 2 }
print(half(5)) // expect: 2.5
func area(width: Double, height: Double) -> Double { width * height }
print(area(width: 2, height: 3)) // expect: 6.0
func describe(_ x: Int) -> String { "int \(x)" }
func describe(_ x: String) -> String { "string \(x)" }
print(describe(1), describe("s")) // expect: int 1 string s
func makeCounter() -> () -> Int {
    var count = 0
    return {
        count += 1
        return count
    }
}
let counter = makeCounter()
_ = counter()
print(counter()) // expect: 2
