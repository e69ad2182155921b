/// Result-builder semantics for view closures and `body`: every expression statement becomes a
/// child, `if`/`switch` contribute their taken branch (its views marked as that branch's, for
/// transitions), `for` contributes each iteration.
extension Interpreter {
    func buildView(_ stmts: [Stmt], _ env: Env?, loc: Loc) throws -> Value {
        let children = try buildValues(stmts, env, expected: nil)
        return try makeViewGroup(children, loc: loc)
    }

    /// `marksBranches`: the views an `if`/`switch` branch builds are marked as that branch's
    /// (a view builder's); false for an `if` used as an expression, whose value is the branch's own.
    func buildValues(_ stmts: [Stmt], _ env: Env?, expected: TypeExpr?, marksBranches: Bool = true) throws -> [Value] {
        var out: [Value] = []
        for s in stmts {
            try tick(s.loc)
            switch s.kind {
            case .expr(let e):
                if case .assign = e.kind { _ = try eval(e, env); continue }
                let v = try eval(e, env, expected: expected)
                if !v.isVoid { out.append(v) }
            case .ifStmt(let conds, let body, let elseStmt):
                let inner = Env(count: body.slotCount, parent: env)
                if try conditionsHold(conds, inner) {
                    out += marked(marksBranches, try buildValues(body.stmts, inner, expected: expected, marksBranches: marksBranches), s.loc, "then")
                } else if let e = elseStmt {
                    let values = try buildValues([e], env, expected: expected, marksBranches: marksBranches)
                    // An `else if` is a branch of its own, marked by its own `if`.
                    if case .ifStmt = e.kind { out += values } else { out += marked(marksBranches, values, s.loc, "else") }
                }
            case .block(let b):
                out += try buildValues(b.stmts, Env(count: b.slotCount, parent: env), expected: expected, marksBranches: marksBranches)
            case .switchStmt(let subjectExpr, let cases):
                let subject = try eval(subjectExpr, env)
                for c in cases {
                    let inner = Env(count: c.body.slotCount, parent: env)
                    if try c.isDefault || caseMatches(c, subject, inner) { out += marked(marksBranches, try buildValues(c.body.stmts, inner, expected: expected, marksBranches: marksBranches), c.loc, "case"); break }
                }
            case .forIn(let pattern, let seqExpr, let whereExpr, let body):
                let it = try makeIterator(try eval(seqExpr, env), seqExpr.loc)
                while let element = try it() {
                    try tick(seqExpr.loc)
                    let inner = Env(count: body.slotCount, parent: env)
                    guard try match(pattern, element, inner, seqExpr.loc) else { continue }
                    if let w = whereExpr, try !truthy(try eval(w, inner), w.loc) { continue }
                    out += try buildValues(body.stmts, inner, expected: expected, marksBranches: marksBranches)
                }
            case .returnStmt(let e):
                if let e { out.append(try eval(e, env, expected: expected)) }
                return out
            default:
                let flow = try exec(s, env)
                if case .returnValue(let v) = flow { out.append(v); return out }
            }
        }
        return out
    }

    /// `values`, marked as a branch's views when `marks`.
    private func marked(_ marks: Bool, _ values: [Value], _ loc: Loc, _ branch: String) -> [Value] {
        marks ? branchViews(values, loc, branch) : values
    }
}
