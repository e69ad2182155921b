// What code generic over FixedWidthInteger asks of a type (`T.isSigned`, `T.bitWidth`), the
// double-width product `multipliedFullWidth(by:)` (high half of the type, low half unsigned),
// and `abs` on signed sized integers, which keeps their type.
func describe<T: FixedWidthInteger>(_ x: T) -> String {
    "\(T.isSigned ? "signed" : "unsigned") \(T.bitWidth)-bit \(x)"
}
print(describe(Int16(-3)), describe(UInt8(200)), describe(42))
print(Int8.isSigned, UInt.isSigned, Int.isSigned, UInt64.isSigned)
print(UInt32.max.multipliedFullWidth(by: UInt32.max))
print(UInt64.max.multipliedFullWidth(by: UInt64.max))
print(Int8(-128).multipliedFullWidth(by: Int8(-1)))
print(Int8(-5).multipliedFullWidth(by: 3))
print(Int64.min.multipliedFullWidth(by: Int64.max))
print(Int.max.multipliedFullWidth(by: 4))
print((-7).multipliedFullWidth(by: 3))
let wide = UInt16(300).multipliedFullWidth(by: 300)
print(wide.high, wide.low, type(of: wide.low))
print(abs(Int8(-7)), abs(Int16(-7)), abs(Int32(7)), abs(Int64(-9)), abs(-3), abs(-2.5))
print(type(of: abs(Int16(-1))))

// Output, as printed by swiftc:
// expect: signed 16-bit -3 unsigned 8-bit 200 signed 64-bit 42
// expect: true false true false
// expect: (high: 4294967294, low: 1)
// expect: (high: 18446744073709551614, low: 1)
// expect: (high: 0, low: 128)
// expect: (high: -1, low: 241)
// expect: (high: -4611686018427387904, low: 9223372036854775808)
// expect: (high: 1, low: 18446744073709551612)
// expect: (high: -1, low: 18446744073709551595)
// expect: 1 24464 UInt16
// expect: 7 7 7 9 3 2.5
// expect: Int16
