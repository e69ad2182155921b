// The standard library's `OptionSet` defaults, written in Swift and interpreted like a library:
// loaded the first time a block or library names `OptionSet`. A script's
// `struct Permissions: OptionSet { let rawValue: UInt8 … }` gets `SetAlgebra`'s members from
// the bits of its `rawValue`, as Swift's protocol extensions give them: `[.read, .write]`,
// `insert`, `remove`, `contains`, `union`, `isSubset(of:)` and the rest.

extension OptionSet {
    public init() {
        self.init(rawValue: 0)
    }

    public init(arrayLiteral elements: Self...) {
        self.init(rawValue: 0)
        for element in elements {
            formUnion(element)
        }
    }

    public init<S: Sequence>(_ sequence: S) where S.Element == Self {
        self.init(rawValue: 0)
        for element in sequence {
            formUnion(element)
        }
    }

    public var isEmpty: Bool { rawValue == 0 }

    public func contains(_ member: Self) -> Bool {
        rawValue & member.rawValue == member.rawValue
    }

    public func union(_ other: Self) -> Self {
        Self(rawValue: rawValue | other.rawValue)
    }

    public func intersection(_ other: Self) -> Self {
        Self(rawValue: rawValue & other.rawValue)
    }

    public func symmetricDifference(_ other: Self) -> Self {
        Self(rawValue: rawValue ^ other.rawValue)
    }

    public func subtracting(_ other: Self) -> Self {
        Self(rawValue: rawValue & ~other.rawValue)
    }

    public func isSubset(of other: Self) -> Bool {
        rawValue & other.rawValue == rawValue
    }

    public func isSuperset(of other: Self) -> Bool {
        other.isSubset(of: self)
    }

    public func isStrictSubset(of other: Self) -> Bool {
        isSubset(of: other) && rawValue != other.rawValue
    }

    public func isStrictSuperset(of other: Self) -> Bool {
        other.isStrictSubset(of: self)
    }

    public func isDisjoint(with other: Self) -> Bool {
        rawValue & other.rawValue == 0
    }

    public mutating func formUnion(_ other: Self) {
        self = union(other)
    }

    public mutating func formIntersection(_ other: Self) {
        self = intersection(other)
    }

    public mutating func formSymmetricDifference(_ other: Self) {
        self = symmetricDifference(other)
    }

    public mutating func subtract(_ other: Self) {
        self = subtracting(other)
    }

    @discardableResult
    public mutating func insert(_ newMember: Self) -> (inserted: Bool, memberAfterInsert: Self) {
        let oldMember = intersection(newMember)
        let shouldInsert = oldMember.rawValue != newMember.rawValue
        let result = (inserted: shouldInsert, memberAfterInsert: shouldInsert ? newMember : oldMember)
        if shouldInsert {
            formUnion(newMember)
        }
        return result
    }

    @discardableResult
    public mutating func remove(_ member: Self) -> Self? {
        let removed = intersection(member)
        guard !removed.isEmpty else { return nil }
        subtract(member)
        return removed
    }

    @discardableResult
    public mutating func update(with newMember: Self) -> Self? {
        let old = intersection(newMember)
        formUnion(newMember)
        return old.isEmpty ? nil : old
    }
}
