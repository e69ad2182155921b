// A script's own Sequence drops lazily, as Swift's DropFirstSequence and DropWhileSequence do: an
// endless sequence's `dropFirst(2).prefix(3)` ends, and each iteration starts afresh.
struct Naturals: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n }
}
let skipped = Naturals().dropFirst(2)
print(Array(skipped.prefix(3)), Array(skipped.prefix(2)))
let large = Naturals().drop(while: { (x: Int) -> Bool in x < 5 })
print(Array(large.prefix(2)))

struct Countdown: Sequence {
    let from: Int
    func makeIterator() -> AnyIterator<Int> {
        var current = from
        return AnyIterator { defer { current -= 1 }; return current > 0 ? current : nil }
    }
}
print(Array(Countdown(from: 4).dropFirst()), Array(Countdown(from: 2).dropFirst(5)))
print(Countdown(from: 4).dropFirst(2).map { $0 * 10 }, Countdown(from: 5).drop(while: { $0 > 3 }).reduce(0, +))
for x in Countdown(from: 3).dropFirst() { print(x, terminator: " ") }
print()
// expect: [3, 4, 5] [3, 4]
// expect: [5, 6]
// expect: [3, 2, 1] []
// expect: [20, 10] 6
// expect: 2 1 
