import Foundation
// The standard types' initializers, chosen by label like any other overload.
print(Int(3.9), Int("12") as Any, Int("zz") as Any, Int("ff", radix: 16) as Any, Int(exactly: 2.5) as Any, Int(exactly: 4.0) as Any, Int())
print(Double(3), CGFloat(2), Float(1) / 3, Double("1.5") as Any, Double(), Float(16777217))
print(String(42), String(describing: Optional(3)), String(reflecting: "a"), String(repeating: "ab", count: 2), String(255, radix: 16, uppercase: true))
print(String(format: "%.2f %d", 3.14159, 7), String(["a", "b"] as [Character]), String().isEmpty)
print(UInt8(200), UInt8(truncatingIfNeeded: 300), Int8(clamping: -500), UInt8(exactly: 300) as Any, UInt16("ff", radix: 16) as Any, UInt8())
print(Set([1, 2, 2]).count, Array(1...3), [Int](), [Int](repeating: 7, count: 2), [String: Int]().count, Array<Int>(), Set<Int>().count)
print([Int](1...2), [[Int]](repeating: [0], count: 2), Set<String>(minimumCapacity: 4).isEmpty)
print(Dictionary(grouping: [1, 2, 3, 4]) { $0 % 2 }.keys.sorted(), Dictionary([("a", 1), ("a", 2)], uniquingKeysWith: +), Dictionary(uniqueKeysWithValues: [(1, "x")]))
print(Character("x"), Bool("true") as Any, Bool("yes") as Any, Optional(5) as Any, Int(UInt8(9)), Double(UInt8(3)))

// Initializers as function values: by position, the one taking that many arguments.
print(["1", "x", "3"].compactMap(Int.init), "abc".map(String.init), [1, 2].map(String.init))
struct Version { let major: Int; init(_ major: Int) { self.major = major } }
print([1, 2].map(Version.init).map(\.major))

// Static members: typed, and merged with a script extension's overloads.
extension Int { static func random(below n: Int) -> Int { Int.random(in: 0..<n) } }
print(Int.random(in: 3...3), Bool.random() || true, UInt8.random(in: 5...5), Double.random(in: 1..<1.0000001) >= 1, Optional.some(4) as Any, Int.random(below: 1))
print([1, 2, 3].reduce(0, +), [3, 1].sorted(by: <))
let shout = String.uppercased
print(shout("hi")())

// A script extension's initializer beside the standard ones.
extension Int { init(doubling x: Int) { self = x * 2 } }
print(Int(doubling: 21), Int(7.5))

// A script sequence stops as early as its consumer does.
struct Naturals: Sequence, IteratorProtocol { var n = 0; mutating func next() -> Int? { n += 1; return n } }
print(Array(Naturals().prefix(3)), Naturals().first { $0 > 4 } as Any, Naturals().contains(5), Naturals().prefix(while: { $0 < 4 }), Naturals().contains { $0 == 2 })

// Output, as printed by swiftc:
// expect: 3 Optional(12) nil Optional(255) nil Optional(4) 0
// expect: 3.0 2.0 0.33333334 Optional(1.5) 0.0 16777216.0
// expect: 42 Optional(3) "a" abab FF
// expect: 3.14 7 ab true
// expect: 200 44 -128 nil Optional(255) 0
// expect: 2 [1, 2, 3] [] [7, 7] 0 [] 0
// expect: [1, 2] [[0], [0]] true
// expect: [0, 1] ["a": 3] [1: "x"]
// expect: x Optional(true) nil Optional(5) 9 3.0
// expect: [1, 3] ["a", "b", "c"] ["1", "2"]
// expect: [1, 2]
// expect: 3 true 5 true Optional(4) 0
// expect: 6 [1, 3]
// expect: HI
// expect: 42 7
// expect: [1, 2, 3] Optional(5) true [1, 2, 3] true
