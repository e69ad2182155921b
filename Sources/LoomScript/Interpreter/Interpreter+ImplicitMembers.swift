/// Implicit member expressions (`.red`, `.system(size: 12)`, `.init(…)`): looked up on the type
/// their context names, or on the only type that has such a member.
extension Interpreter {
    /// `.black.opacity(0.2)`, `.title.bold()`: the first member of an implicit member chain is
    /// looked up on the whole chain's contextual type (Swift requires the chain to end in it).
    func chainContext(_ base: Expr, _ expected: TypeExpr?) -> TypeExpr? {
        guard expected != nil, startsWithImplicitMember(base) else { return nil }
        return expected
    }

    /// `.number`, `.number.prefixed("#")`, `.black.opacity(0.2)!`: a chain whose first member is implicit.
    func startsWithImplicitMember(_ chain: Expr) -> Bool {
        var e = chain
        while true {
            switch e.kind {
            case .implicitMember: return true
            case .member(let b, _): e = b
            case .call(let c, _): e = c
            case .postfix(let op, let b) where op == "!" || op == "?": e = b
            case .optionalChain(let b), .optionalChainBase(let b): e = b
            default: return false
            }
        }
    }

    /// `.red`, `.center`, `.infinity`, `.system(size: 12)`: looked up on the expected type.
    func implicitMember(_ name: String, expected: TypeExpr?, loc: Loc) throws -> Value {
        // `let x: Int?? = .none`: Optional's own case, whatever it wraps.
        if name == "none", case .optional? = expected.map(canonical) { return .null }
        guard let exp = contextOrOnlyOwner(expected, name) else {
            throw ScriptError(loc, "cannot infer contextual base in reference to member '\(name)'")
        }
        if case .named("ViewBuilder", _) = exp {
            throw ScriptError(loc, "cannot infer contextual base in reference to member '\(name)'")
        }
        for base in implicitMemberBases(exp) {
            if let v = try? member(of: base, name, loc: loc, expected: exp) {
                // `.none` as an `Outcome<Int>`: made with the context's arguments.
                if case .enumValue = v, let generic = genericArguments(of: exp) { return recordGenericArguments(generic, on: v) }
                return v
            }
        }
        throw ScriptError(loc, "type '\(exp)' has no member '\(name)'")
    }

    /// The type an implicit member is looked up in: its context, or when that says nothing (none,
    /// or `Any`), the one script type that has the member (`onlyTypeWithMember`).
    func contextOrOnlyOwner(_ expected: TypeExpr?, _ name: String) -> TypeExpr? {
        var context = expected.map(canonical)?.unwrapped
        // `let z: T = .zero` with `T` known only from a literal argument: that literal's type.
        if case .named(let n, let args)? = context, args.isEmpty, let loose = genericScopes.last?[Self.looseBinding(n)] { context = loose }
        if let context, context.baseName != "Any" { return context }
        return onlyTypeWithMember(name) ?? context
    }

    /// `f() == .b` where `f()` gave nil, so no type is left to look `.b` up in: the one script
    /// type that has a case or static member of that name, when there is exactly one (Swift
    /// knew the type; a valid program names a member of it).
    func onlyTypeWithMember(_ name: String) -> TypeExpr? {
        // The program's own types first: a library's (the prelude's `CollectionDifference.Change.insert`)
        // does not make a script's `.insert` ambiguous.
        func only(inLibraries: Bool) -> UserType?? {
            var found: UserType?
            for t in userTypes.values where t.kind != .protocolType && t.kind != .extensionOf && (t.module != nil) == inLibraries {
                guard t.cases.contains(where: { $0.name == name }) || t.staticStored[name] != nil || t.staticComputed[name] != nil || t.staticMethods[name] != nil else { continue }
                if found != nil { return .some(nil) }
                found = t
            }
            return found.map { .some($0) }
        }
        let found = only(inLibraries: false) ?? only(inLibraries: true)
        return (found ?? nil).map { .simple($0.name) }
    }

    /// The types whose static members an implicit member may name: the type itself, or for a
    /// protocol (`ShapeStyle`), the concrete types SwiftUI extends it with (`Color`, gradients).
    func implicitMemberBases(_ t: TypeExpr, member: String? = nil) -> [Value] {
        let name = t.baseName
        var out: [Value] = []
        if let v = try? typeValue(t, .none), case .type = v { out.append(v) }
        if let providers = nativeTypes[name]?.implicitMemberTypes {
            for p in providers { if let nt = nativeTypes[p] { out.append(.type(.native(nt))) } }
        }
        // `.capsule` where an `InsettableShape` is wanted: a protocol's (a type that makes no
        // values of its own) are also those of the protocols it refines.
        if let native = nativeTypes[name], native.inits.isEmpty {
            for p in native.conformances { if let nt = nativeTypes[p], nt !== native { out.append(.type(.native(nt))) } }
        }
        if isNumeric(t) || name == "Optional" { out.append(.type(.builtin(name))) }
        // Bindings are plain values in a static picture (`$x` reads `x`, `isOn: Bool`), so
        // `.constant(v)` fits wherever `v` does.
        if member == "constant", name != "Binding", let b = nativeTypes["Binding"] { out.append(.type(.native(b))) }
        return out
    }
}
