// Implicit members take their type from the other operand: `2 * .pi * r` is CGFloat arithmetic.
import Foundation

let r: CGFloat = 2
let circumference = 2 * .pi * r
print(circumference, type(of: circumference))   // expect: 12.566370614359172 CGFloat
let turn: Double = 2 * .pi
print(turn)                                     // expect: 6.283185307179586
let half: Float = .pi / 2
print(half)                                     // expect: 1.5707963
print(r * .pi, -.pi / 4 + r)                    // expect: 6.283185307179586 1.2146018366025517
func startAngle(_ sides: Int) -> CGFloat {
    .pi - (.pi / (2.0 * CGFloat(sides))) - .pi / 2
}
print(startAngle(3), type(of: startAngle(3)))   // expect: 1.0471975511965979 CGFloat
let z = .pi * r - .pi / 2
print(z)                                        // expect: 4.71238898038469
