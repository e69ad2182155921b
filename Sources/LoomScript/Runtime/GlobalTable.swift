import Foundation

/// The session's top-level variables. Each name keeps one slot for the whole session (a later
/// block's redeclaration reuses it), so a `.global` expression remembers its slot after the
/// first lookup and later reads and writes index an array instead of hashing the name.
struct GlobalTable {
    struct Entry {
        var value: Value?
        /// `let`: assigning is an error.
        var isLet = false
        /// A computed global: `value` is its getter, called on every read.
        var isComputed = false
        /// The declared type: context for later assignments (`x = 5` into a Double).
        var type: TypeExpr?
    }

    /// Which table this is, for nodes that remember a slot: tables only ever add slots, so a
    /// slot remembered with this table's token is still the same name's.
    let token = GlobalTable.newToken()
    private static let tokenLock = NSLock()
    nonisolated(unsafe) private static var lastToken = 0
    private static func newToken() -> Int { tokenLock.withLock { lastToken += 1; return lastToken } }

    private(set) var entries: [Entry] = []
    private(set) var slotNames: [String] = []
    private var index: [String: Int] = [:]

    /// The slot of `name`, made (empty) if the session has not seen it yet.
    mutating func slot(_ name: String) -> Int {
        if let i = index[name] { return i }
        index[name] = entries.count
        entries.append(Entry())
        slotNames.append(name)
        return entries.count - 1
    }

    /// The slot an expression cached, if it is still this table's slot for `name`
    /// (an expression may be evaluated by another session's table).
    @inline(__always)
    func validSlot(_ cached: Int, _ name: String) -> Bool {
        cached >= 0 && cached < slotNames.count && slotNames[cached] == name
    }

    /// The value of a stored (not computed) global, for the evaluator's fast path.
    @inline(__always)
    func storedValue(_ slot: Int) -> Value? {
        entries[slot].isComputed ? nil : entries[slot].value
    }

    subscript(name: String) -> Value? {
        get { index[name].flatMap { entries[$0].value } }
        set { entries[slot(name)].value = newValue }
    }

    subscript(entry name: String) -> Entry? { index[name].map { entries[$0] } }

    subscript(slot i: Int) -> Entry {
        get { entries[i] }
        _modify { yield &entries[i] }
    }

    /// Names that hold a value.
    var names: [String] { slotNames.indices.compactMap { entries[$0].value == nil ? nil : slotNames[$0] } }
}
