// A stored property overridden with accessors reads through them, from outside and from the
// superclass's own methods; `super.x` inside them is the stored field, and `super[i]` inside an
// overriding subscript is the superclass's subscript.
class Shape {
    var sides = 3
    var name: String { "shape" }
    func show() { print(name, "has", sides, "sides") }
    subscript(i: Int) -> String { "corner \(i)" }
}
class Square: Shape {
    override var sides: Int {
        get { 4 }
        set { print("ignoring set to \(newValue)") }
    }
    override var name: String { "square(\(super.name))" }
}
class Doubler: Shape {
    override var sides: Int { get { super.sides * 2 } set { super.sides = newValue + 1 } }
    override subscript(i: Int) -> String { "doubled " + super[i] }
}
let s = Square()
s.sides = 10
print(s.sides, s.name)
let sh: Shape = s
print(sh.sides, sh.name)
sh.show()
let d = Doubler()
d.show()
d.sides = 5
print(d.sides, d[2])
let items: [Shape] = [Shape(), d]
for item in items { print(item[7]) }
// expect: ignoring set to 10
// expect: 4 square(shape)
// expect: 4 square(shape)
// expect: square(shape) has 4 sides
// expect: shape has 6 sides
// expect: 12 doubled corner 2
// expect: corner 7
// expect: doubled corner 7
