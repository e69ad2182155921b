// Inside a generic type's members, its arguments are known: in implicit members of parameters
// typed with the bare type name (`to other: Point`), in `Self(…)` made by an operator, in
// instances made by a method for another argument (`converted(to:)`), and in an array literal
// whose first element names them.
protocol Unit { static var symbol: String { get }; static var toBase: Double { get } }
enum Meters: Unit { static let symbol = "m"; static let toBase = 1.0 }
enum Feet: Unit { static let symbol = "ft"; static let toBase = 0.3048 }

struct Measure<U: Unit>: CustomStringConvertible {
    var value: Double
    init(_ value: Double) { self.value = value }
    func converted<V: Unit>(to _: V.Type) -> Measure<V> { Measure<V>(value * U.toBase / V.toBase) }
    var description: String { "\((value * 100).rounded() / 100) \(U.symbol)" }
    static func + (a: Self, b: Self) -> Self { Self(a.value + b.value) }
    static var zero: Self { Self(0) }
}
func total<U>(_ items: [Measure<U>]) -> Measure<U> { items.reduce(.zero, +) }

let laps = [Measure<Meters>(400), Measure(800), Measure(1500)]
print(total(laps), total(laps).converted(to: Feet.self))
print(Measure<Feet>(10) + Measure<Feet>(5), type(of: laps))

struct Point<T: FloatingPoint>: Equatable {
    var x, y: T
    static var origin: Point { Point(x: .zero, y: .zero) }
    func distance(to other: Point) -> T { ((x - other.x) * (x - other.x) + (y - other.y) * (y - other.y)).squareRoot() }
    static func + (a: Point, b: Point) -> Point { Point(x: a.x + b.x, y: a.y + b.y) }
}
let p = Point<Float>(x: 3, y: 4)
print(p.distance(to: .origin), p + .origin, Point<Double>.origin == Point(x: -0.0, y: 0))
// expect: 2700.0 m 8858.27 ft
// expect: 15.0 ft Array<Measure<Meters>>
// expect: 5.0 Point<Float>(x: 3.0, y: 4.0) true
