// The evaluator's fast paths keep Swift's meaning (#16): compound assignment to struct and object fields (in variables and array elements, copies unshared), array element and element-field reads (custom subscripts still run once), overloads kept per call site by argument kinds, a Float is not a Double. (expected output from swiftc)
struct P { var x: Double; var n: Int; var name: String; var tags: [Int] = [] }
final class Box { var v = 1; var d = 0.5 { didSet { print("d set", d) } } }
var ps = [P(x: 1, n: 2, name: "a"), P(x: 3, n: 4, name: "b")]
var copy = ps
for k in 0..<ps.count { ps[k].x += 0.5; ps[k].n *= 3; ps[k].name += "!"; ps[k].tags += [k] }
print(ps.map { ($0.x, $0.n, $0.name, $0.tags) }, copy.map { $0.x })
var p = P(x: 2, n: 7, name: "p")
let q = p
p.x /= 4; p.n -= 10; p.n %= 4
print(p.x, p.n, q.x, q.n)
let b = Box(); let b2 = b
b.v += 41; b.d += 1
print(b2.v, b2.d)
func bump(_ items: inout [P], _ i: Int) { items[i].n += 100 }
bump(&ps, 1); print(ps[1].n)
struct Counter { var count = 0; mutating func tick() { count += 1; self.count += 10 } }
var c = Counter(); c.tick(); print(c.count)
var boxes = [Box(), Box()]
boxes[1].v += 5; print(boxes.map(\.v))
var cg = [P(x: 1, n: 1, name: "")]
cg[0].x += 1; cg[0].x *= 2.5; print(cg[0].x)
var i = 0
var arr = [P(x: 0, n: 0, name: "")]
arr[i].n += arr[i].n + 1; print(arr[0].n)
struct Q { var x = 1.5; lazy var twice: Double = x * 2; var computed: Double { x * 10 } }
final class D { var v = 3; subscript(i: Int) -> Int { print("C sub", i); return v + i } }
var qs = [Q(), Q(x: 2)]
let words = ["a", "b", "c"]
let dict = ["k": 1]
let dd = D()
var s = "hello"
for i in 0..<2 { print(qs[i].x, qs[i].computed, words[i], words[i].count, dd[i], dict["k"]!, terminator: " ") }
print(qs[0].twice, words[1...], words[..<2], words[...])
var grid = [[1, 2], [3, 4]]
print(grid[1][0], grid[0].count)
let tuples = [(a: 1, b: "x")]
print(tuples[0].a, tuples[0].b)
var out: [String] = []
for v in [1, 2] { out.append(String(v)) }
let things: [Any] = [1, 2.5, "x", true]
for t in things { print(String(describing: t), terminator: " ") }
print()
for k in 0..<3 { let d = Double(k); print(d, String(d), Int(d * 2.5), terminator: "; ") }
print()
for s in ["1", "x", "2.5"] { print(Int(s) as Any, Double(s) as Any, terminator: " ") }
print()
let mixed: [Any] = [3, 4.5, Float(1.5)]
for m in mixed {
    if let i = m as? Int { print(Double(i)) } else if let d = m as? Double { print(Int(d)) } else if let f = m as? Float { print(Double(f)) }
}
typealias Num = Double
for k in 1...2 { print(Num(k) / 2) }
// expect: [(1.5, 6, "a!", [0]), (3.5, 12, "b!", [1])] [1.0, 3.0]
// expect: 0.5 -3 2.0 7
// expect: d set 1.5
// expect: 42 1.5
// expect: 112
// expect: 11
// expect: [1, 6]
// expect: 5.0
// expect: 1
// expect: C sub 0
// expect: 1.5 15.0 a 1 3 1 C sub 1
// expect: 2.0 20.0 b 1 4 1 3.0 ["b", "c"] ["a", "b"] ["a", "b", "c"]
// expect: 3 2
// expect: 1 x
// expect: 1 2.5 x true 
// expect: 0.0 0.0 0; 1.0 1.0 2; 2.0 2.0 5; 
// expect: Optional(1) Optional(1.0) nil nil nil Optional(2.5) 
// expect: 3.0
// expect: 4
// expect: 1.5
// expect: 0.5
// expect: 1.0
