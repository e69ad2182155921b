// `()` is a value of type Void: stored, passed as a generic argument, bound by a pattern,
// printed as an enum payload, and taken by a closure that has no parameters.
enum Outcome<T> { case done(T), skipped }
func work() {}
func greet(_ name: String) { print("hello,", name) }
let r: Void = greet("Void")
let unit: () = ()
print(r, unit)
let o = Outcome.done(work())
switch o {
case .done(let v): print("payload", v)
case .skipped: print("skipped")
}
print(o, Outcome<Void>.skipped)
let saved: Result<Void, Error> = .success(())
print(saved)
func apply<T, U>(_ x: T, _ f: (T) -> U) -> U { f(x) }
print(apply((), { 7 }))
func later() -> Int {
    let x: Int
    if Bool.random() || true { x = 3 } else { x = 4 }
    return x
}
print(later())
// expect: hello, Void
// expect: () ()
// expect: payload ()
// expect: done() skipped
// expect: success()
// expect: 7
// expect: 3
