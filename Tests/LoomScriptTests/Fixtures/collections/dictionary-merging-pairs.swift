// Dictionary merges a sequence of (key, value) pairs as it merges another dictionary; a
// dictionary literal argument still takes the receiver's key and value types.
struct Tag: Hashable, ExpressibleByStringLiteral, CustomStringConvertible {
    let name: String
    init(stringLiteral s: String) { name = s }
    var description: String { "#" + name }
}
var tally: [String: Int] = ["yes": 1]
tally.merge([("yes", 2), ("no", 4), ("no", 1)]) { $0 + $1 }
tally.merge(["maybe", "no"].map { ($0, 1) }, uniquingKeysWith: +)
print(tally.sorted { $0.key < $1.key })
let kept = ["a": 1].merging([("a", 9), ("b", 2)]) { old, _ in old }
print(kept.sorted { $0.key < $1.key })
let tags: [Tag: Int] = ["swift": 1]
let more = tags.merging(["ui": 2, "swift": 5], uniquingKeysWith: max)
print(more.keys.map(\.description).sorted(), more["swift"]!)
// expect: [(key: "maybe", value: 1), (key: "no", value: 6), (key: "yes", value: 3)]
// expect: [(key: "a", value: 1), (key: "b", value: 2)]
// expect: ["#swift", "#ui"] 5
