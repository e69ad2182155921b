// d[k, default: 0] += 1 on a [String: Double] stores Doubles (the default takes the dictionary's value type), through the in-place update's number arithmetic. (#16, #19; expected output from swiftc)
var c: [String: Int] = [:]
var d: [String: Double] = [:]
for w in ["a", "b", "a"] { c[w, default: 0] += 1; d[w, default: 0] += 1; d[w, default: 1.5] *= 2 }
print(c.sorted { $0.key < $1.key }, d.sorted { $0.key < $1.key })
var s: [Int: String] = [:]
s[1, default: "x"] += "y"
print(s)
var d2: [String: Double] = [:]
d2["a", default: .zero] += 2
d2["b", default: 1] -= 0.5
print(d2.sorted { $0.key < $1.key })
// expect: [(key: "a", value: 2), (key: "b", value: 1)] [(key: "a", value: 6.0), (key: "b", value: 2.0)]
// expect: [1: "xy"]
// expect: [(key: "a", value: 2.0), (key: "b", value: 0.5)]
