/// `isKnownUniquelyReferenced(&storage)`, the test copy-on-write types make before changing
/// shared storage. A script's reference is Swift's own `ObjectInstance`, and a value that holds
/// one keeps it in Swift storage (a variable's slot, a struct's fields), so the answer is Swift's:
/// the reference is taken out of where the script keeps it (which, for a struct's fields shared
/// with a copy of the struct, first gives this struct fields of its own, as writing to them in
/// Swift would), tested, and put back.
///
/// NB: a stored property of a struct may read as shared when it is not: a mutating method runs
/// on a copy of `self` here, and Swift's own temporaries (unoptimized) hold the struct's storage
/// a moment longer. That costs a copy-on-write type a copy more, never a wrong value.
extension Interpreter {
    /// Nil when `target` is not something this can test (the caller then says so).
    func isUniquelyReferenced(_ target: Expr, _ env: Env?) -> Bool? {
        switch target.kind {
        case .local, .global:
            guard var slot = takeStorage(target, env) else { return nil }
            let unique = Self.takeUniqueness(of: &slot)
            putStorage(target, slot, env)
            return unique
        case .member(let baseExpr, let name):
            // `storage` inside a mutating method of a struct: a field of `self`.
            guard var owner = takeStorage(baseExpr, env) else { return nil }
            defer { putStorage(baseExpr, owner, env) }
            // Not a `switch` over the owner: its subject would be one more holder of the
            // struct's fields for as long as the case runs.
            if case .object(let o) = owner { return Self.fieldUniqueness(name, in: &o.fields) }
            guard var s = Self.movedStruct(&owner) else { return nil }
            defer { owner = .structValue(s) }
            return Self.fieldUniqueness(name, in: &s.fields)
        default: return nil
        }
    }

    /// `takeUniqueness` of the stored property `name`, its slot emptied while it is asked so
    /// the fields do not count as a second reference; nil when there is no such property.
    private static func fieldUniqueness(_ name: String, in fields: inout Fields) -> Bool? {
        guard let i = fields.layout.index[name] else { return nil }
        var field = fields[slot: i] ?? .void
        fields[slot: i] = .void
        let unique = takeUniqueness(of: &field)
        fields[slot: i] = field
        return unique
    }

    /// Whether the object `value` holds has no other strong reference than this one; `value` is
    /// the same afterwards. (Bound and moved step by step: a pattern binding would be a second
    /// reference for as long as `value` still held the first.)
    private static func takeUniqueness(of value: inout Value) -> Bool {
        var object: ObjectInstance
        switch value {
        case .object(let o): object = o
        case .some(.object(let o)): object = o
        default: return false
        }
        let wasOptional = value.isOptional
        value = .void
        let unique = isKnownUniquelyReferenced(&object)
        value = wasOptional ? .some(.object(object)) : .object(object)
        return unique
    }
}
