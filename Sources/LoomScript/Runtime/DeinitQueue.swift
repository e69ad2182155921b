/// Object lifetime as Swift has it: a class instance ends when its last reference goes, and
/// then its `deinit` runs. Loom's objects are Swift objects, so Swift's own reference counting
/// says when; but that moment can fall inside the interpreter's bookkeeping (a slot being
/// overwritten), where running script code is unsafe. So an ending instance only leaves its
/// type and stored values here, and the interpreter runs the `deinit`s at the next statement
/// boundary: `r = nil` prints its deinit's output before the next line runs.
final class DeinitQueue {
    private(set) var pending: [(type: UserType, fields: Fields)] = []

    var isEmpty: Bool { pending.isEmpty }

    func instanceEnded(_ type: UserType, _ fields: Fields) {
        pending.append((type, fields))
    }

    func takeAll() -> [(type: UserType, fields: Fields)] {
        defer { pending = [] }
        return pending
    }
}

/// How a stored property holds an object: `weak` ones read as `nil` once it is gone, `unowned`
/// ones trap, as in Swift.
enum ReferenceStrength { case strong, weak, unowned }

/// A weak or unowned property's storage, and a weak or unowned variable's (a local, a global,
/// a capture-list name), which reads through it (`Value.throughReference`).
final class WeakReference {
    weak var object: ObjectInstance?
    let strength: ReferenceStrength
    init(_ object: ObjectInstance?, strength: ReferenceStrength = .weak) { self.object = object; self.strength = strength }
    nonisolated(unsafe) static let nativeType = NativeType(name: "weak")  // never changed after creation

    /// What a variable declared `weak` or `unowned` holds for `value` (an object, an optional
    /// object or nil); nil when `value` is not an object.
    static func holding(_ value: Value, _ strength: ReferenceStrength) -> Value? {
        switch value {
        case .object(let o), .some(.object(let o)): return .native(NativeValue(type: nativeType, payload: WeakReference(o, strength: strength)))
        case .null: return .native(NativeValue(type: nativeType, payload: WeakReference(nil, strength: strength)))
        default: return nil
        }
    }

    /// Assigning to a weak or unowned variable points it at the new object; false when the
    /// value is not an object (the variable then holds it as it is).
    func point(at value: Value) -> Bool {
        switch value {
        case .object(let o), .some(.object(let o)): object = o
        case .null: object = nil
        default: return false
        }
        return true
    }

    /// The value read through it: the object while it lives (optional for `weak`), then nil.
    func read(_ loc: Loc) throws -> Value {
        guard let object else {
            if strength == .unowned { throw ScriptError(loc, "Fatal error: Attempted to read an unowned reference but object was already deallocated") }
            return .null
        }
        return strength == .weak ? .some(.object(object)) : .object(object)
    }
}

extension Value {
    /// An object, an optional one or nil: what assigning to a weak variable may store.
    @inline(__always)
    var couldBeWeaklyHeld: Bool {
        switch self {
        case .object, .some, .null: return true
        default: return false
        }
    }

    /// The reference a weak or unowned variable holds, if this is one.
    @inline(__always)
    var weakReference: WeakReference? {
        guard case .native(let n) = self, n.type === WeakReference.nativeType else { return nil }
        return n.payload as? WeakReference
    }
}
