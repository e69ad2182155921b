// Lazy sequences read as Swift reads them: a script's endless sequence made lazy ends when only
// a prefix is taken; `drop(while:)` and `prefix(while:)` stay lazy on `(1...)`; a lazy
// collection's `first` finds its position, then reads the element there again (the map runs
// twice for it), and a map's `count` runs nothing; `type(of:)` names each adaptor and what it
// wraps; and a plain sequence's `underestimatedCount` is 0 where a collection's is its count.
struct Naturals: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n }
}
print(Array(Naturals().lazy.map { $0 * 2 }.prefix(3)))
print(Naturals().lazy.filter { $0 % 7 == 0 }.first(where: { $0 > 20 })!)
print(Array((1...).lazy.drop { $0 < 10 }.prefix(2)))
print(Array((1...).lazy.prefix { $0 < 4 }))
print(Array((1...).lazy.dropFirst(5).prefix(2)))
print((1...).lazy.prefix(3).map { $0 * 2 })

var trace: [Int] = []
let mapped = [1, 2, 3, 4].lazy.map { (x: Int) -> Int in trace.append(x); return x }
let even = mapped.filter { $0 % 2 == 0 }.first
print(even!, trace)
trace = []
print(mapped.count, mapped[2], trace)
trace = []
let odd = mapped.filter { $0 % 2 == 1 }
print(odd.count, odd.isEmpty, trace)
trace = []
print(mapped.drop { $0 < 3 }.first!, trace)
trace = []
print(mapped.dropFirst(2).first!, trace)
trace = []
let kept = [1, 2, 3].lazy.compactMap { (x: Int) -> Int? in trace.append(x); return x > 1 ? x : nil }
print(kept.first!, trace)

let a = [1, 2, 3]
print(type(of: a.lazy.filter { $0 > 0 }), type(of: a.lazy.map { $0 }), type(of: a.lazy))
print(type(of: a.lazy.map { $0 * 2 }.map { "\($0)" }))
print(type(of: a.lazy.filter { $0 > 1 }.filter { $0 < 3 }))
print(type(of: a.lazy.filter { $0 > 1 }.map { Double($0) }))
print(type(of: a.lazy.compactMap { $0 > 1 ? $0 : nil }))
print(type(of: a.lazy.drop { $0 < 2 }), type(of: a.lazy.prefix { $0 < 2 }))
print(type(of: a.lazy.prefix(2)), type(of: a.lazy.map { $0 }.prefix(2)))
print(type(of: (1...).lazy.map { $0 }), type(of: (1...).lazy.prefix(2)))
print(type(of: (1...5).lazy.map { $0 }), type(of: "ab".lazy.map { $0 }))
print(type(of: Naturals().lazy), type(of: Naturals().lazy.filter { $0 > 2 }))

struct Two: Sequence, IteratorProtocol {
    var n = 0
    mutating func next() -> Int? { n += 1; return n <= 2 ? n : nil }
}
struct Trio: Collection {
    let items = [5, 6, 7]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}
print(Two().underestimatedCount, Trio().underestimatedCount, [1, 2].underestimatedCount)
print(Two().lazy.map { $0 }.underestimatedCount, Trio().lazy.filter { $0 > 5 }.count, Trio().lazy.map { $0 * 2 }.first!)

// Output, as printed by swiftc:
// expect: [2, 4, 6]
// expect: 21
// expect: [10, 11]
// expect: [1, 2, 3]
// expect: [6, 7]
// expect: [2, 4, 6]
// expect: 2 [1, 2, 2]
// expect: 4 3 [3]
// expect: 2 false [1, 2, 3, 4, 1]
// expect: 3 [1, 2, 3, 3]
// expect: 3 [3]
// expect: 2 [1, 2, 2]
// expect: LazyFilterSequence<Array<Int>> LazyMapSequence<Array<Int>, Int> LazySequence<Array<Int>>
// expect: LazyMapSequence<Array<Int>, String>
// expect: LazyFilterSequence<Array<Int>>
// expect: LazyMapSequence<LazyFilterSequence<Array<Int>>, Double>
// expect: LazyMapSequence<LazyFilterSequence<LazyMapSequence<Array<Int>, Optional<Int>>>, Int>
// expect: LazyDropWhileSequence<Array<Int>> LazyPrefixWhileSequence<Array<Int>>
// expect: Slice<LazySequence<Array<Int>>> LazyMapSequence<ArraySlice<Int>, Int>
// expect: LazyMapSequence<PartialRangeFrom<Int>, Int> PrefixSequence<LazySequence<PartialRangeFrom<Int>>>
// expect: LazyMapSequence<ClosedRange<Int>, Int> LazyMapSequence<String, Character>
// expect: LazySequence<Naturals> LazyFilterSequence<Naturals>
// expect: 0 3 2
// expect: 0 2 10
