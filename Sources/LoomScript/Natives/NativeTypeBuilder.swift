import LoomUI

/// Builds `NativeType` tables from one-line Swift signatures:
/// `t.initializer("init(cornerRadius: CGFloat)") { call in … }`.
struct NativeTypeBuilder {
    let type: NativeType
    let registry: NativeRegistry

    // Signatures are parsed all at once when the registry is complete (`NativeRegistry.declare`);
    // each entry is filed into its table then, in the order it was written.

    func initializer(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let type = type
        registry.declare(signature, typeGenerics: type.genericParameters, owner: type) { decl in
            type.inits.append(NativeFunction(decl: decl, impl: impl))
        }
    }

    func method(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let type = type
        registry.declare(signature, typeGenerics: type.genericParameters, owner: type) { decl in
            type.methods[decl.name, default: []].append(NativeFunction(decl: decl, impl: impl))
        }
    }

    func staticMethod(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let type = type
        registry.declare(signature, typeGenerics: type.genericParameters, owner: type, isStatic: true) { decl in
            type.staticMethods[decl.name, default: []].append(NativeFunction(decl: decl, impl: impl))
        }
    }

    // Properties and static values are declared as Swift writes them (`NativeMember`); the
    // closure is filed under the declared name at once, the declaration parsed only when asked.

    /// `t.staticValue("static let zero: CGPoint") { i in … }`.
    func staticValue(_ declaration: String, _ make: @escaping (Interpreter) throws -> Value) {
        let member = NativeMember(.staticValue, declaration)
        type.addMember(member)
        type.staticProperties[member.name] = make
    }

    /// `Int.max`, `Double.pi`: made for the type named, of those that share a standard table
    /// (`t.typeConstant("static let max: Self")`).
    func typeConstant(_ declaration: String, _ make: @escaping (_ typeName: String) -> Value) {
        let member = NativeMember(.typeConstant, declaration)
        type.addMember(member)
        type.typeConstants[member.name] = make
    }

    /// A read-only property: `t.property("var count: Int") { payload in … }`.
    func property(_ declaration: String, _ get: @escaping (Any) throws -> Value) {
        let member = NativeMember(.property, declaration)
        type.addMember(member)
        type.properties[member.name] = get
    }

    /// A settable property, declared `{ get set }`: `set` is given the payload and the new
    /// value, and returns the new payload.
    func property(_ declaration: String, get: @escaping (Any) throws -> Value,
                  set: @escaping (_ payload: Any, _ newValue: Value, Interpreter, Loc) throws -> Any) {
        let member = NativeMember(.property, declaration, hasSetter: true)
        type.addMember(member)
        type.properties[member.name] = get
        type.setters[member.name] = set
    }

    /// A property a script may assign and Loom ignores (UIKit settings a picture cannot show);
    /// it cannot be read. Declared `{ get set }`, as in Swift.
    func ignoredSetter(_ declaration: String) {
        let member = NativeMember(.property, declaration, hasGetter: false, hasSetter: true)
        type.addMember(member)
        type.setters[member.name] = { payload, _, _, _ in payload }
    }

    /// A read-only subscript, its parameters written as in Swift: `t.subscriptGetter("(_ guide: HorizontalAlignment)")`.
    func subscriptGetter(_ parameters: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        // `subscript` is a keyword: parse the parameters as those of a function, then file it under `subscript`.
        let type = type
        registry.declare("`subscript`" + parameters, typeGenerics: type.genericParameters, owner: type) { parsed in
            let decl = FunctionDecl(name: "subscript", params: parsed.params, returnType: parsed.returnType, body: nil, loc: .none)
            type.methods["subscript", default: []].append(NativeFunction(decl: decl, impl: impl))
        }
    }

    /// A `CaseIterable` enum's cases as constants, each under its Swift name
    /// (`t.constants(of: TextAlignment.self)`: `.leading`, `.center`, `.trailing`), so no hand
    /// list can fall out of step with the enum.
    func constants<E: CaseIterable>(of _: E.Type) {
        constants(E.allCases.map { (caseName($0), $0) })
    }

    /// The case's name as Swift spells it, read from the enum's metadata: what `"\(value)"` prints
    /// for a plain enum, without `print`'s three conformance checks per type (each a scan of every
    /// conformance record in the process: a quarter of startup). Debug builds check the two agree.
    private func caseName<E>(_ value: E) -> String {
        guard let name = enumCaseName(value) else { return "\(value)" }
        let spelled = String(cString: name)
        assert(spelled == "\(value)", "\(E.self).\(spelled) prints as \(value)")
        return spelled
    }

    /// Enum-like static constants: `.leading`, `.center`, `.bold` … Their Swift type is then
    /// known to wrap as this type (unless they are plain strings or numbers standing in for one).
    func constants(_ values: [(String, Any)]) {
        if let first = values.first?.1, !(first is String || first is Int || first is Double || first is Bool) {
            registry.bind(Swift.type(of: first), to: type)
        }
        for (name, payload) in values {
            let value = Value.native(NativeValue(type: type, payload: payload))
            type.staticProperties[name] = { _ in value }
        }
    }
}

/// The Swift runtime's name of an enum value's case (the standard library's own `print` reads it
/// the same way); nil for a value that is not an enum case.
@_silgen_name("swift_EnumCaseName")
private func enumCaseName<T>(_ value: T) -> UnsafePointer<CChar>?
