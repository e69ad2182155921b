import LoomUI

/// Arguments to a bridged function, in parameter order with defaults filled in.
struct NativeCall {
    let interpreter: Interpreter
    var receiver: Value?
    var args: [Value]
    let loc: Loc
    var newReceiver: Value?
    /// For a function with `inout` parameters: every parameter's final value, in order.
    var inoutValues: [Value]?

    func value(_ i: Int) -> Value { i < args.count ? args[i] : .null }

    func double(_ i: Int) throws -> Double {
        try interpreter.toDouble(value(i), loc)
    }

    /// A tuple of three numbers, like `axis: (x: 0, y: 1, z: 0)`.
    func doubleTriple(_ i: Int) throws -> (x: Double, y: Double, z: Double) {
        guard case .tuple(let parts, _) = value(i).optionalPayload ?? .null, parts.count == 3 else {
            throw ScriptError(loc, "expected a tuple of three numbers, like (x: 0, y: 1, z: 0)")
        }
        return (try interpreter.toDouble(parts[0], loc), try interpreter.toDouble(parts[1], loc), try interpreter.toDouble(parts[2], loc))
    }

    func optionalDouble(_ i: Int) throws -> Double? {
        if case .null = value(i) { return nil }
        return try double(i)
    }

    func int(_ i: Int) throws -> Int {
        switch value(i).optionalPayload {
        case .int(let n)?: return n
        case .double(let d, _)?:
            // `Int(d)` traps on NaN, infinity and out-of-range values: a located error instead.
            guard let n = Int(exactly: d.rounded(.towardZero)) else { throw ScriptError(loc, "Fatal error: Double value cannot be converted to Int because it is either infinite, NaN or out of range") }
            return n
        case .fixedInt(let f)?:
            // A sized integer where the signature says so (`Task.sleep(nanoseconds: UInt64)`).
            guard let n = Int(exactly: f.value) else { throw ScriptError(loc, "Fatal error: Not enough bits to represent the passed value") }
            return n
        default: throw ScriptError(loc, "expected an integer")
        }
    }

    /// A `radix:` argument, which Swift requires to be 2…36.
    func radix(_ i: Int) throws -> Int {
        let r = try int(i)
        guard (2...36).contains(r) else { throw ScriptError(loc, "Fatal error: Radix must be between 2 and 36") }
        return r
    }

    /// The builtin type an initializer or static method was called on (`UInt8` in `UInt8(x)`):
    /// the types that share one table (the sized integers; `CGFloat` and `Float` with `Double`)
    /// tell it apart.
    var calledTypeName: String {
        if case .type(let t)? = receiver { return t.name }
        return ""
    }

    var calledFloatKind: FloatKind { FloatKind(typeName: calledTypeName) ?? .double }

    func string(_ i: Int) -> String { interpreter.describe(value(i).optionalPayload ?? .null) }

    func bool(_ i: Int) -> Bool { if case .bool(let b) = value(i).optionalPayload { return b }; return false }

    /// The payload of a bridged value of type `T` (Color, UnitPoint, …).
    func native<T>(_ i: Int, as: T.Type = T.self) throws -> T {
        if case .native(let n)? = value(i).optionalPayload {
            if let t = n.payload as? T { return t }
            // (A reference that stands for a value: a `CGMutablePath` where a `CGPath` is wanted.)
            if n.type.standsForOtherTypes, let c = n.payload as? NativeConvertible, let t = c.converted(to: T.self) as? T { return t }
        }
        throw ScriptError(loc, "cannot convert value of type '\(value(i).typeName)' to expected argument type '\(T.self)'")
    }

    func optionalNative<T>(_ i: Int, as: T.Type = T.self) throws -> T? {
        if case .null = value(i) { return nil }
        return try native(i, as: T.self)
    }

    func receiverNative<T>(as: T.Type = T.self) throws -> T {
        if case .native(let n)? = receiver, let t = n.payload as? T { return t }
        throw ScriptError(loc, "value of type '\(receiver?.typeName ?? "?")' is not a '\(T.self)'")
    }

    func function(_ i: Int) throws -> FunctionValue {
        guard case .function(let f) = value(i).optionalPayload ?? .null else {
            throw ScriptError(loc, "expected a closure")
        }
        return f
    }

    func call(_ f: FunctionValue, _ args: [Value]) throws -> Value {
        try interpreter.callFunction(f, args, loc)
    }
}

/// A bridged payload that also stands for a value of another bridged type (a path kept by
/// reference is a `Path` too), converted when a parameter wants that type.
protocol NativeConvertible: AnyObject {
    func converted(to type: Any.Type) -> Any?
}
