@propertyWrapper
struct Clamped {
    var value: Int
    let range: ClosedRange<Int>
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
}
@propertyWrapper
struct Uppercased {
    private var text = ""
    var wrappedValue: String {
        get { text }
        set { text = newValue.uppercased() }
    }
    var projectedValue: Int { text.count }
    init(wrappedValue: String) { text = wrappedValue.uppercased() }
}
struct Settings {
    @Clamped(0...10) var volume: Int = 5
    @Uppercased var name: String = "loom"
}
var s = Settings()
print(s.volume, s.name) // expect: 5 LOOM
s.volume = 42
s.name = "swift"
print(s.volume, s.name, s.$name) // expect: 10 SWIFT 5

@resultBuilder
struct ListBuilder {
    static func buildBlock(_ parts: [String]...) -> [String] { parts.flatMap { $0 } }
    static func buildExpression(_ s: String) -> [String] { [s] }
    static func buildOptional(_ c: [String]?) -> [String] { c ?? [] }
    static func buildEither(first c: [String]) -> [String] { c }
    static func buildEither(second c: [String]) -> [String] { c }
    static func buildArray(_ cs: [[String]]) -> [String] { cs.flatMap { $0 } }
}
func makeList(@ListBuilder _ content: () -> [String]) -> [String] { content() }
let showExtra = true
let list = makeList {
    "one"
    "two"
    if showExtra { "three" }
    if !showExtra { "never" } else { "else" }
    for i in 4...5 { "n\(i)" }
}
print(list) // expect: ["one", "two", "three", "else", "n4", "n5"]
