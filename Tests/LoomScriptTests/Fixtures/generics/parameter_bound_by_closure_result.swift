// A generic parameter Swift binds only from a closure's result type (`map<T>(_ f: (Scalar) -> T)`).
struct Matrix<Scalar: Numeric>: CustomStringConvertible {
    let rows: Int, columns: Int
    private(set) var grid: [Scalar]
    init(rows: Int, columns: Int, repeating value: Scalar = 0) {
        self.rows = rows; self.columns = columns
        grid = Array(repeating: value, count: rows * columns)
    }
    subscript(row: Int, column: Int) -> Scalar {
        get { grid[row * columns + column] }
        set { grid[row * columns + column] = newValue }
    }
    func map<T: Numeric>(_ f: (Scalar) -> T) -> Matrix<T> {
        var out = Matrix<T>(rows: rows, columns: columns)
        for r in 0..<rows { for c in 0..<columns { out[r, c] = f(self[r, c]) } }
        return out
    }
    var description: String { "\(type(of: self)) \(grid)" }
}
var m = Matrix<Int>(rows: 2, columns: 2, repeating: 3)
m[1, 1] = 8
print(m)
print(m.map { Double($0) / 4 })
print(m.map { -Float($0) })
print(m.map { (x: Int) -> Double in Double(x * x) })
func pairUp<T>(_ xs: [Int], _ f: (Int) -> T) -> [(Int, T)] { xs.map { ($0, f($0)) } }
print(pairUp([1, 2]) { "#\($0)" }, pairUp([3]) { $0 > 2 })
// expect: Matrix<Int> [3, 3, 3, 8]
// expect: Matrix<Double> [0.75, 0.75, 0.75, 2.0]
// expect: Matrix<Float> [-3.0, -3.0, -3.0, -8.0]
// expect: Matrix<Double> [9.0, 9.0, 9.0, 64.0]
// expect: [(1, "#1"), (2, "#2")] [(3, true)]
