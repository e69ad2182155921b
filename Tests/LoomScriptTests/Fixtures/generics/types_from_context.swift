// Where Swift takes a type from context: a static factory's generic argument from the
// variable's type, an empty literal beside a typed argument, a dictionary's default from its
// values, a collection literal coerced to a type that can be made from it, a protocol-typed
// cast choosing an extension's method, and a library generic's parameter not the caller's.
struct Box<T: Numeric> {
    var v: T
    static func one() -> Box { Box(v: T.zero + 1) }
}
let b: Box<Int> = Box.one()
let c: Box<Double> = Box.one()
print(b.v, c.v)

func pick<S: Equatable>(_ a: S, _ b: S) -> S { b }
print(pick([1], []), pick(["k": 1], [:]), pick([2], [Int]()))

let counts: [String: Int] = ["a": 1]
print(counts["b", default: .max], counts["a", default: .min])

struct Bag: ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    var n: Int
    init(arrayLiteral e: Int...) { n = e.count }
    init(dictionaryLiteral e: (String, Int)...) { n = e.count * 10 }
}
print(([1, 2] as Bag).n, (["x": 1] as Bag).n)

protocol Greeter {}
extension Greeter { func hello() -> String { "extension" } }
struct Plain: Greeter { func hello() -> String { "struct" } }
print(Plain().hello(), (Plain() as any Greeter).hello(), (Plain() as Greeter).hello())

func larger<T: BinaryInteger>(_ v: T) -> Int { max(1, 2) + Int(v) }
print(larger(UInt8(7)))
// expect: 1 1.0
// expect: [] [:] []
// expect: 9223372036854775807 1
// expect: 2 10
// expect: struct extension extension
// expect: 9
