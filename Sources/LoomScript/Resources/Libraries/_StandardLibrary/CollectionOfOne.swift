// The standard library's `CollectionOfOne`, written in Swift: a collection of exactly one element
// (`xs.replaceSubrange(r, with: CollectionOfOne(x))`), loaded with the rest of the prelude.

public struct CollectionOfOne<Element>: RandomAccessCollection, CustomStringConvertible, CustomDebugStringConvertible {
    var _element: Element

    public init(_ element: Element) {
        _element = element
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { 1 }

    public subscript(position: Int) -> Element {
        precondition(position == 0, "Index out of range")
        return _element
    }

    public var description: String { "CollectionOfOne(\(String(reflecting: _element)))" }
    public var debugDescription: String { description }
}
