// A typealias in a protocol extension, named through a conforming type or a generic parameter, has Self put in.
protocol Shape { func area() -> Double }
struct Square: Shape { var side: Double; func area() -> Double { side * side } }
struct Circle: Shape { var r: Double; func area() -> Double { 3 * r * r } }
struct Tagged<Base: Shape> {
    var base: Base
    var tag: String
}
extension Shape { typealias Tag = Tagged<Self> }
extension Tagged {
    static var unit: Square.Tag { Tagged<Square>(base: Square(side: 1), tag: "unit") }
}
func describe<S: Shape>(_ t: S.Tag) -> String { "\(t.tag): \(t.base.area())" }
func describe<S: Shape>(_ s: S) -> String { "plain: \(s.area())" }
let big: Circle.Tag = Tagged(base: Circle(r: 2), tag: "big")
print(describe(big), describe(Square(side: 3)), describe(Tagged<Square>.unit))
print(type(of: big))
// expect: big: 12.0 plain: 9.0 unit: 1.0
// expect: Tagged<Circle>
