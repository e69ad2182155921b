// The wrapping operators' compound forms, and products of two 64-bit operands.
var x: UInt64 = .max
x &+= 2
var y: Int8 = 100
y &*= 3
var z = 5
z &-= 7
var w: UInt8 = 0b1000_0001
w &<<= 9
var v: Int16 = -256
v &>>= 20
print(x, y, z, w, v)
let a = UInt64.max
print(a &* a, a &* 0xBF58476D1CE4E5B9)
var h: UInt64 = 14695981039346656037
for byte in "loom".utf8 { h ^= UInt64(byte); h &*= 1099511628211 }
print(h)
print(Int64.max.multipliedReportingOverflow(by: 3))
// expect: 1 44 -2 2 -16
// expect: 1 4658895280553007687
// expect: 14838498400480366748
// expect: (partialValue: 9223372036854775805, overflow: true)
