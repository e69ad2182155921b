// A script's own `SetAlgebra` type gets the protocol's defaults from its requirements: an array
// literal, `init(_:)` from a sequence, `isEmpty`, `subtracting`, `isSubset(of:)`, `isDisjoint(with:)`.
struct Bits: SetAlgebra, CustomStringConvertible {
    var raw: UInt64 = 0
    init() {}
    func contains(_ m: Int) -> Bool { raw & (1 << UInt64(m)) != 0 }
    mutating func insert(_ m: Int) -> (inserted: Bool, memberAfterInsert: Int) { let had = contains(m); raw |= 1 << UInt64(m); return (!had, m) }
    mutating func remove(_ m: Int) -> Int? { let had = contains(m); raw &= ~(1 << UInt64(m)); return had ? m : nil }
    mutating func update(with m: Int) -> Int? { insert(m).inserted ? nil : m }
    func union(_ o: Bits) -> Bits { var r = self; r.raw |= o.raw; return r }
    func intersection(_ o: Bits) -> Bits { var r = self; r.raw &= o.raw; return r }
    func symmetricDifference(_ o: Bits) -> Bits { var r = self; r.raw ^= o.raw; return r }
    mutating func formUnion(_ o: Bits) { raw |= o.raw }
    mutating func formIntersection(_ o: Bits) { raw &= o.raw }
    mutating func formSymmetricDifference(_ o: Bits) { raw ^= o.raw }
    var description: String { "Bits(\(raw))" }
}
let b: Bits = [1, 3]
var x = Bits([1, 2, 4])
print(b, x, b.isEmpty, Bits().isEmpty)
print(b.isSubset(of: x), Bits([1]).isSubset(of: x), x.subtracting(b), x.isDisjoint(with: Bits([3])), x.isSuperset(of: Bits([2, 4])))
x.subtract(Bits([4]))
print(x, x.isStrictSubset(of: Bits([1, 2, 5])))
// expect: Bits(10) Bits(22) false true
// expect: false true Bits(20) true true
// expect: Bits(6) true
