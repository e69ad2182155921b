// A script's typealias named like a standard generic parameter (Value, Element) does not change the standard signatures.
typealias Value = [String: Int]
typealias Element = String
var totals: Value = ["a": 1]
totals.merge(["a": 2, "b": 3]) { $0 + $1 }
print(totals.sorted { $0.key < $1.key })
var names: [Element] = ["b"]
names.append("a")
print(names.sorted(), totals.mapValues { $0 * 10 }["b"]!)
// expect: [(key: "a", value: 3), (key: "b", value: 3)]
// expect: ["a", "b"] 30
