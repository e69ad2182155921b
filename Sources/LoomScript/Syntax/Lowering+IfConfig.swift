import SwiftSyntax

/// `#if` is decided while lowering: only the active clause becomes AST, so the interpreter
/// never sees code written for another platform (which often names APIs Loom lacks).
extension Lowering {
    /// The elements of the clause whose condition holds (or of `#else`), if any.
    func activeClause(_ config: IfConfigDeclSyntax) throws -> IfConfigClauseSyntax.Elements? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause.elements }  // #else
            do {
                if try conditions.evaluate(condition) { return clause.elements }
            } catch let e as ScriptError {
                throw ScriptError(loc(condition), e.message)
            }
        }
        return nil
    }

    /// Statements and declarations with every `#if` replaced by its active clause.
    func activeItems(_ items: CodeBlockItemListSyntax) throws -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let d) = item.item, let config = d.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = try activeClause(config) { out += try activeItems(inner) }
            } else {
                out.append(item)
            }
        }
        return out
    }

    /// Members of a type or extension, `#if` resolved.
    func activeMembers(_ members: MemberBlockItemListSyntax) throws -> [DeclSyntax] {
        var out: [DeclSyntax] = []
        for member in members {
            if let config = member.decl.as(IfConfigDeclSyntax.self) {
                if case .decls(let inner)? = try activeClause(config) { out += try activeMembers(inner) }
            } else {
                out.append(member.decl)
            }
        }
        return out
    }

    /// The cases of a `switch`, `#if` resolved.
    func activeCases(_ cases: SwitchCaseListSyntax) throws -> [SwitchCaseSyntax] {
        var out: [SwitchCaseSyntax] = []
        for c in cases {
            switch c {
            case .switchCase(let sc): out.append(sc)
            case .ifConfigDecl(let config):
                if case .switchCases(let inner)? = try activeClause(config) { out += try activeCases(inner) }
            @unknown default: throw unsupported(c, "this case")
            }
        }
        return out
    }

    /// `view #if os(iOS) .padding() #endif`: the active clause's postfix chain continues `base`.
    mutating func lowerPostfixIfConfig(_ p: PostfixIfConfigExprSyntax, onto graft: (Expr, Bool)?) throws -> (Expr, Bool) {
        guard let baseSyntax = p.base else { throw unsupported(p, "a '#if' with no expression before it") }
        let base = try lowerChain(baseSyntax, onto: graft)
        guard case .postfixExpression(let chain)? = try activeClause(p.config) else { return base }
        return try lowerChain(chain, onto: base)
    }
}
