// Operands whose type only the context gives (literals, implicit members, operators over
// them) take the context's type when the type declares the operator, or the types its
// operator's parameters say; a key path compared is a query DSL's own operator.
indirect enum Expr: ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral, ExpressibleByStringLiteral, CustomStringConvertible {
    case num(Double), name(String), pow(Expr, Int)
    case product(Expr, Expr), sum(Expr, Expr), negated(Expr)
    init(integerLiteral v: Int) { self = .num(Double(v)) }
    init(floatLiteral v: Double) { self = .num(v) }
    init(stringLiteral v: String) { self = .name(v) }
    static func * (l: Expr, r: Expr) -> Expr { .product(l, r) }
    static func + (l: Expr, r: Expr) -> Expr { .sum(l, r) }
    static prefix func - (e: Expr) -> Expr { .negated(e) }
    var description: String {
        switch self {
        case .num(let d): return "\(d)"
        case .name(let n): return n
        case .pow(let b, let k): return "\(b)^\(k)"
        case .product(let a, let b): return "\(a)·\(b)"
        case .sum(let a, let b): return "(\(a) + \(b))"
        case .negated(let e): return "-\(e)"
        }
    }
}
let e: Expr = 3 * "x" + .pow("x", 2) + -(-2.5)
print(e)

struct Length: ExpressibleByFloatLiteral, CustomStringConvertible {
    var meters: Double
    init(_ m: Double) { meters = m }
    init(floatLiteral v: Double) { meters = v }
    static func * (a: Length, k: Double) -> Length { Length(a.meters * k) }
    var description: String { "\(meters) m" }
}
let legs: [Length] = [400.0, 42.195 * 1000]
print(legs)

struct Person { var name: String; var age: Int }
struct Predicate<R> { let test: (R) -> Bool }
func == <R, V: Equatable>(kp: KeyPath<R, V>, v: V) -> Predicate<R> { Predicate { $0[keyPath: kp] == v } }
func > <R, V: Comparable>(kp: KeyPath<R, V>, v: V) -> Predicate<R> { Predicate { $0[keyPath: kp] > v } }
let people = [Person(name: "Ann", age: 31), Person(name: "Bo", age: 25)]
print(people.filter((\Person.name == "Ann").test).count, people.filter((\Person.age > 20).test).map(\.name))
// expect: ((3.0·x + x^2) + --2.5)
// expect: [400.0 m, 42195.0 m]
// expect: 1 ["Ann", "Bo"]
