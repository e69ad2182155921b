// Mirror: a value's parts as its type lays them out, its display style and type.
enum Token { case number(Double), plus, pair(a: Int, b: String) }
struct P { var x = 1, y = 2 }
class Base { var id = 7 }
final class Child: Base { var name = "c" }
print(Mirror(reflecting: Token.number(1)).children.map { $0.label ?? "-" })
print(Mirror(reflecting: Token.plus).children.count)
print(Mirror(reflecting: ["a": 1]).displayStyle as Any)
print(Mirror(reflecting: P()).children.count)
for child in Mirror(reflecting: P()).children { print(child.label!, child.value) }
let m = Mirror(reflecting: Child())
print(m.displayStyle!, m.children.map(\.label), m.superclassMirror?.children.map(\.label) as Any)
print(Mirror(reflecting: (1, "two")).children.map { "\($0.label!)=\($0.value)" })
print(Mirror(reflecting: [10, 20]).children.map { $0.value })
print(Mirror(reflecting: Optional(3)).displayStyle!, Mirror(reflecting: 5).displayStyle as Any, Mirror(reflecting: 5).children.isEmpty)
print(Mirror(reflecting: P()).subjectType, Mirror(reflecting: Token.pair(a: 1, b: "x")).children.first!.value)
print(Mirror(reflecting: P()).descendant("y") as Any)
func caseName(_ t: Token) -> String { Mirror(reflecting: t).children.first?.label ?? String(describing: t) }
print(caseName(.number(2)), caseName(.plus))
print(Mirror(reflecting: (a: 1, b: "x")).children.map { $0.label })
print(Mirror(reflecting: Set([1])).displayStyle!, Mirror(reflecting: [1]).displayStyle!)
print(Mirror(reflecting: ["k": 1]).children.map { $0.value })
print(Mirror(reflecting: Optional(3)).children.map { $0.label })
print(Mirror(reflecting: 1...3).displayStyle as Any, Mirror(reflecting: "s").children.count)
let pair = Mirror(reflecting: [1, 2])
print(pair.children.count, pair.subjectType)
// expect: ["number"]
// expect: 0
// expect: Optional(Swift.Mirror.DisplayStyle.dictionary)
// expect: 2
// expect: x 1
// expect: y 2
// expect: class [Optional("name")] Optional([Optional("id")])
// expect: [".0=1", ".1=two"]
// expect: [10, 20]
// expect: optional nil true
// expect: P (a: 1, b: "x")
// expect: Optional(2)
// expect: number plus
// expect: [Optional("a"), Optional("b")]
// expect: set collection
// expect: [(key: "k", value: 1)]
// expect: [Optional("some")]
// expect: nil 0
// expect: 2 Array<Int>
