// Index arithmetic as generic collection code writes it, and element-wise comparisons.
let marks = [12, 40, 7, 33]
let third = marks.index(marks.startIndex, offsetBy: 2)
print(third, marks[third], marks.distance(from: 1, to: 3)) // expect: 2 7 2
print(marks.index(after: 0), marks.index(before: 4)) // expect: 1 3
print(marks.index(0, offsetBy: 3, limitedBy: 2) as Any, marks.index(0, offsetBy: 2, limitedBy: 3)!) // expect: nil 2
var buffer: [Int] = []
buffer.reserveCapacity(8); buffer.append(5); print(buffer, buffer.underestimatedCount) // expect: [5] 1
print(marks.elementsEqual([12, 40, 7, 33]), marks.elementsEqual([12, 40])) // expect: true false
print(marks.starts(with: [12, 40]), marks.starts(with: [40])) // expect: true false
print([1, 2, 3].lexicographicallyPrecedes([1, 3]), [2].lexicographicallyPrecedes([1, 9]), [1].lexicographicallyPrecedes([1, 0])) // expect: true false true
print(marks.elementsEqual([24, 80, 14, 66]) { $0 * 2 == $1 }) // expect: true
let tally = Dictionary([("ok", 1), ("err", 1), ("ok", 1), ("ok", 1)], uniquingKeysWith: +)
print(tally.sorted { $0.key < $1.key }) // expect: [(key: "err", value: 1), (key: "ok", value: 3)]
