// Protocol extensions that name the conformer: an operator written once for every conformer,
// an associated type used as a value (aliased or inferred), `.zero` typed by a generic
// parameter, and optional properties (strong and weak) that keep being Optionals once set.
protocol VectorLike {
    associatedtype Scalar: Numeric
    var parts: [Scalar] { get }
    init(parts: [Scalar])
}
extension VectorLike {
    static func + (l: Self, r: Self) -> Self { Self(parts: zip(l.parts, r.parts).map { $0 + $1 }) }
    func total() -> Scalar { parts.reduce(Scalar.zero, +) }
}
struct Vec<T: Numeric>: VectorLike { typealias Scalar = T; var parts: [T] }
struct Grid: VectorLike { var parts: [Double] }
print((Vec(parts: [1, 2]) + Vec(parts: [3, 4])).parts, Vec(parts: [1.5, 2]).total(), (Grid(parts: [1]) + Grid(parts: [2])).total())

struct Accumulator<T: AdditiveArithmetic> {
    var sum: T
    init() { sum = .zero }
    mutating func add(_ x: T) { sum += x }
}
func doubled<T: Numeric>(_ a: T) -> T { let z: T = .zero; return z + a + a }
var acc = Accumulator<Double>()
acc.add(2); acc.add(0.5)
print(acc.sum, Accumulator<Int>().sum, doubled(21), doubled(1.25))

final class Person { let name: String; init(name: String) { self.name = name } }
final class Desk {
    var owner: Person?
    weak var visitor: Person?
    func report() -> String { (owner.map { $0.name } ?? "nobody") + " / " + (visitor.map { $0.name } ?? "nobody") }
}
let desk = Desk()
let ann = Person(name: "Ann")
print(desk.report())
desk.owner = ann
desk.visitor = ann
print(desk.report(), desk.owner as Any, desk.visitor as Any)
do {
    let guest = Person(name: "Guest")
    desk.visitor = guest
    print(desk.report())
}
print(desk.report())
// expect: [4, 6] 3.5 3.0
// expect: 2.5 0 42 2.5
// expect: nobody / nobody
// expect: Ann / Ann Optional(main.Person) Optional(main.Person)
// expect: Ann / Guest
// expect: Ann / nobody
