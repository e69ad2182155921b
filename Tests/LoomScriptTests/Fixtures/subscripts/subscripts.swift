struct Matrix {
    var rows: Int, columns: Int
    var grid: [Double]
    init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        grid = Array(repeating: 0.0, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Double {
        get { grid[(row * columns) + column] }
        set { grid[(row * columns) + column] = newValue }
    }
}
var m = Matrix(rows: 2, columns: 2)
m[0, 1] = 1.5
m[1, 0] = 3.2
print(m[0, 1], m[1, 0], m[1, 1]) // expect: 1.5 3.2 0.0

struct Palette {
    var colors = ["red", "green"]
    subscript(_ index: Int, default fallback: String = "none") -> String {
        index < colors.count ? colors[index] : fallback
    }
    subscript(named name: String) -> Int? { colors.firstIndex(of: name) }
}
let p = Palette()
print(p[1]) // expect: green
print(p[5]) // expect: none
print(p[5, default: "black"]) // expect: black
print(p[named: "green"] ?? -1) // expect: 1

extension Array {
    subscript(safe index: Int) -> Element? { index >= 0 && index < count ? self[index] : nil }
}
let xs = [10, 20, 30]
print(xs[safe: 1] as Any, xs[safe: 7] as Any) // expect: Optional(20) nil

enum Weekday: Int { case mon = 1, tue, wed
    static subscript(_ n: Int) -> Weekday? { Weekday(rawValue: n) }
}
print(Weekday[2] == .tue) // expect: true

class Store {
    var items: [String: Int] = [:]
    subscript(key: String) -> Int {
        get { items[key, default: 0] }
        set { items[key] = newValue }
    }
}
let s = Store()
s["a"] += 5
s["a"] += 1
print(s["a"], s["b"]) // expect: 6 0
