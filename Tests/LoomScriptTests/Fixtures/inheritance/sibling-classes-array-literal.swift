// An array literal of objects of sibling classes is an array of their nearest shared superclass.
class Shape { let name: String; init(name: String) { self.name = name } }
class Polygon: Shape { let sides: Int; init(sides: Int) { self.sides = sides; super.init(name: "polygon") } }
class Square: Polygon { init() { super.init(sides: 4) } }
class Triangle: Polygon { init() { super.init(sides: 3) } }
class Circle: Shape { init() { super.init(name: "circle") } }
let polygons = [Square(), Triangle()]
let shapes = [Square(), Triangle(), Circle()]
let squares = [Square(), Square()]
print(type(of: polygons), type(of: shapes), type(of: squares))
print(polygons.map(\.sides), shapes.map(\.name))
for shape in shapes where shape is Polygon { print(shape.name, (shape as! Polygon).sides) }
// expect: Array<Polygon> Array<Shape> Array<Square>
// expect: [4, 3] ["polygon", "polygon", "circle"]
// expect: polygon 4
// expect: polygon 3
