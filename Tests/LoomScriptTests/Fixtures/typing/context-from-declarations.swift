// Context for literals and implicit members from declarations: a generic receiver's parameter
// in an array literal, an Optional's wrapped type for `?? []`, a range pattern of a type made from
// string literals, `Self` with its arguments in a protocol extension, an endless range's sequence
// methods, and `??` of an optional chain in an `Any` argument.
enum Mass { case gram, kilogram }
struct Quantity<U> {
    var unit: U
    func pick(_ candidates: [U]) -> U { candidates.last ?? unit }
}
print(Quantity(unit: Mass.gram).pick([.gram, .kilogram]))

struct Perm: OptionSet { let rawValue: Int; static let read = Perm(rawValue: 1), write = Perm(rawValue: 2) }
struct Node { var parent: [Perm]?; var own: Perm? }
let p: Perm? = nil
let n = Node(parent: nil, own: .read)
print((p ?? []).union(.write).rawValue, (n.own ?? []).rawValue, (n.parent?.first ?? []).rawValue)

struct V: Comparable, ExpressibleByStringLiteral {
    let n: Int
    init(stringLiteral s: String) { n = s.count }
    static func < (a: V, b: V) -> Bool { a.n < b.n }
}
for v: V in ["abcdefgh", "abc", "a"] {
    switch v {
    case "zzzzzz"...: print("long")
    case "zz"..<"aaaaa": print("medium")
    default: print("short")
    }
}

protocol Monoid { static var zero: Self { get }; static func + (lhs: Self, rhs: Self) -> Self }
extension Monoid {
    static func total(_ xs: [Self]) -> Self { xs.reduce(.zero) { $0 + $1 } }
    static func tagged(_ xs: [(String, Self)]) -> Self { xs.reduce(.zero) { $0 + $1.1 } }
}
struct Bag<T>: Monoid {
    var items: [T] = []
    static var zero: Bag { Bag() }
    static func + (a: Bag, b: Bag) -> Bag { Bag(items: a.items + b.items) }
}
print(Bag.total([Bag(items: [1, 2]), Bag(items: [3])]).items, Bag<Int>.tagged([("a", Bag(items: [4]))]).items)

let taken: Set<Int> = [0, 1, 3]
print((0...).first { !taken.contains($0) }!, Array((5...).prefix(3)), (3...).contains(1), Array((10...).dropFirst(2).prefix(2)))

struct Circle { var radius: Double }
let c: Circle? = nil
let d: Double? = nil
print(c?.radius ?? -1, d ?? -1, "\(c?.radius ?? 2)")
// expect: kilogram
// expect: 2 1 0
// expect: long
// expect: medium
// expect: short
// expect: [1, 2, 3] [4]
// expect: 2 [5, 6, 7] false [12, 13]
// expect: -1 -1.0 2.0
