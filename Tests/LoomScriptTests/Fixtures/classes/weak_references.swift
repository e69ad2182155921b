// Weak and unowned variables and capture lists, and closures that keep only what they use, so a closure stored in the object it names weakly is no cycle. (#19; expected output from swiftc)
final class Owner {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("bye", name) }
}

// A weak global and a weak local read as nil once the object is gone.
var strong: Owner? = Owner(name: "global")
weak var watcher = strong
print(watcher?.name ?? "nil")
strong = nil
print(watcher?.name ?? "nil")

func local() {
    var keep: Owner? = Owner(name: "local")
    weak var look = keep
    print(look?.name ?? "nil")
    keep = nil
    print(look == nil)
    look = Owner(name: "passing")
    print(look == nil)
}
local()

// [weak self] in a closure the object stores: no cycle, so deinit runs.
final class Ticker {
    var action: (() -> Void)?
    var ticks = 0
    func start() { action = { [weak self] in self?.ticks += 1 } }
    deinit { print("ticker gone after", ticks) }
}
var ticker: Ticker? = Ticker()
ticker!.start()
ticker!.action!()
ticker!.action!()
ticker = nil

// [unowned self], as in the Swift book's HTML element.
final class Element {
    let name: String
    let text: String?
    lazy var html: () -> String = { [unowned self] in
        if let text = self.text { return "<\(self.name)>\(text)</\(self.name)>" }
        return "<\(self.name) />"
    }
    init(name: String, text: String? = nil) { self.name = name; self.text = text }
    deinit { print(name, "is being deinitialized") }
}
var paragraph: Element? = Element(name: "p", text: "hello, world")
print(paragraph!.html())
paragraph = nil

// A subscriber a bus holds weakly drops out when it goes.
final class Bus {
    private var handlers: [(id: Int, call: (String) -> Void)] = []
    func subscribe(_ id: Int, _ call: @escaping (String) -> Void) { handlers.append((id, call)) }
    func send(_ message: String) { for h in handlers { h.call(message) } }
}
final class Listener {
    let id: Int
    var heard: [String] = []
    init(id: Int, bus: Bus) {
        self.id = id
        bus.subscribe(id) { [weak self] message in
            guard let self else { print("listener gone, skipped", message); return }
            self.heard.append(message)
            print(self.id, "heard", message)
        }
    }
    deinit { print("listener", id, "gone") }
}
let bus = Bus()
var listener: Listener? = Listener(id: 7, bus: bus)
bus.send("one")
listener = nil
bus.send("two")

// Closures made in a loop each keep their own pass's constant.
var makers: [() -> Int] = []
for i in 1...3 {
    let square = i * i
    makers.append { square + i }
}
print(makers.map { $0() })

// A closure still shares the variables it changes.
func counter() -> () -> Int {
    var count = 0
    return { count += 1; return count }
}
let next = counter()
print(next(), next(), next())
// expect: global
// expect: bye global
// expect: nil
// expect: local
// expect: bye local
// expect: true
// expect: bye passing
// expect: true
// expect: ticker gone after 2
// expect: <p>hello, world</p>
// expect: p is being deinitialized
// expect: 7 heard one
// expect: listener 7 gone
// expect: listener gone, skipped two
// expect: [2, 6, 12]
// expect: 1 2 3
