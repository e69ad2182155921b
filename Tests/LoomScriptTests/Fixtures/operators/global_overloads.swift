// A library's global operator overload is chosen by operand types: Int arithmetic and
// `reduce(0, +)` keep the standard `+`.
struct Vec: Equatable { var x: Double, y: Double }
func + (lhs: Vec, rhs: Vec) -> Vec { Vec(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
func * (lhs: Double, rhs: Vec) -> Vec { Vec(x: lhs * rhs.x, y: lhs * rhs.y) }
prefix func - (v: Vec) -> Vec { Vec(x: -v.x, y: -v.y) }

let a = Vec(x: 1, y: 2), b = Vec(x: 3, y: 4)
print(a + b)                          // expect: Vec(x: 4.0, y: 6.0)
print(2 * a)                          // expect: Vec(x: 2.0, y: 4.0)
print(-a)                             // expect: Vec(x: -1.0, y: -2.0)
print([1, 2, 3].reduce(0, +))         // expect: 6
print([a, b].reduce(Vec(x: 0, y: 0), +))  // expect: Vec(x: 4.0, y: 6.0)
print(2 * 3 + 1, 10 - 4)              // expect: 7 6
print([1.5, 2.5].reduce(0, +))        // expect: 4.0
