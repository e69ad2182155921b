// A tour in the Swift book's order: sets, labeled loops, tuple switches, fallthrough, if let shorthand, static and failable members, nested types, raw and multi-line strings, variadics, inout, defer, opaque results (#19; expected output from swiftc)
let a: Set = [1, 2, 3, 4], b: Set = [3, 4, 5]
print(a.union(b).sorted(), a.intersection(b).sorted(), a.subtracting(b).sorted(), a.symmetricDifference(b).sorted(), a.isSuperset(of: [1, 2]), a.isDisjoint(with: [9]))
outer: for i in 1...3 { for j in 1...3 { if j == 2 { continue outer }; if i == 3 { break outer }; print(i, j) } }
let point = (1, -1)
switch point {
case let (x, y) where x == y: print("diag")
case let (x, y) where x == -y: print("anti", x, y)
case (_, 0): print("axis")
default: print("else")
}
var n = 2
switch n { case 2: print("two"); fallthrough; case 3: print("three-ish"); default: print("other") }
let name: String? = "Ann"
if let name { print("hi \(name)") }
guard let nm = name else { fatalError() }
print(nm.count)
struct Matrix2 { static subscript(n: Int) -> Int { n * n } }
print(Matrix2[4])
struct Animal { let species: String; init?(species: String) { if species.isEmpty { return nil }; self.species = species } }
print(Animal(species: "") == nil, Animal(species: "cat")!.species)
struct BlackjackCard {
    enum Suit: Character { case spades = "♠", hearts = "♡" }
    enum Rank: Int { case two = 2, ace = 14
        struct Values { let first: Int, second: Int? }
        var values: Values { self == .ace ? Values(first: 1, second: 11) : Values(first: rawValue, second: nil) } }
    let rank: Rank, suit: Suit
    var description: String { "suit is \(suit.rawValue), value is \(rank.values.first)" + (rank.values.second.map { " or \($0)" } ?? "") }
}
print(BlackjackCard(rank: .ace, suit: .spades).description)
print(BlackjackCard.Suit.hearts.rawValue)
let raw = #"C:\path\"quoted""#
print(raw, raw.count)
let multi = """
    indented
      more
    """
print(multi)
func sumAll(_ xs: Int...) -> Int { xs.reduce(0, +) }
func apply(_ f: (Int, Int) -> Int, _ a: Int, _ b: Int) -> Int { f(a, b) }
print(sumAll(1, 2, 3), sumAll(), apply(+, 2, 3), apply(*, 4, 5))
func modify(_ x: inout [Int]) { x.append(x.count) }
var arr = [9]; modify(&arr); modify(&arr); print(arr)
var k = 0
repeat { k += 3 } while k < 10
print(k)
for i in stride(from: 10, through: 0, by: -5) { defer { print("d", i) }; print(i) }
func makeShape() -> some Equatable { 5 }
print(makeShape() == makeShape())
let deep: [String: [String: Int]] = ["a": ["b": 1]]
print(deep["a"]?["b"] ?? 0, deep["x"]?["b"] as Any)
print(Int.max &+ 1 == Int.min, 5.isMultiple(of: 5), (-7).signum(), abs(-2.5), 10.0.squareRoot())

// expect: [1, 2, 3, 4, 5] [3, 4] [1, 2] [1, 2, 5] true true
// expect: 1 1
// expect: 2 1
// expect: anti 1 -1
// expect: two
// expect: three-ish
// expect: hi Ann
// expect: 3
// expect: 16
// expect: true cat
// expect: suit is ♠, value is 1 or 11
// expect: ♡
// expect: C:\path\"quoted" 16
// expect: indented
// expect:   more
// expect: 6 0 5 20
// expect: [9, 1, 2]
// expect: 12
// expect: 10
// expect: d 10
// expect: 5
// expect: d 5
// expect: 0
// expect: d 0
// expect: true
// expect: 1 nil
// expect: true true -1 2.5 3.1622776601683795
