// A script type expressible by literals takes them wherever Swift would convert them: beside
// its values in operators and ==, in contains on arrays and sets, as reduce's initial value,
// mixed into an array literal, nested inside its own array and dictionary literals, and a
// closure's result typed by what the call must give.
struct Cents: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, Hashable, Comparable, CustomStringConvertible {
    var value: Int
    init(value: Int) { self.value = value }
    init(integerLiteral v: Int) { value = v * 100 }
    init(floatLiteral v: Double) { value = Int((v * 100).rounded()) }
    static func < (a: Cents, b: Cents) -> Bool { a.value < b.value }
    static func + (a: Cents, b: Cents) -> Cents { Cents(value: a.value + b.value) }
    var description: String { "$\(value / 100).\(value % 100 < 10 ? "0" : "")\(value % 100)" }
}
let price: Cents = 3
let prices: [Cents] = [1, 2]
print(price == 3, price < 5, prices.contains(2), Set(prices).contains(2), prices.reduce(0, +))
print([Cents(value: 250), 1.99, 10, 0.5].sorted(), [Cents(value: 100), 1.0].max()!)

indirect enum JSON: Equatable, ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral {
    case null, number(Int), text(String), flag(Bool), list([JSON]), object([String: JSON])
    init(nilLiteral: ()) { self = .null }
    init(integerLiteral v: Int) { self = .number(v) }
    init(stringLiteral v: String) { self = .text(v) }
    init(booleanLiteral v: Bool) { self = .flag(v) }
    init(arrayLiteral items: JSON...) { self = .list(items) }
    init(dictionaryLiteral pairs: (String, JSON)...) { self = .object(Dictionary(uniqueKeysWithValues: pairs)) }
    var size: Int {
        switch self {
        case .list(let xs): return xs.map(\.size).reduce(1, +)
        case .object(let d): return d.values.map(\.size).reduce(1, +)
        default: return 1
        }
    }
}
let doc: JSON = ["name": "Widget", "tags": ["a", nil, true], "dims": ["w": 10, "nested": [[], [1, [2]]]]]
print(doc.size, doc == ["name": "Widget", "tags": ["a", nil, true], "dims": ["w": 10, "nested": [[], [1, [2]]]]])

enum Outcome: Equatable { case ok(Int), failed(String) }
let maybe: Int? = 3
let outcome = maybe.map { .ok($0 * 2) } ?? Outcome.failed("none")
print(outcome)
// expect: true true true true $3.00
// expect: [$0.50, $1.99, $2.50, $10.00] $1.00
// expect: 14 true
// expect: ok(6)
