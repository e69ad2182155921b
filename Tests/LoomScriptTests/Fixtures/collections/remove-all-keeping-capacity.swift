// removeAll(keepingCapacity:) on arrays, sets and dictionaries; removeAll on a String.
var items = [3, 1, 2]
items.removeAll(keepingCapacity: true)
items.append(9)
var tags: Set = ["x", "y"]
tags.removeAll(keepingCapacity: false)
var counts = ["a": 1]
counts.removeAll(keepingCapacity: true)
var text = "a-b-c"
text.removeAll { $0 == "-" }
var word = "gone"
word.removeAll()
print(items, tags.isEmpty, counts.count, text, word.isEmpty)
// expect: [9] true 0 abc true
