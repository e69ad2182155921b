// A generic type's arguments are part of its instances and metatypes: written ones
// (`Box<String>(count: 1)`), ones the context gives (`[Point<Double>]`), and inferred ones, seen
// by `T` in members and static members, by `type(of:)`, and in printed types.
struct Tagged<Tag> { var count: Int }
struct Pair<T> { var first: T; var second: T }
print(Tagged<String>(count: 1))
print(type(of: Pair(first: 1, second: 2)), Pair<Int>.self, Optional<Int>.self, Int?.self)
print(String(reflecting: Pair<Int>.self), String(reflecting: [Int].self), String(reflecting: Int?.self))

protocol Unit { static var factor: Double { get } }
enum Meters: Unit { static let factor = 1.0 }
enum Feet: Unit { static let factor = 0.3048 }
struct Length<U: Unit> {
    var value: Double
    var inMeters: Double { value * U.factor }
    static var zero: Length { Length(value: 0) }
}
print(Length<Feet>(value: 10).inMeters, Length<Meters>.zero.value)

struct Point<T: FloatingPoint> {
    var x: T
    func half() -> T { x / 2 }
}
let points: [Point<Double>] = [Point(x: 3)]
print(points[0].half())

struct Stack<Element> { var items: [Element] = [] }
let empty = [Stack<Int>]()
print(empty.isEmpty, Stack<String>())

struct Bag<T> { var items: [T] }
extension Bag where T: BinaryFloatingPoint {
    var mean: T { items.reduce(0, +) / T(items.count) }
}
print(Bag(items: [1.0, 2.0]).mean)

func sum<T: FloatingPoint>(_ ps: [Point<T>]) -> T { ps.reduce(T.zero) { $0 + $1.x } }
print(sum([Point(x: 1.5), Point(x: 2.0)]))
// expect: Tagged<String>(count: 1)
// expect: Pair<Int> Pair<Int> Optional<Int> Optional<Int>
// expect: main.Pair<Swift.Int> Swift.Array<Swift.Int> Swift.Optional<Swift.Int>
// expect: 3.048 0.0
// expect: 1.5
// expect: true Stack<String>(items: [])
// expect: 1.5
// expect: 3.5
