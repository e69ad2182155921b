import Foundation
// Slicing by index (`prefix(upTo:)`, `prefix(through:)`, `suffix(from:)`) on strings and arrays,
// `trimmingPrefix`, and Foundation's `compare` with its `ComparisonResult`.
let s = "Hello, World"
let comma = s.firstIndex(of: ",")!
print(s.prefix(upTo: comma), s.prefix(through: comma), s.suffix(from: s.index(after: comma)).trimmingPrefix(" "))
print("   padded".trimmingPrefix(while: { $0 == " " }), "xxabc".trimmingPrefix("xx"), "abc".trimmingPrefix("z"))
let xs = [5, 3, 8, 1, 9]
print(xs.prefix(upTo: 2), xs.prefix(through: 2), xs.suffix(from: 3), xs.prefix(upTo: 0))
print("abc".compare("abd"), "B".caseInsensitiveCompare("b"), "b".compare("a").rawValue)
print(["pear", "Apple", "fig"].sorted { $0.caseInsensitiveCompare($1) == .orderedAscending })

// Output, as printed by swiftc:
// expect: Hello Hello, World
// expect: padded abc abc
// expect: [5, 3] [5, 3, 8] [1, 9] []
// expect: orderedAscending orderedSame 1
// expect: ["Apple", "fig", "pear"]
