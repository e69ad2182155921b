// `dict[key, default: d] op= v`: the key and the default are evaluated once (the default only
// for a missing key), the entry is typed by the dictionary, and copies keep value semantics.
var e: [Character: Double] = ["x": 1]
e["y", default: 0.5] += 2
e["x", default: 0] *= 3
var c: [String: Int] = [:]
func key() -> String { print("key"); return "k" }
func dflt() -> Int { print("default"); return 10 }
c[key(), default: dflt()] += 1
c[key(), default: dflt()] += 1
var s: [Int: String] = [:]
s[1, default: "a"] += "b"
print(e.sorted { $0.key < $1.key }, c, s)
struct Box { var counts: [String: Int] = [:] }
var b = Box()
b.counts["z", default: 0] += 4
var copy = c
copy["k", default: 0] += 100
print(b.counts, c, copy)
// expect: key
// expect: default
// expect: key
// expect: [(key: "x", value: 3.0), (key: "y", value: 2.5)] ["k": 12] [1: "ab"]
// expect: ["z": 4] ["k": 12] ["k": 112]
