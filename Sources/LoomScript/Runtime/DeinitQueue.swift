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

/// A weak or unowned property's storage.
final class WeakReference {
    weak var object: ObjectInstance?
    init(_ object: ObjectInstance) { self.object = object }
    nonisolated(unsafe) static let nativeType = NativeType(name: "weak")  // never changed after creation
}
