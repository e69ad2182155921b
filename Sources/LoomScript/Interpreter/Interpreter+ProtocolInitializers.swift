/// Initializers a protocol extension gives every conforming type (`extension OptionSet { init()
/// { self.init(rawValue: 0) } }`, the prelude's `init(arrayLiteral:)`): run for the conforming
/// type, on a blank instance of it, so `self.init(…)` reaches the type's own initializers and
/// `Self` is that type. Listed before the type's own, which win where the labels tie.
extension Interpreter {
    func protocolExtensionInitializers(_ type: UserType, loc: Loc) throws -> [Candidate] {
        guard !extensions.isEmpty, type.kind == .structType || type.kind == .classType else { return [] }
        var out: [Candidate] = []
        var seen: Set<String> = []
        for name in type.chain.flatMap(\.conformances) {
            guard seen.insert(name).inserted, let ext = extensions[name], !ext.initializers.isEmpty,
                  userTypes[name].map({ $0.kind == .protocolType }) ?? true else { continue }
            out += try scriptInitializers(ext, loc: loc, selfType: type, instanceType: type)
        }
        return out
    }
}

extension Interpreter {
    /// What the implicit-member and array-literal arguments of a call on a plain (non-generic)
    /// script value see of it: `Self`, so a protocol extension's `insert(_ member: Self)` takes
    /// `.write` and `isSuperset(of other: Self)` takes `[.read]` (made by the type's
    /// `init(arrayLiteral:)`). The caller's own bindings stay visible beside it.
    func selfScope(forArgumentsOf base: Value, _ args: [Argument]) -> [String: TypeExpr]? {
        guard let t = base.userType, t.genericParameters.isEmpty, args.contains(where: { a in
            if case .arrayLiteral = a.value.kind { return true }
            return needsContext(a.value)
        }) else { return nil }
        return (genericScopes.last ?? [:]).merging(["Self": .named(t.name, [])]) { _, mine in mine }
    }
}
