import Foundation
var s: Set<Int> = [3, 1, 2]
s.insert(2)
s.insert(5)
print(s.count, s.contains(5), s.contains(9)) // expect: 4 true false
print(s.sorted()) // expect: [1, 2, 3, 5]
let evens: Set = [2, 4, 6]
print(s.intersection(evens).sorted(), s.union(evens).sorted(), s.subtracting(evens).sorted()) // expect: [2] [1, 2, 3, 4, 5, 6] [1, 3, 5]
s.remove(1)
print(s.sorted(), s.isEmpty) // expect: [2, 3, 5] false

let words = ["apple", "avocado", "banana", "blueberry", "cherry"]
let grouped = Dictionary(grouping: words, by: { $0.first! })
print(grouped.keys.sorted(), grouped["b"]!) // expect: ["a", "b", "c"] ["banana", "blueberry"]
let counts = words.reduce(into: [:]) { (acc: inout [Int: Int], w) in acc[w.count, default: 0] += 1 }
print(counts.sorted { $0.key < $1.key }.map { "\($0.key):\($0.value)" }) // expect: ["5:1", "6:2", "7:1", "9:1"]
print(Dictionary(uniqueKeysWithValues: zip(["x", "y"], [1, 2])).sorted { $0.key < $1.key }.map(\.value)) // expect: [1, 2]

print(String(format: "%d items at %.2f each (%@) %x %%", 3, 1.5, "ok", 255)) // expect: 3 items at 1.50 each (ok) ff %
print(String(format: "%05.1f|%3d|%-4d|", 3.14159, 7, 42)) // expect: 003.1|  7|42  |

for x in stride(from: 0, to: 10, by: 3) { print(x, terminator: " ") }
print() // expect: 0 3 6 9 
print(Array(stride(from: 1.0, through: 2.0, by: 0.5))) // expect: [1.0, 1.5, 2.0]
for (i, w) in words.prefix(2).enumerated() { print(i, w) }
// expect: 0 apple
// expect: 1 avocado
for (a, b) in zip([1, 2, 3], ["a", "b"]) where a > 1 { print(a, b) } // expect: 2 b
print(Array(zip(1...3, "xyz"))) // expect: [(1, "x"), (2, "y"), (3, "z")]
print(words.map { $0.count }.max()!, words.min { $0.count < $1.count }!) // expect: 9 apple
