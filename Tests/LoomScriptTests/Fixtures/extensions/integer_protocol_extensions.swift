// Extensions of the standard integer protocols reach every integer type, members of `self` written bare. (#19; expected output from swiftc)
extension FixedWidthInteger {
    var bitsSet: Int { nonzeroBitCount }
    var highBit: Self { self >> (bitWidth - 1) }
}
extension BinaryInteger {
    var isEven: Bool { self % 2 == 0 }
}
extension SignedInteger {
    var flipped: Self { -self }
}
let byte: UInt8 = 0b1011
print(byte.bitsSet, (7 as Int).bitsSet, UInt16(3).isEven, 4.isEven, Int8(-5).flipped)
// expect: 3 3 false true 5
print(UInt8(200).highBit, Int16(12).bitsSet)
// expect: 1 2
