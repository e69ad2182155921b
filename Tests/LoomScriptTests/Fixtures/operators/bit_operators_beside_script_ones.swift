// Int's bit operators and wrapping arithmetic are one table with + and <; a script that
// declares `^` as a power for Double keeps its own, and sized integers keep theirs.
precedencegroup PowerPrecedence { higherThan: MultiplicationPrecedence }
infix operator ^^: PowerPrecedence
func ^ (base: Double, exponent: Double) -> Double {
    var r = 1.0
    for _ in 0..<Int(exponent) { r *= base }
    return r
}
func ^^ (base: Int, exponent: Int) -> Int { exponent == 0 ? 1 : base * (base ^^ (exponent - 1)) }

let flags = 0b1011
print(flags & 0b0110, flags | 0b0100, flags ^ 0b1111)
print(1 << 4, 1 << -1, 256 >> 3, -16 >> 2, 1 << 70, -1 >> 70)
print(Int.max &+ 1 == Int.min, Int.min &- 1 == Int.max, Int.max &* 2)
var h = 5381
for c in "loom".utf8 { h = (h << 5) &+ h &+ Int(c) }
print(h)
print(2.0 ^ 10.0, 3 ^ 5, 2 ^^ 10)
let byte: UInt8 = 0b1111_0000
print(byte & 0x3C, byte >> 4, byte &+ 32, ~byte)
var mask = 0
for bit in [0, 3, 5] { mask |= 1 << bit }
mask &= ~(1 << 3)
print(mask, mask.nonzeroBitCount)
// expect: 2 15 4
// expect: 16 0 32 -4 0 -1
// expect: true true -2
// expect: 6385446748
// expect: 1024.0 6 1024
// expect: 48 15 16 15
// expect: 33 2
