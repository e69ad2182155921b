// A collection's iterator is a value: a copy carries on from where it was copied.
var it = [10, 20, 30, 40].makeIterator()
print(it.next()!)
var copy = it
print(copy.next()!, copy.next()!, it.next()!)
struct Pairs: Sequence, IteratorProtocol {
    var base: IndexingIterator<[String]>
    mutating func next() -> String? {
        guard let a = base.next() else { return nil }
        return a + (base.next() ?? "_")
    }
}
let pairs = Pairs(base: ["a", "b", "c", "d", "e"].makeIterator())
print(pairs.map { $0 }, pairs.map { $0.uppercased() })
var chars = "hey".makeIterator()
while let c = chars.next() { print(c, terminator: ".") }
print()
// expect: 10
// expect: 20 30 20
// expect: ["ab", "cd", "e_"] ["AB", "CD", "E_"]
// expect: h.e.y.
