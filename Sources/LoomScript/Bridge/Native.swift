import Foundation
import SwiftParser
import SwiftSyntax
import SwiftOperators

/// A type the bridge exposes to scripts (`Color`, `Circle`, `UnitPoint`, …) or a protocol
/// whose members apply to many of them (`View` modifiers, `Shape.fill`). Filled in declaratively
/// by the `Bridge/*.swift` tables through `NativeTypeBuilder`.
final class NativeType {
    let name: String
    var conformances: [String]
    var inits: [NativeFunction] = []
    var staticProperties: [String: (Interpreter) throws -> Value] = [:]
    var staticMethods: [String: [NativeFunction]] = [:]
    var methods: [String: [NativeFunction]] = [:]
    var properties: [String: (Any) throws -> Value] = [:]
    /// Writable properties: given the payload and the new value, the new payload.
    var setters: [String: (Any, Value, Interpreter, Loc) throws -> Any] = [:]
    /// For protocols like `ShapeStyle`: the concrete types whose statics implicit members may name.
    var implicitMemberTypes: [String] = []
    var describe: ((Any) -> String)?
    /// Hashable payloads (colours, alignments, …) compare by value.
    var equals: ((Any, Any) -> Bool)? = { a, b in
        guard let x = a as? AnyHashable, let y = b as? AnyHashable else { return false }
        return x == y
    }
    /// For sequence-like natives (`ForEach` data wrappers): the elements.
    var sequence: ((Any) throws -> Value)?

    init(name: String, conformances: [String] = []) {
        self.name = name
        self.conformances = conformances
    }
}

/// One bridged function: its Swift signature (parsed from source text, so labels, types and
/// defaults are written exactly as in SwiftUI) and its implementation.
struct NativeFunction {
    let decl: FunctionDecl
    let impl: (inout NativeCall) throws -> Value
}

/// Arguments to a bridged function, in parameter order with defaults filled in.
struct NativeCall {
    let interpreter: Interpreter
    let receiver: Value?
    var args: [Value]
    let loc: Loc
    var newReceiver: Value?

    func value(_ i: Int) -> Value { i < args.count ? args[i] : .null }

    func double(_ i: Int) throws -> Double {
        try interpreter.toDouble(value(i), loc)
    }

    func optionalDouble(_ i: Int) throws -> Double? {
        if case .null = value(i) { return nil }
        return try double(i)
    }

    func int(_ i: Int) throws -> Int {
        switch value(i).optionalPayload {
        case .int(let n)?: return n
        case .double(let d, _)?: return Int(d)
        default: throw ScriptError(loc, "expected an integer")
        }
    }

    func string(_ i: Int) -> String { interpreter.describe(value(i).optionalPayload ?? .null) }

    func bool(_ i: Int) -> Bool { if case .bool(let b) = value(i).optionalPayload { return b }; return false }

    /// The payload of a bridged value of type `T` (Color, UnitPoint, …).
    func native<T>(_ i: Int, as: T.Type = T.self) throws -> T {
        if case .native(let n)? = value(i).optionalPayload, let t = n.payload as? T { return t }
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

/// Builds `NativeType` tables from one-line Swift signatures:
/// `t.initializer("init(cornerRadius: CGFloat)") { call in … }`.
struct NativeTypeBuilder {
    let type: NativeType
    let registry: NativeSignatures

    func initializer(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        type.inits.append(NativeFunction(decl: registry.parse(signature), impl: impl))
    }

    func method(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let decl = registry.parse(signature)
        type.methods[decl.name, default: []].append(NativeFunction(decl: decl, impl: impl))
    }

    func staticMethod(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let decl = registry.parse(signature)
        type.staticMethods[decl.name, default: []].append(NativeFunction(decl: decl, impl: impl))
    }

    func staticValue(_ name: String, _ make: @escaping (Interpreter) throws -> Value) {
        type.staticProperties[name] = make
    }

    func property(_ name: String, _ get: @escaping (Any) throws -> Value) {
        type.properties[name] = get
    }

    /// A read-only subscript, its parameters written as in Swift: `t.subscriptGetter("(_ guide: HorizontalAlignment)")`.
    func subscriptGetter(_ parameters: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        // `subscript` is a keyword: parse the parameters as those of a function, then file it under `subscript`.
        let parsed = registry.parse("`subscript`" + parameters)
        let decl = FunctionDecl(name: "subscript", params: parsed.params, returnType: parsed.returnType, body: nil, loc: .none)
        type.methods["subscript", default: []].append(NativeFunction(decl: decl, impl: impl))
    }

    /// Enum-like static constants: `.leading`, `.center`, `.bold` …
    func constants(_ values: [(String, Any)]) {
        let typeName = type.name
        for (name, payload) in values {
            type.staticProperties[name] = { i in i.wrap(payload, as: typeName) }
        }
    }
}

/// Parses bridge signatures with SwiftParser and lowers them like script functions.
final class NativeSignatures {
    /// Parsed signatures are immutable once made, so sessions share them.
    nonisolated(unsafe) private static var cache: [String: FunctionDecl] = [:]
    private static let lock = NSLock()

    func parse(_ signature: String) -> FunctionDecl {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        if let cached = Self.cache[signature] { return cached }
        let decl = parseUncached(signature)
        Self.cache[signature] = decl
        return decl
    }

    private func parseUncached(_ signature: String) -> FunctionDecl {
        let text = "func " + (signature.hasPrefix("init(") ? "`init`" + signature.dropFirst(4) : signature) + " {}"
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse(text, operators: &table)
        guard diags.isEmpty, case .function(let decl, _)? = stmts.first?.kind else {
            // A typo in a bridge table is Loom's bug; keep running with a parameterless stub.
            return FunctionDecl(name: "invalid_signature", params: [], returnType: nil, body: nil, loc: .none)
        }
        let named = FunctionDecl(name: decl.name == "`init`" ? "init" : decl.name, params: decl.params, returnType: decl.returnType, body: nil, loc: .none)
        return named
    }
}

extension Interpreter {
    @discardableResult
    func nativeType(_ name: String, conformances: [String] = [], _ build: (NativeTypeBuilder) -> Void = { _ in }) -> NativeType {
        let t = nativeTypes[name] ?? NativeType(name: name, conformances: conformances)
        for c in conformances where !t.conformances.contains(c) { t.conformances.append(c) }
        nativeTypes[name] = t
        build(NativeTypeBuilder(type: t, registry: signatures))
        return t
    }

    func globalFunction(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let decl = signatures.parse(signature)
        nativeFunctions[decl.name, default: []].append(NativeFunction(decl: decl, impl: impl))
    }

    func wrap(_ payload: Any, as typeName: String) -> Value {
        guard let t = nativeTypes[typeName] else { return .void }
        return .native(NativeValue(type: t, payload: payload))
    }
}
