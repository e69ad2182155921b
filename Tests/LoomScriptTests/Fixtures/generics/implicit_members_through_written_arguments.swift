// Implicit members through a type's written generic arguments: `Machine<Light>(initial: .red)`, and a closure passed there returning `.green` when it runs later. (#19; expected output from swiftc)
enum Light: CaseIterable { case red, green, amber }
enum Press { case go, wait }

struct Machine<State, Input> {
    private(set) var state: State
    let step: (State, Input) -> State
    init(initial: State, step: @escaping (State, Input) -> State) {
        state = initial
        self.step = step
    }
    mutating func send(_ input: Input) { state = step(state, input) }
}

var lights = Machine<Light, Press>(initial: .red) { state, input in
    switch (state, input) {
    case (.red, .go): return .green
    case (.green, .wait): return .amber
    case (.amber, _): return .red
    default: return state
    }
}
for press in [Press.go, .wait, .go, .wait, .wait] {
    lights.send(press)
    print(press, "->", lights.state)
}

protocol Marker { static var dot: Self { get } }
struct Pin: Marker, CustomStringConvertible {
    var size = 1
    static var dot: Pin { Pin(size: 2) }
    var description: String { "pin \(size)" }
}
struct Board<M: Marker> {
    var marks: [M]
}
let board = Board<Pin>(marks: [.dot, Pin(size: 5)])
print(board.marks)
// expect: go -> green
// expect: wait -> amber
// expect: go -> red
// expect: wait -> red
// expect: wait -> red
// expect: [pin 2, pin 5]
