// ArraySlice made directly: from a sequence, empty, or repeating a value; its indices start at 0.
var bytes = ArraySlice<UInt8>([0x10, 0x20, 0x30])
print(bytes.count, bytes.startIndex, bytes.popFirst() as Any, bytes.startIndex, Array(bytes))
let letters = ArraySlice("loom")
print(letters.first!, letters.last!, letters.dropFirst().count)
let empty = ArraySlice<Int>()
print(empty.isEmpty, empty.startIndex, empty.endIndex)
let dashes = ArraySlice(repeating: "-", count: 3)
print(dashes, dashes.joined())
print(ArraySlice(1...5).reduce(0, +), ArraySlice(stride(from: 0, to: 10, by: 3)))
// expect: 3 0 Optional(16) 1 [32, 48]
// expect: l m 3
// expect: true 0 0
// expect: ["-", "-", "-"] ---
// expect: 15 [0, 3, 6, 9]
