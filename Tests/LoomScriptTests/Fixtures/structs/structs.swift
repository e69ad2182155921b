import Foundation
struct Point {
    var x: Double
    var y: Double = 0
    var length: Double { (x * x + y * y).squareRoot() }
    func moved(by d: Double) -> Point { Point(x: x + d, y: y + d) }
    mutating func scale(_ k: Double) {
        x *= k
        y *= k
    }
    static let origin = Point(x: 0, y: 0)
    static func unit() -> Point { Point(x: 1, y: 0) }
}
var p = Point(x: 3, y: 4)
print(p) // expect: Point(x: 3.0, y: 4.0)
print(p.length) // expect: 5.0
var q = p
q.x = 10
print(p.x, q.x) // expect: 3.0 10.0
p.scale(2)
print(p) // expect: Point(x: 6.0, y: 8.0)
print(p.moved(by: 1)) // expect: Point(x: 7.0, y: 9.0)
print(Point.origin, Point.unit()) // expect: Point(x: 0.0, y: 0.0) Point(x: 1.0, y: 0.0)
print(Point(x: 2)) // expect: Point(x: 2.0, y: 0.0)
struct Size {
    let width: Int
    let height: Int
    init(side: Int) {
        width = side
        height = side
    }
}
print(Size(side: 3)) // expect: Size(width: 3, height: 3)
struct Line { var from: Point; var to: Point }
var line = Line(from: .origin, to: Point(x: 1, y: 1))
line.to.x = 5
print(line.to) // expect: Point(x: 5.0, y: 1.0)
var points = [Point(x: 1), Point(x: 2)]
points[0].y = 7
print(points[0]) // expect: Point(x: 1.0, y: 7.0)
struct Counter {
    var value = 0 {
        didSet { print("changed from \(oldValue) to \(value)") }
    }
}
var c = Counter()
c.value = 3 // expect: changed from 0 to 3
