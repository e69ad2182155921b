extension NativeRegistry {
    /// `Optional.map` and `flatMap` (optional chaining and `??` are syntax, not members).
    func installOptional() {
        standardType("Optional", generics: ["Wrapped"]) { t in
            // Always one more level: `Optional(Optional(2))` is an `Int??`.
            t.initializer("init(_ some: Wrapped)") { c in .some(c.value(0)) }
            t.staticMethod("some(_ wrapped: Wrapped) -> Wrapped?") { c in .some(c.value(0)) }
            t.typeConstant("static let none: Wrapped?") { _ in .null }
            t.method("map<U>(_ transform: (Wrapped) throws -> U) rethrows -> U?") { c in
                guard let x = c.receiver?.optionalPayload else { return .null }
                return .some(try c.call(try c.function(0), [x]))
            }
            t.method("flatMap<U>(_ transform: (Wrapped) throws -> U?) rethrows -> U?") { c in
                guard let x = c.receiver?.optionalPayload else { return .null }
                return c.interpreter.wrapOptional(try c.call(try c.function(0), [x]))
            }
        }
    }
}
