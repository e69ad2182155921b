// A String is a Sequence of Characters: what String itself does not declare it has from
// Sequence and Collection — beside its own members of the same name (`contains(where:)` next to
// `contains(_:)`, `first(where:)` next to `first`).
let s = "hello"
print(s.allSatisfy { $0.isLetter }, s.min()!, s.max()!, s.sorted(), s.first(where: { $0 > "f" })!)
print(s.contains(where: { $0 == "l" }), s.contains("ell"), s.map { $0.uppercased() }.joined())
print(s.reduce(0) { $0 + ($1 == "l" ? 1 : 0) }, s.enumerated().map { "\($0.offset)\($0.element)" }.joined(), s.compactMap(\.asciiValue).count)
print(s.last(where: { $0 < "i" })!, s.count(where: { $0 == "l" }), s.lastIndex(where: { $0 == "l" }).map { s.distance(from: s.startIndex, to: $0) }!)

// Output, as printed by swiftc:
// expect: true e o ["e", "h", "l", "l", "o"] h
// expect: true true HELLO
// expect: 2 0h1e2l3l4o 5
// expect: e 2 3
