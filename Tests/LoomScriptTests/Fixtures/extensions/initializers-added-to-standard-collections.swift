// Initializers a module adds to the standard collections by extension, called with the
// type written out or implied.
struct Tile { let col: Int, row: Int }
extension Array where Element == Tile {
    init?(grid columns: Int, rows: Int) {
        guard columns > 0, rows > 0 else { return nil }
        self = (0..<rows).flatMap { r in (0..<columns).map { Tile(col: $0, row: r) } }
    }
}
extension Dictionary where Key == Character, Value == Int {
    init(lettersOf word: String) {
        self.init()
        for c in word { self[c, default: 0] += 1 }
    }
}
extension Set where Element == Int {
    init(multiplesOf k: Int, below n: Int) { self.init(stride(from: 0, to: n, by: k)) }
}
extension Optional where Wrapped == Int {
    init(parsing text: String) { self = Int(text) }
}
let tiles = [Tile](grid: 3, rows: 2) ?? []
print(tiles.count, tiles.last!.col, tiles.last!.row, [Tile](grid: 0, rows: 4) == nil)
let more: [Tile]? = .init(grid: 1, rows: 1)
print(more!.count, Array<Tile>(grid: 2, rows: 2)!.count)
print([Character: Int](lettersOf: "banana").sorted { $0.key < $1.key })
print(Set<Int>(multiplesOf: 4, below: 17).sorted())
print(Optional<Int>(parsing: "42") as Any, Optional<Int>(parsing: "x") as Any)
// expect: 6 2 1 true
// expect: 1 4
// expect: [(key: "a", value: 3), (key: "b", value: 1), (key: "n", value: 2)]
// expect: [0, 4, 8, 12, 16]
// expect: Optional(42) nil
