/// A `Set`: unique members, looked up by their hashable projection. Members keep insertion
/// order so output is deterministic (Swift's own order is hash-seeded, so no program may rely on it).
struct SetValue {
    private(set) var members: [Value] = []
    private var index: [HashKey: Int] = [:]

    /// A value that cannot be hashed (a function, a class without identity hashing) is refused.
    static func unhashable(_ v: Value) -> Bool { HashKey(v) == nil }

    func contains(_ v: Value) -> Bool {
        guard let k = HashKey(v) else { return false }
        return index[k] != nil
    }

    func member(equalTo v: Value) -> Value? {
        guard let k = HashKey(v), let i = index[k] else { return nil }
        return members[i]
    }

    /// Adds `v` unless an equal member is there; returns whether it was added.
    @discardableResult
    mutating func insert(_ v: Value) -> Bool {
        guard let k = HashKey(v), index[k] == nil else { return false }
        index[k] = members.count
        members.append(v)
        return true
    }

    /// Removes the member equal to `v` and returns it.
    mutating func remove(_ v: Value) -> Value? {
        guard let k = HashKey(v), let i = index.removeValue(forKey: k) else { return nil }
        let old = members.remove(at: i)
        for j in i..<members.count { if let mk = HashKey(members[j]) { index[mk] = j } }
        return old
    }

    init() {}
    init(_ values: [Value]) { for v in values { insert(v) } }

    var count: Int { members.count }
}
