// A protocol-extension method that is not a requirement is chosen by the static type: of a
// variable, an element of an `[any P]`, a function's declared result, a stored property.
protocol Shelf { var name: String { get } }
extension Shelf { func label() -> String { "SHELF \(name)" } }
struct Fridge: Shelf {
    let name: String
    func label() -> String { "FRIDGE \(name)" }
}
struct Line { let item: any Shelf; let count: Int }
let x: any Shelf = Fridge(name: "milk")
let items: [any Shelf] = [Fridge(name: "eggs")]
func make() -> any Shelf { Fridge(name: "jam") }
let line = Line(item: Fridge(name: "tea"), count: 2)
print(x.label(), items[0].label(), make().label(), line.item.label())
print(Fridge(name: "own").label(), (Fridge(name: "cast") as any Shelf).label())
// expect: SHELF milk SHELF eggs SHELF jam SHELF tea
// expect: FRIDGE own SHELF cast
