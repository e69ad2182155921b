// The standard library's `SetAlgebra` defaults, written in Swift and interpreted like a library:
// loaded the first time a block or library names `SetAlgebra`. A script's own set type that
// gives the requirements (`init()`, `contains`, `insert`, `remove`, `update`, `union`,
// `intersection`, `symmetricDifference` and their `form…` forms) gets the rest from them, as
// Swift's protocol extension gives it: an array literal, `init(_:)` from a sequence, `isEmpty`,
// `subtracting`, `isSubset(of:)`, `isDisjoint(with:)` and the others.

extension SetAlgebra {
    public init<S: Sequence>(_ sequence: S) where S.Element == Element {
        self.init()
        for element in sequence {
            insert(element)
        }
    }

    public init(arrayLiteral elements: Element...) {
        self.init()
        for element in elements {
            insert(element)
        }
    }

    public var isEmpty: Bool { self == Self() }

    public func subtracting(_ other: Self) -> Self {
        intersection(symmetricDifference(other))
    }

    public mutating func subtract(_ other: Self) {
        self = subtracting(other)
    }

    public func isSubset(of other: Self) -> Bool {
        intersection(other) == self
    }

    public func isSuperset(of other: Self) -> Bool {
        other.isSubset(of: self)
    }

    public func isDisjoint(with other: Self) -> Bool {
        intersection(other).isEmpty
    }

    public func isStrictSubset(of other: Self) -> Bool {
        self != other && isSubset(of: other)
    }

    public func isStrictSuperset(of other: Self) -> Bool {
        other.isStrictSubset(of: self)
    }
}
