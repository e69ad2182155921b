// Script Sequence, IteratorProtocol and Collection types in for-in, map, Array(_:), AnyIterator. (#19; expected output from swiftc)
struct Countdown: Sequence, IteratorProtocol {
  var n: Int
  mutating func next() -> Int? { if n == 0 { return nil }; defer { n -= 1 }; return n }
}
for x in Countdown(n: 3) { print(x) }
print(Countdown(n: 4).map { $0 * 2 }, Array(Countdown(n: 2)))
print(Countdown(n: 5).filter { $0 % 2 == 0 }, Countdown(n: 3).reduce(0, +))
struct Fib: Sequence {
  func makeIterator() -> AnyIterator<Int> {
    var (a, b) = (0, 1)
    return AnyIterator { defer { (a, b) = (b, a + b) }; return a }
  }
}
print(Array(Fib().prefix(10)))
struct Ring: Collection {
  let items: [String]
  var startIndex: Int { 0 }
  var endIndex: Int { items.count }
  func index(after i: Int) -> Int { i + 1 }
  subscript(i: Int) -> String { items[i] }
}
let r = Ring(items: ["a", "b", "c"])
print(r.count, r.first!, r.map { $0.uppercased() }, r.contains("b"), r.isEmpty)
for (i, s) in r.enumerated() { print(i, s) }
print(r.joined(separator: "-"), Array(r.reversed()))

// expect: 3
// expect: 2
// expect: 1
// expect: [8, 6, 4, 2] [2, 1]
// expect: [4, 2] 6
// expect: [0, 1, 1, 2, 3, 5, 8, 13, 21, 34]
// expect: 3 a ["A", "B", "C"] true false
// expect: 0 a
// expect: 1 b
// expect: 2 c
// expect: a-b-c ["c", "b", "a"]
