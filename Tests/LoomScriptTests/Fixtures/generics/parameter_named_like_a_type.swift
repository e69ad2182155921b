// A generic parameter may share its name with a type Loom knows (`State`, `Result`, `Data`).
struct Machine<State> {
    private(set) var state: State
    init(initial: State) { state = initial }
    mutating func move(to next: State) { state = next }
}
var m = Machine(initial: "idle")
m.move(to: "running")
print(m.state) // expect: running
struct Box<Data> { var data: Data }
print(Box(data: [1, 2]).data, Machine(initial: 3).state) // expect: [1, 2] 3
