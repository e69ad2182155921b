// An implicit member on the left of an operator another type declares: it is of the type
// that operator takes there (`Self` in its owner's declaration).
struct Point { var x: Double, y: Double }
struct Transform {
    var sx: Double, sy: Double, dx: Double
    static func scale(_ k: Double) -> Transform { Transform(sx: k, sy: k, dx: 0) }
    static var flip: Transform { Transform(sx: -1, sy: 1, dx: 0) }
    static func * (t: Self, p: Point) -> Point { Point(x: t.sx * p.x + t.dx, y: t.sy * p.y) }
}
struct Offset {
    var d: Double
    static func by(_ d: Double) -> Offset { Offset(d: d) }
    static func + (o: Offset, p: Point) -> Point { Point(x: p.x + o.d, y: p.y + o.d) }
}
let p = Point(x: 2, y: 3)
let q = .scale(3) * p
let r = .flip * p
let s = .by(0.5) + p
print(q.x, q.y, r.x, s.y)
// expect: 6.0 9.0 -2.0 3.5
