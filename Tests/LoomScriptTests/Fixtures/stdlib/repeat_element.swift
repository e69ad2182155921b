// `repeatElement(_:count:)`: a `Repeated` collection that prints as one, iterates and maps.
print(Array(repeatElement("ab", count: 3))) // expect: ["ab", "ab", "ab"]
let zeros = repeatElement(0, count: 4)
print(zeros) // expect: Repeated<Int>(count: 4, repeatedValue: 0)
print(zeros.count, zeros.repeatedValue, zeros.isEmpty, repeatElement(1.5, count: 0).isEmpty) // expect: 4 0 false true
print(zeros.map { $0 + 1 }, zeros.reduce(0, +), zeros.first as Any) // expect: [1, 1, 1, 1] 0 Optional(0)
var total = 0
for x in repeatElement(5, count: 3) { total += x }
print(total, String(repeatElement("-" as Character, count: 5))) // expect: 15 -----
print(Array(zip(["a", "b"], repeatElement(true, count: 2)))) // expect: [("a", true), ("b", true)]
var xs = [1]
xs.append(contentsOf: repeatElement(9, count: 2))
print(xs, repeatElement("-", count: 3).joined()) // expect: [1, 9, 9] ---
