// Synthesized Comparable/Hashable (enum payloads too) and ExpressibleBy…Literal script types. (#19; expected output from swiftc)
enum Suit: Comparable { case clubs, diamonds, hearts, spades }
print(Suit.clubs < Suit.spades, [Suit.hearts, .clubs, .spades].sorted())
enum Tok: Hashable { case num(Int), word(String), end }
let s: Set<Tok> = [.num(1), .num(1), .word("a"), .end]
print(s.count, Tok.num(2) == .num(2), Tok.num(2) == .num(3))
struct P: Hashable, Comparable { var x: Int; var y: Int
  static func < (a: P, b: P) -> Bool { (a.x, a.y) < (b.x, b.y) } }
print([P(x: 2, y: 1), P(x: 1, y: 5)].sorted(), Set([P(x: 1, y: 1), P(x: 1, y: 1)]).count)
var d: [P: String] = [:]; d[P(x: 0, y: 0)] = "origin"; print(d[P(x: 0, y: 0)]!)
struct Money: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, CustomStringConvertible {
  var cents: Int
  init(integerLiteral v: Int) { cents = v * 100 }
  init(floatLiteral v: Double) { cents = Int(v * 100) }
  var description: String { "$\(cents / 100).\(cents % 100)" }
}
let m: Money = 5; let m2: Money = 2.5
print(m, m2)
struct Tags: ExpressibleByArrayLiteral { var t: [String]; init(arrayLiteral e: String...) { t = e } }
let t: Tags = ["a", "b"]; print(t.t)
struct Name: ExpressibleByStringLiteral { var v: String; init(stringLiteral s: String) { v = s.uppercased() } }
let nm: Name = "bob"; print(nm.v)
struct Conf: ExpressibleByDictionaryLiteral { var d: [String: Int]
  init(dictionaryLiteral e: (String, Int)...) { d = Dictionary(uniqueKeysWithValues: e) } }
let c: Conf = ["a": 1]; print(c.d)
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth }
print(Planet.allCases.map { $0.rawValue }, Planet(rawValue: 3)!, Planet(rawValue: 9) as Any)

// expect: true [main.Suit.clubs, main.Suit.hearts, main.Suit.spades]
// expect: 3 true false
// expect: [main.P(x: 1, y: 5), main.P(x: 2, y: 1)] 1
// expect: origin
// expect: $5.0 $2.50
// expect: ["a", "b"]
// expect: BOB
// expect: ["a": 1]
// expect: [1, 2, 3] earth nil
