struct K: Hashable, ExpressibleByStringLiteral {
    let s: String
    init(stringLiteral v: String) { s = v.uppercased() }
}
let k: K = "b"
print(k.s)
let e: [K: Int] = ["b": 2]
print(e)
let ks: [K] = ["a", "b"]
print(ks.map(\.s))
let dv: [Int: K] = [1: "x"]
print(dv[1]!.s)
let d2 = [K(stringLiteral: "a"): 1]
print(d2["a"] as Any)
var d3: [K: Int] = [:]
d3["q"] = 5
print(d3.keys.map(\.s), d3["q"] as Any)
func f(_ k: K) -> String { k.s }
print(f("z"))
let s: Set<K> = ["m"]
print(s.contains("m"), s.map(\.s))
struct Code: Hashable, ExpressibleByIntegerLiteral, CustomStringConvertible {
    let n: Int
    init(integerLiteral v: Int) { n = v * 10 }
    var description: String { "#\(n)" }
}
var names: [Code: String] = [1: "one"]
names[2] = "two"
print(names[1] ?? "-", names[2] ?? "-", names.keys.sorted { $0.n < $1.n })
// expect: B
// expect: [main.K(s: "B"): 2]
// expect: ["A", "B"]
// expect: X
// expect: Optional(1)
// expect: ["Q"] Optional(5)
// expect: Z
// expect: true ["M"]
// expect: one two [#10, #20]
