// A generic type's static member written without arguments (`Vector.origin()`) takes them
// from what the call or the operator binds: a sibling argument, or the other operand.
struct Vector<Scalar: Numeric> {
    var x: Scalar, y: Scalar
    static func origin() -> Vector { Vector(x: .zero, y: .zero) }
    static func unit() -> Vector { Vector(x: 1, y: 1) }
    static func * (k: Scalar, v: Vector) -> Vector { Vector(x: k * v.x, y: k * v.y) }
    static func + (a: Vector, b: Vector) -> Vector { Vector(x: a.x + b.x, y: a.y + b.y) }
}
func shifted<S: Numeric>(by d: S, _ v: Vector<S>) -> Vector<S> { Vector(x: v.x + d, y: v.y + d) }

let a = 3 * Vector.unit()
let b = 0.5 * Vector.unit()
print(a.x, a.y, b.x, b.y)
let c = shifted(by: 2.5, Vector.origin())
let d = shifted(by: 4, Vector.unit())
print(c.x, d.y)
let e = Vector(x: 1, y: 2) + Vector.unit()
print(e.x, e.y)
// expect: 3 3 0.5 0.5
// expect: 2.5 5
// expect: 2 3
