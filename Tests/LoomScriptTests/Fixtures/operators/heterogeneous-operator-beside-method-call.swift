// A heterogeneous operator (`Scalar * Self`) beside a method call on a value: the call's
// implicit members are its parameters', not the other operand's type.
protocol Space {
    associatedtype Scalar
    static var zero: Self { get }
    static func + (a: Self, b: Self) -> Self
    static func * (k: Scalar, v: Self) -> Self
}
struct P: Space, CustomStringConvertible {
    typealias Scalar = Double
    var x: Double
    static var zero: P { P(x: 0) }
    static func + (a: P, b: P) -> P { P(x: a.x + b.x) }
    static func * (k: Double, v: P) -> P { P(x: k * v.x) }
    var description: String { "P(\(x))" }
}
func scaledSum<V: Space>(_ k: V.Scalar, _ xs: [V]) -> V { k * xs.reduce(.zero, +) }
print(scaledSum(0.5, [P(x: 1), P(x: 2)]))
let ps = [P(x: 3), P(x: 4)]
print(2.0 * ps.reduce(.zero, +), 0.5 * ps.reduce(P.zero) { $0 + $1 })
let ds = [1.5, 2.5]
print(2 * ds.reduce(0, +), 3.0 * ds.reduce(.zero, +))
// expect: P(1.5)
// expect: P(14.0) P(3.5)
// expect: 8.0 12.0
