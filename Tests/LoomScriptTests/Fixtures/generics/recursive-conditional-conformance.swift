// Extension methods of Dictionary see the receiver's own Key and Value, also when one
// such method calls itself on the values of a nested dictionary.
protocol Mergeable { func merged(with other: Self) -> Self }
extension Int: Mergeable { func merged(with other: Int) -> Int { self + other } }
extension Dictionary: Mergeable where Value: Mergeable {
    func merged(with other: [Key: Value]) -> [Key: Value] { merging(other) { $0.merged(with: $1) } }
}
let flat: [String: Int] = ["x": 1]
print(flat.merged(with: ["x": 2, "y": 3]).sorted { $0.key < $1.key })
let nested: [String: [String: Int]] = ["a": ["x": 1], "b": ["z": 9]]
let merged = nested.merged(with: ["a": ["x": 2, "y": 5]])
for key in merged.keys.sorted() { print(key, merged[key]!.sorted { $0.key < $1.key }) }
// expect: [(key: "x", value: 3), (key: "y", value: 3)]
// expect: a [(key: "x", value: 3), (key: "y", value: 5)]
// expect: b [(key: "z", value: 9)]
