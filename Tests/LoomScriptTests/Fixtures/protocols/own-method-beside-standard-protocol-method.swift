// A type's own method beside a standard protocol's method of the same name: one overload set,
// chosen by the arguments (OptionSet's contains/union, Sequence's contains).
struct Days: OptionSet {
    let rawValue: Int
    static let mon = Days(rawValue: 1), tue = Days(rawValue: 2), wed = Days(rawValue: 4)
    func contains(dayIndex i: Int) -> Bool { contains(Days(rawValue: 1 << i)) }
    func contains(_ i: Int) -> Bool { contains(Days(rawValue: 1 << i)) }
    func union(_ i: Int) -> Days { union(Days(rawValue: 1 << i)) }
}
let d: Days = [.mon, .wed]
print(d.contains(.mon), d.contains(.tue), d.contains(2), d.contains(dayIndex: 1))
print(d.union(1).rawValue, d.union(.tue).rawValue)
struct Shelf: Sequence {
    var titles: [String]
    func makeIterator() -> IndexingIterator<[String]> { titles.makeIterator() }
    func contains(_ length: Int) -> Bool { titles.contains { $0.count == length } }
}
let s = Shelf(titles: ["Emma", "Dune"])
print(s.contains(4), s.contains(9), s.contains("Dune"), s.contains { $0.hasPrefix("E") })
// expect: true false true false
// expect: 7 7
// expect: true false true true
