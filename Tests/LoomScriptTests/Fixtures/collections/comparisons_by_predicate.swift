// Comparing sequences with a predicate: lexicographic order by a key, prefixes and equality
// by a relation.
struct Person { let last: String; let first: String; let age: Int }
let people = [Person(last: "Lee", first: "Ann", age: 30), Person(last: "Lee", first: "Al", age: 41),
              Person(last: "Kim", first: "Bo", age: 22)]
let byName = people.sorted { a, b in
    [a.last, a.first].lexicographicallyPrecedes([b.last, b.first])
}
print(byName.map { "\($0.first) \($0.last)" })
let byAgeDescending = people.sorted { a, b in
    [a.age].lexicographicallyPrecedes([b.age], by: >)
}
print(byAgeDescending.map(\.age))
print([1, 2, 3].lexicographicallyPrecedes([1, 2, 4]) { $0 < $1 }, [3, 1].lexicographicallyPrecedes([3], by: <),
      ["b", "A"].lexicographicallyPrecedes(["B", "a"]) { $0.lowercased() < $1.lowercased() })
print([3, 1, 2].starts(with: [6, 2]) { $0 * 2 == $1 }, [3, 1].starts(with: [3, 1, 2], by: ==),
      ["Ab", "cd"].elementsEqual(["ab", "CD"]) { $0.lowercased() == $1.lowercased() })
// expect: ["Bo Kim", "Al Lee", "Ann Lee"]
// expect: [41, 30, 22]
// expect: true false false
// expect: true false true
