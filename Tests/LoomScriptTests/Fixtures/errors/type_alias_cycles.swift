// A type alias that leads back to itself is refused in swiftc's words ("type alias 'B' references
// itself"; swiftc names the loop's first alias, Loom, declaring in order, the one that closes
// it), instead of sending the interpreter round the loop.
typealias A = B
typealias B = A
let x: A = 1
// expect error: 5:1: type alias 'B' references itself
// --- block
typealias Same = Same
// expect error: 9:1: type alias 'Same' references itself
// --- block
struct Holder { typealias Inner = Inner }
// expect error: 12:1: type alias 'Inner' references itself
// --- block
typealias Count = Int
let n: Count = 3
print(n)
// expect: 3
