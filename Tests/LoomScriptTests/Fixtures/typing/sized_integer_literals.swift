// Integer literals in arithmetic take the sized integer type their context asks for (a
// declaration's type, an `as` coercion), wrapping operators included.
let x: UInt8 = 5 &- 7
let y: Int16 = 300 &* 300
print(x, 1 + 2 as UInt8, y, 250 &+ 10 as UInt8, type(of: 3 * 4 as Int8))
let z: UInt8 = 200
print(z &+ 100, Int8(-128) &- 1)
// expect: 254 3 24464 4 Int8
// expect: 44 127
