/// What a mutating call site on a standard collection (`parts.append(w)`) resolved to: the one
/// bridged method its labels select for that receiver kind, valid while no declaration changed.
final class InPlaceSite {
    let kind: StandardKind
    let epoch: Int
    /// Nil: this site is not a plain mutating call (take the general path).
    let method: NativeFunction?
    init(kind: StandardKind, epoch: Int, method: NativeFunction?) {
        self.kind = kind; self.epoch = epoch; self.method = method
    }
}

/// The standard values whose mutating methods run in place.
enum StandardKind {
    case array, string, dictionary, set
}

extension Interpreter {
    /// `xs.append(x)`, `s.append("!")`, `d.removeValue(forKey: k)` on a variable: the bridged
    /// mutating method gets the variable's value as its only reference (the variable is empty
    /// while it runs), so it changes the storage without copying it, and appending in a loop is
    /// linear, not quadratic. Nil when the site is anything else; nothing was evaluated then.
    func callMutatingInPlace(_ callee: Expr, _ baseExpr: Expr, _ name: String, _ args: [Argument], _ env: Env?) throws -> Value? {
        guard let kind = standardKind(ofStorage: baseExpr, env) else { return nil }
        let site: InPlaceSite
        if let s = callee.inPlaceSite, s.kind == kind, s.epoch == declarationEpoch {
            site = s
        } else {
            site = InPlaceSite(kind: kind, epoch: declarationEpoch, method: inPlaceMethod(kind, name, args))
            callee.inPlaceSite = site
        }
        guard let method = site.method else { return nil }
        try tick(callee.loc)
        try refuseWriteThroughConstant(baseExpr, .mutatingCall, env, loc: callee.loc)
        // Arguments first, as Swift does (`xs.append(xs.count)` reads the array before it changes).
        var values: [Value] = []
        values.reserveCapacity(args.count)
        for (a, p) in zip(args, method.decl.params) {
            var type = p.type
            // `chars.append("x")` on a `[Character]` or a scalars view: the literal is an element
            // (the registry leaves `Element` parameters untyped).
            if type == nil, case .stringLiteral = a.value.kind, let base = peekStorage(baseExpr, env),
               let element = collectionGenerics(base, baseExpr)?["Element"] { type = element }
            var v = try evalArgument(a, env, expected: type)
            if let t = type { v = try coerce(v, to: t, a.value.loc, argument: true) }
            values.append(v)
        }
        // Moved straight into the call: a local copy would keep a second reference alive.
        var call = NativeCall(interpreter: self, receiver: takeStorage(baseExpr, env), args: values, loc: callee.loc)
        guard call.receiver != nil else { return nil }
        // Back into the variable on success and on failure alike (mutating members put their
        // receiver back with `defer` when a check fails).
        defer { putStorage(baseExpr, call.newReceiver ?? call.receiver ?? .void, env) }
        return try withCallDepth(callee.loc) { try method.impl(&call) }
    }

    /// The kind of standard collection a plain variable holds, without keeping a reference to it.
    func standardKind(ofStorage e: Expr, _ env: Env?) -> StandardKind? {
        switch peekStorage(e, env) {
        case .array?: return .array
        case .string?: return .string
        case .dictionary?: return .dictionary
        case .set?: return .set
        default: return nil
        }
    }

    /// The single bridged mutating method `name` whose parameters the arguments fill one to one
    /// by label with simple expressions; nil when a script declares `name` on any type (its
    /// extension could take part in overload resolution) or the call needs the general path.
    private func inPlaceMethod(_ kind: StandardKind, _ name: String, _ args: [Argument]) -> NativeFunction? {
        for a in args {
            if a.isTrailing || needsContext(a.value) { return nil }
            switch a.value.kind {
            case .closure, .prefix("&", _): return nil
            default: break
            }
        }
        if extensions.values.contains(where: { $0.methods[name] != nil }) { return nil }
        if userTypes.values.contains(where: { $0.kind == .protocolType && $0.methods[name] != nil }) { return nil }
        let typeName: String
        switch kind {
        case .array: typeName = "Array"
        case .string: typeName = "String"
        case .dictionary: typeName = "Dictionary"
        case .set: typeName = "Set"
        }
        let fitting = (natives.standardTypes[typeName]?.methods[name] ?? []).filter { f in
            f.decl.isMutating && f.decl.params.count == args.count
                && zip(f.decl.params, args).allSatisfy { p, a in p.label == a.label && !p.isVariadic && !p.isInout && !p.isAutoclosure }
        }
        return fitting.count == 1 ? fitting[0] : nil
    }
}
