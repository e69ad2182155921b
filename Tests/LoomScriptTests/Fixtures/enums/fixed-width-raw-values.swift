// Enums with fixed-width integer raw values count on in the raw type.
enum Edge: Int8 { case top, bottom = 5, left }
enum Flag: UInt8 { case a = 1, b = 2, c = 4 }
print(Edge.left.rawValue, type(of: Edge.top.rawValue), Edge(rawValue: 6) ?? .top, Flag(rawValue: 4)!)
print(Flag.c.rawValue | Flag.a.rawValue, Edge.bottom.rawValue &+ 127)
// expect: 6 Int8 left c
// expect: 5 -124
