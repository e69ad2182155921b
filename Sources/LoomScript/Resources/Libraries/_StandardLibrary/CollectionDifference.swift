// The standard library's `CollectionDifference` and `difference(from:)`, written in Swift: the
// edits that turn one ordered collection into another (diffable data sources, list animations).
// The edits are the ones Swift finds: Myers' shortest edit script, walked back from the end, so a
// program prints the same offsets under Loom as under `swiftc`.

public struct CollectionDifference<ChangeElement>: Collection {
    public enum Change {
        case insert(offset: Int, element: ChangeElement, associatedWith: Int?)
        case remove(offset: Int, element: ChangeElement, associatedWith: Int?)

        var _offset: Int {
            switch self {
            case .insert(let offset, _, _), .remove(let offset, _, _): return offset
            }
        }

        var _element: ChangeElement {
            switch self {
            case .insert(_, let element, _), .remove(_, let element, _): return element
            }
        }

        var _isRemoval: Bool {
            if case .remove = self { return true }
            return false
        }
    }

    /// In ascending offset order, as Swift keeps them.
    public let insertions: [Change]
    public let removals: [Change]

    /// Nil when the changes cannot come from one difference (two removals of one offset).
    public init?<Changes: Sequence>(_ changes: Changes) where Changes.Element == Change {
        var sorted = Array(changes)
        sorted.sort { a, b in
            if a._isRemoval != b._isRemoval { return a._isRemoval }
            return a._offset < b._offset
        }
        var removals: [Change] = []
        var insertions: [Change] = []
        for change in sorted {
            if change._isRemoval {
                if let last = removals.last, last._offset == change._offset { return nil }
                removals.append(change)
            } else {
                if let last = insertions.last, last._offset == change._offset { return nil }
                insertions.append(change)
            }
        }
        self.insertions = insertions
        self.removals = removals
    }

    /// The edits `difference(from:)` found, as changes made where `ChangeElement` is known.
    init(_edits edits: [(isInsertion: Bool, offset: Int, element: ChangeElement)]) {
        let changes = edits.map { edit -> Change in
            edit.isInsertion ? .insert(offset: edit.offset, element: edit.element, associatedWith: nil)
                : .remove(offset: edit.offset, element: edit.element, associatedWith: nil)
        }
        self = CollectionDifference(changes)!
    }

    // Iterated as Swift iterates it: removals from the highest offset down, then insertions up.
    public var startIndex: Int { 0 }
    public var endIndex: Int { removals.count + insertions.count }
    public func index(after i: Int) -> Int { i + 1 }

    public subscript(position: Int) -> Change {
        if position < removals.count { return removals[removals.count - 1 - position] }
        return insertions[position - removals.count]
    }

    /// Each element removed once and inserted once is a move: the two changes name each other's offsets.
    public func inferringMoves() -> CollectionDifference<ChangeElement> where ChangeElement: Hashable {
        func uniqueOffsets(_ changes: [Change]) -> [ChangeElement: Int] {
            var seen: [ChangeElement: Int] = [:]
            var repeated: Set<ChangeElement> = []
            for change in changes {
                if seen[change._element] != nil { repeated.insert(change._element) } else { seen[change._element] = change._offset }
            }
            for element in repeated { seen[element] = nil }
            return seen
        }
        let removed = uniqueOffsets(removals)
        let inserted = uniqueOffsets(insertions)
        let changes = map { change -> Change in
            switch change {
            case .remove(let offset, let element, _):
                if removed[element] != nil, let to = inserted[element] { return .remove(offset: offset, element: element, associatedWith: to) }
            case .insert(let offset, let element, _):
                if inserted[element] != nil, let from = removed[element] { return .insert(offset: offset, element: element, associatedWith: from) }
            }
            return change
        }
        return CollectionDifference(changes)!
    }
}

extension CollectionDifference.Change: Equatable where ChangeElement: Equatable {}
extension CollectionDifference.Change: Hashable where ChangeElement: Hashable {}
extension CollectionDifference: Equatable where ChangeElement: Equatable {}
extension CollectionDifference: Hashable where ChangeElement: Hashable {}

extension BidirectionalCollection {
    /// Myers' algorithm (Swift's `_myers`): the furthest-reaching paths for each edit count `d`,
    /// then the edits read back from the end.
    public func difference<C: BidirectionalCollection>(
        from other: C, by areEquivalent: (C.Element, Element) -> Bool
    ) -> CollectionDifference<Element> where C.Element == Element {
        let a = Array(other)
        let b = Array(self)
        let n = a.count
        let m = b.count
        var trace: [[Int]] = []
        // `v[k + offset]` is the furthest x on diagonal k; offset keeps k = -d…d inside the array.
        let offset = n + m + 1
        var v = Array(repeating: 0, count: 2 * offset + 1)
        var x = 0
        var y = 0
        search: for d in 0...(n + m) {
            trace.append(v)
            let previous = v
            for k in stride(from: -d, through: d, by: 2) {
                if k == -d {
                    x = previous[k + 1 + offset]
                } else if k != d && previous[k - 1 + offset] < previous[k + 1 + offset] {
                    x = previous[k + 1 + offset]
                } else {
                    x = previous[k - 1 + offset] + 1
                }
                y = x - k
                while x < n && y < m && areEquivalent(a[x], b[y]) {
                    x += 1
                    y += 1
                }
                v[k + offset] = x
                if x >= n && y >= m { break search }
            }
        }
        var edits: [(isInsertion: Bool, offset: Int, element: Element)] = []
        x = n
        y = m
        for d in stride(from: trace.count - 1, to: 0, by: -1) {
            let v = trace[d]
            let k = x - y
            let previousK = (k == -d || (k != d && v[k - 1 + offset] < v[k + 1 + offset])) ? k + 1 : k - 1
            let previousX = v[previousK + offset]
            let previousY = previousX - previousK
            while x > previousX && y > previousY {
                x -= 1
                y -= 1
            }
            if y != previousY {
                edits.append((true, previousY, b[previousY]))
            } else {
                edits.append((false, previousX, a[previousX]))
            }
            x = previousX
            y = previousY
        }
        return CollectionDifference<Element>(_edits: edits)
    }
}

extension BidirectionalCollection where Element: Equatable {
    public func difference<C: BidirectionalCollection>(from other: C) -> CollectionDifference<Element> where C.Element == Element {
        difference(from: other, by: ==)
    }
}

extension RangeReplaceableCollection {
    /// The collection with `difference` applied: removals from the end first, then insertions in
    /// order; nil when an offset does not fit.
    public func applying(_ difference: CollectionDifference<Element>) -> Self? {
        var result = Array(self)
        for removal in difference.removals.reversed() {
            guard removal._offset < result.count else { return nil }
            result.remove(at: removal._offset)
        }
        for insertion in difference.insertions {
            guard insertion._offset <= result.count else { return nil }
            result.insert(insertion._element, at: insertion._offset)
        }
        return Self(result)
    }
}
