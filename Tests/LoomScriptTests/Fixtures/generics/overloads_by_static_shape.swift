// Overloads chosen as Swift's type checker chooses them, where values alone cannot tell:
// an array literal's element types, an empty collection's static type, arithmetic over
// literals, `where` clauses on elements, an argument whose static type is a placeholder.
func average(_ xs: [Int]) -> String { "ints" }
func average<T: BinaryInteger>(_ xs: [T]) -> String { "integers of \(T.self)" }
func average<T: BinaryFloatingPoint>(_ xs: [T]) -> String { "floats of \(T.self)" }
func average<T>(_ xs: [T]) -> String { "values of \(T.self)" }
print(average([1, 2]), average([UInt8(1), 2]), average([2.5, 1]), average([Float(1), 2]), average(["a"]))
print(average([Int]()), average([Double]()), average([Int16]()), average([[1]]))

func shape<T: Numeric>(_ x: T) -> String { "number" }
func shape<T: Collection>(_ x: T) -> String { "collection" }
print(shape(1 + 2), shape(2.5 * 2), shape([1]), shape("ab"))

func total<T>(_ x: T) -> String { "one value" }
func total<T: Sequence>(_ x: T) -> String where T.Element: Numeric { "sum of numbers" }
print(total([1, 2]), total("hi"), total(["a"]), total(3))

func show(_ x: Int) -> String { "Int \(x)" }
func show(_ x: Float) -> String { "Float \(x)" }
func show(_ x: Double) -> String { "Double \(x)" }
func show<T>(_ x: T) -> String { "some \(T.self)" }
func first<T>(_ xs: [T]) -> String { show(xs[0]) }
func forced<T>(_ x: T?) -> String { show(x!) }
print(show(2.5), show(2), show(Float(2)), first([1]), forced(Optional(2.5)))
// expect: ints integers of UInt8 floats of Double floats of Float values of String
// expect: ints floats of Double integers of Int16 values of Array<Int>
// expect: number number collection collection
// expect: sum of numbers one value one value one value
// expect: Double 2.5 Int 2 Float 2.0 some Int some Double
