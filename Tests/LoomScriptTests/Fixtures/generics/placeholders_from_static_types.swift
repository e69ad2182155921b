// A generic parameter that no value can bind (an empty collection, a nil) is bound by the
// argument's static type; a default argument may name a placeholder bound by the arguments
// before it or by the receiver's type.
func elementName<T>(_ items: [T]) -> String { "[\(T.self)] of \(items.count)" }
func wrappedName<T>(_ value: T?) -> String { value == nil ? "nil \(T.self)" : "some \(T.self)" }
func sum<T: Numeric>(_ values: [T]) -> T { values.reduce(0, +) }

let noScores: [Double] = []
let missing: Float? = nil
print(elementName(noScores), elementName([String]()), elementName([[Int]]()))
print(wrappedName(missing), wrappedName(Optional<Int>.none), wrappedName(String?.none), wrappedName(Optional(true)))
print(sum(noScores), sum([Int]()), sum([UInt8]()), sum([1.5, 2]))

func label<T>(_ value: T, as type: T.Type = T.self) -> String { "\(value): \(type)" }
print(label(7), label("seven"), label(7.0, as: Double.self))

struct Measured<Unit> {
    var amount: Double
    func unitName(_ unit: Unit.Type = Unit.self) -> String { "\(amount) \(unit)" }
}
enum Meters {}
print(Measured<Meters>(amount: 2.5).unitName())

// Associated types of the standard number types.
extension FixedWidthInteger {
    var unsignedBits: String { String(Magnitude(truncatingIfNeeded: self), radix: 2) }
}
print(Int8(-2).unsignedBits, UInt16(6).unsignedBits, Int8.Magnitude.self, Int.Magnitude.max == UInt.max, Double.Stride.self)
// expect: [Double] of 0 [String] of 0 [Array<Int>] of 0
// expect: nil Float nil Int nil String some Bool
// expect: 0.0 0 0 3.5
// expect: 7: Int seven: String 7.0: Double
// expect: 2.5 Meters
// expect: 11111110 110 UInt8 true Double
