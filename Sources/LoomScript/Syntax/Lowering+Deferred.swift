import SwiftSyntax

/// Library files are lowered declaration by declaration. A body, initial value or member Loom
/// cannot take yet becomes one that raises its located error when it runs, so the rest of the
/// module loads and a notebook that never touches it is unaffected.
extension Lowering {
    /// Only library files defer: a notebook block's own mistake is reported before it runs.
    var defersFailures: Bool { isLibrary }

    /// What a deferred failure names as its user: `HatchingDemo.body`.
    func declarationName(_ member: String) -> String {
        (declarationPath + [member]).joined(separator: ".")
    }

    func unavailable(_ error: ScriptError, usedBy: String, at l: Loc) -> Expr {
        Expr(.unavailable(error, usedBy: usedBy), l)
    }

    func unavailableBody(_ error: ScriptError, usedBy: String, at l: Loc) -> Block {
        Block([Stmt(.expr(unavailable(error, usedBy: usedBy, at: l)), l)])
    }

    /// A function, accessor or initializer body.
    mutating func lowerBody(_ items: CodeBlockItemListSyntax, usedBy: String) throws -> Block {
        guard defersFailures else { return Block(try lowerItems(items)) }
        do {
            return Block(try lowerItems(items))
        } catch let e as ScriptError {
            skipped.append(e)
            return unavailableBody(e, usedBy: declarationName(usedBy), at: loc(items))
        }
    }

    /// A stored property's initial value.
    mutating func lowerInitialValue(_ e: ExprSyntax, usedBy: String) throws -> Expr {
        guard defersFailures else { return try lowerExpr(e) }
        do {
            return try lowerExpr(e)
        } catch let error as ScriptError {
            skipped.append(error)
            return unavailable(error, usedBy: declarationName(usedBy), at: loc(e))
        }
    }

    /// A member (or top-level declaration) whose signature could not be lowered: kept under its
    /// name, as a function, property or initializer that raises `error` when used.
    mutating func stub(for d: DeclSyntax, _ error: ScriptError) -> (functions: [FunctionDecl], vars: [VarDecl], initializers: [FunctionDecl]) {
        if let f = d.as(FunctionDeclSyntax.self) {
            let params = (try? lowerParams(f.signature.parameterClause)) ?? []
            let decl = FunctionDecl(name: f.name.identifierText, params: params, returnType: nil,
                                    body: unavailableBody(error, usedBy: declarationName(f.name.identifierText), at: loc(f.name)), loc: loc(f.name))
            decl.isStatic = hasModifier(f.modifiers, .static) || hasModifier(f.modifiers, .class)
            decl.isMutating = hasModifier(f.modifiers, .mutating)
            return ([decl], [], [])
        }
        if let v = d.as(VariableDeclSyntax.self) {
            let names = v.bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText }
            let bindings = names.map { n in
                VarBinding(pattern: .binding(n, slot: -1), type: nil, initializer: unavailable(error, usedBy: declarationName(n), at: loc(v)))
            }
            let decl = VarDecl(isLet: false, bindings: bindings, loc: loc(v.bindings))
            decl.isStatic = hasModifier(v.modifiers, .static) || hasModifier(v.modifiers, .class)
            return ([], [decl], [])
        }
        if let i = d.as(InitializerDeclSyntax.self) {
            let params = (try? lowerParams(i.signature.parameterClause)) ?? []
            let f = FunctionDecl(name: "init", params: params, returnType: nil,
                                 body: unavailableBody(error, usedBy: declarationName("init"), at: loc(i.initKeyword)), loc: loc(i.initKeyword))
            f.isMutating = true
            return ([], [], [f])
        }
        return ([], [], [])
    }

    /// Top-level items of a library file: a declaration that cannot be lowered becomes its stub
    /// (functions and variables) or is left out (types whose header Loom cannot read).
    mutating func lowerLibraryItems(_ items: CodeBlockItemListSyntax) throws -> [Stmt] {
        var out: [Stmt] = []
        for item in try activeItems(items) {
            guard case .decl(let d) = item.item else {
                out += try lowerItem(item)
                continue
            }
            do {
                // Nodes are lowered where they are: a copied node would lose its file position.
                out += try lowerItem(item)
            } catch let e as ScriptError {
                let s = stub(for: d, e)
                out += s.functions.map { Stmt(.function($0, slot: -1), $0.loc) }
                out += s.vars.map { Stmt(.variable($0), $0.loc) }
                skipped.append(e)
            }
        }
        return out
    }
}
