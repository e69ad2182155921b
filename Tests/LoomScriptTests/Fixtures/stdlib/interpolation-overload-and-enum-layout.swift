// A script's unlabelled `appendInterpolation(_:)` for its own type, and the layout of enums.
struct Money { let cents: Int }
extension DefaultStringInterpolation {
    mutating func appendInterpolation(_ m: Money) {
        appendLiteral("$\(m.cents / 100).\(m.cents % 100)")
    }
}
let price = Money(cents: 12345)
print("Total: \(price), items: \(3)")

enum Direction { case north, east, south, west }
enum Single { case only }
enum Shape { case circle(Double), rect(Double, Double), none }
enum Tagged { case name(String), id(String) }
enum Small { case value(Int8), empty }
struct Cell { var direction: Direction; var weight: Int }
print(MemoryLayout<Direction>.size, MemoryLayout<Single>.size, MemoryLayout<Direction?>.size)
print(MemoryLayout<Shape>.size, MemoryLayout<Shape>.stride, MemoryLayout<Tagged>.size, MemoryLayout<Small>.size)
print(MemoryLayout<Cell>.size, MemoryLayout<Cell>.alignment)
// expect: Total: $123.45, items: 3
// expect: 1 0 1
// expect: 17 24 17 2
// expect: 16 8
