// Array's formIndex family, and where text occurs as ranges of the string's own indices.
let base = [10, 20, 30, 40]
var i = base.startIndex
base.formIndex(after: &i)
var j = base.endIndex
base.formIndex(before: &j)
var k = 0
base.formIndex(&k, offsetBy: 3)
print(i, j, k, base[k])

let words = "the cat and the hat"
let starts = words.ranges(of: "the").map { words.distance(from: words.startIndex, to: $0.lowerBound) }
print(starts, words.ranges(of: "dog").isEmpty)
if let r = words.firstRange(of: "cat") { print(words[r], words[r.upperBound...]) }
print(words.firstRange(of: "cow") == nil)
let tail = words.dropFirst(4)
print(tail.ranges(of: "at").count, tail.firstRange(of: "and").map { String(tail[$0]) } ?? "-")
// expect: 1 3 3 40
// expect: [0, 12] true
// expect: cat  and the hat
// expect: true
// expect: 2 and
