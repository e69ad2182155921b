// Names library code reaches for beside its own: AnyHashable keys, MainActor hops, detached
// tasks with a priority, a static factory returning `Self?`, and key paths rooted in a
// generic parameter's associated type.
let a: AnyHashable = 1
var keys: Set<AnyHashable> = [a, AnyHashable("x"), AnyHashable(2.5)]
keys.insert(AnyHashable(1))
let table: [AnyHashable: String] = [1: "int", "1": "string"]
print(keys.count, a == AnyHashable(1), table[AnyHashable(1)]!, table["1"]!)

func load() async -> Int {
    let v = await MainActor.run { () -> Int in 7 }
    let label = await MainActor.run(resultType: String.self) { "seven" }
    print(label)
    return v * 6
}
let t = Task.detached(priority: .userInitiated) { await load() }
print(await t.value)

enum Turn {
    case left, right
    static func from(degrees: Double) -> Self? {
        switch degrees {
        case 45..<135: return .right
        case 225..<315: return .left
        default: return nil
        }
    }
    static func all() -> [Self] { [.left, .right] }
}
print(Turn.from(degrees: 90) as Any, Turn.from(degrees: 0) as Any, Turn.all())

struct Tile: Identifiable { let id: String }
struct Grid<Data: RandomAccessCollection> where Data.Element: Identifiable {
    let data: Data
    let key: KeyPath<Data.Element, Data.Element.ID>
    init(_ data: Data) {
        self.data = data
        self.key = \Data.Element.id
    }
    func ids() -> [Data.Element.ID] { data.map { $0[keyPath: key] } }
}
print(Grid([Tile(id: "a"), Tile(id: "b")]).ids())
// expect: 3 true int string
// expect: seven
// expect: 42
// expect: Optional(main.Turn.right) nil [main.Turn.left, main.Turn.right]
// expect: ["a", "b"]
