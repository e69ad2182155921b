// Custom string interpolation, @dynamicMemberLookup by name and by key path, key paths with subscripts, tuple elements, optionals, == and appending (#19; expected output from swiftc)
struct Tagged: ExpressibleByStringInterpolation, CustomStringConvertible {
  var parts: [String] = []
  init(stringLiteral v: String) { parts = [v] }
  init(stringInterpolation i: Interp) { parts = i.parts }
  struct Interp: StringInterpolationProtocol {
    var parts: [String] = []
    init(literalCapacity: Int, interpolationCount: Int) {}
    mutating func appendLiteral(_ s: String) { parts.append(s) }
    mutating func appendInterpolation(_ v: Int) { parts.append("<\(v)>") }
    mutating func appendInterpolation(upper s: String) { parts.append(s.uppercased()) }
  }
  var description: String { parts.joined(separator: "|") }
}
let t: Tagged = "a \(5) b \(upper: "x")"
print(t)
extension String.StringInterpolation {
  mutating func appendInterpolation(money v: Double) { appendLiteral("$" + String(Int(v))) }
}
print("cost: \(money: 12.7)")
@dynamicMemberLookup struct Bag { var d: [String: Int]
  subscript(dynamicMember k: String) -> Int { d[k] ?? -1 } }
let bag = Bag(d: ["x": 1]); print(bag.x, bag.y)
struct Pt { var x: Int; var y: Int }
@dynamicMemberLookup struct Wrap { var p: Pt; subscript<T>(dynamicMember kp: KeyPath<Pt, T>) -> T { p[keyPath: kp] } }
print(Wrap(p: Pt(x: 3, y: 4)).y)
let kp = \[Int].[1]; print([5, 6, 7][keyPath: kp])
let t0 = \(Int, String).0; print((9, "n")[keyPath: t0])
let kx = \Pt.x; print(kx == \Pt.x, kx == \Pt.y)
struct Line { var a: Pt }
let ka = \Line.a; let kax = ka.appending(path: \Pt.x); print(Line(a: Pt(x: 8, y: 0))[keyPath: kax])
print([Pt(x: 1, y: 2), Pt(x: 3, y: 4)].map(\.x))
class Person { var name: String; var friend: Person?; init(_ n: String) { name = n } }
let ann = Person("Ann"); ann.friend = Person("Bo")
print(ann[keyPath: \.friend?.name] as Any, Person("Cy")[keyPath: \Person.friend?.name] as Any)
let counts = ["a": 1]
print(counts[keyPath: \.["a"]] as Any, [[1, 2], [3]].map(\.count), [(1, "x"), (2, "y")].map(\.1))

// expect: a |<5>| b |X|
// expect: cost: $12
// expect: 1 -1
// expect: 4
// expect: 6
// expect: 9
// expect: true false
// expect: 8
// expect: [1, 3]
// expect: Optional("Bo") nil
// expect: Optional(1) [2, 1] ["x", "y"]
