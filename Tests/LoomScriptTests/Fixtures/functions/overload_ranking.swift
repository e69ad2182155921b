// Overload choice: [Int] over [T], T over T?, constrained over unconstrained, UInt vs Int, operators in one type. (#19; expected output from swiftc)
func f(_ x: [Int]) -> String { "ints" }
func f<T>(_ x: [T]) -> String { "generic" }
print(f([1, 2]), f(["a"]))
func g(_ x: Int) -> String { "Int" }
func g(_ x: Int?) -> String { "Optional" }
let o: Int? = 3
print(g(1), g(o), g(nil))
func h<T>(_ x: T) -> String { "any" }
func h<T: Numeric>(_ x: T) -> String { "numeric" }
print(h("s"), h(2), h(2.5))
func u(_ x: UInt) -> String { "UInt" }
func u(_ x: Int) -> String { "Int" }
print(u(3), u(UInt(3)))
struct V { var x: Double
  static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
  static func * (a: V, k: Double) -> V { V(x: a.x * k) }
  static func * (k: Double, a: V) -> V { V(x: a.x * k * 10) }
  static prefix func - (a: V) -> V { V(x: -a.x) }
  static func += (a: inout V, b: V) { a = a + b }
  static func == (a: V, b: V) -> Bool { a.x == b.x }
}
var v = V(x: 1) + V(x: 2) * 2
v += V(x: 1)
print(v.x, (2 * V(x: 1)).x, (-v).x, v == V(x: 6))

// expect: ints generic
// expect: Int Optional Optional
// expect: any numeric numeric
// expect: Int UInt
// expect: 6.0 20.0 -6.0 true
