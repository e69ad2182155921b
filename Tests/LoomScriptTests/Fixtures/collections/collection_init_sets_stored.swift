// A Collection whose initializer sets stored properties that have no default: assigning them
// does not read them first (which would reach `count` through the type's own `endIndex`).
struct Bag: Collection {
    var items: [Int]
    let name: String
    init(items: [Int], name: String) {
        self.items = items
        self.name = name
    }
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> Int { items[i] }
}

final class Ring: Sequence {
    var values: [String]
    init(_ values: [String]) { self.values = values }
    func makeIterator() -> IndexingIterator<[String]> { values.makeIterator() }
}

let bag = Bag(items: [4, 5, 6], name: "b")
print(bag.count, bag.name, bag.map { $0 * 2 }, bag.reduce(0, +))
print(Array(Ring(["x", "y"])), Ring(["a"]).values)
// expect: 3 b [8, 10, 12] 15
// expect: ["x", "y"] ["a"]
