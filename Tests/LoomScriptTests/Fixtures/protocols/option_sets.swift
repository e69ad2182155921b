// A script's own OptionSet gets SetAlgebra from its rawValue's bits, as Swift's protocol
// extensions give it: array literals (as a variable, an argument or a static), init(), insert
// (with what it reports), remove, update(with:), contains, the set operations and comparisons,
// and the mutating forms; Self-typed parameters take implicit members and array literals.
struct Permissions: OptionSet, CustomStringConvertible {
    let rawValue: UInt8
    static let read = Permissions(rawValue: 1 << 0)
    static let write = Permissions(rawValue: 1 << 1)
    static let execute = Permissions(rawValue: 1 << 2)
    static let all: Permissions = [.read, .write, .execute]

    var description: String {
        let names: [(Permissions, String)] = [(.read, "r"), (.write, "w"), (.execute, "x")]
        return names.map { contains($0.0) ? $0.1 : "-" }.joined() + "(\(rawValue))"
    }
}
struct Days: OptionSet {
    let rawValue: Int
    static let monday = Days(rawValue: 1)
    static let tuesday = Days(rawValue: 2)
    static let weekend = Days(rawValue: 96)
}

var p: Permissions = [.read]
p.insert(.write)
print(p, p.rawValue, p.contains(.write), p.contains(.execute))
print(p.insert(.write), p.insert(.execute))
print(p == .all, p.isSubset(of: .all), p.isSuperset(of: [.read, .write]), p.isStrictSubset(of: .all))
print(p.remove(.write) as Any, p.remove(.write) as Any, p)
p.formUnion([.write])
p.formIntersection([.read, .write])
print(p, p.symmetricDifference(.all), Permissions.all.subtracting([.read]), p.union(.execute))
print(p.update(with: .read) as Any, p.update(with: .execute) as Any, p)
p.subtract(.all)
print(p, p.isEmpty, Permissions().isEmpty, Permissions(rawValue: 5), p.isDisjoint(with: .read))
p = []
p.formSymmetricDifference([.read, .execute])
print(p, p.contains([.read, .execute]))

func describe(_ days: Days) -> String { "\(days.rawValue) \(days.contains(.monday))" }
print(describe([.monday, .weekend]), describe([]), Days([.monday, .tuesday]).rawValue)
var week = Days()
week.insert(.tuesday)
print(week.rawValue, week, [Days.monday, .tuesday].map(\.rawValue))

// Output, as printed by swiftc:
// expect: rw-(3) 3 true false
// expect: (inserted: false, memberAfterInsert: -w-(2)) (inserted: true, memberAfterInsert: --x(4))
// expect: true true true false
// expect: Optional(-w-(2)) nil r-x(5)
// expect: rw-(3) --x(4) -wx(6) rwx(7)
// expect: Optional(r--(1)) nil rwx(7)
// expect: ---(0) true true r-x(5) true
// expect: r-x(5) true
// expect: 97 true 0 false 3
// expect: 2 Days(rawValue: 2) [1, 2]
