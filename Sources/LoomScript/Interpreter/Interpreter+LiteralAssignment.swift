extension Interpreter {
    /// `options = []`, `m = [1, 2]` into a variable of a script type that is
    /// `ExpressibleByArrayLiteral` (an `OptionSet`) or by a dictionary literal: the type's literal
    /// initializer makes the value, as it does for a declaration. Nil for any other assignment.
    func collectionLiteralConversion(_ rhs: Expr, _ value: Value, to expected: TypeExpr) throws -> Value? {
        switch rhs.kind {
        case .arrayLiteral, .dictionaryLiteral: break
        default: return nil
        }
        guard value.userType == nil else { return nil }
        return try literalConversion(value, to: canonical(expected), rhs.loc)
    }
}
