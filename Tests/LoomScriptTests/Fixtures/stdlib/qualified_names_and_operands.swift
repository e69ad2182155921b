// Library idioms: a module-qualified call reaches the system function past the script's own member or global of that name, an implicit member as an operator's left operand, an empty array of labelled tuples. (#11, #19; expected output from swiftc)
import Foundation

extension Double {
    var cos: Double { Foundation.cos(self) }
    var sin: Double { Foundation.sin(self) }
}
print(0.0.cos, 0.0.sin)

struct Angle2 { var radians: Double }
func cos(_ a: Angle2) -> Double { Foundation.cos(a.radians) }
print(cos(Angle2(radians: 0)), Swift.max(2, 7), Swift.min(2.5, 1.5))

struct V: CustomStringConvertible {
    var x: Double
    static func unit(_ x: Double) -> V { V(x: x) }
    static var zero: V { V(x: 0) }
    static func + (a: V, b: V) -> V { V(x: a.x + b.x) }
    var description: String { "V(\(x))" }
}
let two = V(x: 2)
print(.unit(1) + two, .zero + two)

var pairs = [(x: Int, y: String)]()
pairs.append((x: 1, y: "a"))
pairs.append((x: 2, y: "b"))
print(pairs.count, pairs.map(\.y), pairs[1].x)
// expect: 1.0 0.0
// expect: 1.0 7 1.5
// expect: V(3.0) V(2.0)
// expect: 2 ["a", "b"] 2
