// A type's generic parameter used as a value inside its instance members (`Item.allCases` in Neumorphismic's NMFloatingTabView body): the type the instance was made with. (#11, #19; expected output from swiftc)
enum Season: String, CaseIterable { case spring, summer, fall, winter }

struct TabBar<Item: CaseIterable & Hashable> {
    var selection: Item
    func tabs() -> [Item] { Array(Item.allCases.prefix(3)) }
    func typeName() -> String { String(describing: Item.self) }
}
let bar = TabBar(selection: Season.fall)
print(bar.tabs(), bar.typeName())
// expect: [main.Season.spring, main.Season.summer, main.Season.fall] Season

struct Box<T> {
    var items: [T]
    var first: T? { items.first }
    func describe() -> String { "\(T.self) ×\(items.count)" }
}
print(Box(items: [1, 2]).describe(), Box(items: ["x"]).describe())
// expect: Int ×2 String ×1

final class Cell<Value> {
    var value: Value?
    init(_ value: Value?) { self.value = value }
    func kind() -> String { "\(Value.self)" }
}
print(Cell(2.5).kind())
// expect: Double
