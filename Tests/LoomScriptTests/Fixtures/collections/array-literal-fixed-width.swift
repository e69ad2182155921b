// Integer literals beside a fixed-width integer in an array literal are of its type.
let masks = [UInt8(0b1011_0000), 64, 255]
for m in masks { print(m, m.leadingZeroBitCount, m.nonzeroBitCount, type(of: m)) }
let mixed = [1, Int16(-2), 300]
print(mixed.map { $0 &* 200 }, type(of: mixed))
// expect: 176 0 3 UInt8
// expect: 64 1 1 UInt8
// expect: 255 0 8 UInt8
// expect: [200, -400, -5536] Array<Int16>
