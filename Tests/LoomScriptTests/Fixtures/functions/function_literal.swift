// `#function` names the declaration around it as Swift does, and as a default argument the caller's.
print(#function)
func f(a: Int, _ b: Int) -> String { let c = { #function }; return #function + " " + c() }
print(f(a: 1, 2))
struct S {
    init(x: Int) { print(#function) }
    subscript(i: Int) -> String { #function }
    var p: String { get { #function } }
    static func make() -> String { #function }
    lazy var q: String = #function
}
var s = S(x: 1)
print(s[0], s.p, S.make(), s.q)
class C { deinit { print(#function) } }
_ = C()
func log(_ m: String, fn: String = #function) { print(fn, m) }
func work() { log("hi") }
work()
log("top")
let g: () -> Void = { print(#function) }
g()
// expect: main
// expect: f(a:_:) f(a:_:)
// expect: init(x:)
// expect: subscript(_:) p make() q
// expect: deinit
// expect: work() hi
// expect: main top
// expect: main
