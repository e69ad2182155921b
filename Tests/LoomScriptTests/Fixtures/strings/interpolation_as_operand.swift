// An interpolated literal beside a value of a type expressible by string interpolation is that type, made through its interpolation (query + "LIMIT \(n)" binds n), unless the type's operator takes a String. (#19; expected output from swiftc)
struct Query: ExpressibleByStringInterpolation, CustomStringConvertible {
    var sql = ""
    var params: [Int] = []
    struct StringInterpolation: StringInterpolationProtocol {
        var sql = ""
        var params: [Int] = []
        init(literalCapacity: Int, interpolationCount: Int) {}
        mutating func appendLiteral(_ s: String) { sql += s }
        mutating func appendInterpolation(_ v: Int) { sql += "?"; params.append(v) }
    }
    init(stringLiteral value: String) { sql = value }
    init(stringInterpolation i: StringInterpolation) { sql = i.sql; params = i.params }
    init(sql: String, params: [Int]) { self.sql = sql; self.params = params }
    static func + (a: Query, b: Query) -> Query { Query(sql: a.sql + " " + b.sql, params: a.params + b.params) }
    var description: String { "\(sql) -- \(params)" }
}
struct Note: ExpressibleByStringInterpolation, CustomStringConvertible {
    var text: String
    init(stringLiteral value: String) { text = value }
    init(stringInterpolation i: DefaultStringInterpolation) { text = "interp:" + String(stringInterpolation: i) }
    static func + (a: Note, b: String) -> Note { Note(stringLiteral: a.text + "|" + b) }
    var description: String { text }
}
let q: Query = "SELECT * FROM t WHERE id = \(7)"
print(q + "LIMIT \(10)", q + "ORDER BY id")
let n: Note = "a"
print(n + "b \(1)")
// expect: SELECT * FROM t WHERE id = ? LIMIT ? -- [7, 10] SELECT * FROM t WHERE id = ? ORDER BY id -- [7]
// expect: a|b 1
