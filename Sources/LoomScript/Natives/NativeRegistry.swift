import Foundation
import LoomUI

/// Every native API a script can reach — SwiftUI's types and modifiers, CoreGraphics values, the
/// standard library's global functions — described by typed Swift signatures. Built once per
/// process on first use and then only read, so every session (and every page worker thread)
/// shares it: a session's own cost is its own declarations.
///
/// The tables are filled by the `install…` functions of `SwiftUIBridge/` and `StandardLibrary/`,
/// which are extensions of this type; the closures they register receive the calling
/// interpreter (`NativeCall.interpreter`), never capture one.
final class NativeRegistry: @unchecked Sendable {
    /// NB: Swift initialises a `static let` once, thread-safely, on first access.
    static let shared = NativeRegistry()

    /// Bridged types and protocols by their Swift name (`Color`, `Font.Weight`, `View`).
    private(set) var types: [String: NativeType] = [:]
    /// Bridged global functions by base name, each group parsed when first named.
    private var functionGroups: [String: NativeFunctionGroup] = [:]
    /// Global constants (`CGRectNull`, `CGRectZero`), made when read.
    private(set) var values: [String: (Interpreter) throws -> Value] = [:]
    /// Their declarations (`let CGRectNull: CGRect`), parsed when asked (`declaredValues`).
    private var valueMembers: [NativeMember] = []
    /// SwiftUI's built-in environment keys by name (`colorScheme`), and their declarations in order.
    private(set) var environmentKeys: [String: NativeEnvironmentKey] = [:]
    private var environmentMembers: [NativeMember] = []
    /// The standard library's value types (`Int`, `Double`, `String`, …), whose values are the
    /// interpreter's own (`Value.int`, …) rather than payloads. Kept apart from `types`: their
    /// members are not inherited by script types through protocols.
    private(set) var standardTypes: [String: NativeType] = [:]
    // NB: member lookups on numbers and strings are hot; these skip a dictionary lookup.
    private var intType, doubleType, stringType, characterType, boolType, arrayType, setType, dictionaryType, rangeType, optionalType, fixedIntType: NativeType?
    /// Bridge signatures that did not parse: Loom's own bugs. `NativeRegistryTests` requires none
    /// (after parsing every type's, `parseEverySignature`).
    nonisolated(unsafe) private(set) static var invalidSignatures: [String] = []
    var invalidSignatures: [String] { NativeType.parsingLock.withLock { Self.invalidSignatures } }
    /// The bridged type of each Swift payload type that was registered with one (`Point` → `CGPoint`).
    private var typesByPayload: [ObjectIdentifier: NativeType] = [:]

    /// Types made on first use for LoomUI values with no table of their own (modifier views,
    /// shape styles): they only carry conformances. Shared like the rest, behind a lock.
    private var lateTypes: [String: NativeType] = [:]
    private let lateLock = NSLock()
    /// `stringSequenceMethods`, by name, made on first use behind their own lock.
    var stringSequenceCache: [String: [NativeFunction]] = [:]
    let stringSequenceLock = NSLock()

    /// Instance members of every bridged type, which script types inherit through protocols.
    private(set) var memberNames: Set<String> = []
    /// Method names the bridge defines on any type (merged with script extensions' overloads).
    private(set) var methodNames: Set<String> = []
    /// Every name a script can reach at top level through the registry, builtin types included.
    private(set) var globalNames: Set<String> = []
    /// The types the SwiftUI bridge (`SwiftUIBridge/`) declares or adds to: the surface its
    /// differential tests must cover (`BridgeCoverageTests`).
    private(set) var bridgeTypeNames: Set<String> = []
    private var installingBridge = false

    private init() {
        installStandardTypes()
        installingBridge = true
        installBridge()
        installingBridge = false
        nestDottedTypes()
        (intType, doubleType, stringType) = (standardTypes["Int"], standardTypes["Double"], standardTypes["String"])
        (characterType, boolType, arrayType) = (standardTypes["Character"], standardTypes["Bool"], standardTypes["Array"])
        (setType, dictionaryType) = (standardTypes["Set"], standardTypes["Dictionary"])
        (rangeType, optionalType) = (standardTypes["Range"], standardTypes["Optional"])
        fixedIntType = standardTypes["FixedInt"]
        globalNames = Set(types.keys).union(functionGroups.keys).union(values.keys).union(Interpreter.builtinTypeNames)
        for t in types.values {
            memberNames.formUnion(t.properties.keys)
            // Inside `extension UIScreen`, `main` names the static member.
            memberNames.formUnion(t.staticProperties.keys)
        }
        memberNames.formUnion(methodNames)
        memberNames.formUnion(staticMethodNames)
    }

    /// Names of the bridged types' static methods, read from their signatures' text.
    private var staticMethodNames: Set<String> = []

    /// Parses every type's signatures now (tests check them all).
    func parseEverySignature() {
        for t in types.values { t.materialize() }
        for t in standardTypes.values { t.materialize() }
        for g in functionGroups.values { _ = g.functions }
    }

    /// Every global constant's declaration, parsed (for tests that check each).
    var declaredValues: [NativeMember] {
        var members = valueMembers
        NativeMember.parse(&members)
        return members
    }

    /// Every built-in environment key's declaration, parsed (for tests that check each).
    var declaredEnvironmentKeys: [NativeMember] {
        var members = environmentMembers
        NativeMember.parse(&members)
        return members
    }

    /// Every global function by name, all parsed (for tests that look at each).
    var everyFunction: [String: [NativeFunction]] { functionGroups.mapValues(\.functions) }

    /// The bridged global functions named `name`, parsed on first use.
    func functions(named name: String) -> [NativeFunction]? {
        functionGroups[name]?.functions
    }

    // MARK: Building (only while `init` runs)

    /// Adds to (or creates) the bridged type `name`.
    @discardableResult
    func nativeType(_ name: String, conformances: [String] = [], _ build: (NativeTypeBuilder) -> Void = { _ in }) -> NativeType {
        declare(name, payload: nil, emptyOptionSet: nil, conformances: conformances, build)
    }

    /// Adds to (or creates) the bridged type `name` whose values hold a `Payload`, so `wrap(_:)`
    /// finds the bridged type from a value alone.
    @discardableResult
    func nativeType<Payload>(_ name: String, payload: Payload.Type, conformances: [String] = [],
                             _ build: (NativeTypeBuilder) -> Void = { _ in }) -> NativeType {
        declare(name, payload: payload, emptyOptionSet: nil, conformances: conformances, build)
    }

    /// An option set (`Edge.Set`): `[]` where one is expected is its empty set. The compiler picks
    /// this overload from the payload's type; asking the runtime (`as? any SetAlgebra.Type`) scans
    /// every conformance record once per type, a third of startup.
    @discardableResult
    func nativeType<Payload: SetAlgebra>(_ name: String, payload: Payload.Type, conformances: [String] = [],
                                         _ build: (NativeTypeBuilder) -> Void = { _ in }) -> NativeType {
        declare(name, payload: payload, emptyOptionSet: Payload(), conformances: conformances, build)
    }

    private func declare(_ name: String, payload: Any.Type?, emptyOptionSet: (any SetAlgebra)?, conformances: [String],
                         _ build: (NativeTypeBuilder) -> Void) -> NativeType {
        let t = types[name] ?? NativeType(name: name, conformances: conformances)
        if installingBridge { bridgeTypeNames.insert(name) }
        for c in conformances where !t.conformances.contains(c) { t.conformances.append(c) }
        types[name] = t
        if let payload {
            typesByPayload[ObjectIdentifier(payload)] = t
            t.payloadType = payload
        }
        if let emptyOptionSet { t.emptyOptionSet = emptyOptionSet }
        build(NativeTypeBuilder(type: t, registry: self))
        return t
    }

    /// `alias` names the same bridged type as `name` (`NSColor` for `UIColor`).
    func typeAlias(_ alias: String, _ name: String) {
        types[alias] = types[name]
    }

    /// Values of the Swift type `payload` wrap as `type`, unless another type claimed it first.
    func bind(_ payload: Any.Type, to type: NativeType) {
        let key = ObjectIdentifier(payload)
        if typesByPayload[key] == nil { typesByPayload[key] = type }
    }

    /// `Gradient.Stop` is reached as the static member `Stop` of `Gradient`.
    private func nestDottedTypes() {
        for (name, t) in types {
            guard let dot = name.lastIndex(of: "."), let parent = types[String(name[..<dot])] else { continue }
            let value = Value.type(.native(t))
            parent.staticProperties[String(name[name.index(after: dot)...])] = { _ in value }
        }
    }

    /// Adds to (or creates) the standard-library type `name`.
    func standardType(_ name: String, generics: [String] = [], _ build: (NativeTypeBuilder) -> Void) {
        let t = standardTypes[name] ?? NativeType(name: name)
        // Later additions to a type (`lazy` on every collection) keep its generic parameters.
        if !generics.isEmpty { t.genericParameters = generics }
        standardTypes[name] = t
        build(NativeTypeBuilder(type: t, registry: self))
    }

    /// A global constant: `globalValue("let CGRectZero: CGRect") { i in … }`.
    func globalValue(_ declaration: String, _ make: @escaping (Interpreter) throws -> Value) {
        let member = NativeMember(.globalValue, declaration)
        valueMembers.append(member)
        values[member.name] = make
    }

    /// Only while the registry is built (`NativeEnvironmentKey`'s builders).
    func addEnvironmentKey(_ key: NativeEnvironmentKey) {
        environmentMembers.append(key.member)
        environmentKeys[key.member.name] = key
    }

    func globalFunction(_ signature: String, _ impl: @escaping (inout NativeCall) throws -> Value) {
        let name = NativeSignatures.name(of: signature)
        let group = functionGroups[name] ?? NativeFunctionGroup()
        functionGroups[name] = group
        group.add(signature, impl)
    }

    /// Queues a member's `signature` in its type; `file` receives its declaration.
    /// NB: one parse of many signatures costs a fraction of as many parses (each parse sets up a
    /// source-location table, diagnostics and operator folding), so a type's signatures wait in
    /// the type until it is first used and are parsed together (`NativeType.materialize`), as a
    /// global function's are by name (`NativeFunctionGroup`). The member names are known now,
    /// from the text, for the resolver.
    func declare(_ signature: String, typeGenerics: [String] = [], owner: NativeType, isStatic: Bool = false,
                 _ file: @escaping (FunctionDecl) -> Void) {
        owner.addPending(PendingSignature(signature: signature, typeGenerics: typeGenerics, file: file))
        let name = NativeSignatures.name(of: signature)
        if name != "init" {
            if isStatic { staticMethodNames.insert(name) } else { methodNames.insert(name) }
        }
    }

    /// Parses a batch of signatures in one SwiftParser pass and hands each its declaration.
    static func file(_ batch: [PendingSignature]) {
        guard !batch.isEmpty else { return }
        let decls = NativeSignatures.parseAll(batch.map(\.signature))
        for (entry, decl) in zip(batch, decls) {
            guard let decl else {
                invalidSignatures.append(entry.signature)
                continue
            }
            entry.file(erasingPlaceholders(decl, typeGenerics: entry.typeGenerics))
        }
    }

    /// A parameter typed by a bare generic placeholder (`_ x: Element`, `_ initial: Result`)
    /// takes any argument: the placeholder says nothing to type it by.
    private static func erasingPlaceholders(_ decl: FunctionDecl, typeGenerics: [String]) -> FunctionDecl {
        let placeholders = Set(decl.genericParameters + typeGenerics)
        guard !placeholders.isEmpty else { return decl }
        let params = decl.params.map { p -> Param in
            guard case .named(let n, let args)? = p.type, args.isEmpty, placeholders.contains(n) else { return p }
            var erased = p
            erased.type = nil
            erased.placeholder = n
            return erased
        }
        let erased = FunctionDecl(name: decl.name, params: params, returnType: decl.returnType, body: nil, loc: .none)
        erased.genericRequirements = decl.genericRequirements
        erased.genericParameters = decl.genericParameters
        erased.isMutating = decl.isMutating
        return erased
    }

    // MARK: Reading

    /// The table whose initializers and static methods serve the builtin type `name`: `CGFloat`,
    /// `Float` and `Float16` share `Double`'s, the sized integers `FixedInt`'s, `[Int]` and `Array<Int>`
    /// `Array`'s, `[String: Int]` `Dictionary`'s.
    func standardType(named name: String) -> NativeType? {
        if name == "CGFloat" || name == "Float" || name == "Float16" { return doubleType }
        if FixedInt.Kind(typeName: name) != nil { return fixedIntType }
        if name.hasPrefix("[") { return Interpreter.isDictionaryTypeName(name) ? dictionaryType : arrayType }
        if let open = name.firstIndex(of: "<") { return standardTypes[String(name[..<open])] }
        return standardTypes[name]
    }

    /// The standard-library type whose members a builtin value has (`CGFloat` shares `Double`'s).
    func standardType(of value: Value) -> NativeType? {
        switch value {
        case .int: return intType
        case .double: return doubleType
        case .string: return stringType
        case .character: return characterType
        case .bool: return boolType
        case .array: return arrayType
        case .set: return setType
        case .dictionary: return dictionaryType
        case .range: return rangeType
        case .fixedInt: return fixedIntType
        case .some, .null: return optionalType
        default: return nil
        }
    }

    func type(named name: String) -> NativeType? {
        if let t = types[name] { return t }
        lateLock.lock()
        defer { lateLock.unlock() }
        return lateTypes[name]
    }

    /// A value of the bridged type `typeName`.
    func wrap(_ payload: Any, as typeName: String) -> Value {
        // A name no table registers is a mistake in Loom's own code (it once made a lazy
        // sequence `()`): loud in debug builds and tests, harmless in a user's run.
        guard let t = type(named: typeName) else { assertionFailure("no native type '\(typeName)'"); return .void }
        return .native(NativeValue(type: t, payload: payload))
    }

    /// A LoomUI or LoomGraphics value as a script value, typed by what it is: its registered
    /// bridged type, else a type of its Swift name that knows its protocols, made on first use.
    func wrap(_ payload: Any) -> Value {
        if let t = typesByPayload[ObjectIdentifier(Swift.type(of: payload))] {
            return .native(NativeValue(type: t, payload: payload))
        }
        let name = String(describing: Swift.type(of: payload))
        if let t = types[name] { return .native(NativeValue(type: t, payload: payload)) }
        lateLock.lock()
        defer { lateLock.unlock() }
        if let t = lateTypes[name] { return .native(NativeValue(type: t, payload: payload)) }
        var conformances: [String] = []
        // Shape first: `Circle().offset(x:)` is the shape's offset, as in SwiftUI.
        if payload is any LoomUI.Shape { conformances.append("Shape") }
        if payload is any ViewNode { conformances.append("View") }
        if payload is any ShapeStyle { conformances.append("ShapeStyle") }
        let t = NativeType(name: name, conformances: conformances)
        lateTypes[name] = t
        return .native(NativeValue(type: t, payload: payload))
    }
}
