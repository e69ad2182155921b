// swiftc: skip
let xs = [1, 2, 3]
print(xs[3])
// expect error: 3:7: Fatal error: Index out of range
// --- block
let maybe: Int? = nil
print(maybe!)
// expect error: 7:12: Fatal error: Unexpectedly found nil while unwrapping an Optional value
// --- block
let big = Int.max
print(big + 1)
// expect error: 11:11: Fatal error: arithmetic overflow
// --- block
let zero = 0
print(10 / zero)
// expect error: 15:10: Fatal error: Division by zero
// --- block
let any: Any = "text"
print(any as! Int)
// expect error: 19:11: Could not cast value of type 'String' to 'Int'
// --- block
func check(_ n: Int) { precondition(n > 0, "n must be positive") }
check(-1)
// expect error: 22:24: Precondition failed: n must be positive
// --- block
assert(1 + 1 == 3, "math is broken")
// expect error: 26:1: Assertion failed: math is broken
// --- block
fatalError("stop here")
// expect error: 29:1: Fatal error: stop here
// --- block
print(xs[-1])
// expect error: 32:7: Fatal error: Index out of range
// --- block
var d: [String: Int] = [:]
print(d["k"]!)
// expect error: 36:13: Fatal error: Unexpectedly found nil while unwrapping an Optional value
// --- block
var ticks: UInt8 = 254
func tick() -> UInt8 {
    defer { ticks += 1 }
    return ticks
}
print(tick())
print(tick())
// expect: 254
// expect error: 41:19: Fatal error: arithmetic overflow
