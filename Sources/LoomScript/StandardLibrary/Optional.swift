extension NativeRegistry {
    /// `Optional.map` and `flatMap` (optional chaining and `??` are syntax, not members).
    func installOptional() {
        standardType("Optional", generics: ["Wrapped"]) { t in
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
