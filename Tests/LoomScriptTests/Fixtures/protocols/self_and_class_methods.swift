// Self in protocol extensions and class methods, inherited class methods, extensions of Int, synthesized and written Equatable/Comparable, optionals, tuples (#19; expected output from swiftc)
protocol Resettable { init(); mutating func reset() }
extension Resettable { mutating func reset() { self = Self() } }
struct Counter: Resettable { var n = 5 }
var c = Counter(); c.reset(); print(c.n)
protocol Cloneable: AnyObject { func clone() -> Self }
final class Doc: Cloneable { var title = "t"; func clone() -> Self { self } }
print(Doc().clone().title)
protocol Shape { static func unit() -> Self; var size: Double { get } }
struct Box: Shape { var size: Double; static func unit() -> Box { Box(size: 1) } }
func units<S: Shape>(_ t: S.Type, count: Int) -> [S] { (0..<count).map { _ in S.unit() } }
print(units(Box.self, count: 2).map(\.size))
extension Int { var squared: Int { self * self }; func times(_ f: () -> Void) { for _ in 0..<self { f() } } }
print(5.squared); 2.times { print("hey") }
class Animal { class func make() -> Self { self.init() }; required init() {}; func speak() -> String { "..." } }
class Dog: Animal { override func speak() -> String { "woof" } }
print(Dog.make().speak(), type(of: Dog.make()))
enum Token: Equatable { case num(Int), op(Character), end }
print(Token.num(2) == .num(2), Token.op("+") != .op("-"), [Token.end].contains(.end))
struct Temp: Comparable { var c: Double; static func < (a: Temp, b: Temp) -> Bool { a.c < b.c } }
print([Temp(c: 3), Temp(c: -1)].min()!.c, Temp(c: 1) >= Temp(c: 1), max(Temp(c: 2), Temp(c: 5)).c)
let nested: [[Int]] = [[1, 2], [3]]
print(nested.flatMap { $0 }, nested.map { $0.reduce(0, +) }, Array(nested.joined()))
var opt: Int? = nil
opt? += 1
print(opt as Any, (opt ?? 0) + 1)
let tuple = (a: 1, b: "x")
let (p, q) = tuple
print(p, q, tuple.b)
print(String(repeating: "ab", count: 3), Array(repeating: 0, count: 2), [1, 2, 3].last { $0 < 3 }!)
print(Double.pi.rounded(.down), 7.0 / 2, 7 / 2, Int("42")! + 1, Double("x") as Any)

// expect: 5
// expect: t
// expect: [1.0, 1.0]
// expect: 25
// expect: hey
// expect: hey
// expect: woof Dog
// expect: true true true
// expect: -1.0 true 5.0
// expect: [1, 2, 3] [3, 3] [1, 2, 3]
// expect: nil 1
// expect: 1 x x
// expect: ababab [0, 0] 2
// expect: 3.0 3.5 3 43 nil
