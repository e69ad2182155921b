// lazy, sequence(first:next:), sequence(state:next:), AnySequence, partition, replaceSubrange, append(contentsOf:). (#19; expected output from swiftc)
let lz = (1...10).lazy.map { $0 * $0 }.filter { $0 % 2 == 0 }
print(Array(lz), lz.first!)
print(Array(sequence(first: 1) { $0 < 100 ? $0 * 3 : nil }))
print(Array(sequence(state: 0) { (s: inout Int) -> Int? in s += 1; return s <= 3 ? s : nil }))
let any = AnySequence([1, 2, 3])
print(any.map { $0 + 1 })
var it = [10, 20].makeIterator(); print(it.next()!, it.next()!, it.next() as Any)
var arr = [5, 1, 8, 2, 9, 3]
let p = arr.partition { $0 > 4 }
print(p, arr[..<p].sorted(), arr[p...].sorted())
var a2 = [1, 2, 3, 4, 5]
a2.replaceSubrange(1..<3, with: [20, 30, 40]); print(a2)
a2.append(contentsOf: 7...9); print(a2)
a2.removeSubrange(0..<2); print(a2)
a2.insert(contentsOf: [0, 0], at: 1); print(a2)
print(zip([1, 2, 3], ["a", "b"]).map { "\($0)\($1)" }, stride(from: 0, to: 10, by: 3).map { $0 })
print([3, 1, 2].sorted(by: >), [[1], [2, 3]].joined().map { $0 })

// expect: [4, 16, 36, 64, 100] 4
// expect: [1, 3, 9, 27, 81, 243]
// expect: [1, 2, 3]
// expect: [2, 3, 4]
// expect: 10 20 nil
// expect: 3 [1, 2, 3] [5, 8, 9]
// expect: [1, 20, 30, 40, 4, 5]
// expect: [1, 20, 30, 40, 4, 5, 7, 8, 9]
// expect: [30, 40, 4, 5, 7, 8, 9]
// expect: [30, 0, 0, 40, 4, 5, 7, 8, 9]
// expect: ["1a", "2b"] [0, 3, 6, 9]
// expect: [3, 2, 1] [1, 2, 3]
