enum Direction: String {
    case north, south
    case east = "E"
    var opposite: Direction {
        switch self {
        case .north: return .south
        case .south: return .north
        case .east: return .east
        }
    }
}
let d = Direction.north
print(d, d.rawValue, d.opposite) // expect: north north south
print(Direction.east.rawValue) // expect: E
print(Direction(rawValue: "south") as Any) // expect: Optional(main.Direction.south)
enum Shape {
    case circle(radius: Double)
    case rect(Double, Double)
}
func area(_ s: Shape) -> Double {
    switch s {
    case .circle(let r): return 3 * r * r
    case let .rect(w, h): return w * h
    }
}
print(area(.circle(radius: 1)), area(.rect(2, 3))) // expect: 3.0 6.0
print(Shape.circle(radius: 2)) // expect: circle(radius: 2.0)
enum Level: Int { case low = 1, mid, high }
print(Level.high.rawValue) // expect: 3
if case .circle(let r) = Shape.circle(radius: 5) { print("radius", r) } // expect: radius 5.0
print(d == .north, d != .south) // expect: true true
