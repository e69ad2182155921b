var s: Set<Int> = [3, 1, 2, 3]
print(s.count)
print(s.sorted())
let r = s.insert(4)
print(r.inserted, r.memberAfterInsert)
let r2 = s.insert(1)
print(r2)
print(s.contains(2), s.contains(9))
let a = Set([1, 2, 3, 4])
let b: Set = [3, 4, 5]
print(a.union(b).sorted())
print(a.intersection(b).sorted())
print(a.subtracting(b).sorted())
print(a.symmetricDifference(b).sorted())
print(Set([3, 4]).isSubset(of: a), b.isSubset(of: a))
print(s.remove(2) as Any, s.remove(42) as Any)
print(s.isEmpty, Set<Int>().isEmpty)
var total = 0
for x in s { total += x }
print(total)
let one: Set<String> = ["a"]
print(one)
print(Set([7]))
print(type(of: s))
var e = Set<String>()
e.insert("x"); e.insert("x")
print(e.count, e)
print(a.isSuperset(of: [1, 2]), a.isDisjoint(with: b))
print(a.map { $0 * 2 }.sorted())
print(a.filter { $0 > 2 }.sorted())
print(s == Set([1, 3, 4]))
s.formUnion([10, 11])
print(s.sorted())
let w = Set(["b", "a", "b"])
print(w.sorted(), w.count)
struct Tagged { var tags: Set<String> }
print(Tagged(tags: ["a"]))
print([Set([1])])
print(Optional(Set([2])) as Any)
struct P: Hashable { var x: Int; var y: Int }
var ps: Set<P> = [P(x: 1, y: 2), P(x: 1, y: 2), P(x: 0, y: 0)]
print(ps.count, ps.contains(P(x: 0, y: 0)))
enum Suit: Hashable { case hearts, spades }
let suits: Set<Suit> = [.hearts, .hearts, .spades]
print(suits.count)
func countUnique(_ s: Set<Int>) -> Int { s.count }
print(countUnique([1, 1, 2]))
let letters = Set("hello")
print(letters.count, letters.sorted())
var seen = Set<Int>()
for n in [3, 1, 3, 2, 1] where !seen.contains(n) { seen.insert(n) }
print(seen.sorted())
print(Set([1, 2]) == Set([2, 1]))
let evens = Set(stride(from: 0, to: 10, by: 2))
print(evens.sorted(by: >))
print(evens.filter { $0 > 4 }.count, evens.min()!, evens.max()!)
print("\(Set([5]))")

// Output, as printed by swiftc:
// expect: 3
// expect: [1, 2, 3]
// expect: true 4
// expect: (inserted: false, memberAfterInsert: 1)
// expect: true false
// expect: [1, 2, 3, 4, 5]
// expect: [3, 4]
// expect: [1, 2]
// expect: [1, 2, 5]
// expect: true false
// expect: Optional(2) nil
// expect: false true
// expect: 8
// expect: ["a"]
// expect: [7]
// expect: Set<Int>
// expect: 1 ["x"]
// expect: true false
// expect: [2, 4, 6, 8]
// expect: [3, 4]
// expect: true
// expect: [1, 3, 4, 10, 11]
// expect: ["a", "b"] 2
// expect: Tagged(tags: Set(["a"]))
// expect: [Set([1])]
// expect: Optional(Set([2]))
// expect: 2 true
// expect: 2
// expect: 2
// expect: 4 ["e", "h", "l", "o"]
// expect: [1, 2, 3]
// expect: true
// expect: [8, 6, 4, 2, 0]
// expect: 2 0 8
// expect: [5]
