// A stored property named like a Sequence method: called, the name means the method.
struct Inventory: Sequence {
    var map: [String: Int] = ["bolts": 3, "nuts": 5]
    var filter = "none"
    func makeIterator() -> IndexingIterator<[Int]> { map.values.sorted().makeIterator() }
    var doubled: [Int] { map { $0 * 2 } }
    var large: [Int] { filter { $0 > 3 } }
}
let inv = Inventory()
print(inv.doubled, inv.large, inv.filter, inv.map.count)
// expect: [6, 10] [5] none 2
