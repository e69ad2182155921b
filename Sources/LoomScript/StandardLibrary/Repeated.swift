/// `repeatElement(_:count:)`: Swift's `Repeated`, a collection of one value `count` times. Its
/// elements are made as they are read, so `zip(names, repeatElement(0, count: .max))` is cheap.
final class RepeatedElements: SequenceSource {
    let count: Int
    let repeatedValue: Value
    /// As Swift prints it (`Repeated<Int>(count: 2, repeatedValue: 1)`), written when made.
    let text: String

    init(count: Int, repeatedValue: Value, text: String) {
        (self.count, self.repeatedValue, self.text) = (count, repeatedValue, text)
        super.init {
            var left = count
            return ElementSource {
                guard left > 0 else { return nil }
                left -= 1
                return repeatedValue
            }
        }
    }
}

extension NativeRegistry {
    func installRepeated() {
        // The rest of its API (`map`, `joined`, `first`) is the sequence API of its elements.
        nativeType("Repeated", payload: RepeatedElements.self, conformances: ["Sequence", "Collection"]) { t in
            t.property("var count: Int") { .int(($0 as! RepeatedElements).count) }
            t.property("var repeatedValue: Any") { ($0 as! RepeatedElements).repeatedValue }
            t.property("var isEmpty: Bool") { .bool(($0 as! RepeatedElements).count == 0) }
            t.type.describe = { ($0 as! RepeatedElements).text }
        }
        globalFunction("repeatElement<T>(_ element: T, count n: Int) -> Repeated<T>") { c in
            let (value, count) = (c.value(0), try c.count(1, "Repetition count should be non-negative"))
            let text = "Repeated<\(value.typeName)>(count: \(count), repeatedValue: \(c.interpreter.describe(value, debug: true)))"
            return c.wrap(RepeatedElements(count: count, repeatedValue: value, text: text))
        }
    }
}
