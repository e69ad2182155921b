// swiftc: skip
var i = 0
for _ in 0..<1000 { i += 1 }
print(i) // expect: 1000
// --- block
func forever(_ n: Int) -> Int { forever(n + 1) }
print(forever(0))
// expect error: 6:33: call depth budget exceeded (200 nested calls); is there infinite recursion? Raise it with --max-call-depth or the block option `budget: depth=…`.
// --- block
print(i + 1) // expect: 1001
