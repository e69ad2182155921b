// Array's members from the standard library's typed table, and the sequence API that sets,
// dictionaries, ranges and strings share through it.
var xs = [5, 3, 8, 1]
xs.append(9); xs.insert(0, at: 2); xs.append(contentsOf: [7, 7])
print(xs, xs.count, xs.first!, xs.last!) // expect: [5, 3, 0, 8, 1, 9, 7, 7] 8 5 7
print(xs.remove(at: 2), xs.removeFirst(), xs.removeLast(), xs.popLast()!, xs) // expect: 0 5 7 7 [3, 8, 1, 9]
xs.removeLast(2); print(xs) // expect: [3, 8]
print(xs.contains(8), xs.contains { $0 > 10 }, xs.allSatisfy { $0 > 2 }) // expect: true false true
let ys = [4, 9, 2, 9, 6]
print(ys.firstIndex(of: 9)!, ys.lastIndex(of: 9)!, ys.firstIndex { $0 < 3 }!, ys.first { $0 > 4 }!, ys.last { $0 > 4 }!) // expect: 1 3 2 9 6
print(ys.min()!, ys.max()!, ys.min { $0 > $1 }!, ys.sorted(), ys.sorted(by: >)) // expect: 2 9 9 [2, 4, 6, 9, 9] [9, 9, 6, 4, 2]
print(ys.map { $0 * 2 }, ys.compactMap { $0 > 5 ? $0 : nil }, [[1], [2, 3]].flatMap { $0 }) // expect: [8, 18, 4, 18, 12] [9, 9, 6] [1, 2, 3]
print(ys.reduce(0, +), ys.reduce(into: [Int]()) { $0.append($1 % 4) }) // expect: 30 [0, 1, 2, 1, 2]
print(ys.prefix(2), ys.suffix(2), ys.dropFirst(), ys.dropLast(3), ys.prefix { $0 > 3 }, ys.drop { $0 > 3 }) // expect: [4, 9] [9, 6] [9, 2, 9, 6] [4, 9] [4, 9] [2, 9, 6]
print(Array(ys.reversed()), ["a", "b"].joined(separator: "-"), [[1, 2], [3]].joined().map { $0 }) // expect: [6, 9, 2, 9, 4] a-b [1, 2, 3]
for (i, w) in ["x", "y"].enumerated() { print(i, w) } // expect: 0 x
// expect: 1 y
var zs = [3, 1, 2]; zs.sort(); zs.swapAt(0, 2); print(zs) // expect: [3, 2, 1]
zs.removeAll { $0 == 2 }; print(zs, zs.isEmpty, zs.indices) // expect: [3, 1] false 0..<2
var ds = [1.5]; ds.append(2); print(ds) // expect: [1.5, 2.0]
let s: Set = [3, 1, 2]
print(s.sorted(), s.map { $0 * 10 }.sorted(), s.min()!, s.contains { $0 > 2 }) // expect: [1, 2, 3] [10, 20, 30] 1 true
print((1...4).map { $0 * $0 }, (0..<10).filter { $0 % 3 == 0 }, (1...5).reduce(0, +)) // expect: [1, 4, 9, 16] [0, 3, 6, 9] 15
print(["b": 2, "a": 1].sorted { $0.key < $1.key }.map { $0.value }) // expect: [1, 2]
print("cab".sorted(), "ab".map { String($0) + "!" }) // expect: ["a", "b", "c"] ["a!", "b!"]
