// print, debugPrint, String(reflecting:), dump and type(of:) as Swift writes them. (#19; expected output from swiftc)
struct Point { var x: Int; var y: Int }
class Node { var v = 1; var next: Node? = nil }
enum Color { case red, rgb(Int, Int, Int) }
struct Gen<T> { var t: T }
print(Point(x: 1, y: 2), Color.rgb(1, 2, 3), Gen(t: 5), Gen(t: "s"))
debugPrint("str", 1, Point(x: 1, y: 2), [1: "a"])
print(String(reflecting: Point(x: 1, y: 2)), String(reflecting: Color.red), String(describing: Color.red))
print(type(of: [1.0]), type(of: (1, "a")))
let o: Int? = nil; let oo: Int?? = Optional(Optional(2))
print(o as Any, oo as Any, Optional(3) as Any, [Optional(1), nil])
print(Int.self, type(of: Int.self))
dump(Point(x: 3, y: 4))
dump([1, 2])
dump(Color.rgb(1, 2, 3))
dump("s")
dump(Node())
print(Node() is AnyObject, "a".debugDescription, [1, 2].debugDescription, 1.5.debugDescription)
print(String(describing: Node.self), String(reflecting: Node.self), Point.self)
print([Point(x: 0, y: 0)], ["k": Point(x: 0, y: 1)], (1, Point(x: 1, y: 1)))

// expect: Point(x: 1, y: 2) rgb(1, 2, 3) Gen<Int>(t: 5) Gen<String>(t: "s")
// expect: "str" 1 main.Point(x: 1, y: 2) [1: "a"]
// expect: main.Point(x: 1, y: 2) main.Color.red red
// expect: Array<Double> (Int, String)
// expect: nil Optional(Optional(2)) Optional(3) [Optional(1), nil]
// expect: Int Int.Type
// expect: ▿ main.Point
// expect:   - x: 3
// expect:   - y: 4
// expect: ▿ 2 elements
// expect:   - 1
// expect:   - 2
// expect: ▿ main.Color.rgb
// expect:   ▿ rgb: (3 elements)
// expect:     - .0: 1
// expect:     - .1: 2
// expect:     - .2: 3
// expect: - "s"
// expect: ▿ main.Node #0
// expect:   - v: 1
// expect:   - next: nil
// expect: true "a" [1, 2] 1.5
// expect: Node main.Node Point
// expect: [main.Point(x: 0, y: 0)] ["k": main.Point(x: 0, y: 1)] (1, main.Point(x: 1, y: 1))
