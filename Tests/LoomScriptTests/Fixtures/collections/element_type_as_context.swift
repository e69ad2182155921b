// A collection's element type is the context of what is added to it: tuple labels for an appended unlabelled tuple, and `.zero` as reduce's initial result. (#19; expected output from swiftc)
var items: [(name: String, count: Int)] = []
items.append(("a", 1))
items.append((name: "b", count: 2))
print(items[0].name, items[1].count)
// expect: a 2
print(items)
// expect: [(name: "a", count: 1), (name: "b", count: 2)]

let lengths: [Double] = [1.5, 2.5]
print(lengths.reduce(.zero, +), [1, 2, 3].reduce(.zero) { $0 + $1 }, (1...4).reduce(.zero, +))
// expect: 4.0 6 10
