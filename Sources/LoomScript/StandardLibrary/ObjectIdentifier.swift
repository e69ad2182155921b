/// `ObjectIdentifier(instance)`: a class instance's identity as a hashable value, the way
/// library code keys dictionaries by object or compares identities. The payload is Swift's own
/// `ObjectIdentifier` of the instance's storage, so two references to one instance give equal ones.
extension NativeRegistry {
    func installObjectIdentifier() {
        nativeType("ObjectIdentifier", payload: ObjectIdentifier.self, conformances: ["Hashable", "Comparable"]) { t in
            t.initializer("init(_ x: AnyObject)") { c in
                guard case .object(let o) = c.value(0).optionalPayload ?? .null else {
                    throw ScriptError(c.loc, "argument type '\(c.value(0).typeName)' expected to be an instance of a class or class-constrained type")
                }
                return c.wrap(ObjectIdentifier(o))
            }
            // `ObjectIdentifier(Service.self)`: a type's identity (registries keyed by type).
            t.initializer("init(_ x: Any.Type)") { c in
                guard case .type(let type) = c.value(0) else {
                    throw ScriptError(c.loc, "cannot convert value of type '\(c.value(0).typeName)' to expected argument type 'any Any.Type'")
                }
                if let u = type.userType, case .user = type { return c.wrap(ObjectIdentifier(u)) }
                let tokens = c.interpreter.sessionObject("typeIdentities") { TypeIdentities() }
                return c.wrap(ObjectIdentifier(tokens.token(for: type.name)))
            }
            t.property("var debugDescription: String") { .string(String(describing: $0 as! ObjectIdentifier)) }
        }
    }
}

/// One object per type name in a session, whose identity stands for the type's
/// (`ObjectIdentifier(Int.self)`): the same name, the same identifier.
final class TypeIdentities {
    private var tokens: [String: TypeIdentities] = [:]

    func token(for name: String) -> AnyObject {
        if let known = tokens[name] { return known }
        let made = TypeIdentities()
        tokens[name] = made
        return made
    }
}
