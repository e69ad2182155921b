// A script collection gets what the standard library gives every collection: an Int-indexed
// RandomAccessCollection steps without saying how; a MutableCollection is sorted, swapped and
// reversed in place through its own subscript (it stays itself); a range of it is a Slice with its
// indices, and so is dropFirst.
struct Squares: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 4 }
    subscript(i: Int) -> Int { i * i }
}
let squares = Squares()
print(Array(squares), squares.first!, squares.last!, squares.index(after: 1), squares.count, squares.map { $0 + 1 })

struct Shelf: MutableCollection, RandomAccessCollection, CustomStringConvertible {
    var books = ["c", "a", "d", "b"]
    var startIndex: Int { 0 }
    var endIndex: Int { books.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String { get { books[i] } set { books[i] = newValue } }
    var description: String { "Shelf\(books)" }
}
var shelf = Shelf()
shelf.swapAt(0, 1)
print(shelf, type(of: shelf))
shelf.sort()
print(shelf)
shelf.sort(by: >)
print(shelf, Array(shelf[1...2]), shelf[1...2].count)
print(shelf.dropFirst(2), Array(shelf.dropFirst(3)))
// expect: [0, 1, 4, 9] 0 9 2 4 [1, 2, 5, 10]
// expect: Shelf["a", "c", "d", "b"] Shelf
// expect: Shelf["a", "b", "c", "d"]
// expect: Shelf["d", "c", "b", "a"] ["c", "b"] 2
// expect: Slice<Shelf>(_startIndex: 2, _endIndex: 4, _base: Shelf["d", "c", "b", "a"]) ["a"]
