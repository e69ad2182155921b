// `x ?? .max` where nothing else gives `.max` a type: the default has the left side's declared type.
struct Column { var maxWidth: Int? = nil; var weight: Double? = nil }
let columns = [Column(), Column(maxWidth: 5), Column(weight: 2.5)]
let widths = columns.map { col -> Int in
    return min(10, col.maxWidth ?? .max)
}
print(widths)
let none: Int? = nil
print(none ?? .max)
let light: UInt8? = nil
print(light ?? .max, light ?? .min)
for c in columns { print(c.weight ?? .zero, c.weight ?? .infinity) }
// expect: [10, 5, 10]
// expect: 9223372036854775807
// expect: 255 0
// expect: 0.0 inf
// expect: 0.0 inf
// expect: 2.5 2.5
