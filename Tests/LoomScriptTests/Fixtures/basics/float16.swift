// Float16: 11 bits of precision, printed in its own shortest form.
let h = Float16(0.1)
let x: Float16 = 2.5
var sum: Float16 = 0
for _ in 0..<10 { sum += h }
print(h, x * 2, sum, x / 3, MemoryLayout<Float16>.size, type(of: h))
print(Float16.greatestFiniteMagnitude, Float16(70000.0) == .infinity, Float16(1) / 3 == Float16(0.3333))
let values: [Float16] = [1.5, 2.25, 0.1]
print(values, values.reduce(0, +), Double(values[2]), Int(x))
print(h is Float16, (h as Any) is Float, Float(h))
// expect: 0.1 5.0 1.0 0.8335 2 Float16
// expect: 65504.0 true true
// expect: [1.5, 2.25, 0.1] 3.85 0.0999755859375 2
// expect: true false 0.099975586
