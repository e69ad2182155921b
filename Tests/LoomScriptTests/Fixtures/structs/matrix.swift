// A matrix value type: two-argument subscripts with get/set, static operators, implicit members, sequence(first:next:). (#19; expected output from swiftc)
struct Matrix: Equatable, CustomStringConvertible {
    let rows: Int, cols: Int
    private var grid: [Double]
    init(rows: Int, cols: Int, repeating value: Double = 0) {
        self.rows = rows; self.cols = cols
        grid = Array(repeating: value, count: rows * cols)
    }
    init(_ values: [[Double]]) {
        self.init(rows: values.count, cols: values.first?.count ?? 0)
        for (r, row) in values.enumerated() { for (c, v) in row.enumerated() { self[r, c] = v } }
    }
    subscript(r: Int, c: Int) -> Double {
        get { precondition(r < rows && c < cols, "index out of range"); return grid[r * cols + c] }
        set { grid[r * cols + c] = newValue }
    }
    static func * (a: Matrix, b: Matrix) -> Matrix {
        var m = Matrix(rows: a.rows, cols: b.cols)
        for i in 0..<a.rows { for j in 0..<b.cols {
            var s = 0.0
            for k in 0..<a.cols { s += a[i, k] * b[k, j] }
            m[i, j] = s
        } }
        return m
    }
    static func identity(_ n: Int) -> Matrix {
        var m = Matrix(rows: n, cols: n)
        for i in 0..<n { m[i, i] = 1 }
        return m
    }
    var transposed: Matrix {
        var t = Matrix(rows: cols, cols: rows)
        for i in 0..<rows { for j in 0..<cols { t[j, i] = self[i, j] } }
        return t
    }
    var description: String {
        (0..<rows).map { r in (0..<cols).map { c in String(self[r, c]) }.joined(separator: " ") }.joined(separator: "\n")
    }
}
let m = Matrix([[1, 2], [3, 4]])
print(m * .identity(2) == m)
print(m * m)
print(m.transposed)
var z = Matrix(rows: 2, cols: 3, repeating: 0.5)
z[1, 2] = 9
print(z.transposed.description.split(separator: "\n").count, z[1, 2])
let powers = sequence(first: m) { $0 * m }.prefix(3).map { $0[0, 0] }
print(powers)

// expect: true
// expect: 7.0 10.0
// expect: 15.0 22.0
// expect: 1.0 3.0
// expect: 2.0 4.0
// expect: 3 9.0
// expect: [1.0, 7.0, 37.0]
