// swiftc: skip
let a = 1
func f() -> Int { a * 10 }
// --- block
print(f()) // expect: 10
let a = "shadowed"
print(a) // expect: shadowed
// --- block
print(a + "!") // expect: shadowed!
struct S { var v = 1 }
// --- block
struct S { var w = 2 }
print(S()) // expect: S(w: 2)
