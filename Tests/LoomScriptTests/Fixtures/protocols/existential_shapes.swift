// Existentials of a protocol with extension defaults: type(of:) names, is/as?, metatype equality, generic max. (#19; expected output from swiftc)
import Foundation
protocol Shape {
    var area: Double { get }
    var name: String { get }
}
extension Shape {
    var name: String { String(describing: type(of: self)) }
    func describe() -> String { "\(name) with area \(String(format: "%.1f", area))" }
}
struct Circle: Shape { var r: Double; var area: Double { .pi * r * r } }
struct Rect: Shape { var w, h: Double; var area: Double { w * h } }
struct Square: Shape {
    var side: Double
    var area: Double { side * side }
    var name: String { "Square(\(Int(side)))" }
}
let shapes: [Shape] = [Circle(r: 1), Rect(w: 2, h: 3), Square(side: 4)]
for s in shapes { print(s.describe()) }
let total = shapes.reduce(0) { $0 + $1.area }
print(String(format: "total %.3f", total))
let biggest = shapes.max { $0.area < $1.area }!
print(biggest.name, shapes.filter { $0 is Rect }.count, shapes.compactMap { $0 as? Circle }.first!.r)
func largest<T: Shape>(_ xs: [T]) -> T? { xs.max { $0.area < $1.area } }
print(largest([Circle(r: 2), Circle(r: 3)])!.r)
let byKind = Dictionary(grouping: shapes, by: { $0.name.prefix(1) })
print(byKind.keys.sorted())
print(shapes.map { type(of: $0) == Circle.self })

// expect: Circle with area 3.1
// expect: Rect with area 6.0
// expect: Square(4) with area 16.0
// expect: total 25.142
// expect: Square(4) 1 1.0
// expect: 3.0
// expect: ["C", "R", "S"]
// expect: [true, false, false]
