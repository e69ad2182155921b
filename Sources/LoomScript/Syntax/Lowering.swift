import SwiftSyntax
import SwiftParser
import SwiftOperators
import SwiftParserDiagnostics
import SwiftDiagnostics

/// Turns SwiftSyntax into Loom's AST, once per block. Everything the interpreter needs later is
/// copied out here (names, labels, literal values, locations), so evaluation never touches
/// SwiftSyntax. Unsupported syntax is a located error, not a silent skip.
struct Lowering {
    /// The name a `#line` default argument is lowered to: the call's line fills it.
    static let callerLine = "#line"
    /// The name a `#function` default argument is lowered to: the caller's function fills it.
    static let callerFunction = "#function"
    let converter: SourceLocationConverter
    /// Closures that use `$0`, `$1`… without naming parameters: the highest index seen, per nesting level.
    var dollarStack: [Int] = []
    /// Source id stamped on every `Loc` (0: the block; others: library files).
    var fileID = 0
    /// What `#if` and `#available` are decided against.
    var conditions = CompilationConditions.iOSDevice
    /// The types being lowered, outermost first (for naming deferred failures).
    var declarationPath: [String] = []
    /// The type aliases a type being lowered declares, innermost type last: each simple name
    /// maps to the name qualified by its owner (`Config` → `Ring.Config`), so two types may each
    /// have a private `Config` of their own.
    var memberAliases: [[String: String]] = []
    /// Library declarations left out or stubbed because Loom could not take them.
    var skipped: [ScriptError] = []
    /// `import X` declarations met at the top level, in order.
    var imports: [(name: String, loc: Loc)] = []
    /// The error types of the functions being lowered, innermost last (`throws(ParseError)`), nil
    /// for an untyped `throws`: a `throw .bad(x)` takes its type from it.
    var thrownTypes: [TypeExpr?] = []

    /// A library file (its failures are deferred, its previews skipped), not a notebook block.
    var isLibrary = false
    /// The file declares its own `@propertyWrapper struct Environment` (a library that does not
    /// import SwiftUI): `@Environment(\.size)` is that wrapper, not SwiftUI's environment read.
    var declaresOwnEnvironment = false
    /// The source lines that held only `...` (a literate fragment's elided code), now blank.
    var elidedLines: Set<Int> = []

    init(converter: SourceLocationConverter, fileID: Int = 0, isLibrary: Bool = false) {
        self.converter = converter; self.fileID = fileID; self.isLibrary = isLibrary
    }

    /// Module names that may qualify a name (`Darwin.sin`, `SwiftUI.Color`); Loom has one namespace.
    static let moduleQualifiers: Set<String> = ["Swift", "SwiftUI", "Foundation", "Darwin", "Glibc", "CoreGraphics", "UIKit", "AppKit", "Combine"]

    func loc(_ node: some SyntaxProtocol) -> Loc {
        let l = converter.location(for: node.positionAfterSkippingLeadingTrivia)
        return Loc(line: l.line, column: l.column, file: fileID)
    }

    /// Parses, reports syntax errors in the compiler's words, folds operators and lowers.
    static func parse(_ source: String, operators: inout OperatorTable) -> (stmts: [Stmt], diagnostics: [ScriptDiagnostic]) {
        let r = parseFile(source, fileID: 0, operators: &operators)
        return (r.stmts, r.diagnostics)
    }

    /// `parse`, also returning the file's `import` declarations. Diagnostics are in the file's own lines.
    static func parseFile(_ source: String, fileID: Int, isLibrary: Bool = false, elidedLines: Set<Int> = [], operators: inout OperatorTable,
                          conditions: CompilationConditions = .iOSDevice)
        -> (stmts: [Stmt], imports: [(name: String, loc: Loc)], diagnostics: [ScriptDiagnostic], skipped: [ScriptError]) {
        let tree = Parser.parse(source: source)
        let converter = SourceLocationConverter(fileName: "block.swift", tree: tree)
        let syntaxErrors = ParseDiagnosticsGenerator.diagnostics(for: tree)
        if !syntaxErrors.isEmpty {
            let diags = syntaxErrors.filter { $0.diagMessage.severity == .error }.map { d -> ScriptDiagnostic in
                let l = d.location(converter: converter)
                return ScriptDiagnostic(line: l.line, column: l.column, message: d.message)
            }
            if !diags.isEmpty { return ([], [], diags, []) }
        }
        var foldErrors: [ScriptDiagnostic] = []
        // Operators the block declares (`infix operator **`) join the session's table first.
        operators.addDeclarations(of: tree)
        let folded = operators.foldAll(tree) { error in
            let d = error.asDiagnostic
            let l = d.location(converter: converter)
            foldErrors.append(ScriptDiagnostic(line: l.line, column: l.column, message: d.message))
        }
        if !foldErrors.isEmpty { return ([], [], foldErrors, []) }
        guard let file = folded.as(SourceFileSyntax.self) else {
            return ([], [], [ScriptDiagnostic(line: 1, column: 1, message: "could not read the block")], [])
        }
        var lowering = Lowering(converter: converter, fileID: fileID, isLibrary: isLibrary)
        lowering.conditions = conditions
        lowering.elidedLines = elidedLines
        lowering.declaresOwnEnvironment = file.statements.contains { item in
            guard let s = item.item.as(StructDeclSyntax.self), s.name.text == "Environment" else { return false }
            return s.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "propertyWrapper" }
        }
        do {
            let stmts = lowering.defersFailures ? try lowering.lowerLibraryItems(file.statements) : try lowering.lowerItems(file.statements)
            return (stmts, lowering.imports, [], lowering.skipped)
        } catch let e as ScriptError {
            return ([], [], [ScriptDiagnostic(line: e.loc.line, column: e.loc.column, message: e.message)], [])
        } catch {
            return ([], [], [ScriptDiagnostic(line: 1, column: 1, message: "\(error)")], [])
        }
    }

    func unsupported(_ node: some SyntaxProtocol, _ what: String) -> ScriptError {
        ScriptError(loc(node), "\(what) is not supported by Loom yet")
    }

    // MARK: Statements

    mutating func lowerItems(_ items: CodeBlockItemListSyntax) throws -> [Stmt] {
        var out: [Stmt] = []
        for item in try activeItems(items) { out += try lowerItem(item) }
        return out
    }

    mutating func lowerItem(_ item: CodeBlockItemSyntax) throws -> [Stmt] {
        // Library files may carry `#Preview { … }` for Xcode; importing does not show them.
        if isLibrary, let m = item.item.as(MacroExpansionExprSyntax.self) ?? nil, m.macroName.text == "Preview" { return [] }
        switch item.item {
        case .decl(let d): return try lowerDecl(d)
        case .stmt(let s): return [try lowerStmt(s)]
        case .expr(let e): return [try lowerExprStatement(e)]
        @unknown default: throw unsupported(item, "this statement")
        }
    }

    mutating func lowerBlock(_ block: CodeBlockSyntax) throws -> Block {
        Block(try lowerItems(block.statements))
    }

    mutating func lowerExprStatement(_ e: ExprSyntax) throws -> Stmt {
        if let ifx = e.as(IfExprSyntax.self) { return try lowerIf(ifx) }
        if let sw = e.as(SwitchExprSyntax.self) { return try lowerSwitch(sw) }
        return Stmt(.expr(try lowerExpr(e)), loc(e))
    }

    mutating func lowerStmt(_ s: StmtSyntax) throws -> Stmt {
        let l = loc(s)
        if let e = s.as(ExpressionStmtSyntax.self) { return try lowerExprStatement(e.expression) }
        if let r = s.as(ReturnStmtSyntax.self) { return Stmt(.returnStmt(try r.expression.map { try lowerExpr($0) }), l) }
        if let b = s.as(BreakStmtSyntax.self) { return Stmt(.breakStmt(b.label?.text), l) }
        if let c = s.as(ContinueStmtSyntax.self) { return Stmt(.continueStmt(c.label?.text), l) }
        if let g = s.as(GuardStmtSyntax.self) {
            return Stmt(.guardStmt(try lowerConditions(g.conditions), try lowerBlock(g.body)), l)
        }
        if let w = s.as(WhileStmtSyntax.self) {
            return Stmt(.whileStmt(try lowerConditions(w.conditions), try lowerBlock(w.body)), l)
        }
        if let r = s.as(RepeatStmtSyntax.self) {
            return Stmt(.repeatWhile(try lowerBlock(r.body), try lowerExpr(r.condition)), l)
        }
        if let f = s.as(ForStmtSyntax.self) {
            // `for await x in group`: Loom runs tasks one after another, so an asynchronous
            // sequence's elements are all there already and it is iterated like any other.
            let pattern = try lowerPattern(f.pattern, bindByDefault: true)
            let whereExpr = try f.whereClause.map { try lowerExpr($0.condition) }
            var sequence = try lowerExpr(f.sequence)
            // `for c: Coin in [.dime, .quarter]`: the annotation types the sequence's elements.
            if let annotation = f.typeAnnotation, case .arrayLiteral = sequence.kind {
                sequence = Expr(.cast(sequence, .array(try lowerType(annotation.type)), .plain), sequence.loc)
            }
            var body = try lowerBlock(f.body)
            // `for var x in xs`: each pass's `x` may change, as if the body began `var x = x`.
            if let binding = f.pattern.as(ValueBindingPatternSyntax.self), binding.bindingSpecifier.tokenKind == .keyword(.var) {
                let copies = pattern.boundNames.map { name in
                    Stmt(.variable(VarDecl(isLet: false, bindings: [VarBinding(pattern: .binding(name, slot: -1), type: nil,
                                                                               initializer: Expr(.name(name), l))], loc: l)), l)
                }
                body = Block(copies + body.stmts)
            }
            return Stmt(.forIn(pattern, sequence, whereExpr, body), l)
        }
        if s.is(FallThroughStmtSyntax.self) { return Stmt(.fallthroughStmt, l) }
        if let t = s.as(ThrowStmtSyntax.self) {
            var thrown = try lowerExpr(t.expression)
            if let type = thrownTypes.last ?? nil { thrown = Expr(.cast(thrown, type, .plain), thrown.loc) }
            return Stmt(.throwStmt(thrown), l)
        }
        if let d = s.as(DoStmtSyntax.self) {
            if d.catchClauses.isEmpty { return Stmt(.block(try lowerBlock(d.body)), l) }
            var clauses: [CatchClause] = []
            for c in d.catchClauses {
                var patterns: [Pattern] = []
                var whereExpr: Expr?
                for item in c.catchItems {
                    if let p = item.pattern { patterns.append(try lowerPattern(p, bindByDefault: false)) }
                    if let w = item.whereClause { whereExpr = try lowerExpr(w.condition) }
                }
                if patterns.isEmpty { patterns = [.binding("error", slot: -1)] }
                clauses.append(CatchClause(patterns: patterns, whereExpr: whereExpr, body: try lowerBlock(c.body)))
            }
            return Stmt(.doCatch(try lowerBlock(d.body), clauses), l)
        }
        if let d = s.as(DeferStmtSyntax.self) { return Stmt(.deferStmt(try lowerBlock(d.body)), l) }
        if let lab = s.as(LabeledStmtSyntax.self) {
            return Stmt(.labeled(lab.label.text, try lowerStmt(lab.statement)), l)
        }
        throw unsupported(s, "this statement")
    }

    mutating func lowerIf(_ ifx: IfExprSyntax) throws -> Stmt {
        // `if #available(iOS 14, *) { … } else { … }` alone is decided at build time: only the branch
        // taken is lowered, so the other may use what this platform lacks (`Just` from Combine).
        // The untaken one stays an empty block, so a result builder still sees an `if` with or
        // without an `else` (`buildOptional`, `buildEither`).
        if ifx.conditions.count == 1, case .availability(let a) = ifx.conditions.first!.condition {
            let available = conditions.isAvailable(a.availabilityArguments)
            let holds = a.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
            let body = holds ? try lowerBlock(ifx.body) : Block([])
            var elseStmt: Stmt?
            switch ifx.elseBody {
            case .ifExpr(let next)?: elseStmt = holds ? Stmt(.block(Block([])), loc(next)) : try lowerIf(next)
            case .codeBlock(let block)?: elseStmt = Stmt(.block(holds ? Block([]) : try lowerBlock(block)), loc(block))
            default: break
            }
            return Stmt(.ifStmt([.availability(holds)], body, elseStmt), loc(ifx))
        }
        let conds = try lowerConditions(ifx.conditions)
        let body = try lowerBlock(ifx.body)
        var elseStmt: Stmt?
        switch ifx.elseBody {
        case .ifExpr(let next)?: elseStmt = try lowerIf(next)
        case .codeBlock(let block)?: elseStmt = Stmt(.block(try lowerBlock(block)), loc(block))
        case nil: break
        @unknown default: throw unsupported(ifx, "this 'else'")
        }
        return Stmt(.ifStmt(conds, body, elseStmt), loc(ifx))
    }

    mutating func lowerConditions(_ conds: ConditionElementListSyntax) throws -> [Condition] {
        try conds.map { c in
            switch c.condition {
            case .expression(let e): return .expr(try lowerExpr(e))
            case .optionalBinding(let b):
                guard let name = b.pattern.as(IdentifierPatternSyntax.self)?.identifier.identifierText else {
                    // `if let (k, v) = pairs.min(…)` is `if case let (k, v)? = …`.
                    guard let initializer = b.initializer else {
                        throw unsupported(b.pattern, "this binding pattern")
                    }
                    let tuple = try lowerPattern(b.pattern, bindByDefault: true)
                    return .pattern(.optionalSome(tuple), try lowerExpr(initializer.value))
                }
                let value = try b.initializer.map { try lowerExpr($0.value) } ?? Expr(.name(name), loc(b.pattern))
                return .optionalBinding(name: name, slot: -1, value: value)
            case .matchingPattern(let m):
                return .pattern(try lowerPattern(m.pattern, bindByDefault: false), try lowerExpr(m.initializer.value))
            case .availability(let a):
                // `#available(iOS 16, *)` is decided now, against the platform being built for.
                let available = conditions.isAvailable(a.availabilityArguments)
                let holds = a.availabilityKeyword.tokenKind == .poundUnavailable ? !available : available
                return .expr(Expr(.boolLiteral(holds), loc(a)))
            default:
                throw unsupported(c, "this condition")
            }
        }
    }

    mutating func lowerSwitch(_ sw: SwitchExprSyntax) throws -> Stmt {
        var cases: [SwitchCase] = []
        for sc in try activeCases(sw.cases) {
            let body = Block(try lowerItems(sc.statements))
            switch sc.label {
            case .default:
                cases.append(SwitchCase(patterns: [], guards: [], body: body, isDefault: true, loc: loc(sc)))
            case .case(let label):
                var patterns: [Pattern] = []
                var guards: [Expr?] = []
                for item in label.caseItems {
                    patterns.append(try lowerPattern(item.pattern, bindByDefault: false))
                    guards.append(try item.whereClause.map { try lowerExpr($0.condition) })
                }
                cases.append(SwitchCase(patterns: patterns, guards: guards, body: body, isDefault: false, loc: loc(sc)))
            @unknown default: throw unsupported(sc, "this case label")
            }
        }
        return Stmt(.switchStmt(try lowerExpr(sw.subject), cases), loc(sw))
    }

    // MARK: Patterns

    mutating func lowerPattern(_ p: PatternSyntax, bindByDefault: Bool) throws -> Pattern {
        if let id = p.as(IdentifierPatternSyntax.self) {
            return bindByDefault ? .binding(id.identifier.identifierText, slot: -1) : .expr(Expr(.name(id.identifier.identifierText), loc(id)))
        }
        if p.is(WildcardPatternSyntax.self) { return .wildcard }
        if let vb = p.as(ValueBindingPatternSyntax.self) { return try lowerPattern(vb.pattern, bindByDefault: true) }
        if let t = p.as(TuplePatternSyntax.self) {
            return .tuple(try t.elements.map { try lowerPattern($0.pattern, bindByDefault: bindByDefault) })
        }
        if let e = p.as(ExpressionPatternSyntax.self) { return try lowerExprPattern(e.expression, bind: bindByDefault) }
        if let i = p.as(IsTypePatternSyntax.self) { return .isType(try lowerType(i.type)) }
        throw unsupported(p, "this pattern")
    }

    /// Expression patterns may hide bindings: `.circle(let r)`, `(let x, 0)`, `let x?`.
    mutating func lowerExprPattern(_ e: ExprSyntax, bind: Bool) throws -> Pattern {
        if let pe = e.as(PatternExprSyntax.self) { return try lowerPattern(pe.pattern, bindByDefault: bind) }
        if bind, let d = e.as(DeclReferenceExprSyntax.self) { return .binding(d.baseName.identifierText, slot: -1) }
        if e.is(DiscardAssignmentExprSyntax.self) { return .wildcard }
        if let o = e.as(OptionalChainingExprSyntax.self) { return .optionalSome(try lowerExprPattern(o.expression, bind: bind)) }
        if let a = e.as(AsExprSyntax.self) { return .cast(try lowerExprPattern(a.expression, bind: bind), try lowerType(a.type)) }
        if let call = e.as(FunctionCallExprSyntax.self), let m = call.calledExpression.as(MemberAccessExprSyntax.self) {
            let subs = try call.arguments.map { try lowerExprPattern($0.expression, bind: bind) }
            return .enumCase(m.declName.baseName.identifierText, subs)
        }
        if let m = e.as(MemberAccessExprSyntax.self), m.base == nil {
            return .enumCase(m.declName.baseName.identifierText, nil)
        }
        if let m = e.as(MemberAccessExprSyntax.self), isTypeLike(m.base) {
            return .qualifiedMember(try lowerExpr(e), m.declName.baseName.identifierText)
        }
        if let t = e.as(TupleExprSyntax.self), t.elements.count > 1 {
            return .tuple(try t.elements.map { try lowerExprPattern($0.expression, bind: bind) })
        }
        return .expr(try lowerExpr(e))
    }

    func isTypeLike(_ e: ExprSyntax?) -> Bool {
        guard let d = e?.as(DeclReferenceExprSyntax.self) else { return false }
        return d.baseName.identifierText.first?.isUppercase ?? false
    }

    // MARK: Types

    /// `name` qualified by the innermost type being lowered that declares an alias of that name.
    func memberAlias(_ name: String) -> String {
        for scope in memberAliases.reversed() { if let qualified = scope[name] { return qualified } }
        return name
    }

    func lowerType(_ t: TypeSyntax) throws -> TypeExpr {
        if let id = t.as(IdentifierTypeSyntax.self) {
            let args = try id.genericArgumentClause?.arguments.compactMap { a -> TypeExpr? in
                if case .type(let ty) = a.argument { return try lowerType(ty) }
                return nil
            } ?? []
            let name = memberAlias(id.name.identifierText)
            if name == "Array", args.count == 1 { return .array(args[0]) }
            if name == "Optional", args.count == 1 { return .optional(args[0]) }
            if name == "Dictionary", args.count == 2 { return .dictionary(args[0], args[1]) }
            // Ordered pairs that may repeat a key: an array of `(key:value:)` tuples here.
            if name == "KeyValuePairs", args.count == 2 { return .array(.tuple(args, labels: ["key", "value"])) }
            return .named(name, args)
        }
        if let m = t.as(MemberTypeSyntax.self) {
            let base = try lowerType(m.baseType)
            if Self.moduleQualifiers.contains(base.baseName) { return .named(m.name.identifierText, []) }
            return .named("\(base.baseName).\(m.name.identifierText)", [])
        }
        if let o = t.as(OptionalTypeSyntax.self) { return .optional(try lowerType(o.wrappedType)) }
        if let o = t.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return .optional(try lowerType(o.wrappedType)) }
        if let a = t.as(ArrayTypeSyntax.self) { return .array(try lowerType(a.element)) }
        if let d = t.as(DictionaryTypeSyntax.self) { return .dictionary(try lowerType(d.key), try lowerType(d.value)) }
        if let tu = t.as(TupleTypeSyntax.self) {
            let elems = try tu.elements.map { try lowerType($0.type) }
            return elems.count == 1 ? elems[0] : .tuple(elems, labels: tu.elements.map { $0.firstName?.text })
        }
        if let f = t.as(FunctionTypeSyntax.self) {
            // `(inout Int, Int) -> Void`: an inout parameter is marked, so a closure written for
            // this type writes its parameter back (`{ $0 += $1 }`).
            let parameters = try f.parameters.map { p -> TypeExpr in
                let type = try lowerType(p.type)
                guard let a = p.type.as(AttributedTypeSyntax.self) else { return type }
                if a.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" }) {
                    return .named(TypeExpr.autoclosureMarker, [type])
                }
                guard a.specifiers.contains(where: { $0.trimmedDescription == "inout" }) else { return type }
                return .named(TypeExpr.inoutMarker, [type])
            }
            return .function(parameters, try lowerType(f.returnClause.type))
        }
        if let s = t.as(SomeOrAnyTypeSyntax.self) { return .opaque(try lowerType(s.constraint).baseName) }
        // `T.Type`, `Int.Protocol`: a metatype, named by its instance type.
        if let m = t.as(MetatypeTypeSyntax.self) { return .named(try lowerType(m.baseType).description + "." + m.metatypeSpecifier.text, []) }
        if let a = t.as(AttributedTypeSyntax.self) {
            let base = try lowerType(a.baseType)
            // `@ViewBuilder () -> some View` marks a builder closure parameter.
            if a.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) {
                return .named("ViewBuilder", [base])
            }
            return base
        }
        if let c = t.as(CompositionTypeSyntax.self), let first = c.elements.first { return try lowerType(first.type) }
        if t.is(ClassRestrictionTypeSyntax.self) { return .named("AnyObject", []) }
        if t.is(PackExpansionTypeSyntax.self) || t.is(PackElementTypeSyntax.self) { throw unsupported(t, "a parameter pack ('repeat each T')") }
        throw unsupported(t, "this type")
    }
}

extension TokenSyntax {
    /// An identifier as Swift means it: `` `default` `` is the name `default`.
    var identifierText: String {
        let t = text
        return t.count > 2 && t.hasPrefix("`") && t.hasSuffix("`") ? String(t.dropFirst().dropLast()) : t
    }
}
