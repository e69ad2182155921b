// Unapplied method references, @autoclosure, definite initialization, nested function labels, use before declaration. (#19; expected output from swiftc)
struct Stack { var items: [Int] = []; func top() -> Int? { items.last }; mutating func push(_ x: Int) { items.append(x) } }
let topFn = Stack.top
print(topFn(Stack(items: [1, 2]))() as Any)
let up = String.uppercased
print(up("abc")())
func check(_ c: @autoclosure () -> Bool, _ msg: String) { print(c() ? "ok" : msg) }
check(1 < 2, "bad"); check(2 < 1, "fails lazily")
func logIf(_ flag: Bool, _ m: @autoclosure () -> String) { if flag { print(m()) } }
logIf(false, { print("never"); return "x" }()); logIf(true, "shown")
func firstInt<T>(_ xs: [T]) -> Int? { for x in xs { if let i = x as? Int { return i } }; return nil }
print(firstInt(["a", 3, 4] as [Any]) as Any)
func isStr<T>(_ x: T) -> Bool { x is String }
print(isStr(1), isStr("s"))
let x: Int
if Bool.random() || true { x = 1 } else { x = 2 }
print(x)
func outer() -> Int { func inner(a: Int, by b: Int) -> Int { a * b }; return inner(a: 3, by: 4) }
print(outer())
print(later())
func later() -> String { "declared after use" }
let v = Later2().v
struct Later2 { var v = 7 }
print(v)
class Base { var size = 1 { didSet { print("base didSet", size) } } }
class Sub: Base { override var size: Int { didSet { print("sub didSet", size) } } }
let sb = Sub(); sb.size = 5
struct L { lazy var z: Int = { print("computing"); return 9 }() }
var l = L(); print(l.z, l.z)

// expect: Optional(2)
// expect: ABC
// expect: ok
// expect: fails lazily
// expect: shown
// expect: Optional(3)
// expect: false true
// expect: 1
// expect: 12
// expect: declared after use
// expect: 7
// expect: base didSet 5
// expect: sub didSet 5
// expect: computing
// expect: 9 9
