import Foundation
enum Planet: Int, CaseIterable { case mercury = 1, venus, earth }
print(Planet.allCases.count, Planet.earth.rawValue, Planet(rawValue: 2) as Any, Planet(rawValue: 9) as Any)
print(Planet.allCases.map { "\($0)" })
enum Direction: String { case north = "N", south }
print(Direction.north.rawValue, Direction.south.rawValue, Direction.north)
protocol Describable { var label: String { get } ; func describe() -> String }
extension Describable { func describe() -> String { "<\(label)>" } }
struct Item: Describable { var label: String }
struct Special: Describable { var label: String; func describe() -> String { "special \(label)" } }
let ds: [Describable] = [Item(label: "a"), Special(label: "b")]
for d in ds { print(d.describe(), d is Item, (d as? Special)?.label ?? "-") }
struct Counter {
    private(set) var count = 0
    mutating func increment(by n: Int = 1) { count += n }
    static var created = 0
    static func make() -> Counter { created += 1; return Counter() }
}
var cnt = Counter.make()
cnt.increment(); cnt.increment(by: 5)
print(cnt.count, Counter.created)
var a = [1, 2, 3]
var b = a
b.append(4)
print(a, b)
func swapValues<T>(_ x: inout T, _ y: inout T) { let t = x; x = y; y = t }
var p = 1, q = 2
swapValues(&p, &q)
print(p, q)
func sum(_ xs: Int...) -> Int { xs.reduce(0, +) }
print(sum(), sum(1, 2, 3))
func greet(_ name: String, greeting: String = "Hello") -> String { "\(greeting), \(name)!" }
print(greet("Ann"), greet("Bob", greeting: "Hi"))
func parse(_ s: String) throws -> Int {
    enum ParseError: Error { case empty, bad(String) }
    if s.isEmpty { throw ParseError.empty }
    guard let n = Int(s) else { throw ParseError.bad(s) }
    return n
}
for s in ["12", "", "x1"] {
    do { print(try parse(s)) } catch { print("error:", error) }
}
print((try? parse("7")) as Any, (try? parse("z")) as Any, try! parse("3"))
let dict = ["b": 2, "a": 1, "c": 3]
for (k, v) in dict.sorted(by: { $0.key < $1.key }) { print(k, v, terminator: "; ") }
print()
print(dict["a"] as Any, dict["z", default: 0], dict.count)
var scores: [String: [Int]] = [:]
scores["x", default: []].append(5)
scores["x", default: []].append(6)
print(scores)
let word = "Hello, World"
print(word.uppercased(), word.count, word.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) })
print(word.hasPrefix("Hell"), word.reversed().map(String.init).joined(), Array(word.prefix(3)))
let chars: [Character] = ["a", "b"]
print(chars, String(chars))
if case .some(let x) = Optional(5), x > 3 { print("big", x) }
guard let first = [9, 8].first else { fatalError() }
print(first)
typealias Pair = (Int, Int)
let pr: Pair = (1, 2)
print(pr.0 + pr.1)
print(1...3, 0..<2, Array(1...3), (1...10).filter { $0 % 3 == 0 })
print(abs(-3), max(1, 5, 3), min(2.5, 1), (-7).magnitude, 10.isMultiple(of: 5))
print(Double.pi, Int("42") ?? 0, Double("2.5")!, String(42), "\(1.0)")

// Output, as printed by swiftc:
// expect: 3 3 Optional(main.Planet.venus) nil
// expect: ["mercury", "venus", "earth"]
// expect: N south north
// expect: <a> true -
// expect: special b false b
// expect: 6 1
// expect: [1, 2, 3] [1, 2, 3, 4]
// expect: 2 1
// expect: 0 6
// expect: Hello, Ann! Hi, Bob!
// expect: 12
// expect: error: empty
// expect: error: bad("x1")
// expect: Optional(7) nil 3
// expect: a 1; b 2; c 3; 
// expect: Optional(1) 0 3
// expect: ["x": [5, 6]]
// expect: HELLO, WORLD 12 ["Hello", "World"]
// expect: true dlroW ,olleH ["H", "e", "l"]
// expect: ["a", "b"] ab
// expect: big 5
// expect: 9
// expect: 3
// expect: 1...3 0..<2 [1, 2, 3] [3, 6, 9]
// expect: 3 5 1.0 7 true
// expect: 3.141592653589793 42 2.5 42 1.0
