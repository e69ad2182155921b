// Dictionary, Set, Range and Optional members from the standard library's typed table.
var ages = ["ann": 30, "bob": 25]
print(ages.updateValue(31, forKey: "ann")!, ages.updateValue(40, forKey: "cy") as Any) // expect: 30 nil
print(ages.removeValue(forKey: "bob")!, ages.count, ages.keys.sorted(), ages.values.sorted()) // expect: 25 2 ["ann", "cy"] [31, 40]
let more = ages.merging(["cy": 1, "dee": 2]) { old, new in old + new }
print(more.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }) // expect: ["ann=31", "cy=41", "dee=2"]
ages.merge(["ann": 5]) { _, new in new }
print(ages["ann"]!, ["a": "1", "b": "x"].compactMapValues { Int($0) }) // expect: 5 ["a": 1]
print(ages.mapValues { $0 * 2 }.sorted { $0.key < $1.key }.map(\.value), ages.filter { $0.value > 10 }.count) // expect: [10, 80] 1
var s: Set = [1, 2, 3]
print(s.isSubset(of: [1, 2, 3, 4]), s.isStrictSuperset(of: [1]), s.isDisjoint(with: [7])) // expect: true true true
print(s.update(with: 2)!, s.remove(9) as Any, s.insert(4).inserted, s.count) // expect: 2 nil true 4
s.formIntersection([2, 4, 6]); print(s.sorted()) // expect: [2, 4]
print(s.union([9]).sorted(), s.symmetricDifference([4, 5]).sorted(), s.filter { $0 > 2 }) // expect: [2, 4, 9] [2, 5] [4]
let r = 2..<6
print(r.lowerBound, r.upperBound, r.count, r.contains(5), (3...3).count, (4..<4).isEmpty) // expect: 2 6 4 true 1 true
print((1.0...2.0).contains(1.5), r.map { $0 * 2 }, (1...3).reversed().map { $0 }) // expect: true [4, 6, 8, 10] [3, 2, 1]
let n: Int? = 4, none: Int? = nil
print(n.map { $0 + 1 } as Any, none.map { $0 + 1 } as Any, n.flatMap { $0 > 3 ? "big" : nil } as Any) // expect: Optional(5) nil Optional("big")
