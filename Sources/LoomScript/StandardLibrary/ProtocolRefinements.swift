/// The standard library's protocols and the ones each refines, all the way up: a type that
/// declares `RandomAccessCollection` is a `Collection` and a `Sequence` to a generic constraint,
/// as it is to Swift.
enum ProtocolRefinements {
    static let standard: [String: [String]] = [
        "Sequence": [],
        "Collection": ["Sequence"],
        "BidirectionalCollection": ["Collection", "Sequence"],
        "RandomAccessCollection": ["BidirectionalCollection", "Collection", "Sequence"],
        "MutableCollection": ["Collection", "Sequence"],
        "RangeReplaceableCollection": ["Collection", "Sequence"],
        "Hashable": ["Equatable"],
        "Comparable": ["Equatable"],
        "Strideable": ["Comparable", "Equatable"],
        "AdditiveArithmetic": ["Equatable"],
        "Numeric": ["AdditiveArithmetic", "Equatable"],
        "SignedNumeric": ["Numeric", "AdditiveArithmetic", "Equatable"],
        "SetAlgebra": ["Equatable", "ExpressibleByArrayLiteral"],
        "OptionSet": ["SetAlgebra", "RawRepresentable", "Equatable", "ExpressibleByArrayLiteral"],
        "LosslessStringConvertible": ["CustomStringConvertible"],
        "StringProtocol": ["BidirectionalCollection", "Collection", "Sequence", "Comparable", "Hashable", "Equatable",
                           "CustomStringConvertible", "LosslessStringConvertible"],
    ]
}
