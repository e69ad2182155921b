// A parameter's literal default never binds a generic parameter: `Grid<U>(count:)` inside
// `map` is a grid of `U`, whatever `0` would be on its own, and its cells take `U`s.
struct Grid<T: Numeric>: CustomStringConvertible {
    var cells: [T]
    init(count: Int, filling value: T = 0) { cells = Array(repeating: value, count: count) }
    init(_ cells: [T]) { self.init(count: 0); self.cells = cells }
    func map<U: Numeric>(_ f: (T) throws -> U) rethrows -> Grid<U> {
        var g = Grid<U>(count: cells.count)
        g.cells = try cells.map(f)
        return g
    }
    static func * (k: T, g: Grid) -> Grid { g.map { k * $0 } }
    var description: String { "\(type(of: self))\(cells)" }
}
extension Grid where T == Double {
    func halved() -> Grid { map { $0 / 2 } }
}
let g = Grid([1, 2, 3])
print(3 * g, Grid([1.0, 3.0]).halved())
print(g.map { Double($0) / 4 }, g.map { $0 * $0 })
print(Grid<Double>(count: 2), Grid<Int>(count: 1, filling: 7))
// expect: Grid<Int>[3, 6, 9] Grid<Double>[0.5, 1.5]
// expect: Grid<Double>[0.25, 0.5, 0.75] Grid<Int>[1, 4, 9]
// expect: Grid<Double>[0.0, 0.0] Grid<Int>[7]
