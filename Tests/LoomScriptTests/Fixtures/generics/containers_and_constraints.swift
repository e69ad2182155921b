// Generic stacks, associated types, where clauses over two containers, inout generics, variadic generics. (#19; expected output from swiftc)
struct Stack<Element> {
    private var items: [Element] = []
    mutating func push(_ item: Element) { items.append(item) }
    mutating func pop() -> Element? { items.popLast() }
    var top: Element? { items.last }
    var isEmpty: Bool { items.isEmpty }
    var count: Int { items.count }
}
extension Stack where Element: Equatable {
    func contains(_ x: Element) -> Bool { items.contains(x) }
}
protocol Container {
    associatedtype Item
    mutating func append(_ item: Item)
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
struct IntBox: Container {
    var items: [Int] = []
    mutating func append(_ item: Int) { items.append(item) }
    var count: Int { items.count }
    subscript(i: Int) -> Int { items[i] }
}
func allItemsMatch<C1: Container, C2: Container>(_ a: C1, _ b: C2) -> Bool where C1.Item == C2.Item, C1.Item: Equatable {
    if a.count != b.count { return false }
    for i in 0..<a.count where a[i] != b[i] { return false }
    return true
}
var s = Stack<String>()
s.push("a"); s.push("b")
print(s.top ?? "-", s.count, s.contains("a"), s.pop()!, s.count)
var x = IntBox(), y = IntBox()
x.append(1); x.append(2); y.append(1); y.append(2)
print(allItemsMatch(x, y))
y.append(3)
print(allItemsMatch(x, y))
func swapTwo<T>(_ a: inout T, _ b: inout T) { let t = a; a = b; b = t }
var p = 1, q = 2
swapTwo(&p, &q)
print(p, q)
func findIndex<T: Equatable>(of value: T, in array: [T]) -> Int? {
    for (i, v) in array.enumerated() where v == value { return i }
    return nil
}
print(findIndex(of: "c", in: ["a", "b", "c"]) as Any, findIndex(of: 9.5, in: [1.0]) as Any)
struct Pair<A, B> { let first: A; let second: B
    func swapped() -> Pair<B, A> { Pair<B, A>(first: second, second: first) } }
let pr = Pair(first: 1, second: "one").swapped()
print(pr.first, pr.second)
func maxOf<T: Comparable>(_ xs: T...) -> T { xs.max()! }
print(maxOf(3, 9, 2), maxOf("pear", "apple"))

// expect: b 2 true b 1
// expect: true
// expect: false
// expect: 2 1
// expect: Optional(2) nil
// expect: one 1
// expect: 9 pear
