// A generic type alias stands for its type with the arguments put in, also where a generic
// parameter is bound from a function passed as the aliased type; a half-open range of integers
// is a collection indexed by its integers.
typealias Reducer<S, A> = (inout S, A) -> Void
typealias Pair<First, Second> = (First, Second)
enum Action { case add(String), clear }
struct AppState { var items: [String] = [] }
func todoReducer(_ state: inout AppState, _ action: Action) {
    switch action {
    case .add(let s): state.items.append(s)
    case .clear: state.items = []
    }
}
final class Store<State, Act> {
    private(set) var state: State
    private let reducer: Reducer<State, Act>
    init(initial: State, reducer: @escaping Reducer<State, Act>) { state = initial; self.reducer = reducer }
    func dispatch(_ a: Act) { reducer(&state, a) }
}
let store = Store(initial: AppState(), reducer: todoReducer)
store.dispatch(.add("milk"))
store.dispatch(.add("eggs"))
print(store.state.items, type(of: store))
store.dispatch(.clear)
print(store.state.items.isEmpty)
let swapped: Pair<String, Int> = ("a", 1)
let flipped: Pair<Int, String> = (swapped.1, swapped.0)
print(swapped, flipped)

print((0..<10)[3..<6], (0..<10)[4], (0..<10)[2...4], Array((5..<9)[6..<8]))
let chunks = stride(from: 0, to: 10, by: 4).map { Array((0..<10)[$0..<min($0 + 4, 10)]) }
print(chunks)
// expect: ["milk", "eggs"] Store<AppState, Action>
// expect: true
// expect: ("a", 1) (1, "a")
// expect: 3..<6 4 2..<5 [6, 7]
// expect: [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9]]
