// What a protocol's extension declares every conformer has: `callAsFunction`, a prefix
// operator, statics that name an associated type the conformer gives with its own parameter.
protocol Converter { func convert(_ x: Int) -> Int }
extension Converter {
    func callAsFunction(_ x: Int) -> Int { convert(x) }
}
struct Twice: Converter { func convert(_ x: Int) -> Int { x * 2 } }
let twice = Twice()
print(twice(21), [1, 2].map { twice($0) })

protocol Vector { var x: Int { get }; init(x: Int) }
extension Vector {
    static prefix func - (v: Self) -> Self { Self(x: -v.x) }
    static func - (a: Self, b: Self) -> Self { Self(x: a.x - b.x) }
}
struct V: Vector { var x: Int }
print((V(x: 5) - V(x: 2)).x, (-V(x: 3)).x, (-(-V(x: 4))).x)

protocol HasScalar { associatedtype Scalar: BinaryFloatingPoint; var v: Scalar { get } }
extension HasScalar {
    static func one() -> Scalar { Scalar(1) }
    static var three: Scalar { 3 }
    func twice() -> Scalar { v * 2 }
}
struct Box<T: BinaryFloatingPoint>: HasScalar { var v: T }
print(Box<Double>.one(), Box<Float>.three, Box(v: Float(1.5)).twice())
func halfOfCount<B: HasScalar>(_ items: [B]) -> B.Scalar {
    var n: B.Scalar = 0
    for _ in items { n += 1 }
    return n / 2
}
print(halfOfCount([Box(v: 1.0), Box(v: 2.0), Box(v: 3.0)]))
// expect: 42 [2, 4]
// expect: 3 -3 4
// expect: 1.0 3.0 3.0
// expect: 1.5
