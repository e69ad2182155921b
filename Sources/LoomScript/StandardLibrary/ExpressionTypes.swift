/// Types Loom names before anything runs, where Swift's type checker would have known them: a
/// lazy map's element type (from its closure) and a key path's value type (from the property's
/// declaration). Only what is plain to see: a declared type, or what one expression obviously
/// makes (`$0`, a literal, `"\($0)"`, `Double($0)`, `$0 * 2`, `$0 > 1 ? $0 : nil`).

/// The type a closure returns, spelled as `type(of:)` prints it; `input` is its first
/// parameter's type. Nil when that is not plain.
func closureResultType(_ f: FunctionValue, input: String) -> String? {
    guard case .closure(let decl, _) = f.kind else { return nil }
    if let r = decl.returnType { return Interpreter.spelledOut(r.description) }
    guard decl.body.stmts.count == 1 else { return nil }
    let e: Expr
    switch decl.body.stmts[0].kind {
    case .expr(let x): e = x
    case .returnStmt(let x?): e = x
    default: return nil
    }
    return expressionType(e, parameter: decl.params.first.map { ($0.name, input) })
}

/// The type of `e` when it is plain to see; `parameter` names a closure's parameter and its type,
/// `isType` says which other names an initializer call (`Address(city: "x")`) makes.
func expressionType(_ e: Expr, parameter: (name: String, type: String)? = nil, isType: (String) -> Bool = { _ in false }) -> String? {
    func infer(_ e: Expr) -> String? {
        switch e.kind {
        case .intLiteral: return "Int"
        case .floatLiteral: return "Double"
        case .stringLiteral, .interpolation: return "String"
        case .boolLiteral: return "Bool"
        case .local(_, _, let name) where name == parameter?.name: return parameter?.type
        case .name(let name) where name == parameter?.name: return parameter?.type
        case .binary(let op, let l, let r):
            if ["==", "!=", "<", ">", "<=", ">=", "&&", "||"].contains(op) { return "Bool" }
            let (a, b) = (infer(l), infer(r))
            if case .intLiteral = l.kind { return b }
            if case .intLiteral = r.kind { return a }
            return a == b ? a : nil
        case .prefix("-", let x): return infer(x)
        case .prefix("!", _): return "Bool"
        case .call(let callee, _):
            switch callee.kind {
            case .global(let n), .name(let n), .standardName(let n):
                return ["Int", "Double", "Float", "Float16", "String", "Bool", "Character", "CGFloat"].contains(n) || isType(n) ? n : nil
            case .typeRef(let t): return Interpreter.spelledOut(t.description)
            default: return nil
            }
        case .ternary(_, let a, let b):
            if case .nilLiteral = b.kind { return infer(a).map { "Optional<\($0)>" } }
            if case .nilLiteral = a.kind { return infer(b).map { "Optional<\($0)>" } }
            return infer(a) ?? infer(b)
        case .arrayLiteral(let xs): return xs.first.flatMap(infer).map { "Array<\($0)>" }
        case .tuple(let args) where args.count > 1:
            let parts = args.map { a in infer(a.value).map { (a.label.map { $0 + ": " } ?? "") + $0 } }
            guard parts.allSatisfy({ $0 != nil }) else { return nil }
            return "(" + parts.map { $0! }.joined(separator: ", ") + ")"
        case .tuple(let args) where args.count == 1: return infer(args[0].value)
        default: return nil
        }
    }
    return infer(e)
}

extension Interpreter {
    /// `type(of: \Point.x)`: `WritableKeyPath<Point, Double>` for a `var` of a struct,
    /// `ReferenceWritableKeyPath` once a class's settable property is on the way, `KeyPath`
    /// once a `let` or a get-only property is. Nil when the root or a property's type is not
    /// known (a path into a standard type's members, an inferred root).
    func keyPathTypeName(_ f: FunctionValue) -> String? {
        guard let root = f.keyPathRoot, userTypes[root] != nil else { return nil }
        // `\P.scores[0]`: its properties, then an array's element (the last step, as far as Loom types it).
        var path = f.keyPath ?? []
        var subscripted = false
        if f.keyPath == nil, let components = f.keyPathComponents, case .subscriptArgs? = components.last {
            for c in components.dropLast() { guard case .property(let n) = c else { return nil }; path.append(n) }
            subscripted = true
        }
        guard !path.isEmpty else { return nil }
        enum Kind { case writable, referenceWritable, readOnly }
        var kind = Kind.writable
        var current = root
        var valueType: TypeExpr?
        for name in path {
            guard let t = userTypes[current] else { return nil }
            let settable: Bool
            if let stored = t.chain.lazy.compactMap({ $0.storedProperties.first { $0.name == name } }).first {
                settable = !stored.isLet
                guard let type = stored.type ?? stored.initial.flatMap({ expressionType($0, isType: { self.userTypes[$0] != nil }) }).map({ TypeExpr.named($0, []) }) else { return nil }
                valueType = type
            } else if let computed = t.findComputed(name), let type = computed.getter.returnType {
                settable = computed.setter != nil
                valueType = type
            } else {
                return nil
            }
            switch (t.kind == .classType, settable) {
            case (_, false): kind = .readOnly
            case (true, true): kind = .referenceWritable
            case (false, true): break
            }
            guard let next = valueType else { return nil }
            current = canonical(next).description
        }
        guard var valueType else { return nil }
        if subscripted {
            guard case .array(let element) = canonical(valueType) else { return nil }
            valueType = element
        }
        let name = switch kind { case .writable: "WritableKeyPath"; case .referenceWritable: "ReferenceWritableKeyPath"; case .readOnly: "KeyPath" }
        return "\(name)<\(root), \(Self.spelledOut(canonical(valueType).description))>"
    }
}
