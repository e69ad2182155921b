// A generic parameter bound by a function passed by name: `A` in `(A) -> Void` is the type the
// function's declaration writes there.
enum Action { case add(String), clear }
struct Store<A> {
    let handle: (A) -> Void
    func dispatch(_ a: A) { handle(a) }
}
func log(_ a: Action) { print("log", a) }
let store = Store(handle: log)
store.dispatch(.add("milk"))
store.dispatch(.clear)

struct Mapper<In, Out> {
    let transform: (In) -> Out
    func callAsFunction(_ x: In) -> Out { transform(x) }
}
func describe(_ n: Int) -> String { "#\(n)" }
let m = Mapper(transform: describe)
print(m(7), type(of: m))
let lengths = Mapper(transform: { (s: String) -> Int in s.count })
print(lengths("four"), type(of: lengths))
// expect: log add("milk")
// expect: log clear
// expect: #7 Mapper<Int, String>
// expect: 4 Mapper<String, Int>
