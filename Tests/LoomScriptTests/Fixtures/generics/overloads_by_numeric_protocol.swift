// Overloads that differ only by the numeric protocol their argument conforms to: Ints go to
// the BinaryInteger one, Doubles to the BinaryFloatingPoint one, literals as Swift types them.
struct Series {
    var values: [Double] = []
    var kind = ""
    init(values: [some BinaryInteger]) { self.values = values.map { Double($0) }; kind = "integers" }
    init(values: [some BinaryFloatingPoint]) { self.values = values.map { Double($0) }; kind = "floats" }
}
func describe<I: BinaryInteger>(_ x: I) -> String { "integer \(x)" }
func describe<F: BinaryFloatingPoint>(_ x: F) -> String { "floating \(x)" }
func scale(_ x: some SignedNumeric) -> String { "signed" }
func scale(_ x: some UnsignedInteger) -> String { "unsigned" }
let ints: [Int] = [10, 9, 8]
print(Series(values: ints).kind, Series(values: ints).values)
print(Series(values: [0.5, 0.25]).kind, Series(values: [5, 3, 2]).kind)
print(describe(3), describe(2.5), describe(UInt8(7)), describe(Float(1.5)))
print(scale(-2), scale(UInt(2)), scale(1.5))
// expect: integers [10.0, 9.0, 8.0]
// expect: floats integers
// expect: integer 3 floating 2.5 integer 7 floating 1.5
// expect: signed unsigned signed
