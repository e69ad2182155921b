// Assigning through one of several subscripts: the one the labels name gives the right-hand side its type.
indirect enum Formula: ExpressibleByIntegerLiteral, ExpressibleByStringLiteral, CustomStringConvertible {
    case number(Int), ref(String), product(Formula, Formula)
    init(integerLiteral v: Int) { self = .number(v) }
    init(stringLiteral s: String) { self = .ref(s) }
    static func * (a: Formula, b: Formula) -> Formula { .product(a, b) }
    var description: String {
        switch self {
        case .number(let n): return "\(n)"
        case .ref(let r): return r
        case .product(let a, let b): return "(\(a) * \(b))"
        }
    }
}
struct Sheet {
    var cells: [String: Formula] = [:]
    subscript(_ name: String) -> Formula? { get { cells[name] } set { cells[name] = newValue } }
    subscript(row r: Int) -> Formula? { cells["A\(r)"] }
}
var s = Sheet()
s["A1"] = 6
s["A2"] = "A1" * 7
print(s["A2"]!, s[row: 1]!, s.cells.count)
// expect: (A1 * 7) 6 2
