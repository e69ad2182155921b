// A dictionary's default takes its written value type; `T(literal)` is `literal as T`; a
// reduce keeps its labelled tuple; an empty Character sequence is ""; nested types of one name.
var edges: [String: Set<String>] = [:]
edges["a", default: []].formUnion(["x", "y"])
edges["a", default: []].insert("z")
edges["b", default: []].insert("q")
print(edges.keys.sorted(), edges["a"]!.sorted(), edges["b"]!.count)

struct Money: ExpressibleByIntegerLiteral, CustomStringConvertible {
    var cents: Int
    init(cents: Int) { self.cents = cents }
    init(_ dollars: Double) { cents = Int(dollars * 100) }
    init(integerLiteral v: Int) { cents = v * 100 }
    var description: String { "\(cents)c" }
}
enum Shop { struct Price: ExpressibleByFloatLiteral { var value: Double; init(floatLiteral v: Double) { value = v * 2 } } }
print(Money(3), Money(-2), Money(cents: 5), Shop.Price(1.5).value)

let base = (lo: 1, hi: 0)
let r = [1, 2].reduce(base) { ($0.lo + $1, $0.hi + $1 * 3) }
print(r.lo, r.hi)

let blank = "   ".drop(while: { $0 == " " }).reversed()
let none: [Character] = []
print("[\(String(blank))]", "[\(String(none))]", "[\(String("abc".filter { $0 == "z" }.reversed()))]")

enum Length { enum UnitType: String { case mm, inch = "in" } }
enum Temperature { enum UnitType: String { case C, F } }
let y: Length.UnitType = .mm
let t = Temperature.UnitType.F
print(y == .mm, y != .inch, t == .F, [Length.UnitType.mm, .inch].map(\.rawValue))
// expect: ["a", "b"] ["x", "y", "z"] 1
// expect: 300c -200c 5c 3.0
// expect: 4 9
// expect: [] [] []
// expect: true true true ["mm", "in"]
