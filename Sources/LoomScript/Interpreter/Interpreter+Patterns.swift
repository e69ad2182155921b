/// Patterns: `case`, `if case`, `for case`, `catch` and bindings, matched against a value.
extension Interpreter {
    func match(_ p: Pattern, _ v: Value, _ env: Env?, _ loc: Loc, declaring: Bool = false) throws -> Bool {
        switch p {
        case .wildcard: return true
        case .binding(let name, let slot):
            try define(slot: slot, name: name, v, env, loc)
            return true
        case .tuple(let ps):
            guard case .tuple(let vs, _) = v, vs.count == ps.count else { return false }
            for (sub, x) in zip(ps, vs) { guard try match(sub, x, env, loc, declaring: declaring) else { return false } }
            return true
        case .optionalSome(let sub):
            guard case .some(let x) = v else { return false }
            return try match(sub, x, env, loc)
        case .isType(let t):
            if case .some(let x) = v, !t.isOptional, !(try valueConforms(v, to: t)) { return try match(p, x, env, loc) }
            return try valueConforms(v, to: t) && !genericArgumentsDiffer(v, t)
        case .cast(let sub, let t):
            // `case let i as Int` on an `Any?`: the cast looks through the Optional.
            if case .some(let x) = v, !t.isOptional, !(try valueConforms(v, to: t)) { return try match(p, x, env, loc) }
            guard try valueConforms(v, to: t), !genericArgumentsDiffer(v, t) else { return false }
            return try match(sub, v, env, loc)
        case .enumCase(let name, let subs):
            switch v {
            case .null: return name == "none"
            case .some(let x):
                // `case .some:` matches any value; `case .some(let y)` binds it.
                if name == "some" { return try subs?.first.map { try match($0, x, env, loc) } ?? true }
                return try match(p, x, env, loc)
            case .enumValue(let e):
                guard e.caseName == name else { return false }
                guard let subs else { return true }
                if subs.count == 1, e.payload.count > 1 { return try match(subs[0], .tuple(e.payload, e.labels), env, loc) }
                guard subs.count == e.payload.count else { return false }
                for (sub, x) in zip(subs, e.payload) { guard try match(sub, x, env, loc) else { return false } }
                return true
            default:
                // An Optional's value held as it is (`(a, b)` of two `Int?`s): `.some` is any value.
                if name == "some", !v.isVoid { return try subs?.first.map { try match($0, v, env, loc) } ?? true }
                // `case .red:` against a bridged value: compare with the static member.
                let expected = typeExpr(of: v)
                guard let target = try? implicitMember(name, expected: expected, loc: loc) else { return false }
                return valuesEqual(target, v)
            }
        case .qualifiedMember(let e, let name):
            switch v {
            // (A case of the value's enum; a static value of it, `Mode.standard`, is an expression.)
            case .enumValue(let ev) where ev.type.cases.contains(where: { $0.name == name }): return try match(.enumCase(name, nil), v, env, loc)
            case .null, .some: return try match(.enumCase(name, nil), v, env, loc)
            default: return try match(.expr(e), v, env, loc)
            }
        case .expr(let e):
            if case .prefix(let op, let boundExpr) = e.kind, op == "..<" || op == "..." {
                // `case ..<0`, `case ...9`: a range with no lower bound.
                let bound = try literalOperand(try eval(boundExpr, env, expected: typeExpr(of: v)), as: typeExpr(of: v), selfType: nil, loc)
                guard let c = compare(v, bound) else { return false }
                return op == "..<" ? c < 0 : c <= 0
            }
            if case .postfix("...", let boundExpr) = e.kind {
                // `case 10...`: a range with no upper bound.
                let bound = try literalOperand(try eval(boundExpr, env, expected: typeExpr(of: v)), as: typeExpr(of: v), selfType: nil, loc)
                guard let c = compare(v, bound) else { return false }
                return c >= 0
            }
            // `case "zz"..<"aaaaa":` against a script type expressible by a string literal: its bounds are
            // that type (`rangeContains` makes them so), not Strings ordered as Strings.
            // (So are implicit members: `case .m ... .l:` names the subject's own cases.)
            if v.userType != nil, case .binary(let op, let l, let r) = e.kind, op == "..<" || op == "...",
               l.kind.isLiteral || r.kind.isLiteral || isImplicitMemberArgument(l) || isImplicitMemberArgument(r) {
                let t = typeExpr(of: v)
                return try rangeContains(.range(try eval(l, env, expected: t), try eval(r, env, expected: t), closed: op == "..."), v, loc)
            }
            let target = try eval(e, env, expected: typeExpr(of: v))
            // A script's `~=` decides its own patterns (`case Even():`, `case "5":` against an Int).
            if globals["~="] != nil || target.userType?.staticMethods["~="] != nil,
               let r = try userOperator("~=", [target, v], loc: loc), case .bool(let hit) = r {
                return hit
            }
            if case .range = target { return try rangeContains(target, v, loc) }
            return valuesEqual(target, v)
        }
    }
}
