// Associated types a conformer gives by its witnesses, without a typealias: named bare inside
// the protocol's extension, and a collection's `Index` and `Element` from its own members.
protocol Encoder {
    associatedtype Output: FixedWidthInteger
    static func encode(_ text: String) -> Output
}
extension Encoder {
    static var outputBits: Int { Output.bitWidth }
    static func describe() -> String { "\(Output.self) of \(Output.bitWidth) bits, max \(Output.max)" }
    func widthTwice() -> Int { 2 * Output.bitWidth }
}
struct ByteSum: Encoder {
    static func encode(_ text: String) -> UInt8 { text.utf8.reduce(0, &+) }
}
enum WordHash: Encoder {
    static func encode(_ text: String) -> UInt32 { UInt32(text.count) }
}
print(ByteSum.outputBits, WordHash.describe(), ByteSum().widthTwice(), ByteSum.encode("hi"))

struct Pair: Collection {
    var startIndex: Int { 0 }
    var endIndex: Int { 2 }
    func index(after i: Int) -> Int { i + 1 }
    subscript(i: Int) -> String { i == 0 ? "left" : "right" }
}
print(Pair.Index.self, Pair.Element.self, Array(Pair()))

enum Edit<Item> { case keep(Item), drop(Item) }
func keepAll<T>(_ xs: [T]) -> [Edit<T>] {
    var out: [Edit<T>] = []
    for x in xs { out.append(.keep(x)) }
    return out
}
print(type(of: keepAll([1, 2])), keepAll(["a"]))

struct Point { var x = 1; var label = "p" }
struct Column<Row, Value> { let path: KeyPath<Row, Value> }
print(type(of: Column(path: \Point.x)), type(of: Column(path: \Point.label)))
// expect: 8 UInt32 of 32 bits, max 4294967295 16 209
// expect: Int String ["left", "right"]
// expect: Array<Edit<Int>> [main.Edit<Swift.String>.keep("a")]
// expect: Column<Point, Int> Column<Point, String>
