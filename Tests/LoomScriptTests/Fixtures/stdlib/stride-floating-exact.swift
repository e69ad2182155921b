// Floating-point strides compare each value (start + i × step) with the end exactly.
print(Array(stride(from: 0.0, through: 0.3, by: 0.1)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.1)).count)
print(Array(stride(from: Float(0), through: 1, by: 0.1)))
print(Array(stride(from: 1.0, through: 0, by: -0.25)), Array(stride(from: 0.0, to: 0.3, by: 0.1)))
// expect: [0.0, 0.1, 0.2]
// expect: 11
// expect: [0.0, 0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.90000004, 1.0]
// expect: [1.0, 0.75, 0.5, 0.25, 0.0] [0.0, 0.1, 0.2]
