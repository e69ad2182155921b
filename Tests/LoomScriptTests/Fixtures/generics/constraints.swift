func biggest<T: Comparable>(_ a: T, _ b: T) -> T { a > b ? a : b }
func allEqual<T>(_ xs: [T]) -> Bool where T: Equatable {
    guard let first = xs.first else { return true }
    return xs.allSatisfy { $0 == first }
}
protocol Shape { func area() -> Double }
struct Square { var side: Double }
extension Square: Shape { func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
func totalArea<S: Shape>(_ shapes: [S]) -> Double { shapes.reduce(0) { $0 + $1.area() } }
func describe<T: Shape & CustomStringConvertible>(_ s: T) -> String { "\(s): \(s.area())" }
struct Version { let major: Int; let minor: Int }
extension Version: Comparable {
    static func < (a: Version, b: Version) -> Bool { (a.major, a.minor) < (b.major, b.minor) }
}
extension Version: CustomStringConvertible { var description: String { "v\(major).\(minor)" } }
enum Level { case low, high }
print(biggest(3, 9), biggest(2.5, 1), biggest("pear", "apple"))
print(biggest(Version(major: 1, minor: 4), Version(major: 1, minor: 10)))
print(allEqual([1, 1, 1]), allEqual(["a", "b"]), allEqual([Level.low, .low]))
print(totalArea([Square(side: 2), Square(side: 3)]))
print(totalArea([Circle(r: 1)]))
struct Stack<Element> {
    var items: [Element] = []
    mutating func push(_ x: Element) { items.append(x) }
}
extension Stack where Element: Equatable {
    func contains(_ x: Element) -> Bool { items.contains(x) }
}
var st = Stack<Int>()
st.push(4); st.push(5)
print(st.contains(5), st.contains(7))
func maxOf<T: Comparable>(_ xs: T...) -> T? { xs.max() }
print(maxOf(3, 8, 1) ?? 0, maxOf("x", "y") ?? "")
struct Tag: Hashable { let name: String }
func unique<T: Hashable>(_ xs: [T]) -> Int { Set(xs).count }
print(unique([Tag(name: "a"), Tag(name: "a"), Tag(name: "b")]))
extension Square: CustomStringConvertible { var description: String { "Square(\(side))" } }
print(describe(Square(side: 1.5)))

// Output, as printed by swiftc:
// expect: 9 2.5 pear
// expect: v1.10
// expect: true false true
// expect: 13.0
// expect: 3.0
// expect: true false
// expect: 8 y
// expect: 2
// expect: Square(1.5): 2.25
