// A module written to compare Loom's symbol graph with the compiler's
// (`swiftc -emit-symbol-graph`): every public declaration kind a library uses, its types written
// out (Loom reads syntax, the compiler infers), and internal ones that must stay out.

/// A shelf of items, in the order they were put on it.
///
/// Shelves keep their items sorted only when asked.
public struct Shelf<Item> where Item: Comparable {
    /// The items, first put first.
    public private(set) var items: [Item]
    /// How many items fit.
    public let capacity: Int
    public var label = "Shelf"
    var scratch: [Item] = []

    /// Makes an empty shelf.
    ///
    /// - Parameters:
    ///   - capacity: How many items fit.
    ///   - label: What the shelf says on its front.
    public init(capacity: Int = 10,
                // A comment inside the signature is not part of it.
                label: String = "Shelf") {
        self.items = []
        self.capacity = capacity
        self.label = label
    }

    /// Puts `item` at the end, unless the shelf is full.
    @discardableResult
    public mutating func put(_ item: Item) -> Bool {
        guard items.count < capacity else { return false }
        items.append(item)
        return true
    }

    public func sorted(by areInIncreasingOrder: (Item, Item) throws -> Bool) rethrows -> [Item] {
        try items.sorted(by: areInIncreasingOrder)
    }

    public subscript(position: Int) -> Item { items[position] }

    public var isFull: Bool { items.count >= capacity }

    public var first: Item? {
        get { items.first }
        set { if let newValue { items.insert(newValue, at: 0) } }
    }

    public static func pair(_ a: Item, _ b: Item) -> Shelf<Item> {
        var shelf = Shelf(capacity: 2)
        shelf.put(a)
        shelf.put(b)
        return shelf
    }

    func internalHelper() {}
    private var hidden: Int { 0 }
}

/**
 A thing that can be labelled.

 Conforming types give a label and can be relabelled.
 */
public protocol Labelled {
    associatedtype Label: StringProtocol
    var label: Label { get set }
    static var defaultLabel: Label { get }
    mutating func relabel(_ label: Label)
    func describe() -> String
}

extension Labelled {
    /// The label, in quotes: the default for every labelled thing.
    public func describe() -> String { "\"\(label)\"" }
    /// The label, upper-cased.
    public func shouted() -> String { label.uppercased() }
}

/// How full a shelf is.
public enum Fullness: String, CaseIterable {
    case empty, partly = "some"
    case full
}

public enum Event {
    case added(item: String, at: Int)
    case removed(String)
    case cleared

    public struct Summary {
        public var count: Int
        public init(count: Int) { self.count = count }
    }
}

extension Event.Summary {
    /// Twice the count.
    public func doubled() -> Event.Summary { Event.Summary(count: count * 2) }
}

extension Shelf: Labelled {
    public typealias Label = String
    public static var defaultLabel: String { "Shelf" }
    public mutating func relabel(_ label: String) { self.label = label }
}

public final class Store {
    public var shelves: [String: [Int]] = [:]
    public init() {}
    public convenience init?(names: String...) {
        guard !names.isEmpty else { return nil }
        self.init()
    }
    public class var shared: Store { Store() }
    public func load(_ name: String, into target: inout [Int], whenMissing fallback: @autoclosure () -> [Int]) async throws {}
    public func first<T: Collection>(of values: T) -> T.Element? where T.Element == Int { values.first }
    public static func + (lhs: Store, rhs: Store) -> Store { lhs }
}

public extension Array where Element == Int {
    /// The sum of the elements.
    func total() -> Int { reduce(0, +) }
}

/// Sizes shelves come in.
public typealias Sizes = [Int]

/// The largest shelf there is.
public let largestCapacity: Int = 100
public var shelvesMade = 0

public func makeShelf(of size: Int, label: String = "New") -> Shelf<Int> { Shelf(capacity: size, label: label) }

#if os(Linux)
/// Only where the module is built for Linux.
public func platformName() -> String { "Linux" }
#else
public func otherPlatformName() -> String { "other" }
#endif

struct InternalThing {
    public var value: Int
}
