/// A closure's result type read off its written code, for a generic parameter Swift binds from
/// that alone (`m.map { Double($0) / 4 }` with `func map<T>(_ f: (Scalar) -> T) -> Matrix<T>`):
/// Loom binds parameters from values, and the closure has given none yet when the body starts.
extension Interpreter {
    /// The result type of `f` when its code says it plainly: a written return type, or a single
    /// expression whose type is its own (a conversion `Double(x)`, a literal, a cast, arithmetic
    /// or a comparison over those). Nil when only running it would tell.
    func writtenResultType(of f: FunctionValue) -> TypeExpr? {
        guard case .closure(let decl, _) = f.kind else { return nil }
        if let written = decl.returnType { return written }
        guard decl.body.stmts.count == 1 else { return nil }
        switch decl.body.stmts[0].kind {
        case .expr(let e), .returnStmt(let e?): return ownType(of: e)
        default: return nil
        }
    }

    private func ownType(of e: Expr) -> TypeExpr? {
        switch e.kind {
        case .floatLiteral: return Self.doubleType
        case .stringLiteral, .interpolation: return Self.stringType
        case .boolLiteral: return Self.boolType
        case .cast(_, let t, .plain): return t
        case .call(let callee, _):
            switch callee.kind {
            case .global(let n), .name(let n), .standardName(let n):
                return Self.conversionTypeNames.contains(n) ? .simple(n) : nil
            default: return nil
            }
        case .binary(let op, let l, let r):
            if ["==", "!=", "<", "<=", ">", ">=", "&&", "||"].contains(op) { return Self.boolType }
            guard ["+", "-", "*", "/", "%"].contains(op) else { return nil }
            return ownType(of: l) ?? ownType(of: r)
        case .prefix("-", let x): return ownType(of: x)
        case .tuple(let args) where args.count == 1: return ownType(of: args[0].value)
        default: return nil
        }
    }

    /// Standard types whose call is a conversion to that type.
    static let conversionTypeNames: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float16", "CGFloat", "String", "Bool", "Character",
    ]
}
