protocol Describable {
    var summary: String { get }
}
struct Cat: Describable { var name: String; var summary: String { "cat \(name)" } }
struct Car: Describable { var model: String; var summary: String { "car \(model)" } }

func describeAll<T: Describable>(_ items: [T]) -> [String] { items.map { $0.summary } }
func largest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
func pairUp<A, B>(_ a: A, _ b: B) -> (A, B) where A: Equatable { (a, b) }

print(describeAll([Cat(name: "Tom"), Cat(name: "Kit")])) // expect: ["cat Tom", "cat Kit"]
print(largest(3, 9), largest("pear", "apple")) // expect: 9 pear
print(pairUp(1, "one")) // expect: (1, "one")

struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
}
var st = Stack<Int>()
st.push(1); st.push(2)
print(st.pop() ?? 0, st.top ?? 0, st.isEmpty) // expect: 2 1 false

extension Stack where Element == String {
    func joined() -> String { items.joined(separator: "+") }
}
var words = Stack<String>()
words.push("a"); words.push("b")
print(words.joined()) // expect: a+b

extension Describable {
    func shout() -> String { summary.uppercased() }
}
extension Describable where Self == Car {
    static func make(_ m: String) -> Car { Car(model: m) }
}
let things: [Describable] = [Cat(name: "Tom"), Car(model: "Mini")]
for t in things { print(t.shout()) }
// expect: CAT TOM
// expect: CAR MINI

typealias Score = Int
typealias Board = [String: Score]
var board: Board = ["a": 1]
board["b", default: 0] += 2
print(board.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) // expect: ["a=1", "b=2"]

struct Outer {
    struct Inner { var v = 1 }
    enum Mode { case on, off }
    var inner = Inner()
    var mode = Mode.on
}
let o = Outer()
print(o.inner.v, o.mode) // expect: 1 on
let inner = Outer.Inner(v: 5)
print(inner.v) // expect: 5

func apply<T>(_ x: T, times: Int, _ f: (T) -> T) -> T {
    var r = x
    for _ in 0..<times { r = f(r) }
    return r
}
print(apply(1, times: 5) { $0 * 2 }) // expect: 32
print(type(of: 3), type(of: "s"), type(of: Cat(name: "a"))) // expect: Int String Cat
