import Foundation
let size: CGFloat = 1 / 2 * 200
print(size) // expect: 100.0
let h: CGFloat = 1 / 2 * 20
print(h) // expect: 10.0
let x = 1 / 2
print(x) // expect: 0
let d: Double = 58 / 255
print(d) // expect: 0.22745098039215686
let w = 2.0
print(1 / 2 * w) // expect: 1.0
var v: Double = 0
v = 5
print(v / 2) // expect: 2.5
func scale(_ k: Double) -> Double { k * 2 }
print(scale(3 / 4)) // expect: 1.5
let f: Float = 0.1
print(f) // expect: 0.1
let arr: [CGFloat] = [1, 2]
print(arr) // expect: [1.0, 2.0]
print(Double.pi > 3, Int.max > 0) // expect: true true
print(-5 / 2, 5 / -2.0) // expect: -2 -2.5
