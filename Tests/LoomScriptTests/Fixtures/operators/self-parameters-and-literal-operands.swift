// Operators written with `Self` parameters take values of that type (or literals it is
// expressible by), so `2 * box` is the `(Int, Self)` overload; an array literal made as a generic
// type has elements of that type's arguments.
struct Box {
    var v: Int
    static func * (a: Self, b: Self) -> String { "box*box" }
    static func * (k: Int, b: Self) -> String { "scalar*box" }
}
print(2 * Box(v: 5), Box(v: 1) * Box(v: 2))
struct Poly<T: Numeric>: ExpressibleByArrayLiteral, CustomStringConvertible {
    var c: [T]
    init(arrayLiteral elements: T...) { c = elements }
    static func + (a: Self, b: Self) -> Self { var r = a; for (i, x) in b.c.enumerated() { if i < r.c.count { r.c[i] += x } else { r.c.append(x) } }; return r }
    static func * (k: T, p: Self) -> Self { var r = p; r.c = p.c.map { k * $0 }; return r }
    var description: String { "\(c)" }
}
let p: Poly<Int> = [1, 2]
let f: Poly<Double> = [-2, 0, 1]
print(p + [3], 3 * p, f, 0.5 * f)
// expect: scalar*box box*box
// expect: [4, 2] [3, 6] [-2.0, 0.0, 1.0] [-1.0, 0.0, 0.5]
