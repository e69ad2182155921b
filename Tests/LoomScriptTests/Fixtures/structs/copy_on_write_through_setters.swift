// A copy-on-write type copies its storage only when it is shared: through a subscript's or a
// computed property's setter, and through mutating methods whatever their names, as in Swift.
final class Storage {
    var items: [Int]
    init(_ items: [Int]) { self.items = items }
}
struct Buffer {
    private var storage = Storage([])
    private(set) var copies = 0
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            storage = Storage(storage.items)
            copies += 1
        }
    }
    subscript(i: Int) -> Int {
        get { storage.items[i] }
        set { makeUnique(); storage.items[i] = newValue }
    }
    var first: Int {
        get { storage.items[0] }
        set { makeUnique(); storage.items[0] = newValue }
    }
    mutating func set(_ values: [Int]) { makeUnique(); storage.items = values }
    mutating func insert(_ x: Int) { makeUnique(); storage.items.insert(x, at: 0) }
    mutating func update(at i: Int, to x: Int) { makeUnique(); storage.items[i] = x }
    var all: [Int] { storage.items }
}
var a = Buffer()
a.set([1, 2, 3])
a[0] = 10
a.first = 20
a.insert(0)
a.update(at: 1, to: 5)
print(a.all, a.copies)
var b = a
b[1] = 99
print(a.all, b.all, a.copies, b.copies)
b.first = 7
print(b.all, b.copies)

struct Holder { var buffer = Buffer() }
var h = Holder()
h.buffer.set([4, 5])
h.buffer[1] = 6
h.buffer.first = 3
print(h.buffer.all, h.buffer.copies)
// expect: [0, 5, 2, 3] 0
// expect: [0, 5, 2, 3] [0, 99, 2, 3] 0 1
// expect: [7, 99, 2, 3] 1
// expect: [3, 6] 0
