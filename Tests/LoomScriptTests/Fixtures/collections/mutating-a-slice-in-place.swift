// A slice changed by a mutating method, or changed and assigned back, replaces the range it
// came from.
extension MutableCollection where Element == Int {
    mutating func zeroAll() { for i in indices { self[i] = 0 } }
    mutating func doubleAll() { for i in indices { self[i] *= 2 } }
}
var a = [1, 2, 3, 4, 5]
a[1...2].zeroAll()
a[3..<5].doubleAll()
print(a)
var part = a[3...]
part[3] = 7
a[3...4] = part
print(a)
// expect: [1, 0, 0, 8, 10]
// expect: [1, 0, 0, 7, 10]
