// Implicit self and rawValue inside enum members, mutating self, indirect enums, payload patterns. (#19; expected output from swiftc)
enum Dir: String { case north = "N", south = "S"
  var label: String { "dir-\(rawValue)" }
  var opposite: Dir { self == .north ? .south : .north }
  func describe() -> String { switch self { case .north: return "up"; case .south: return "down" } }
  mutating func flip() { self = opposite }
}
var d = Dir.north
print(d.label, d.opposite, d.describe()); d.flip(); print(d, d.rawValue)
indirect enum Expr { case num(Int); case add(Expr, Expr); case mul(Expr, Expr)
  var value: Int { switch self { case .num(let n): return n; case let .add(a, b): return a.value + b.value; case let .mul(a, b): return a.value * b.value } } }
print(Expr.add(.num(2), .mul(.num(3), .num(4))).value)
enum Shape { case circle(radius: Double), rect(w: Double, h: Double)
  var area: Double { switch self { case .circle(let r): return 3 * r * r; case .rect(let w, let h): return w * h } } }
print(Shape.circle(radius: 2).area, Shape.rect(w: 2, h: 3).area)
print(Shape.circle(radius: 1), Dir.south, Expr.num(1))
if case .rect(let w, _) = Shape.rect(w: 5, h: 1) { print("w", w) }

// expect: dir-N south up
// expect: south S
// expect: 14
// expect: 12.0 6.0
// expect: circle(radius: 1.0) south num(1)
// expect: w 5.0
