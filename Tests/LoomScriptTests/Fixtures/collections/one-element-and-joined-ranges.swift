// CollectionOfOne, joined() over ranges, and a generic type's arguments found through a stored
// collection of ranges.
var xs = [1, 2, 3, 4]
xs.replaceSubrange(1..<3, with: CollectionOfOne(9))
let one = CollectionOfOne("a")
print(xs, one.count, Array(one), one.map { $0 + "!" }, one)

let parts = [0..<2, 5..<7]
print(Array(parts.joined()), parts.joined().reduce(0, +))

struct RangeSet<Bound: Strideable> where Bound.Stride: SignedInteger {
    var ranges: [Range<Bound>] = []
    init<S: Sequence>(_ items: S) where S.Element == Range<Bound> { ranges = Array(items) }
}
extension RangeSet: Sequence {
    struct Iterator: IteratorProtocol {
        var inner: Range<Bound>.Iterator?
        mutating func next() -> Bound? { inner?.next() }
    }
    func makeIterator() -> Iterator { Iterator(inner: ranges.first?.makeIterator()) }
}
let set = RangeSet([0..<3])
print(type(of: set), Array(set))
// expect: [1, 9, 4] 1 ["a"] ["a!"] CollectionOfOne("a")
// expect: [0, 1, 5, 6] 12
// expect: RangeSet<Int> [0, 1, 2]
