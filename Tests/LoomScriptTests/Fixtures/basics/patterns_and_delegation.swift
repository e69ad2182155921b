// `.some` as a pattern without a payload matches any present value; an enum's initializer
// delegates with `self.init(…)`; a closure taking two parameters is called with one pair;
// a variadic argument's literal is of the type its siblings bind.
func side(_ a: Int?, _ b: Int?) -> String {
    switch (a, b) {
    case (.some, nil): return "left"
    case (nil, .some): return "right"
    case (.some(let x), .some(let y)) where x == y: return "same"
    default: return "other"
    }
}
print(side(1, nil), side(nil, 2), side(3, 3), side(1, 2), side(nil, nil))
enum Sign: CustomStringConvertible {
    case plus, minus
    init(_ n: Int) { self = n < 0 ? .minus : .plus }
    init(text: String) { self.init(Int(text) ?? 0) }
    var description: String { self == .plus ? "+" : "-" }
}
print(Sign(text: "-4"), Sign(text: "7"), Sign(text: "x"))
func transform<A, T>(_ value: A, _ f: (A) -> T) -> T { f(value) }
print(transform((3, "ab")) { n, s in String(repeating: s, count: n) })
struct Box<V> { let v: V; func map<T>(_ f: (V) -> T) -> T { f(v) } }
print(Box(v: (2, 5)).map { a, b in a * b })
struct Mass: Comparable, ExpressibleByFloatLiteral, CustomStringConvertible {
    let kg: Double
    init(floatLiteral value: Double) { kg = value }
    static func < (a: Mass, b: Mass) -> Bool { a.kg < b.kg }
    var description: String { "\(kg) kg" }
}
let a: Mass = 1.5, b: Mass = 0.5
print(max(a, b, 7.5), min(a, b, 0.25, 2.0))
// expect: left right same other other
// expect: - + +
// expect: ababab
// expect: 10
// expect: 7.5 kg 0.25 kg
