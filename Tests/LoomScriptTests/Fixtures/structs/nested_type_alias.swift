// A type alias declared inside a type names its target there, as in Swift.
struct Board {
    typealias Cell = Square
    struct Square { var filled = false }
    var cells: [Cell] = [Cell(), Cell(filled: true)]
    func count() -> Int { cells.filter(\.filled).count }
}
print(Board().count())                    // expect: 1
print(Board().cells.map(\.filled))        // expect: [false, true]
