// A sequence that is its own iterator, its position kept in a stored IndexingIterator: each
// fresh value is walked once by map, filter, reduce and sorted.
struct Outline: Sequence, IteratorProtocol {
    var levels: IndexingIterator<[Int]>
    var depth = 0
    mutating func next() -> String? {
        guard let level = levels.next() else { return nil }
        depth += 1
        return String(repeating: "  ", count: level) + "item \(depth)"
    }
}
func outline() -> Outline { Outline(levels: [0, 1, 1, 0, 2].makeIterator()) }
print(outline().map { $0.count })
print(outline().filter { $0.hasPrefix("  ") }.count, outline().reduce(0) { $0 + $1.count })
print(outline().sorted().first!, Array(outline()).last!)
for line in outline() where line.hasSuffix("4") { print(line) }
// expect: [6, 8, 8, 6, 10]
// expect: 3 38
// expect:     item 5     item 5
// expect: item 4
