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
// --- block
// A getter or setter that reaches itself is infinite recursion too, not a crashed run.
struct Loop { var x: Int { get { x } set { x = newValue } } }
print(Loop().x)
// expect error: 13:34: call depth budget exceeded (200 nested calls); is there infinite recursion? Raise it with --max-call-depth or the block option `budget: depth=…`.
// --- block
// Raised in the block before, it names that block's line.
var loop = Loop()
loop.x = 1
// expect error: 19:1: budget.swift:13:44: call depth budget exceeded (200 nested calls); is there infinite recursion? Raise it with --max-call-depth or the block option `budget: depth=…`.
// --- block
print(i + 2) // expect: 1002
