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
            t.property("var debugDescription: String") { .string(String(describing: $0 as! ObjectIdentifier)) }
        }
    }
}
