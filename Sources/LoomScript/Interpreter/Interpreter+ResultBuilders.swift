/// User-defined `@resultBuilder` types: a closure or function body marked with the builder is
/// transformed as Swift does — expressions through `buildExpression`, `if` through
/// `buildOptional`/`buildEither`, `for` through `buildArray`, the whole block through
/// `buildBlock` and finally `buildFinalResult`.
extension Interpreter {
    /// `resultType`: what the built function or closure returns, which picks among overloads of
    /// `buildFinalResult` (`-> String` beside `-> [Int]`).
    func runResultBuilder(_ builder: UserType, _ stmts: [Stmt], _ env: Env?, loc: Loc, resultType: TypeExpr? = nil) throws -> Value {
        let block = try builderBlock(builder, stmts, env, loc: loc)
        if builder.staticMethods["buildFinalResult"] != nil {
            return try callBuilder(builder, "buildFinalResult", nil, [block], loc: loc, result: resultType)
        }
        return block
    }

    func builderBlock(_ b: UserType, _ stmts: [Stmt], _ env: Env?, loc: Loc) throws -> Value {
        var components: [Value] = []
        for s in stmts {
            try tick(s.loc)
            if let c = try builderComponent(b, s, env, loc: loc) { components.append(c) }
        }
        // SE-0348: with both `buildPartialBlock` forms, Swift folds the components pairwise
        // (preferring them to `buildBlock`); an empty block still needs `buildBlock()`.
        let partials = b.staticMethods["buildPartialBlock"] ?? []
        if let first = components.first, partials.contains(where: { $0.params.first?.label == "first" }),
           partials.contains(where: { $0.params.first?.label == "accumulated" }) {
            var accumulated = try callBuilder(b, "buildPartialBlock", "first", [first], loc: loc)
            for next in components.dropFirst() {
                accumulated = try callBuilder(b, "buildPartialBlock", "accumulated", [accumulated, next], loc: loc)
            }
            return accumulated
        }
        return try callBuilder(b, "buildBlock", nil, components, loc: loc)
    }

    /// The component a statement contributes, or nil for declarations and assignments.
    func builderComponent(_ b: UserType, _ s: Stmt, _ env: Env?, loc: Loc) throws -> Value? {
        switch s.kind {
        case .expr(let e):
            if case .assign = e.kind { _ = try eval(e, env); return nil }
            let v = try eval(e, env)
            if v.isVoid { return nil }
            return b.staticMethods["buildExpression"] != nil ? try callBuilder(b, "buildExpression", nil, [v], loc: s.loc) : v
        case .ifStmt(let conds, let body, let elseStmt):
            let inner = Env(count: body.slotCount, parent: env)
            let taken = try conditionsHold(conds, inner)
            // `if #available(…)`: what the branch builds may be erased (`buildLimitedAvailability`).
            func thenBranch() throws -> Value {
                let built = try builderBlock(b, body.stmts, inner, loc: s.loc)
                guard case .availability? = conds.first, b.staticMethods["buildLimitedAvailability"] != nil else { return built }
                return try callBuilder(b, "buildLimitedAvailability", nil, [built], loc: s.loc)
            }
            guard let elseStmt else {
                let v: Value = taken ? .some(try thenBranch()) : .null
                return try callBuilder(b, "buildOptional", nil, [v], loc: s.loc)
            }
            if taken { return try callBuilder(b, "buildEither", "first", [try thenBranch()], loc: s.loc) }
            let other: Value
            switch elseStmt.kind {
            case .block(let eb): other = try builderBlock(b, eb.stmts, Env(count: eb.slotCount, parent: env), loc: s.loc)
            default: other = try builderComponent(b, elseStmt, env, loc: loc) ?? .void
            }
            return try callBuilder(b, "buildEither", "second", [other], loc: s.loc)
        case .forIn(let pattern, let seqExpr, let whereExpr, let body):
            let it = try makeIterator(try eval(seqExpr, env), seqExpr.loc)
            var parts: [Value] = []
            while let element = try it() {
                try tick(seqExpr.loc)
                let inner = Env(count: body.slotCount, parent: env)
                guard try match(pattern, element, inner, seqExpr.loc) else { continue }
                if let w = whereExpr, try !truthy(try eval(w, inner), w.loc) { continue }
                parts.append(try builderBlock(b, body.stmts, inner, loc: s.loc))
            }
            return try callBuilder(b, "buildArray", nil, [.array(parts)], loc: s.loc)
        case .switchStmt(let subjectExpr, let cases):
            // Each case is a leaf of a balanced tree of `buildEither(first:)`/`(second:)`, as Swift builds it.
            let subject = try eval(subjectExpr, env)
            for (k, c) in cases.enumerated() {
                let inner = Env(count: c.body.slotCount, parent: env)
                guard try c.isDefault || caseMatches(c, subject, inner) else { continue }
                let leaf = try builderBlock(b, c.body.stmts, inner, loc: c.loc)
                return try eitherTree(b, leaf, index: k, of: cases.count, loc: s.loc)
            }
            throw ScriptError(s.loc, "Fatal error: no case of the switch matched")
        default:
            _ = try exec(s, env)
            return nil
        }
    }

    /// Wraps the component of case `index` of `count` in the `buildEither` calls on its path
    /// to the root of Swift's tree of the cases: neighbours are paired level by level, an odd
    /// one out moves up unwrapped (five cases: `(((a b) (c d)) e)`).
    func eitherTree(_ b: UserType, _ leaf: Value, index: Int, of count: Int, loc: Loc) throws -> Value {
        var value = leaf, position = index, width = count
        while width > 1 {
            if position % 2 == 1 {
                value = try callBuilder(b, "buildEither", "second", [value], loc: loc)
            } else if position + 1 < width {
                value = try callBuilder(b, "buildEither", "first", [value], loc: loc)
            }
            position /= 2
            width = (width + 1) / 2
        }
        return value
    }

    /// Calls a static `build…` method, choosing the overload by its first label.
    func callBuilder(_ b: UserType, _ name: String, _ label: String?, _ args: [Value], loc: Loc, result: TypeExpr? = nil) throws -> Value {
        var decls = (b.staticMethods[name] ?? []).filter { $0.params.first?.label == label }
        if decls.count > 1, let result, case let wanted = canonical(result).description,
           case let returning = decls.filter({ $0.returnType.map { canonical($0).description == wanted } ?? false }), !returning.isEmpty {
            decls = returning
        }
        // Several `buildExpression(_:)` overloads: the one whose parameter types fit the components best.
        func fit(_ d: FunctionDecl) -> Int? {
            if d.params.count == 1, d.params[0].isVariadic {
                guard case .array(let element)? = d.params[0].type else { return 1 }
                return try? args.reduce(0) { total, v in guard let s = typeScore(v, element) else { throw FailedInit() }; return total + s }
            }
            guard d.params.count == args.count else { return nil }
            return try? zip(d.params, args).reduce(0) { total, pair in
                guard let t = pair.0.type else { return total + 1 }
                guard let s = typeScore(pair.1, t) else { throw FailedInit() }
                return total + s
            }
        }
        let ranked = decls.count > 1 ? decls.compactMap { d in fit(d).map { (d, $0) } }.max(by: { $0.1 < $1.1 })?.0 : decls.first
        guard let decl = ranked ?? decls.first else {
            throw ScriptError(loc, "result builder '\(b.name)' has no static method '\(name)\(label.map { "(\($0):)" } ?? "")'")
        }
        var values = args
        if decl.params.count == 1, decl.params[0].isVariadic { values = [.array(args)] }
        if decl.params.count != values.count {
            throw ScriptError(loc, "'\(b.name).\(name)' takes \(decl.params.count) argument\(decl.params.count == 1 ? "" : "s"), the block has \(values.count) component\(values.count == 1 ? "" : "s")")
        }
        for (i, p) in decl.params.enumerated() { if let t = p.type { values[i] = try coerce(values[i], to: t, loc) } }
        return try withCallDepth(loc) { try invoke(decl, env: b.env, selfType: b, receiver: .type(.user(b)), args: values, loc: loc).value }
    }
}
