// swiftc: skip (several blocks; swiftc gives the same messages, the operator's column for `+=`)
// Writes to a `let` are refused before the block runs, as swiftc refuses them.
func bump() { let m = 1; m += 1 }
// expect error: 3:26: left side of mutating operator isn't mutable: 'm' is a 'let' constant
// --- block
func reset(_ x: Int) { x = 0 }
// expect error: 6:24: cannot assign to value: 'x' is a 'let' constant
// --- block
for i in 0..<2 { i = 5 }
// expect error: 9:18: cannot assign to value: 'i' is a 'let' constant
// --- block
func fill() { let d: [String: Int] = [:]; d["a"] = 1 }
// expect error: 12:43: cannot assign through subscript: 'd' is a 'let' constant
// --- block
func twice(_ v: inout Int) { v *= 2 }
func use() { let n = 3; twice(&n) }
// expect error: 16:31: cannot pass immutable value as inout argument: 'n' is a 'let' constant
// --- block
// A `let` declared without a value is given one later; `var`s and `inout` parameters change.
func double(_ v: inout Int) { v *= 2 }
func ok() -> Int {
    let later: Int
    if Bool.random() { later = 1 } else { later = 1 }
    var n = later
    n += 1
    double(&n)
    let square = { (s: inout Int) in s *= s }
    square(&n)
    return n
}
print(ok())
// expect: 16
