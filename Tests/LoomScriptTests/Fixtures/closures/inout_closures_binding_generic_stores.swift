enum Action { case inc, add(Int) }
final class Store<S, A> {
    private(set) var state: S
    private let reducer: (inout S, A) -> Void
    init(initial: S, _ reducer: @escaping (inout S, A) -> Void) { state = initial; self.reducer = reducer }
    func dispatch(_ a: A) { reducer(&state, a) }
}
let reducer: (inout Int, Action) -> Void = { s, a in
    switch a { case .inc: s += 1; case .add(let n): s += n }
}
let store = Store(initial: 0, reducer)
store.dispatch(.inc)
store.dispatch(.add(5))
print(store.state)
var n = 1
reducer(&n, .add(2))
print(n)
// expect: 6
// expect: 3
