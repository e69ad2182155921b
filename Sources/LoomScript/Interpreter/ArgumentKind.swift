/// What an argument's value is, as far as choosing an overload goes: arguments of the same kinds
/// choose the same overload, so a call site can keep its choice (`InitializerSite`). Nil for a
/// value whose fit depends on more than its kind: a collection's elements, an Optional's payload,
/// a generic type's arguments, a function's signature.
enum ArgumentKind: Equatable {
    case int, bool, string, character
    case double(FloatKind)
    case fixedInt(FixedInt.Kind)
    /// A bridged or script type, by identity; a class instance by its own (dynamic) class.
    case type(ObjectIdentifier)

    init?(_ value: Value) {
        switch value {
        case .int: self = .int
        case .bool: self = .bool
        case .string: self = .string
        case .character: self = .character
        case .double(_, let k): self = .double(k)
        case .fixedInt(let f): self = .fixedInt(f.kind)
        case .native(let n) where n.type.genericParameters.isEmpty: self = .type(ObjectIdentifier(n.type))
        case .structValue(let s) where s.type.genericParameters.isEmpty: self = .type(ObjectIdentifier(s.type))
        case .object(let o) where o.type.genericParameters.isEmpty: self = .type(ObjectIdentifier(o.type))
        default: return nil
        }
    }
}
