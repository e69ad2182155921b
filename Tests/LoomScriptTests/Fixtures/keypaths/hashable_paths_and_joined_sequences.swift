// Key paths are hashable (a dictionary keyed by them); a string joined with an array of
// characters, and an array with a set, as `RangeReplaceableCollection.+` allows.
struct Point { var x = 1, y = 2 }
let labels: [PartialKeyPath<Point>: String] = [\Point.x: "across", \Point.y: "down"]
print(labels[\Point.y]!, labels.count, labels[\Point.x] ?? "?")
var seen: Set<KeyPath<Point, Int>> = [\Point.x]
seen.insert(\Point.x)
seen.insert(\Point.y)
print(seen.count, seen.contains(\Point.y))

let middle: [Character] = ["b", "c"]
print("a" + middle + "d", ([1, 2] + Set([3])).count)
// expect: down 2 across
// expect: 2 true
// expect: abcd 3
