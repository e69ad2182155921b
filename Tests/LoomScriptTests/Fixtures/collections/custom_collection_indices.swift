// A collection written by the script gets the standard library's index arithmetic from its own
// `index(after:)` (and `index(before:)`): `index(_:offsetBy:)`, with a limit, `distance(from:to:)`.
struct Ring: BidirectionalCollection {
    var items: [String]
    var startIndex: Int { 0 }
    var endIndex: Int { items.count }
    func index(after i: Int) -> Int { i + 1 }
    func index(before i: Int) -> Int { i - 1 }
    subscript(i: Int) -> String { items[i] }
}
let ring = Ring(items: ["a", "b", "c", "d", "e"])
let third = ring.index(ring.startIndex, offsetBy: 2)
print(ring[third], ring[ring.index(ring.endIndex, offsetBy: -1)])
print(ring.index(ring.startIndex, offsetBy: 9, limitedBy: ring.endIndex) as Any)
print(ring.index(ring.startIndex, offsetBy: 5, limitedBy: ring.endIndex) as Any)
print(ring.distance(from: 1, to: 4), ring.distance(from: 4, to: 1))
var i = ring.startIndex
ring.formIndex(after: &i)
print(i, ring.count, ring.last!, ring.reversed().joined())

// Output, as printed by swiftc:
// expect: c e
// expect: nil
// expect: Optional(5)
// expect: 3 -3
// expect: 1 5 e edcba
