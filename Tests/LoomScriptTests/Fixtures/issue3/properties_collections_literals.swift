struct Account {
    var balance: Double = 0 {
        willSet { print("will set to \(newValue)") }
        didSet { if balance < 0 { print("overdrawn by \(-balance)") } }
    }
}
var acct = Account()
acct.balance = 10
acct.balance -= 25
class Node {
    var value: Int
    var next: Node?
    init(_ value: Int, next: Node? = nil) { self.value = value; self.next = next }
}
let list = Node(1, next: Node(2, next: Node(3)))
var cur: Node? = list
var vals: [Int] = []
while let n = cur { vals.append(n.value); cur = n.next }
print(vals, list.next?.next?.value as Any, list.next?.next?.next?.value as Any)
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var temp = Temperature(celsius: 100)
temp.fahrenheit = 32
print(temp.celsius, temp.fahrenheit)
struct Outer {
    struct Inner { var v = 1 }
    enum Kind { case a, b }
    var inner = Inner()
    var kind = Kind.a
}
let o = Outer()
print(o.inner.v, o.kind, Outer.Kind.b)
let numbers = [3, 1, 4, 1, 5, 9, 2, 6]
print(numbers.sorted(by: >).prefix(3), numbers.min()!, numbers.firstIndex(of: 4)!, numbers.contains { $0 > 8 })
print(numbers.reduce(into: [Int: Int]()) { $0[$1 % 3, default: 0] += 1 }.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
print(numbers.compactMap { $0 > 4 ? String($0) : nil }, numbers.allSatisfy { $0 > 0 })
let nested = [[1, 2], [3], []]
print(nested.flatMap { $0 }, nested.map(\.count), nested.joined().map { $0 * 2 })
var stack = [1, 2, 3]
print(stack.popLast() as Any, stack.removeFirst(), stack)
let f: (Int) -> Int = { $0 * $0 }
let g = { (x: Int) -> Int in x + 1 }
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C { { g(f($0)) } }
print(compose(f, g)(4), [1, 2, 3].map(f))
let x = 0b1010, y = 0o17, z = 0xFF, big = 1_000_000
print(x, y, z, big, x & 6, x | 1, x ^ 3, x << 2, z >> 4, ~0)
print(10 / 3, 10 % 3, -10 / 3, 10.0 / 4, Double(10) / 3, Float(1) / 3)
print(2 + 3 * 4 - 1, (2 + 3) * 4, 2 * 3 % 4, true || false && false, !(1 > 2))
let s: String? = "hi"
print(s?.count as Any, s!.uppercased(), s.map { $0 + "!" } ?? "")
var optArr: [Int]? = [1]
optArr?.append(2)
print(optArr as Any)
print("a" < "b", "Zed" < "apple", [1, 2] == [1, 2], (1, "a") == (1, "a"))
print("tab\there", "quote\"q\"", "unicode \u{1F600}".count, "é".count)
let multi = """
    Line one
    Line "two" \(1 + 1)
    """
print(multi)
struct PV { var x = 0; var tags: [String] = [] }
var a = [PV(), PV()]
var b = a
b[0].x = 5
b[1].tags.append("t")
let snapshot = b
b[0].x += 1
print(a[0].x, b[0].x, snapshot[0].x, a[1].tags, b[1].tags)
var p = PV()
let q = p
p.x = 9
print(q.x, p.x)
final class Box { var v = 1 }
let boxes = [Box(), Box()]
let alias = boxes
alias[1].v = 7
print(boxes.map(\.v))
func bump(_ ps: inout [PV]) { ps[0].x = 42 }
bump(&b)
print(b[0].x, a[0].x)

// Output, as printed by swiftc:
// expect: will set to 10.0
// expect: will set to -15.0
// expect: overdrawn by 15.0
// expect: [1, 2, 3] Optional(3) nil
// expect: 0.0 32.0
// expect: 1 a b
// expect: [9, 6, 5] 1 2 true
// expect: ["0=3", "1=3", "2=2"]
// expect: ["5", "9", "6"] true
// expect: [1, 2, 3] [2, 1, 0] [2, 4, 6]
// expect: Optional(3) 1 [2]
// expect: 17 [1, 4, 9]
// expect: 10 15 255 1000000 2 11 9 40 15 -1
// expect: 3 1 -3 2.5 3.3333333333333335 0.33333334
// expect: 13 20 2 true true
// expect: Optional(2) HI hi!
// expect: Optional([1, 2])
// expect: true true true true
// expect: tab	here quote"q" 9 1
// expect: Line one
// expect: Line "two" 2
// expect: 0 6 5 [] ["t"]
// expect: 0 9
// expect: [1, 7]
// expect: 42 0
