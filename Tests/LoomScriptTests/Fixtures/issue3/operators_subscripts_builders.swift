struct Vector: CustomStringConvertible {
    var x: Double, y: Double
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
    static func * (a: Vector, k: Double) -> Vector { Vector(x: a.x * k, y: a.y * k) }
    static prefix func - (v: Vector) -> Vector { Vector(x: -v.x, y: -v.y) }
    static func += (a: inout Vector, b: Vector) { a = a + b }
    static func == (a: Vector, b: Vector) -> Bool { a.x == b.x && a.y == b.y }
    var description: String { "(\(x), \(y))" }
}
var v = Vector(x: 1, y: 2) + Vector(x: 3, y: 4) * 2
print(v, -v)
v += Vector(x: 1, y: 1)
print(v, v == Vector(x: 8, y: 11))
infix operator **: MultiplicationPrecedence
func ** (a: Int, b: Int) -> Int { var r = 1; for _ in 0..<b { r *= a }; return r }
print(2 ** 10, 1 + 2 ** 3 * 2)
struct Matrix {
    var rows: Int, cols: Int
    var data: [Double]
    init(rows: Int, cols: Int) { self.rows = rows; self.cols = cols; data = Array(repeating: 0, count: rows * cols) }
    subscript(r: Int, c: Int) -> Double {
        get { data[r * cols + c] }
        set { data[r * cols + c] = newValue }
    }
}
var m = Matrix(rows: 2, cols: 2)
m[0, 1] = 5
m[1, 0] += 2
print(m.data, m[0, 1])
@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ p: [String]?) -> [String] { p ?? [] }
    static func buildEither(first: [String]) -> [String] { first }
    static func buildEither(second: [String]) -> [String] { second }
    static func buildArray(_ parts: [[String]]) -> [String] { parts.flatMap { $0 } }
}
@ListBuilder func menu(vegan: Bool) -> [String] {
    "soup"
    if vegan { "tofu" } else { "steak" }
    for i in 1...2 { "side \(i)" }
    if !vegan { "cheese" }
}
print(menu(vegan: true))
print(menu(vegan: false))
let t = (name: "x", count: 3)
let (n, c) = t
print(t, n, c, t.count)
var counter = 0
let inc = { counter += 1 }
inc(); inc()
print(counter)
func makeCounter() -> () -> Int { var c = 0; return { c += 1; return c } }
let next = makeCounter()
print(next(), next(), next())
let opt: Int? = nil
print(opt ?? -1, opt.map { $0 * 2 } as Any)
let value: Any = 42
if let i = value as? Int { print("int", i) }
print(value is String, (value as? String) ?? "none")
let nums = [5, 3, 8]
print(nums.enumerated().map { "\($0.offset):\($0.element)" }.joined(separator: ","))
switch (3, "a") {
case (0..<2, _): print("low")
case (2...5, "a"): print("mid a")
default: print("other")
}
var i = 0
repeat { i += 2 } while i < 7
print(i)
print(Int.max, Int.min, 7 / 2, -7 % 3, 7.0 / 2, 1e-3, 100.0, 1.5e10, Double(1) / 3)
print([1: "a"], [String: Int](), [1.5, 2], (1, "b"))

// Output, as printed by swiftc:
// expect: (7.0, 10.0) (-7.0, -10.0)
// expect: (8.0, 11.0) true
// expect: 1024 17
// expect: [0.0, 5.0, 2.0, 0.0] 5.0
// expect: ["soup", "tofu", "side 1", "side 2"]
// expect: ["soup", "steak", "side 1", "side 2", "cheese"]
// expect: (name: "x", count: 3) x 3 3
// expect: 2
// expect: 1 2 3
// expect: -1 nil
// expect: int 42
// expect: false none
// expect: 0:5,1:3,2:8
// expect: mid a
// expect: 8
// expect: 9223372036854775807 -9223372036854775808 3 -1 3.5 0.001 100.0 15000000000.0 0.3333333333333333
// expect: [1: "a"] [:] [1.5, 2.0] (1, "b")
