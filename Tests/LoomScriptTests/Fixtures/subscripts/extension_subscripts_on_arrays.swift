// A subscript that a protocol extension (or an Array extension) declares is found for an index
// that is not a position: `letters[[0, 2, 4]]`, `letters[stride(…)]`.
protocol Container {
    associatedtype Item
    var count: Int { get }
    subscript(i: Int) -> Item { get }
}
extension Array: Container {}
extension Container {
    subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Iterator.Element == Int {
        var result: [Item] = []
        for index in indices { result.append(self[index]) }
        return result
    }
}
extension Array {
    subscript(every step: Int) -> [Element] { stride(from: 0, to: count, by: step).map { self[$0] } }
}
let letters = ["a", "b", "c", "d", "e"]
print(letters[[0, 2, 4]], letters[stride(from: 4, through: 0, by: -2)], letters[every: 2])
print(letters[1], letters.count)
// expect: ["a", "c", "e"] ["e", "c", "a"] ["a", "c", "e"]
// expect: b 5
