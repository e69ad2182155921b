/// The type Swift's checker gives an expression whose value cannot say it: an empty
/// collection's elements (`prices.reduce(0, +)` on an empty `[Double]` is `0.0`), a `nil`'s
/// wrapped type (`xs.max() ?? 0`), a branch not taken (`xs.isEmpty ? 0 : total / n`).
/// Read from declarations, the standard library's signatures and syntax, never by running
/// anything but plain reads of variables; nil wherever it is not sure, so callers keep
/// Loom's usual typing.
extension Interpreter {
    /// `parameters`: inside a closure's body not running yet, what its parameters are
    /// (`$1` is an `Item` in `items.reduce(0) { $0 + $1.price }`); its other locals are not read.
    func inferredType(_ e: Expr, _ env: Env?, parameters: [String: TypeExpr]? = nil, depth: Int = 0) -> TypeExpr? {
        guard depth < 12 else { return nil }
        func infer(_ x: Expr) -> TypeExpr? { inferredType(x, env, parameters: parameters, depth: depth + 1) }
        switch e.kind {
        case .floatLiteral: return Self.doubleType
        case .stringLiteral, .interpolation: return Self.stringType
        case .boolLiteral: return Self.boolType
        // (A lone integer literal takes its type from its neighbours.)
        case .intLiteral, .nilLiteral: return nil
        case .local(let level, _, let name):
            if let parameters {
                if level == 0 { return parameters[name] }
                return e.declaredType.map { canonicalThroughout($0) }
            }
            return storedType(e, env)
        case .global, .superSelf:
            return parameters == nil ? storedType(e, env) : nil
        case .member(let base, let name):
            // `Optional<Int>.none`, `Int?.none`: a nil of the type written.
            if name == "none", let t = writtenOptionalType(base) { return t }
            if namesType(base) { return nil }
            guard let owner = infer(base) else { return parameters == nil ? storedType(e, env) : nil }
            return memberType(name, of: owner)
        case .subscriptCall(let base, let args):
            guard let owner = infer(base).map(canonical) else { return nil }
            switch owner {
            case .array(let element) where args.count == 1: return element
            case .dictionary(_, let value) where args.count == 1: return args[0].label == nil ? .optional(value) : nil
            case .dictionary(_, let value) where args.count == 2 && args[1].label == "default": return value
            default: return nil
            }
        case .call(let callee, let args):
            // `Double(n)`, `[Double]()`: a conversion or an initializer makes its type.
            if case .typeRef(let t) = callee.kind { return canonicalThroughout(t) }
            switch callee.kind {
            case .global(let n), .name(let n), .standardName(let n):
                if namesType(callee), userTypes[n]?.genericParameters.isEmpty ?? true { return .simple(n) }
            default: break
            }
            if case .member(let base, let name) = callee.kind, !namesType(base), let owner = infer(base) {
                return methodResultType(name, of: owner, args, env, parameters: parameters, depth: depth)
            }
            if parameters == nil { return writtenStaticType(e, env) }
            return nil
        case .binary(let op, let l, let r):
            let code = e.operatorCode
            if code.isComparison || code == .and || code == .or { return Self.boolType }
            if op == "??" { return infer(l)?.unwrapped ?? infer(r) }
            guard code.isArithmetic else { return nil }
            return infer(l) ?? infer(r)
        case .prefix("-", let x): return infer(x)
        case .prefix("!", _): return Self.boolType
        // (`ok ? x : nil`: an Optional of the other branch.)
        case .ternary(_, let a, let b):
            if a.kind.isNilLiteral { return infer(b).map { $0.isOptional ? $0 : .optional($0) } }
            if b.kind.isNilLiteral { return infer(a).map { $0.isOptional ? $0 : .optional($0) } }
            return infer(a) ?? infer(b)
        case .arrayLiteral(let xs): return xs.first.flatMap(infer).map { .array($0) }
        case .tuple(let args) where args.count > 1:
            let parts = args.map { infer($0.value) }
            guard parts.allSatisfy({ $0 != nil }) else { return nil }
            return .tuple(parts.map { $0! }, labels: args.map(\.label))
        case .forceUnwrap(let x): return infer(x)?.unwrapped
        case .tupleIndex(let x, let i):
            guard case .tuple(let parts, _)? = infer(x).map(canonical), i < parts.count else { return nil }
            return parts[i]
        case .cast(_, let t, .optional): return .optional(t)
        case .cast(_, let t, _): return t
        // `scores["a"]?.max()`: the chain's end, optional.
        case .optionalChain(let x): return infer(x).map { $0.isOptional ? $0 : .optional($0) }
        case .optionalChainBase(let x): return infer(x)?.unwrapped
        case .tuple(let args) where args.count == 1 && args[0].label == nil: return infer(args[0].value)
        default: return nil
        }
    }

    /// `Optional<Int>` or `Int?` written as a type.
    private func writtenOptionalType(_ e: Expr) -> TypeExpr? {
        switch e.kind {
        case .typeRef(.named("Optional", let args)) where args.count == 1: return .optional(canonicalThroughout(args[0]))
        case .typeRef(let t) where t.isOptional: return canonicalThroughout(t)
        case .optionalChainBase(let inner):
            switch inner.kind {
            case .typeRef(let t): return .optional(canonicalThroughout(t))
            case .global(let n), .name(let n), .standardName(let n): return namesType(inner) ? .optional(.simple(n)) : nil
            default: return nil
            }
        default: return nil
        }
    }

    /// A variable's or stored property's type, from its declaration or, read without effects,
    /// from what it holds (an empty collection or a nil says nothing).
    private func storedType(_ e: Expr, _ env: Env?) -> TypeExpr? {
        if let t = writtenStaticType(e, env).map { canonicalThroughout($0) }, isConcreteType(t) { return t }
        guard e.traits.contains(.contextFree), let v = try? eval(e, env), !v.isEmptyCollection else { return nil }
        if case .null = v { return nil }
        return typeExpr(of: v)
    }

    /// The standard table a value of type `t` uses and what its generic parameters are there.
    private func standardTable(of t: TypeExpr) -> (NativeType, names: [String], types: [TypeExpr])? {
        switch canonical(t) {
        case .array(let e): return natives.standardType(named: "Array").map { ($0, ["Element"], [e]) }
        case .dictionary(let k, let v): return natives.standardType(named: "Dictionary").map { ($0, ["Key", "Value"], [k, v]) }
        case .named("Set", let args) where args.count == 1: return natives.standardType(named: "Set").map { ($0, ["Element"], args) }
        // (`xs.last.map { $0 + 1 }`: a `Double?`.)
        case .optional(let w): return natives.standardType(named: "Optional").map { ($0, ["Wrapped"], [w]) }
        // (Not a spelled-out generic name, `Array<Int>`, whose arguments this could not bind.)
        case .named(let n, let args) where args.isEmpty && userTypes[n] == nil && !n.contains("<"):
            return natives.standardType(named: n).map { ($0, [], []) }
        default: return nil
        }
    }

    /// `items.count`, `cart.total`, `d.values`: a property's declared type on `owner`.
    func memberType(_ name: String, of owner: TypeExpr) -> TypeExpr? {
        let owner = canonical(owner)
        if case .named(let n, let args) = owner, let type = userTypes[n] {
            // (A generic type's members are typed in its own parameters: bind them where the owner says.)
            let bind: (TypeExpr) -> TypeExpr = { t in
                args.count == type.genericParameters.count ? t.substituting(type.genericParameters, with: args) : t
            }
            for t in type.chain {
                if let stored = t.storedProperties.first(where: { $0.name == name }) { return stored.type.map(bind) }
                if let (getter, _) = t.computed[name] { return getter.returnType.map(bind) }
            }
            return nil
        }
        guard let (table, names, types) = standardTable(of: owner),
              let declared = table.declaredMembers.first(where: { $0.kind == .property && $0.name == name })?.signature?.type else { return nil }
        return declared.substituting(names, with: types)
    }

    /// `xs.max()`, `xs.map { $0.price }`, `xs.reduce(0, +)`: a method's declared result on
    /// `owner`, its own placeholders bound by the arguments (a closure's by what its code gives).
    private func methodResultType(_ name: String, of owner: TypeExpr, _ args: [Argument], _ env: Env?,
                                  parameters: [String: TypeExpr]?, depth: Int) -> TypeExpr? {
        let owner = canonical(owner)
        if case .named(let n, _) = owner, let type = userTypes[n] {
            let decls = type.chain.flatMap { $0.methods[name] ?? [] }.filter { $0.genericParameters.isEmpty && $0.params.count == args.count }
            return decls.count == 1 ? decls[0].returnType : nil
        }
        guard let (table, names, types) = standardTable(of: owner) else { return nil }
        let labels = args.map(\.label)
        guard let decl = table.methods[name]?.map(\.decl).first(where: { d in
            d.params.count == args.count && zip(d.params, labels).allSatisfy { $0.label == $1 }
        }), let written = decl.returnType else { return nil }
        var result = written.substituting(names, with: types)
        for placeholder in decl.genericParameters where result.mentions(placeholder) {
            guard let bound = placeholderType(placeholder, params: decl.params, args.map(\.value), receiver: (names, types), env,
                                              parameters: parameters, depth: depth) else { return nil }
            result = result.replacing(placeholder, with: bound)
        }
        return result
    }

    /// What a call's arguments (`args[i]` passed to `params[i]`) bind the placeholder to: an
    /// argument declared with it, else a function argument whose result it is, typed by that
    /// function's code.
    func placeholderType(_ placeholder: String, params: [Param], _ args: [Expr], receiver: (names: [String], types: [TypeExpr]),
                         _ env: Env?, parameters: [String: TypeExpr]? = nil, depth: Int = 0) -> TypeExpr? {
        func isPlaceholder(_ t: TypeExpr?) -> Bool { if case .named(placeholder, let targs)? = t { targs.isEmpty } else { false } }
        for (p, a) in zip(params, args) where p.placeholder == placeholder || isPlaceholder(p.type) {
            if let t = inferredType(a, env, parameters: parameters, depth: depth + 1) { return t }
        }
        for (p, a) in zip(params, args) {
            guard case .function(let ps, let r)? = p.type else { continue }
            // Its parameters as the receiver's types say, the placeholder itself unknown.
            let known = ps.map { $0.mentions(placeholder) ? nil : $0.substituting(receiver.names, with: receiver.types) }
            // `reduce(into: 0) { $0 += $1 }`: what the closure adds into its inout parameter.
            if case .named(TypeExpr.inoutMarker, let inner) = ps.first, inner.count == 1, case .named(placeholder, let iargs) = inner[0], iargs.isEmpty,
               let t = accumulatedType(a, known, env, depth: depth + 1) { return t }
            guard r.mentions(placeholder), let t = functionResultType(a, known, env, depth: depth + 1) else { continue }
            if case .named(placeholder, let rargs) = r, rargs.isEmpty { return t }
            if case .optional(.named(placeholder, let rargs)) = r, rargs.isEmpty { return t.unwrapped }
        }
        return nil
    }

    /// What a function argument returns: a closure's written result or its one expression, an
    /// arithmetic operator's operands' type, a script function's declared result.
    private func functionResultType(_ f: Expr, _ parameterTypes: [TypeExpr?], _ env: Env?, depth: Int) -> TypeExpr? {
        switch f.kind {
        case .closure(let decl):
            if let written = decl.returnType { return written }
            guard let body = decl.singleExpression else { return nil }
            return inferredType(body, env, parameters: closureParameterTypes(decl, parameterTypes), depth: depth)
        // `\.price`: the last property's type, walked from the elements' type.
        case .keyPath(let components, _):
            guard var t = parameterTypes.first ?? nil else { return nil }
            for c in components {
                guard case .property(let name) = c, let next = memberType(name, of: t) else { return nil }
                t = next
            }
            return t
        case .global(let op) where ExprTraits.isOperatorName(op):
            guard ["+", "-", "*", "/", "%", "&+", "&-", "&*"].contains(op) else { return nil }
            return parameterTypes.lazy.compactMap { $0 }.first
        default:
            return nil
        }
    }

    /// `{ $0 += $1 }`, `{ totals, x in totals += x.price }`: the type a closure's one compound
    /// assignment into its first (inout) parameter adds.
    private func accumulatedType(_ f: Expr, _ parameterTypes: [TypeExpr?], _ env: Env?, depth: Int) -> TypeExpr? {
        guard case .closure(let decl) = f.kind, decl.body.stmts.count == 1, case .expr(let x) = decl.body.stmts[0].kind,
              case .assign(_?, let target, let value) = x.kind, case .local(0, _, let name) = target.kind, name == decl.params.first?.name else { return nil }
        return inferredType(value, env, parameters: closureParameterTypes(decl, parameterTypes), depth: depth)
    }

    /// A closure's parameters by name, typed as written or else as its caller's parameter says.
    private func closureParameterTypes(_ decl: ClosureDecl, _ given: [TypeExpr?]) -> [String: TypeExpr] {
        var known: [String: TypeExpr] = [:]
        for (i, p) in decl.params.enumerated() {
            if let t = p.type ?? (i < given.count ? given[i] : nil) { known[p.name] = t }
        }
        return known
    }

    /// `xs.isEmpty ? 0 : total / Double(n)`, `xs.max() ?? 0`: a lone number literal whose
    /// neighbour says the number type it is (nil for an `Int`, which it already is).
    func numberTypeBeside(_ literal: Expr, _ other: Expr, _ env: Env?) -> TypeExpr? {
        guard isIntegerLiteral(literal), let t = inferredType(other, env).map({ canonical($0).unwrapped }),
              floatKind(t) != nil || fixedKind(t) != nil else { return nil }
        return t
    }

    /// `3`, `-3`: an integer literal, which takes a floating type from its context.
    func isIntegerLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .intLiteral: return true
        case .prefix("-", let x): if case .intLiteral = x.kind { return true }; return false
        default: return false
        }
    }
}
