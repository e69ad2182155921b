class Shape {
    let name: String
    init(name: String) { self.name = name }
    func area() -> Double { 0 }
    func perimeter() -> Double { 0 }
    func score() -> Double { area() + perimeter() * 0.5 }
}
class Rectangle: Shape {
    let width: Double
    let height: Double
    init(width: Double, height: Double) {
        self.width = width
        self.height = height
        super.init(name: "rectangle")
    }
    override func area() -> Double { width * height }
    override func perimeter() -> Double { 2 * (width + height) }
}
class Square: Rectangle {
    init(side: Double) { super.init(width: side, height: side) }
    override func score() -> Double { super.score() + 1 }
}
class Circle: Shape {
    let radius: Double
    init(radius: Double) {
        self.radius = radius
        super.init(name: "circle")
    }
    override func area() -> Double { 3.0 * radius * radius }
    override func perimeter() -> Double { 6.0 * radius }
}
var shapes: [Shape] = []
for k in 0..<1_000 {
    switch k % 3 {
    case 0: shapes.append(Rectangle(width: Double(k % 10), height: 2))
    case 1: shapes.append(Square(side: Double(k % 5)))
    default: shapes.append(Circle(radius: Double(k % 4)))
    }
}
var total = 0.0
for _ in 0..<100 {
    for shape in shapes { total += shape.score() }
}
print(Int(total))
