// An integer literal takes a member only Double's extension has (`3.km`), a protocol may be
// declared inside a class and adopted as its nested name, and a cancellation handler wraps work
// that is never cancelled here.
extension Double {
    var km: Double { self * 1_000 }
    var m: Double { self }
}
print(3.km + 25.m, 2.5.km)

class Game {
    protocol Delegate: AnyObject { func started(_ game: Game) }
    weak var delegate: Delegate?
    let name: String
    init(name: String) { self.name = name }
    func start() { delegate?.started(self) }
}
final class Logger: Game.Delegate {
    func started(_ game: Game) { print("started", game.name) }
}
let game = Game(name: "chess")
let logger = Logger()
game.delegate = logger
game.start()

func work() async -> Int {
    await withTaskCancellationHandler { 42 } onCancel: { print("cancelled") }
}
let task = Task { await work() }
print(await task.value)
// expect: 3025.0 2500.0
// expect: started chess
// expect: 42
