// Unicode scalars made from integers, as `UnicodeScalar` too: from a literal or a wide integer an optional (nil for a surrogate), from a UInt8 always a scalar; characters made from them. (#19; expected output from swiftc)
let a = Unicode.Scalar(65)
print(a as Any, UnicodeScalar(UInt32(0xD800)) as Any)
// expect: Optional("A") nil
for u in "hé".unicodeScalars { print(u.value, u) }
// expect: 104 h
// expect: 233 é
let byte: UInt8 = 67
let c = Character(UnicodeScalar(byte))
print(c, String(c), Character(Unicode.Scalar(UInt8(66))))
// expect: C C B
print(Array("hé".unicodeScalars))
// expect: ["h", "\u{00E9}"]
