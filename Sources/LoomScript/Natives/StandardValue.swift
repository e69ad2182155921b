/// A Swift value a standard-library member receives from the interpreter's own `Value`: the
/// typed way in for `Int`, `Double`, `String`, … members (`c.receiver(as: String.self)`).
protocol StandardValue {
    init?(standard value: Value)
}

extension Int: StandardValue {
    init?(standard value: Value) { guard case .int(let i) = value else { return nil }; self = i }
}

extension String: StandardValue {
    /// A `Substring` is taken where a String is (as a `StringProtocol`), by its text.
    init?(standard value: Value) {
        switch value {
        case .string(let s): self = s
        case .native(let n): guard let s = n.payload as? Substring else { return nil }; self = String(s)
        default: return nil
        }
    }
}

extension Character: StandardValue {
    init?(standard value: Value) { guard case .character(let c) = value else { return nil }; self = c }
}

extension Bool: StandardValue {
    init?(standard value: Value) { guard case .bool(let b) = value else { return nil }; self = b }
}

/// A floating-point receiver with its kind: `CGFloat(2).squareRoot()` is a CGFloat again.
struct FloatValue: StandardValue {
    let value: Double
    let kind: FloatKind
    init?(standard value: Value) {
        guard case .double(let d, let k) = value else { return nil }
        (self.value, self.kind) = (d, k)
    }
    /// A result of the receiver's own type (`Self` in the signature).
    func same(_ d: Double) -> Value { .double(d, kind) }
}

extension NativeCall {
    /// The receiver of a standard-library member as its Swift value.
    func receiver<T: StandardValue>(as: T.Type = T.self) throws -> T {
        guard let receiver, let value = T(standard: receiver) else {
            throw ScriptError(loc, "value of type '\(receiver?.typeName ?? "?")' is not a '\(T.self)'")
        }
        return value
    }

    /// A mutating member's receiver, moved out of the call: when the interpreter handed over a
    /// variable's only reference (`xs.append(x)`), changing it does not copy. The member stores
    /// the changed value in `newReceiver`, with `defer` so that a failed check still puts it back.
    mutating func takeReceiver<T: StandardValue>(as: T.Type = T.self) throws -> T {
        let value = try receiver(as: T.self)
        receiver = nil
        return value
    }

    /// Argument `i` as a standard-library Swift value.
    func argument<T: StandardValue>(_ i: Int, as: T.Type = T.self) throws -> T {
        guard let typed = T(standard: value(i).optionalPayload ?? .null) else {
            throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type '\(T.self)'")
        }
        return typed
    }
}

extension NativeTypeBuilder {
    /// A read-only property of a standard-library type, given its receiver as a Swift value:
    /// `t.property("var count: Int", of: String.self) { .int($0.count) }`.
    func property<T: StandardValue>(_ declaration: String, of: T.Type, _ get: @escaping (T) throws -> Value) {
        let name = NativeSignatures.memberName(of: declaration)
        property(declaration) { receiver in
            guard let value = receiver as? Value, let typed = T(standard: value) else {
                throw ScriptError(.none, "'\(name)' read on a value that is not a '\(T.self)'")
            }
            return try get(typed)
        }
    }
}

extension Array: StandardValue where Element == Value {
    /// An `ArraySlice` is taken where an Array is (as a Collection), by its elements.
    init?(standard value: Value) {
        switch value {
        case .array(let xs): self = xs
        case .native(let n): guard let s = n.payload as? ArraySlice<Value> else { return nil }; self = Array(s)
        default: return nil
        }
    }
}

extension NativeCall {
    /// Calls a predicate closure argument (`filter`, `first(where:)`, …) on `x`.
    func test(_ predicate: FunctionValue, _ x: Value) throws -> Bool {
        try interpreter.truthy(try call(predicate, [x]), loc)
    }

    /// The closure argument `i`, as a Swift predicate over elements.
    func predicate(_ i: Int) throws -> (Value) throws -> Bool {
        let f = try function(i)
        return { x in try self.test(f, x) }
    }
}

extension SetValue: StandardValue {
    init?(standard value: Value) { guard case .set(let s) = value else { return nil }; self = s }
}

extension DictionaryValue: StandardValue {
    init?(standard value: Value) { guard case .dictionary(let d) = value else { return nil }; self = d }
}
