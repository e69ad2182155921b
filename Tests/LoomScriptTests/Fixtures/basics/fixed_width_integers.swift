// Int8…UInt64: ranges, wrapping operators, truncating/clamping/exact conversions, overflow reports, bits, rounding rules. (#19; expected output from swiftc)
print(Int8.min, Int8.max, UInt8.max, Int16.max, UInt16.max, Int32.min, UInt32.max, Int64.max, UInt64.max)
let a: UInt8 = 250
print(a &+ 10, a &* 2, Int8(-128) &- 1)
print(UInt8(truncatingIfNeeded: 300), Int8(clamping: 1000), UInt8(clamping: -5))
print(Int8(exactly: 100) as Any, Int8(exactly: 200) as Any, Int(exactly: 3.5) as Any, Int(exactly: 4.0) as Any)
let r = Int8(100).addingReportingOverflow(100)
print(r.partialValue, r.overflow)
print(0b1010 & 0b0110, 0b1010 | 0b0110, 0b1010 ^ 0b0110, ~UInt8(0b1111), 1 << 4, 256 >> 2)
print(UInt8(1) &<< 9, Int32(1) &<< 33)
print(UInt8(0b1011).nonzeroBitCount, UInt16(1).leadingZeroBitCount, 8.trailingZeroBitCount)
print((2.5).rounded(), (2.5).rounded(.toNearestOrEven), (-2.5).rounded(.towardZero), (2.1).rounded(.up), (2.9).rounded(.down), (-2.5).rounded(.awayFromZero), (2.5).rounded(.toNearestOrAwayFromZero))
var x = 7.6; x.round(.down); print(x)
print(Int16(0x7fff).byteSwapped, UInt32(0xff).bigEndian == UInt32(0xff).byteSwapped)
print(String(255, radix: 16), String(UInt8(5), radix: 2), Int("ff", radix: 16)!)
print(Int.max.multipliedReportingOverflow(by: 2).overflow, 17.quotientAndRemainder(dividingBy: 5))
print(UInt(5) - 3, Int64(3) * 4, type(of: UInt8(1) + 1))
print(7 / -2, 7 % -2, -7 / 2, (-7).magnitude, abs(-3), Int.bitWidth, UInt8.bitWidth)

// expect: -128 127 255 32767 65535 -2147483648 4294967295 9223372036854775807 18446744073709551615
// expect: 4 244 127
// expect: 44 127 0
// expect: Optional(100) nil nil Optional(4)
// expect: -56 true
// expect: 2 14 12 240 16 64
// expect: 2 2
// expect: 3 15 3
// expect: 3.0 2.0 -2.0 3.0 2.0 -3.0 3.0
// expect: 7.0
// expect: -129 true
// expect: ff 101 255
// expect: true (quotient: 3, remainder: 2)
// expect: 2 12 UInt8
// expect: -3 1 -3 7 3 64 8
