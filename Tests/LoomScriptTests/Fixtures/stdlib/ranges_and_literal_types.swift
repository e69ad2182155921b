// Ranges clamped and made relative to a collection; a custom collection sliced by a range
// held in a variable; literals made as the type their context names.
print((0..<10).clamped(to: 3..<5), (4...9).clamped(to: 0...6), (0..<3).clamped(to: 5..<8))
let letters = ["a", "b", "c", "d"]
print((2...).relative(to: letters), (1...2).relative(to: letters), (0..<1).relative(to: letters))
print((5...).relative(to: -Int.max..<Int.max).clamped(to: 0..<8))

struct Week: RandomAccessCollection {
    var startIndex: Int { 0 }
    var endIndex: Int { 7 }
    subscript(day: Int) -> String { ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"][day] }
}
let weekend = 5..<7
print(Array(Week()[weekend]), Array(Week()[0..<2]))

struct Version: Comparable, ExpressibleByStringLiteral, CustomStringConvertible {
    let major: Int
    init(stringLiteral text: String) { major = Int(text.prefix { $0 != "." }) ?? 0 }
    static func < (a: Version, b: Version) -> Bool { a.major < b.major }
    var description: String { "v\(major)" }
}
let supported: ClosedRange<Version> = "2.0"..."5.1"
print(supported, supported.contains("3.0"), supported.contains("6"))

struct Note: ExpressibleByStringInterpolation {
    let text: String
    init(stringLiteral value: String) { text = "plain: " + value }
    init(stringInterpolation parts: DefaultStringInterpolation) { text = "built: " + parts.description }
}
print(Note("count \(2 + 3)").text, Note("hello").text)

struct Shelf<Item> {
    var items: [Item]
    subscript(at i: Int, default fallback: Item) -> Item { i < items.count ? items[i] : fallback }
}
let shelf = Shelf(items: [0.5])
print(shelf[at: 4, default: .infinity], shelf[at: 0, default: .zero])
// expect: 3..<5 4...6 5..<5
// expect: 2..<4 1..<3 0..<1
// expect: 5..<8
// expect: ["Sat", "Sun"] ["Mon", "Tue"]
// expect: v2...v5 true false
// expect: built: count 5 plain: hello
// expect: inf 0.5
