// A closure's parameter written `inout` writes back to the variable passed with `&`.
var n = 3
let square = { (s: inout Int) in s *= s }
square(&n)
let append = { (xs: inout [String], x: String) -> Int in xs.append(x); return xs.count }
var names = ["a"]
let count = append(&names, "b")
print(n, names, count)

// Output, as printed by swiftc:
// expect: 9 ["a", "b"] 2
