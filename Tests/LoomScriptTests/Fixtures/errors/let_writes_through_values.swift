// swiftc: skip (several blocks; swiftc gives each the same message, the same column but for a subscript its `[`,
// and refuses them before running, where Loom refuses each when it runs)
// A write that reaches a `let` through value types is refused; one through a class instance stands.
struct Point { var x = 1; var ys = [1]; mutating func nudge() { x += 1 } }
let p = Point()
p.x = 2
// expect error: 6:3: cannot assign to property: 'p' is a 'let' constant
// --- block
func shift() { let q = [Point()]; q[0].x = 3 }
shift()
// expect error: 9:40: cannot assign to property: 'q' is a 'let' constant
// --- block
func nudgeAll() { let q = [Point()]; q[0].nudge() }
nudgeAll()
// expect error: 13:43: cannot use mutating member on immutable value: 'q' is a 'let' constant
// --- block
let r = Point()
r.nudge()
// expect error: 18:3: cannot use mutating member on immutable value: 'r' is a 'let' constant
// --- block
func grow(_ s: String) { s.append("!") }
grow("a")
// expect error: 21:28: cannot use mutating member on immutable value: 's' is a 'let' constant
// --- block
func poke() { let t = Point(); t.ys[0] = 5 }
poke()
// expect error: 25:32: cannot assign through subscript: 't' is a 'let' constant
// --- block
// Through a class instance, and into `var`s, the writes stand.
final class Box { var point = Point(); var points = [Point()] }
let box = Box()
box.point.x = 10
box.points[0].nudge()
box.point.nudge()
let boxes = [Box()]
boxes[0].point.x = 7
var v = Point()
v.x = 3
v.nudge()
print(box.point.x, box.points[0].x, boxes[0].point.x, v.x)
// expect: 11 2 7 4
// --- block
// A later block's `var` of the same name shadows the earlier `let r`, as in a REPL.
var r = Point()
r.x = 9
print(r.x)
// expect: 9
// --- block
// And a later block still sees an earlier block's `let` as a constant.
p.nudge()
// expect error: 50:3: cannot use mutating member on immutable value: 'p' is a 'let' constant
