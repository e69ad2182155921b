// Overloads chosen as Swift chooses them: a constraint that fails rules its overload out; a
// value of a generic type takes the generic overload; Float is not Double; a function's type
// picks among overloaded functions; `Int?.x` is Optional's static member.
func kind<T>(_ x: T) -> String { "any" }
func kind<T: Hashable>(_ x: T) -> String { "hashable" }
func kind<T: BinaryInteger>(_ x: T) -> String { "integer" }
print(kind(1), kind([1]), kind({ 1 }), kind("s"))

func render(_ x: Int) -> String { "int" }
func render(_ x: Double) -> String { "double" }
func render<T>(_ x: T) -> String { "generic" }
func wrap<T>(_ x: T) -> String { render(x) }
print(wrap(5), render(5), render(Float(2)), render(2.5))

func show(_ x: Int) -> String { "int(\(x))" }
func show(_ x: Double) -> String { "double(\(x))" }
func show(_ x: UInt) -> String { "uint(\(x))" }
let asDouble: (Double) -> String = show
print(asDouble(9), (show as (UInt) -> String)(9))

protocol HasEmpty { static var empty: Self { get } }
extension Int: HasEmpty { static var empty: Int { 0 } }
extension Optional: HasEmpty { static var empty: Wrapped? { nil } }
func lastOr<M: HasEmpty>(_ xs: [M]) -> M { xs.reduce(M.empty) { _, x in x } }
print(Int?.empty as Any, Optional<Int>.empty as Any, Int.empty)
print(lastOr([Optional(1), nil, Optional(2)]) as Any, lastOr([3, 4]))

protocol Mergeable { static var identity: Self { get }; func merged(with o: Self) -> Self }
extension Int: Mergeable {
    static var identity: Int { 0 }
    func merged(with o: Int) -> Int { self + o }
}
extension Array: Mergeable where Element: Mergeable {
    func merged(with other: [Element]) -> [Element] {
        (0..<Swift.max(count, other.count)).map { i in
            (i < count ? self[i] : .identity).merged(with: i < other.count ? other[i] : .identity)
        }
    }
    static var identity: [Element] { [] }
}
extension Array where Element: Numeric {
    func padded(to n: Int) -> [Element] { self + Array(repeating: Element.zero, count: n - count) }
}
let none: [Int] = []
print([1, 2, 3].merged(with: [110, 200]), [].merged(with: [[1], [2, 3]]), [7].padded(to: 3), none.padded(to: 2))
// expect: integer hashable any hashable
// expect: generic int generic double
// expect: double(9.0) uint(9)
// expect: nil nil 0
// expect: Optional(2) 4
// expect: [111, 202, 3] [[1], [2, 3]] [7, 0, 0] [0, 0]
