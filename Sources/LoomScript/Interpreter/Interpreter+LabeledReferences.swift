/// References that name a function with its argument labels: `Box.init(text:)`, `f(n:)`.
extension Interpreter {
    /// `Box.init(text:)`, `f(n:)`, `b.add(n:)`: the function a reference names with its labels,
    /// which then means only the overload that has them (`candidates(for:)` keeps that one).
    func namingOverload(_ v: Value, labels: [String?], loc: Loc) throws -> Value {
        let named: FunctionValue
        switch v {
        case .function(let f): named = FunctionValue(f.kind, receiver: f.receiver)
        case .type(let t): named = FunctionValue(.initializers(t))
        default: throw ScriptError(loc, "cannot reference '\(v.typeName)' with argument labels")
        }
        named.namedLabels = labels
        guard !candidates(for: named).isEmpty else {
            throw ScriptError(loc, "no overload of '\(named.displayName)' has the labels (\(labels.map { ($0 ?? "_") + ":" }.joined()))")
        }
        return .function(named)
    }
}
