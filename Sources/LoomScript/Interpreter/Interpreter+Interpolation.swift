/// String interpolation as Swift desugars it: `"a \(x) b"` is `appendLiteral("a ")`,
/// `appendInterpolation(x)`, `appendLiteral(" b")` on an interpolation value, then the
/// result type's `init(stringInterpolation:)`. Plain strings take the fast path in `eval`;
/// this is for a script's own `ExpressibleByStringInterpolation` types and its
/// `extension String.StringInterpolation { mutating func appendInterpolation(money:) }`.
extension Interpreter {
    /// A literal built by a script type that is `ExpressibleByStringInterpolation`; nil for others.
    func customInterpolation(_ parts: [InterpolationPart], _ env: Env?, expected: TypeExpr?, loc: Loc) throws -> Value? {
        guard let expected, let type = userTypes[canonical(expected).unwrapped.baseName],
              let make = type.initializers.first(where: { $0.params.count == 1 && $0.params[0].label == "stringInterpolation" }),
              let interpolationType = make.params[0].type else { return nil }
        let literalCount = parts.reduce(0) { n, p in if case .literal(let s) = p { return n + s.count }; return n }
        let valueCount = parts.count { if case .literal = $0 { return false }; return true }
        let start = try typeValue(interpolationType.qualified(in: type, userTypes), loc)
        let starts = try candidates(forCallee: start, loc: loc, expected: nil)
        let capacity = [Argument(label: "literalCapacity", value: Expr(.intLiteral(literalCount), loc)),
                        Argument(label: "interpolationCount", value: Expr(.intLiteral(valueCount), loc))]
        var interpolation = try call(starts, name: "init", capacity, env, loc: loc, expected: nil).0
        for part in parts {
            let (name, args): (String, [Argument])
            switch part {
            case .literal(let s): (name, args) = ("appendLiteral", [Argument(label: nil, value: Expr(.stringLiteral(s), loc))])
            case .expr(let x): (name, args) = ("appendInterpolation", [Argument(label: nil, value: x)])
            case .call(let a, _): (name, args) = ("appendInterpolation", a)
            }
            let methods = try candidates(forMember: name, of: interpolation, loc: loc)
            let (_, updated) = try call(methods, name: name, args, env, loc: loc, expected: nil)
            if let updated { interpolation = updated }
        }
        let inits = try initializers(of: .user(type), loc: loc).filter { $0.params.first?.label == "stringInterpolation" }
        guard let build = inits.first else { return nil }
        return try build.run([interpolation], loc).value
    }

    /// `"\(price)"` with `extension DefaultStringInterpolation { mutating func appendInterpolation(_ m: Money) }`:
    /// the script's unlabelled overload whose parameter takes the value, run on the text so far.
    /// Nil when no such overload takes it (the value is then described as usual).
    func unlabelledInterpolation(_ text: String, _ value: Value, loc: Loc) throws -> String? {
        guard let ext = extensions["String.StringInterpolation"] ?? extensions["DefaultStringInterpolation"],
              case .function(let fn)? = try userMember(ext, receiver: .string(text), "appendInterpolation", loc: loc, searchProtocols: false) else { return nil }
        for cand in try candidates(for: fn) where cand.params.count == 1 && cand.params[0].label == nil {
            guard let t = cand.params[0].type else { continue }
            if cand.genericParameters.contains(t.baseName) {
                // `appendInterpolation<T: BinaryInteger>(_ v: T)`: only what meets the constraint.
                guard let proto = cand.genericProtocols[t.baseName], satisfies(value, proto) else { continue }
            } else if !(try valueConforms(value, to: t)) { continue }
            if case .string(let updated)? = try cand.run([value], loc).newReceiver { return updated }
            return text
        }
        return nil
    }

    /// `"\(money: price)"` in a plain string: the script's `appendInterpolation(money:)` from its
    /// `extension String.StringInterpolation`, run on the text built so far.
    func stringInterpolationCall(_ text: String, _ args: [Argument], _ env: Env?, loc: Loc) throws -> String {
        let ext = extensions["String.StringInterpolation"] ?? extensions["DefaultStringInterpolation"]
        guard let ext, let f = try userMember(ext, receiver: .string(text), "appendInterpolation", loc: loc, searchProtocols: false),
              case .function(let fn) = f else {
            let labels = args.map { ($0.label ?? "_") + ":" }.joined()
            throw ScriptError(loc, "no 'appendInterpolation(\(labels))' for a String interpolation; declare it in 'extension String.StringInterpolation'")
        }
        let (_, updated) = try call(candidates(for: fn), name: "appendInterpolation", args, env, loc: loc, expected: nil)
        if case .string(let s)? = updated { return s }
        return text
    }
}

extension TypeExpr {
    /// A type named inside `owner` (`Interp` in `init(stringInterpolation: Interp)`), by its full name.
    func qualified(in owner: UserType, _ types: [String: UserType]) -> TypeExpr {
        if types[baseName] != nil || baseName.contains(".") { return self }
        if owner.nestedTypes[baseName] != nil { return .named(owner.name + "." + baseName, []) }
        return self
    }
}
