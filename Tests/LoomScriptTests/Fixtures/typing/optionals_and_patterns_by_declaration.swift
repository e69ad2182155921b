// What a declaration says where a value alone does not: an array of Optionals keeps what is
// appended to it as Optionals; `case Type.member:` is an enum case or, for any other type, an
// expression pattern matched by `~=`; `nil` compared with a type expressible by `nil` is one of it.
var slots: [Int?] = [nil]
slots.append(4)
slots.insert(2, at: 0)
slots += [7]
slots.append(contentsOf: [8, 9])
print(slots, slots.compactMap { $0 })

struct Range2 {
    let low: Int, high: Int
    static let teens = Range2(low: 13, high: 19)
    static func ~= (r: Range2, n: Int) -> Bool { (r.low...r.high).contains(n) }
}
enum Light: Equatable { case red, green
    static let stop = Light.red }
for age in [8, 15] {
    switch age {
    case Range2.teens: print(age, "teen")
    default: print(age, "not a teen")
    }
}
for light in [Light.green, .red] {
    switch light {
    case Light.stop: print("stop")
    case Light.green: print("go")
    default: print("?")
    }
}

enum JSONValue: Equatable, ExpressibleByNilLiteral, ExpressibleByIntegerLiteral {
    case null, number(Int)
    init(nilLiteral: ()) { self = .null }
    init(integerLiteral n: Int) { self = .number(n) }
}
let empty: JSONValue = nil
let five: JSONValue = 5
print(empty == nil, five == nil, five != nil, empty == .null)

struct Field { let name: String }
func == (f: Field, value: Int) -> String { "\(f.name) = \(value)" }
print(Field(name: "age") == 30)

var scores: [String: Int?] = [:]
scores["ann"] = 7
scores["bob"] = nil
scores["cy"] = Optional(9)
print(scores.sorted { $0.key < $1.key }, scores.count)
// expect: [Optional(2), nil, Optional(4), Optional(7), Optional(8), Optional(9)] [2, 4, 7, 8, 9]
// expect: 8 not a teen
// expect: 15 teen
// expect: go
// expect: stop
// expect: true false true true
// expect: age = 30
// expect: [(key: "ann", value: Optional(7)), (key: "cy", value: Optional(9))] 2
