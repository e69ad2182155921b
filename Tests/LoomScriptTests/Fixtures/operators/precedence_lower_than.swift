// A precedence group placed below a standard one with `lowerThan:` (and above another with
// `higherThan:`) binds as declared: the cross product before the dot product, both before `|>`.
struct V: CustomStringConvertible {
    var x, y, z: Double
    static func + (a: V, b: V) -> V { V(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    var description: String { "(\(x), \(y), \(z))" }
}
precedencegroup DotPrecedence {
    higherThan: AdditionPrecedence
    lowerThan: MultiplicationPrecedence
}
precedencegroup PipePrecedence {
    associativity: left
    lowerThan: ComparisonPrecedence
}
infix operator • : DotPrecedence
infix operator × : MultiplicationPrecedence
infix operator |> : PipePrecedence
func • (a: V, b: V) -> Double { a.x * b.x + a.y * b.y + a.z * b.z }
func × (a: V, b: V) -> V { V(x: a.y * b.z - a.z * b.y, y: a.z * b.x - a.x * b.z, z: a.x * b.y - a.y * b.x) }
func |> <T, U>(value: T, f: (T) -> U) -> U { f(value) }
let i = V(x: 1, y: 0, z: 0), j = V(x: 0, y: 1, z: 0), k = V(x: 0, y: 0, z: 1)
print(i × j • k, (i + j) • (i + j), i × j + k)
print(2 < 3 |> { "\($0)" }, 5 |> { $0 * 2 } |> { $0 + 1 })
// expect: 1.0 2.0 (0.0, 0.0, 2.0)
// expect: true 11
