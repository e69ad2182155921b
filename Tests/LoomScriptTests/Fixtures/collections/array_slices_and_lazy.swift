// ArraySlice as Swift has it (shared indices, its own type, slices of slices) and lazy sequences that run only when read. (#19; expected output from swiftc)
let arr = [5, 3, 8, 1, 9, 2]
let sl = arr[2...]
print(sl.startIndex, sl.first!, sl[2], type(of: sl), sl, sl.count)
print(arr.split(separator: 8), arr.prefix(2), arr.dropFirst(4) + [7], Array(arr.suffix(2)))
func bsearch(_ a: ArraySlice<Int>, _ x: Int) -> Int? {
    if a.isEmpty { return nil }
    let mid = a.startIndex + a.count / 2
    if a[mid] == x { return mid }
    return a[mid] < x ? bsearch(a[(mid+1)...], x) : bsearch(a[..<mid], x)
}
let sorted = [1, 3, 5, 7, 9, 11]
print(bsearch(sorted[...], 9) as Any, bsearch(sorted[...], 4) as Any)
func mergeSort(_ a: [Int]) -> [Int] {
    guard a.count > 1 else { return a }
    let m = a.count / 2
    let l = mergeSort(Array(a[..<m])), r = mergeSort(Array(a[m...]))
    var out: [Int] = []; var i = 0, j = 0
    while i < l.count && j < r.count { if l[i] <= r[j] { out.append(l[i]); i += 1 } else { out.append(r[j]); j += 1 } }
    return out + l[i...] + r[j...]
}
print(mergeSort(arr), arr.dropFirst().map { $0 * 2 }, arr[1..<3] == [3, 8], arr.prefix(while: { $0 > 2 }))
for (i, x) in arr[3...].enumerated() { print(i, x, terminator: "; ") }
print(Set(arr.dropLast(3)).sorted(), arr.dropFirst().reduce(0, +), arr[2...].firstIndex(of: 9)!)
debugPrint(arr.prefix(1))
var log: [Int] = []
let squares = [1, 2, 3, 4, 5].lazy.map { (x: Int) -> Int in log.append(x); return x * x }
print(log.count)
print(squares.first { $0 > 5 }!, log)
let evens = (1...1_000_000).lazy.filter { $0 % 2 == 0 }.map { $0 * 10 }
print(Array(evens.prefix(3)))
let inner = arr[1...4]
let innermost = inner[2...3]
print(innermost.startIndex, innermost.endIndex, Array(innermost), inner.indices)
var m = arr[...]
m[0] = 100
m.append(4)
print(m, arr.first!, m.last!)
var tokens = ["let", "x", "=", "1"][...]
while let t = tokens.popFirst() { print(t, tokens.startIndex, terminator: " | ") }
print()
var q = [1, 2, 3, 4, 5][1...]
q.removeFirst(); q.removeLast(); print(q, q.startIndex, q.popLast() as Any, q)
// expect: 2 8 8 ArraySlice<Int> [8, 1, 9, 2] 4
// expect: [ArraySlice([5, 3]), ArraySlice([1, 9, 2])] [5, 3] [9, 2, 7] [9, 2]
// expect: Optional(4) nil
// expect: [1, 2, 3, 5, 8, 9] [6, 16, 2, 18, 4] true [5, 3, 8]
// expect: 0 1; 1 9; 2 2; [3, 5, 8] 23 4
// expect: ArraySlice([5])
// expect: 0
// expect: 9 [1, 2, 3]
// expect: [20, 40, 60]
// expect: 2 4 [8, 1] 1..<5
// expect: [100, 3, 8, 1, 9, 2, 4] 5 4
// expect: let 1 | x 2 | = 3 | 1 4 | 
// expect: [3, 4] 2 Optional(4) [3]
