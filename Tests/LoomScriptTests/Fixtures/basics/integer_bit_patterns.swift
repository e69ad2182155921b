// Literals beyond Int.max in an unsigned 64-bit context, and bit-pattern conversions.
var hash: UInt64 = 0xcbf29ce484222325
for byte in "ab".utf8 { hash = (hash ^ UInt64(byte)) &* 0x100000001b3 }
print(hash) // expect: 620445648566982762
print(0xFFFF_FFFF_FFFF_FFFF as UInt64, UInt64.max == 18446744073709551615) // expect: 18446744073709551615 true
print(Int8(bitPattern: UInt8(255)), UInt8(bitPattern: Int8(-128)), Int(bitPattern: UInt(bitPattern: -5))) // expect: -1 128 -5
