struct Circle {
    var radius: Double
    lazy var area: Double = Double.pi * radius * radius
    lazy var label: String = { "circle of \(self.radius)" }()
}
var c = Circle(radius: 2)
print(c.area)
print(c.label)
c.radius = 3
print(c.area)
final class Box {
    let w: Int, h: Int
    init(w: Int, h: Int) { self.w = w; self.h = h }
    lazy var size: Int = self.w * h
    lazy var describe: String = makeDescription()
    func makeDescription() -> String { "Box \(w)x\(h)" }
}
let b = Box(w: 2, h: 5)
print(b.size)
print(b.describe)
final class Report {
    var items: [Int]
    init(items: [Int]) { self.items = items }
    lazy var total: Int = {
        print("computing total")
        return items.reduce(0, +)
    }()
    func summary() -> String { "total \(total)" }
}
let r = Report(items: [1, 2, 3])
print(r.summary())
print(r.summary())
r.items.append(10)
print(r.total)
struct Grid {
    let columns: Int
    let rows: Int
    lazy var cells: [Int] = Array(0..<(columns * rows))
    mutating func cellCount() -> Int { cells.count }
}
var g = Grid(columns: 3, rows: 2)
print(g.cellCount(), g.cells.last!)

// Output, as printed by swiftc:
// expect: 12.566370614359172
// expect: circle of 2.0
// expect: 12.566370614359172
// expect: 10
// expect: Box 2x5
// expect: computing total
// expect: total 6
// expect: total 6
// expect: 6
// expect: 6 5
