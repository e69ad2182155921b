// A mutating method's `self` is the variable's own storage while it runs (Swift's inout
// self): copy-on-write storage inside a struct is copied only when another value shares it,
// whether the struct is a variable, a stored property of one, or generic.
final class Storage<T> {
    var items: [T]
    init(_ items: [T]) { self.items = items }
}
var copies = 0

struct Stack<T> {
    private var storage = Storage<T>([])
    init() {}
    private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) {
            copies += 1
            storage = Storage(storage.items)
        }
    }
    mutating func push(_ x: T) { makeUnique(); storage.items.append(x) }
    @discardableResult mutating func pop() -> T? { makeUnique(); return storage.items.popLast() }
    var elements: [T] { storage.items }
}

var a = Stack<Int>()
a.push(1); a.push(2)
print("after pushes on one stack:", copies)
var b = a
b.push(3)
print("after pushing on a copy:", copies, a.elements, b.elements)
b.pop(); b.pop()
print("after popping the copy:", copies, b.elements)

struct Shelf { var stack = Stack<Double>(); var name = "left" }
var s1 = Shelf()
s1.stack.push(1)
var s2 = s1
s2.stack.push(2); s2.name = "right"
print("through a stored property:", copies, s1.stack.elements, s2.stack.elements, s1.name, s2.name)

func fill() -> Int {
    var local = Stack<String>()
    for w in ["a", "b", "c"] { local.push(w) }
    let before = copies
    var other = local
    other.push("d")
    return copies - before
}
print("copies in a function:", fill())

struct Counter {
    var log: [Int] = []
    mutating func record(_ n: Int) throws {
        log.append(n)
        if n < 0 { throw CounterError.negative }
    }
}
enum CounterError: Error { case negative }
var c = Counter()
try c.record(1)
do { try c.record(-1) } catch { print("caught", error, c.log) }

var big = Counter()
for i in 0..<20000 { try big.record(i) }
print(big.log.count, big.log.last!)

struct Pair { var x: Double; var flag: Bool }
func size<T>(of: T.Type) -> Int { MemoryLayout<T>.size }
print(MemoryLayout<Int32>.size, MemoryLayout<UInt8>.stride, MemoryLayout<Double>.alignment)
print(MemoryLayout<Pair>.size, MemoryLayout<Pair>.stride, size(of: Int16.self), size(of: Pair.self))
// expect: after pushes on one stack: 0
// expect: after pushing on a copy: 1 [1, 2] [1, 2, 3]
// expect: after popping the copy: 1 [1]
// expect: through a stored property: 2 [1.0] [1.0, 2.0] left right
// expect: copies in a function: 1
// expect: caught negative [1, -1]
// expect: 20000 19999
// expect: 4 1 8
// expect: 9 16 2 9
