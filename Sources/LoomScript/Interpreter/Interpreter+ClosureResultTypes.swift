/// A closure's result type read off its written code, for a generic parameter Swift binds from
/// that alone (`m.map { Double($0) / 4 }` with `func map<T>(_ f: (Scalar) -> T) -> Matrix<T>`):
/// Loom binds parameters from values, and the closure has given none yet when the body starts.
extension Interpreter {
    /// The result type of `f` when its code says it plainly: a written return type, or a single
    /// expression whose type does not depend on the closure's parameters (a conversion
    /// `Double(x)`, a literal, a cast, arithmetic or a comparison over those). Nil when only
    /// running it would tell.
    func writtenResultType(of f: FunctionValue) -> TypeExpr? {
        guard case .closure(let decl, _) = f.kind else { return nil }
        if let written = decl.returnType { return written }
        return decl.singleExpression.flatMap { inferredType($0, nil, parameters: [:]) }
    }
}
