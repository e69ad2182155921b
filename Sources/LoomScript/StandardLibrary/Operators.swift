/// Swift's operators over runtime values, with contextual typing of literal operands:
/// `1 / 2 * x` (x: Double) is 0.5 * x, `let y: CGFloat = 1 / 2 * 20` is 10.0, `1 / 2` is 0.
extension Interpreter {
    func evalBinary(_ op: String, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc, expected: TypeExpr?, code: OperatorCode? = nil) throws -> Value {
        switch op {
        case "&&", "||":
            return try evalLogical(op, l, r, env, loc: loc)
        case "...", "..<":
            // `let r: ClosedRange<Double> = 0...100`, `let v: ClosedRange<Version> = "4.0"..."5.0"`:
            // the bounds have the range's element type.
            // (So are implicit members: `let r: ClosedRange<Int8> = .min ... .max`.)
            if let exp = expected.map({ canonical($0).unwrapped }), case .named(let n, let args) = exp, args.count == 1,
               ["ClosedRange", "Range"].contains(n), floatKind(args[0]) != nil || userTypes[args[0].baseName] != nil && isConcreteType(args[0])
                || (fixedKind(args[0]) != nil || args[0].baseName == "Int") && (containsImplicitMember(l) || containsImplicitMember(r)) {
                var lower = try eval(l, env, expected: args[0]), upper = try eval(r, env, expected: args[0])
                lower = try literal(lower, l, as: args[0]); upper = try literal(upper, r, as: args[0])
                return try binaryOp(op, lower, upper, loc: loc, code: code)
            }
        case "??":
            // `o.map { .success($0) } ?? Result<Int, E>.failure(e)`: the right side's written type
            // is the left's context when the whole has none.
            // Where a `Color?` is wanted, `o ?? .black` is `Color`'s `??` (its result becomes the Optional).
            var context = expected.map { canonical($0).unwrapped } ?? writtenType(of: r)
            let lv = try eval(l, env, expected: context.map { .optional($0) })
            switch lv {
            case .null:
                // `x.map(f) ?? .none` where a `T?` is wanted: the `??` that returns an Optional.
                if case .implicitMember("none") = r.kind { return .null }
                // `min(10, spec.maxWidth ?? .max)`: with no other context, the default has the
                // type the left side was declared with (a nil carries none).
                // (So does a collection literal, whatever it looks like on its own: `perms ?? []` with
                // `perms: Perm?` is an empty `Perm`.)
                // (And a tuple its labels: `buckets["a"] ?? (5, 0)` is a `(tokens: Int, last: Int)`.)
                var isTuple = false
                if case .tuple = r.kind { isTuple = true }
                if context == nil || context?.baseName == "Any" || expected == nil && r.traits.contains(.collectionLiteral),
                   isImplicitMemberArgument(r) || r.traits.contains(.collectionLiteral) || isTuple,
                   let declared = (writtenStorageType(l, env) ?? inferredType(l, env)).map(canonical), case .optional(let wrapped) = declared {
                    context = wrapped
                }
                // `n.map { Result<Int, E>.success($0) } ?? .success(0)`: what the closure writes it makes.
                if context == nil, isImplicitMemberArgument(r) { context = writtenTransformResult(l) }
                // `xs.max() ?? 0` over Doubles: the literal is a Double.
                // (Not beside an optional chain ending in a plain value, in an `Any` argument: there
                // Swift's checker takes `??` over `Any` and the literal keeps its own type:
                // `print(c?.radius ?? -1)` prints `-1`, `print(h["k"]?.max() ?? 0)` prints `0.0`.)
                var chainAsAny = false
                if expected.map(canonical)?.baseName == "Any", case .optionalChain(let tail) = l.kind,
                   let t = inferredType(tail, env), !t.isOptional { chainAsAny = true }
                if context == nil || context?.baseName == "Any", !chainAsAny, let t = numberTypeBeside(r, l, env) { context = t }
                let fallback = try eval(r, env, expected: context)
                // (`[]` as a script's OptionSet: the literal makes one.)
                if r.kind.isLiteral, fallback.userType == nil, let t = context, userTypes[t.baseName] != nil,
                   let made = try literalConversion(fallback, to: t, r.loc) { return made }
                return fallback
            case .some(let x): return x
            default: return lv
            }
        default: break
        }
        // `func <-- (lhs: inout Int, rhs: Int)`, `func ?! (l: Bool, r: @autoclosure () -> String)`:
        // operands passed as a call passes arguments (written back, or evaluated when asked).
        if code == .other, let f = scriptOperatorTakingReferences(op) {
            let operands = candidates(for: f).map { var c = $0; c.positional = true; return c }
            return try call(operands, name: op, [Argument(label: nil, value: l), Argument(label: nil, value: r)], env, loc: loc, expected: expected).0
        }
        if l.traits.contains(.typeMember) || r.traits.contains(.typeMember),
           let v = try genericMemberBesideOperand(op, code, l, r, env, loc: loc) { return v }
        if code == .other, isScriptOperator(op) {
            // `side ** 2` with `func ** (Double, Int)`: no operand lends its type to the other;
            // the overload chosen for both values types them.
            if isImplicitMemberArgument(l), !isImplicitMemberArgument(r) { return try evalMemberOnLeft(op, l, r, env, loc: loc, code: code) }
            let lv = try eval(l, env)
            return try binaryOp(op, lv, try eval(r, env, expected: implicitContext(op, lv, r)), loc: loc, code: code)
        }
        let arithmetic = op == "+" || op == "-" || op == "*" || op == "/" || op == "%"
        if arithmetic, let typed = try evalNativeArithmetic(op, l, r, env, loc: loc, expected: expected, code: code) { return typed }
        var context: TypeExpr? = arithmetic && floatKind(expected) != nil ? expected?.unwrapped : nil
        // `let y: Int64 = .max - 1`, `f(.min + 1)`: an implicit member operand is of the integer type wanted.
        if arithmetic, context == nil, let e = expected.map({ canonical($0).unwrapped }), e.baseName == "Int" || fixedKind(e) != nil,
           containsImplicitMember(l) || containsImplicitMember(r) {
            context = e
        }
        let wholeIsLiteral = isLiteralExpr(l) && isLiteralExpr(r)
        if context == nil, wholeIsLiteral, containsFloatLiteral(l) || containsFloatLiteral(r) { context = .simple("Double") }
        if arithmetic, context == nil, containsImplicitMember(l) != containsImplicitMember(r) {
            // `2 * .pi * r`: the member's type is the other operand's, so that side goes first
            // (member lookups have no side effects to reorder); among literals it is Double.
            let memberOnLeft = containsImplicitMember(l)
            let other = memberOnLeft ? r : l
            if isLiteralExpr(other) {
                // (Unless the member's side has a value of its own: `(p - .zero) * 2` is `p`'s type,
                // which that side settles by itself.)
                if !hasTypedLeaf(memberOnLeft ? l : r) { context = .simple("Double") }
            } else {
                let ov = try eval(other, env)
                // `.unit(1) + v` with a script `+` on `V`: the member is one of `V`'s.
                // (`a + .km` with `func + (Length, Unit)`: what that operator takes on the right.)
                let context = numericType(of: ov) ?? scriptOperandType(op, ov, memberOnLeft ? l : r, memberOnLeft: memberOnLeft)
                    ?? (isScriptValue(ov) ? typeExpr(of: ov) : .simple("Double"))
                let mv = try eval(memberOnLeft ? l : r, env, expected: context)
                return try binaryOp(op, memberOnLeft ? mv : ov, memberOnLeft ? ov : mv, loc: loc, code: code)
            }
        }
        if arithmetic, context == nil, containsImplicitMember(l), containsImplicitMember(r) {
            // `.pi - .pi / CGFloat(n)`: the whole expression has the type of its one typed leaf.
            context = try arithmeticAnchorType(l, env) ?? arithmeticAnchorType(r, env) ?? .simple("Double")
        }
        let lv: Value, rv: Value
        if context != nil || wholeIsLiteral {
            lv = try eval(l, env, expected: context)
            rv = try eval(r, env, expected: context)
        } else if isLiteralExpr(l) {
            // The literal side takes the other operand's type.
            rv = try eval(r, env)
            lv = try eval(l, env, expected: numericType(of: rv))
        } else if isLiteralExpr(r) {
            lv = try eval(l, env)
            rv = try eval(r, env, expected: numericType(of: lv) ?? implicitContext(op, lv, r))
        } else if isImplicitMemberArgument(l), !isImplicitMemberArgument(r) {
            return try evalMemberOnLeft(op, l, r, env, loc: loc, code: code)
        } else {
            lv = try eval(l, env)
            rv = try eval(r, env, expected: rightOperandContext(op, lv, l, r, env))
        }
        return try binaryOp(op, lv, rv, loc: loc, code: code)
    }

    /// `.unit(1) + v`: the member is looked up on the right operand's type, so that side goes
    /// first (a member lookup has no side effects to reorder).
    private func evalMemberOnLeft(_ op: String, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc, code: OperatorCode?) throws -> Value {
        let rv = try eval(r, env)
        let lv = try eval(l, env, expected: scriptOperandType(op, rv, l, memberOnLeft: true) ?? typeExpr(of: rv.optionalPayload ?? rv))
        return try binaryOp(op, lv, rv, loc: loc, code: code)
    }

    /// A value of a script type (struct, class, enum), whose operators the script declares.
    private func isScriptValue(_ v: Value) -> Bool {
        switch v {
        case .structValue, .object, .enumValue: return true
        default: return false
        }
    }

    /// `deadline: .now() + 0.5` (and `+ delay` after it), `.now() + .seconds(1)`, `let a: Angle = .pi / 2` (a script's
    /// `static let pi` on Angle): a left implicit member that is a static member of the expected
    /// bridged type (DispatchTime, Angle) takes that type, as Swift's overload of
    /// `+` returning it does; a right implicit member then takes the type of the parameter of the
    /// bridged `op` overload that has such a member. Nil when the rule does not apply.
    private func evalNativeArithmetic(_ op: String, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc,
                                      expected: TypeExpr?, code: OperatorCode?) throws -> Value? {
        guard let name = implicitMemberName(signed: l), let exp = expected.map(canonical)?.unwrapped, floatKind(exp) == nil,
              exp.baseName != "Int", let type = natives.types[exp.baseName],
              staticMemberNames(.native(type)).contains(name) else { return nil }
        let lv = try eval(l, env, expected: exp)
        return try binaryOp(op, lv, try eval(r, env, expected: implicitContext(op, lv, r)), loc: loc, code: code)
    }

    /// The name of an implicit member, alone or called: `.now`, `.now()`.
    private func implicitMemberName(_ e: Expr) -> String? {
        switch e.kind {
        case .implicitMember(let name): return name
        case .call(let callee, _): if case .implicitMember(let name) = callee.kind { return name }
        default: break
        }
        return nil
    }

    /// The implicit member under any prefix signs, or leading a sum: `-.pi` and `.now() + 1.0`
    /// (in `.now() + 1.0 + delay`) name `pi` and `now`.
    private func implicitMemberName(signed e: Expr) -> String? {
        if case .prefix(let op, let x) = e.kind, op == "-" || op == "+" { return implicitMemberName(signed: x) }
        if case .binary(let op, let l, _) = e.kind, op == "+" || op == "-" || op == "*" || op == "/" { return implicitMemberName(signed: l) }
        return implicitMemberName(e)
    }

    /// The right parameter's type of the bridged `op` overloads of `lv`'s type whose type has the
    /// implicit member `r` names.
    func nativeOperandType(_ op: String, _ lv: Value, _ r: Expr) -> TypeExpr? {
        guard case .native(let n) = lv, let name = implicitMemberName(r) else { return nil }
        for f in n.type.staticMethods[op] ?? [] where f.decl.params.count == 2 {
            guard let t = f.decl.params[1].type, let other = natives.types[t.baseName] else { continue }
            if other.staticMethods[name] != nil || other.staticProperties[name] != nil { return t }
        }
        return nil
    }

    /// The context the right operand is evaluated in: the left value's (`implicitContext`), or,
    /// where the left is nil, the type it is declared as (`configuration.role == .destructive`).
    func rightOperandContext(_ op: String, _ lv: Value, _ l: Expr, _ r: Expr, _ env: Env?) -> TypeExpr? {
        let context = implicitContext(op, lv, r)
        guard lv.isNull, isImplicitMemberArgument(r), context == nil || context?.baseName == "Any",
              let declared = (writtenStorageType(l, env) ?? inferredType(l, env)).map({ canonical($0).unwrapped }),
              declared.baseName != "Any" else { return context }
        return declared
    }

    /// `color == .red`, `x ?? .zero`: the left operand's type is the right's context (or the
    /// parameter type of its bridged operator that has the member: `.now() + .seconds(1)`).
    func implicitContext(_ op: String, _ lv: Value, _ r: Expr) -> TypeExpr? {
        nativeOperandType(op, lv, r) ?? scriptOperandType(op, lv, r) ?? implicitContextType(lv, r, op: op)
    }

    /// `a --> .m` with `func --> (l: Length, u: Unit)`: an implicit member on the right is of the
    /// type a script's operator taking the left operand wants there (a type's static operator, or
    /// a global function), when the overloads that take the left operand agree on it; so is one on
    /// the left (`.by(4) * v` with `static func * (s: Scale, v: Vec)`).
    private func scriptOperandType(_ op: String, _ ov: Value, _ member: Expr, memberOnLeft: Bool = false) -> TypeExpr? {
        guard isImplicitMemberArgument(member) else { return nil }
        var decls: [(FunctionDecl, owner: UserType?)] = []
        if case .function(let f)? = globals[op] {
            switch f.kind {
            case .script(let d, _, _): decls.append((d, nil))
            case .overloads(let all): for g in all { if case .script(let d, _, _) = g.kind { decls.append((d, nil)) } }
            default: break
            }
        }
        if let t = ov.userType { for owner in t.chain { decls += (owner.staticMethods[op] ?? []).map { ($0, nil) } } }
        // (Operators are found in every type: the member's own may declare it, `Self` naming it.)
        if memberOnLeft { for t in userTypes.values where t !== ov.userType { decls += (t.staticMethods[op] ?? []).map { ($0, t) } } }
        let wanted = decls.filter { $0.0.params.count == 2 && !$0.0.isPostfixOperator }.compactMap { d, owner -> TypeExpr? in
            let (otherParam, memberParam) = memberOnLeft ? (d.params[1], d.params[0]) : (d.params[0], d.params[1])
            guard let other = otherParam.type, var mine = memberParam.type, !d.genericParameters.contains(mine.baseName),
                  (try? valueConforms(ov, to: other)) == true || other.baseName == "Self" && (owner == nil || ov.userType === owner) else { return nil }
            if mine.baseName == "Self" {
                guard let owner, owner.genericParameters.isEmpty else { return nil }
                mine = .named(owner.name, [])
            }
            return mine
        }
        guard let first = wanted.first, wanted.allSatisfy({ $0.description == first.description }) else { return nil }
        // (The other operand's own type is better said by the operand, with its generic arguments.)
        if let own = ov.userType, first.baseName == own.name || own.genericParameters.contains(where: first.mentions) { return nil }
        return first
    }

    func numericType(of v: Value) -> TypeExpr? {
        switch v {
        case .double(_, let k): return Self.floatType(k)
        case .int: return Self.intType
        case .some(let x): return numericType(of: x)
        default: return nil
        }
    }

    func isLiteralExpr(_ e: Expr) -> Bool { e.traits.contains(.numericLiteral) }

    /// The numeric type of an arithmetic expression's first leaf whose type is known without
    /// running anything: a conversion (`CGFloat(n)`) or a variable (reading one has no effects).
    func arithmeticAnchorType(_ e: Expr, _ env: Env?) throws -> TypeExpr? {
        switch e.kind {
        case .binary(_, let l, let r) where e.operatorCode.isArithmetic:
            return try arithmeticAnchorType(l, env) ?? arithmeticAnchorType(r, env)
        case .prefix("-", let x): return try arithmeticAnchorType(x, env)
        case .call(let callee, _):
            if case .global(let n) = callee.kind, ["CGFloat", "Double", "Float", "Float16"].contains(n) { return .simple(n) }
            return nil
        case .local: return numericType(of: try eval(e, env))
        default: return nil
        }
    }

    /// Whether arithmetic has an operand that is neither a literal nor an implicit member
    /// (`p` in `p - .zero`), whose type the rest takes.
    func hasTypedLeaf(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary(_, let l, let r) where e.operatorCode.isArithmetic: return hasTypedLeaf(l) || hasTypedLeaf(r)
        case .prefix("-", let x): return hasTypedLeaf(x)
        case .implicitMember, .intLiteral, .floatLiteral: return false
        case .call(let callee, _): if case .implicitMember = callee.kind { return false }; return true
        default: return true
        }
    }

    /// `.pi`, `-.pi / 2`: arithmetic whose operand is an implicit member, typed by its context.
    func containsImplicitMember(_ e: Expr) -> Bool { e.traits.contains(.implicitMember) }

    func containsFloatLiteral(_ e: Expr) -> Bool { e.traits.contains(.floatLiteral) }

    func evalPrefix(_ op: String, _ x: Expr, _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value {
        var v = try eval(x, env, expected: op == "-" || op == "+" ? expected : isLiteralExpr(x) ? userPrefixOperandType(op) : nil)
        // `let e: Expr = -(2.5)` with `static prefix func - (Expr)`: the literal is the context's type.
        if let expected, isLiteralOperand(x), v.userType == nil, let owner = userTypes[canonical(expected).baseName],
           owner.kind != .protocolType, owner.staticMethods[op]?.contains(where: { !$0.isPostfixOperator }) == true,
           let made = try literalConversion(v, to: canonical(expected), x.loc) {
            v = made
        }
        switch (op, v) {
        case ("-", .int(let i)):
            // -Int.min does not fit: Swift traps.
            guard i != .min else { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
            return .int(-i)
        case ("-", .double(let d, let k)): return .double(-d, k)
        case ("+", .int), ("+", .double): return v
        case ("!", .bool(let b)): return .bool(!b)
        case ("~", .int(let i)): return .int(~i)
        case ("~", .fixedInt(let f)): return .fixedInt(FixedInt(f.kind, truncating: Int128(~f.bits)))
        case ("-", .fixedInt(let f)):
            guard let r = FixedInt(f.kind, exactly: -f.value) else { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
            return .fixedInt(r)
        case ("+", .fixedInt): return v
        case ("&", _): return v
        case ("..<", _): return .range(.int(0), v, closed: false)
        case ("...", _): return .range(.int(0), v, closed: true)
        default:
            if let r = try userUnaryOperator(op, x, v, env, postfix: false, loc: loc) { return r }
            throw ScriptError(loc, "unary operator '\(op)' cannot be applied to an operand of type '\(v.typeName)'")
        }
    }

    /// `√16` with `prefix func √ (d: Double)`: the operand type of a script's only prefix `op`.
    private func userPrefixOperandType(_ op: String) -> TypeExpr? {
        guard case .function(let g)? = globals[op] else { return nil }
        let all: [FunctionValue] = if case .overloads(let fs) = g.kind { fs } else { [g] }
        let types = all.compactMap { f -> TypeExpr? in
            guard case .script(let d, _, _) = f.kind, !d.isPostfixOperator, d.params.count == 1 else { return nil }
            return d.params[0].type
        }
        return types.count == 1 ? types[0] : nil
    }

    /// A script's prefix or postfix operator (`prefix func √`, `postfix func ++ (x: inout Int)`):
    /// an `inout` operand is written back, as Swift does.
    func userUnaryOperator(_ op: String, _ operandExpr: Expr, _ v: Value, _ env: Env?, postfix: Bool, loc: Loc) throws -> Value? {
        var found: (FunctionDecl, UserType?, Env?)?
        if let t = v.userType, let f = t.staticMethods[op]?.first(where: { $0.isPostfixOperator == postfix && accepts($0, [v]) }) {
            found = (f, t, t.env)
        }
        // `extension Int { static postfix func +++ (v: Int) -> Int }`: a standard type's operator from a script extension.
        if found == nil, v.userType == nil, let ext = extensions[v.typeName],
           let f = ext.staticMethods[op]?.first(where: { $0.isPostfixOperator == postfix && accepts($0, [v]) }) {
            found = (f, ext, ext.env)
        }
        // `extension Vector { static prefix func - (v: Self) -> Self }`: every conformer has it.
        if found == nil, let t = v.userType {
            for proto in protocols(of: t) {
                if let f = proto.staticMethods[op]?.first(where: { $0.isPostfixOperator == postfix && accepts($0, [v]) }) { found = (f, proto, proto.env); break }
            }
        }
        if found == nil, case .function(let g)? = globals[op] {
            let all: [FunctionValue]
            if case .overloads(let fs) = g.kind { all = fs } else { all = [g] }
            for h in all {
                if case .script(let d, let fenv, _) = h.kind, d.isPostfixOperator == postfix, accepts(d, [v]) { found = (d, nil, fenv); break }
            }
        }
        guard let (decl, type, fenv) = found else {
            if !postfix, case .native = v { return try userOperator(op, [v], loc: loc) }
            return nil
        }
        // `Self` inside is the operand's type with its generic arguments (`-x` on a `Length<Km>`).
        // (From a protocol's extension, `Self` is the operand's type.)
        let receiver: Value? = type.map { t in
            if t.kind == .protocolType, let own = v.userType { return own.genericParameters.isEmpty ? .type(.user(own)) : .type(metatype(of: v)) }
            return t.genericParameters.isEmpty || v.userType !== t ? .type(.user(t)) : .type(metatype(of: v))
        }
        // `50%` with `postfix func % (x: Double)`: the literal is the parameter's Double.
        var operand = v
        if let t = decl.params.first?.type, !decl.params[0].isInout, !decl.genericParameters.contains(t.baseName), t.baseName != "Self",
           let typed = try? coerce(v, to: t, loc) { operand = typed }
        let done = try withCallDepth(loc) { try invoke(decl, env: fenv, selfType: type, receiver: receiver, args: [operand], loc: loc) }
        if decl.params.first?.isInout == true, let updated = done.inoutValues?.first { try assign(to: operandExpr, updated, env) }
        return done.value
    }

    func binaryOp(_ op: String, _ a: Value, _ b: Value, loc: Loc, code known: OperatorCode? = nil) throws -> Value {
        // Numbers with the standard arithmetic and comparison operators: no string matching.
        let code = known ?? OperatorCode(op)
        if code.isNumeric {
            switch (a, b) {
            case (.int(let x), .int(let y)): return try intBinary(code, x, y, loc: loc)
            case (.double(let x, let k), .double(let y, _)): return try doubleBinary(code, x, y, k, loc: loc)
            case (.int(let x), .double(let y, let k)): return try doubleBinary(code, Double(x), y, k, loc: loc)
            case (.double(let x, let k), .int(let y)): return try doubleBinary(code, x, Double(y), k, loc: loc)
            default: break
            }
        }
        // `a &<< n`: the amount masked to the width (a sized integer's are FixedWidthIntegers.swift's).
        if op == "&<<" || op == "&>>", case .int(let x) = a, case .int(let y) = b {
            return .int(op == "&<<" ? x &<< y : x &>> y)
        }
        // Sized integers, after the common Int and Double cases.
        if case .fixedInt = a, let r = try fixedBinary(op, a, b, loc: loc) { return r }
        if case .fixedInt = b, let r = try fixedBinary(op, a, b, loc: loc) { return r }
        // `\Person.age > 30` in a query DSL (`func > <R, V>(KeyPath<R, V>, V) -> Predicate<R>`):
        // a key path compared is the script's own operator, whatever it returns.
        if a.isFunctionValue || b.isFunctionValue, isScriptOperator(op), let r = try userOperator(op, a, b, loc: loc) { return r }
        // `Column(name: "dept") == "eng"` in a query DSL: a script's global `==` for its own types,
        // whatever it returns.
        if a.userType != nil || b.userType != nil, op == "==" || op == "!=" {
            if globals[op] != nil, let r = try userOperator(op, a, b, loc: loc) { return r }
            // `v == nil` on a script type expressible by `nil` (a JSON value's `.null`): the nil is
            // one of it, compared by its own `==`.
            if a.isNull != b.isNull, let t = (a.userType ?? b.userType), conforms(t, to: "ExpressibleByNilLiteral"),
               let made = try literalConversion(.null, to: .simple(t.qualifiedName), loc) {
                return try binaryOp(op, a.isNull ? made : a, b.isNull ? made : b, loc: loc, code: known)
            }
        }
        switch op {
        case "==": return .bool(valuesEqual(a, b))
        case "!=": return .bool(!valuesEqual(a, b))
        case "===", "!==":
            // `AnyObject?` operands: two nils are identical, an Optional holding an instance is it.
            var same = false
            switch (a.optionalPayload ?? a, b.optionalPayload ?? b) {
            case (.object(let x), .object(let y)): same = x === y
            case (.null, .null): same = true
            default: break
            }
            return .bool(op == "===" ? same : !same)
        case "<", ">", "<=", ">=":
            guard let c = compare(a, b) else {
                if let r = try userOperator(op, a, b, loc: loc) { return r }
                // Comparable: the other three come from `<`.
                switch op {
                case ">": if let r = try userOperator("<", b, a, loc: loc) { return r }
                case "<=": if case .bool(let gt)? = try userOperator("<", b, a, loc: loc) { return .bool(!gt) }
                case ">=": if case .bool(let lt)? = try userOperator("<", a, b, loc: loc) { return .bool(!lt) }
                default: break
                }
                // `total > width` with `let width: Double!`: an implicitly unwrapped operand.
                if a.isOptional || b.isOptional { return try binaryOp(op, try implicitlyUnwrapped(a, loc), try implicitlyUnwrapped(b, loc), loc: loc, code: known) }
                throw operandError(op, a, b, loc)
            }
            switch op {
            case "<": return .bool(c < 0)
            case ">": return .bool(c > 0)
            case "<=": return .bool(c <= 0)
            default: return .bool(c >= 0)
            }
        case "..<", "...":
            // `Time("09:05") ... "09:07"`: a literal bound is of the other bound's script type.
            if a.userType != nil || b.userType != nil, let (x, y) = literalsConverted(a, b) { return try binaryOp(op, x, y, loc: loc, code: known) }
            if op == "..<", compare(a, b).map({ $0 > 0 }) == true { throw ScriptError(loc, "Fatal error: Range requires lowerBound <= upperBound") }
            return .range(a, b, closed: op == "...")
        case "~=":
            if case .range = a { return .bool(try rangeContains(a, b, loc)) }
            // `digit ~= ch` with the script's `func ~= (CharClass, Character)`: its own.
            if globals["~="] != nil || a.userType?.staticMethods["~="] != nil, let r = try userOperator("~=", [a, b], loc: loc) { return r }
            return .bool(valuesEqual(a, b))
        default: break
        }
        // `2.0 ** 10` with the script's `func ** (Double, Int)`: its own operators first.
        if code == .other, let r = try userOperator(op, a, b, loc: loc) { return r }
        switch (a, b) {
        // Numbers with an operator Swift does not give them (`2 ** 3`, `x && y`): a script's, or an
        // error; an Int beside a floating-point number is one of its kind.
        case (.int, .int):
            if let r = try userOperator(op, [a, b], loc: loc) { return r }
            throw ScriptError(loc, "binary operator '\(op)' cannot be applied to two 'Int' operands")
        case (.double(let x, let k), .double(let y, _)): return try floatOperatorOfScript(op, x, y, k, loc)
        case (.int(let x), .double(let y, let k)): return try floatOperatorOfScript(op, Double(x), y, k, loc)
        case (.double(let x, let k), .int(let y)): return try floatOperatorOfScript(op, x, Double(y), k, loc)
        case (.string(let x), .string(let y)) where op == "+": return .string(try AllocationLimit.concatenated(x, y, memory, loc))
        // `xs[..<2] + [9]`: an ArraySlice joins as its elements.
        case (.native(let n), _) where op == "+" && n.payload is ArraySlice<Value>: return try binaryOp(op, .array(Array(n.payload as! ArraySlice<Value>)), b, loc: loc, code: known)
        case (_, .native(let n)) where op == "+" && n.payload is ArraySlice<Value>: return try binaryOp(op, a, .array(Array(n.payload as! ArraySlice<Value>)), loc: loc, code: known)
        // `word + "!"`, `"<" + slice`: a Substring joins as its text.
        case (.native(let n), _) where op == "+" && n.payload is Substring: return try binaryOp(op, .string(String(n.payload as! Substring)), b, loc: loc, code: known)
        case (_, .native(let n)) where op == "+" && n.payload is Substring: return try binaryOp(op, a, .string(String(n.payload as! Substring)), loc: loc, code: known)
        case (.string(let x), .character(let y)) where op == "+": return .string(x + String(y))
        case (.character(let x), .string(let y)) where op == "+": return .string(String(x) + y)
        case (.character(let x), .character(let y)) where op == "+": return .string(String(x) + String(y))
        case (.array(let x), .array(let y)) where op == "+":
            // (Labelled tuples beside unlabelled ones: the whole array's element type has the labels.)
            if case .tuple(_, let labels)? = x.first, labels.contains(where: { $0 != nil }) {
                return .array(try AllocationLimit.concatenated(x, y.map { joiningElementType($0, of: x) }, memory, loc))
            }
            return .array(try AllocationLimit.concatenated(x, y, memory, loc))
        // `"a" + chars` with `chars: [Character]`, `xs + aSet`: a collection joined with any sequence of its elements.
        // (A one-character string literal among them was a Character to Swift: `$0 == "\"" ? ["\\", "\""] : [$0]`.)
        case (.string(let x), .array(let y)) where op == "+" && y.contains(where: \.isCharacter) && y.allSatisfy({ $0.isCharacter || $0.isOneCharacterString }):
            return .string(x + y.map { if case .character(let c) = $0 { String(c) } else if case .string(let s) = $0 { s } else { "" } }.joined())
        case (.array(let x), .set(let y)) where op == "+": return .array(try AllocationLimit.concatenated(x, y.members, memory, loc))
        // `xs + repeatElement(0, count: 2)`, `(1...3) + xs`: an array joined with any finite sequence of its elements.
        case (.array(let x), _) where op == "+" && isJoinableSequence(b):
            guard case .array(let y) = try asArray(b, loc) else { throw operandError(op, a, b, loc) }
            return .array(try AllocationLimit.concatenated(x, y.map { joiningElementType($0, of: x) }, memory, loc))
        case (_, .array(let y)) where op == "+" && isJoinableSequence(a):
            guard case .array(let x) = try asArray(a, loc) else { throw operandError(op, a, b, loc) }
            return .array(try AllocationLimit.concatenated(x.map { joiningElementType($0, of: y) }, y, memory, loc))
        case (.bool(let x), .bool(let y)) where op == "^": return .bool(x != y)
        default:
            if let r = try userOperator(op, a, b, loc: loc) { return r }
            // `width * 2` with `var width: Double!`: an implicitly unwrapped operand is its value
            // (a well-typed program has an Optional here no other way).
            if code.isArithmetic, a.isOptional || b.isOptional {
                return try binaryOp(op, try implicitlyUnwrapped(a, loc), try implicitlyUnwrapped(b, loc), loc: loc, code: known)
            }
            throw operandError(op, a, b, loc)
        }
    }

    /// A sequence `+` joins with an array: a bounded range, a String's characters, a standard
    /// collection or view (`Repeated`, `ReversedCollection`), never one that may be endless.
    func isJoinableSequence(_ v: Value) -> Bool {
        switch v {
        case .range(_, let upper, _): return !upper.isNull
        case .string: return true
        case .native(let n):
            return n.payload is RepeatedElements || n.payload is CollectionSlice || n.payload is ReversedCollectionView
                || (n.type.sequence != nil && isFinite(v))
        default: return false
        }
    }

    func implicitlyUnwrapped(_ v: Value, _ loc: Loc) throws -> Value {
        switch v {
        case .some(let x): return x
        case .null: throw ScriptError(loc, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
        default: return v
        }
    }

    /// `static func + (lhs: Vector, rhs: Vector) -> Vector` declared in a script type.
    func userOperator(_ op: String, _ a: Value, _ b: Value, loc: Loc) throws -> Value? {
        try userOperator(op, [a, b], loc: loc)
    }

    /// A script's operator function for these operands: a static member of an operand's type
    /// (`static prefix func -`, `static func +`), else a global one. Prefix and infix forms of
    /// one operator differ by their parameter count.
    func userOperator(_ op: String, _ operands: [Value], loc: Loc) throws -> Value? {
        for v in operands {
            var t: UserType?
            switch v {
            case .structValue(let s): t = s.type
            case .object(let o): t = o.type
            case .enumValue(let e): t = e.type
            default: break
            }
            // `extension String { static func <> (…) }`: an operator of a standard type.
            if t == nil, !extensions.isEmpty, let ext = extensions[baseTypeName(of: v)] { t = ext }
            if let t, let fs = t.staticMethods[op], let f = fs.first(where: { accepts($0, operands, selfType: t) && sameSpecialization($0, t, operands) }) {
                // `Self` inside is the operand's type with its generic arguments (`Measurement<Meters>`).
                let receiver: Value = t.genericParameters.isEmpty ? .type(.user(t)) : .type(metatype(of: v))
                // `m < 5`, `xs.reduce(0, +)` with `Money: ExpressibleByIntegerLiteral`: a literal operand is made a Money.
                // (`q * (n, d)` with `f: (num: Int, den: Int)`: the tuple takes the parameter's labels.)
                let args = try zip(f.params, operands).map { p, operand in
                    if case .tuple(_, let labels)? = p.type { return operand.takingTupleLabels(labels) }
                    return try literalOperand(operand, as: p.type, selfType: t, loc)
                }
                return try withCallDepth(loc) { try invoke(f, env: t.env, selfType: t, receiver: receiver, args: args, loc: loc).value }
            }
            // `extension Vector { static func + (l: Self, r: Self) -> Self }` on a protocol: every
            // conformer has it, with `Self` the operand's type.
            if let t {
                for proto in protocols(of: t) {
                    guard let fs = proto.staticMethods[op], let f = fs.first(where: { accepts($0, operands, selfType: t) }) else { continue }
                    let receiver: Value = t.genericParameters.isEmpty ? .type(.user(t)) : .type(metatype(of: v))
                    return try withCallDepth(loc) { try invoke(f, env: proto.env, selfType: proto, receiver: receiver, args: operands, loc: loc).value }
                }
            }
            // A bridged type's operator (`Text + Text`).
            if case .native(let n) = v, var fs = n.type.staticMethods[op]?.filter({ $0.decl.params.count == operands.count }), !fs.isEmpty {
                // `DispatchTime + DispatchTimeInterval` beside `DispatchTime + Double`: a bridged
                // operand goes to the overloads whose parameter is its own type.
                let fitting = fs.filter { f in
                    zip(f.decl.params, operands).allSatisfy { p, v in
                        guard case .native(let operand) = v, let t = p.type else { return true }
                        if let type = natives.types[t.baseName] { return type === operand.type }
                        return natives.standardType(named: t.baseName) == nil
                    }
                }
                if !fitting.isEmpty { fs = fitting }
                return try callFunction(FunctionValue(.native(name: op, fs)), operands, loc)
            }
        }
        if let fs = globals[op], case .function(let f) = fs {
            if case .overloads(let all) = f.kind {
                // The overload the operands fit best (`3 ** 4` takes `(Int, Int)` over `(Double, Int)`).
                var best: (f: FunctionValue, score: Int)?
                for g in all {
                    guard case .script(let d, _, _) = g.kind, accepts(d, operands) else { continue }
                    var score = 0
                    for (p, v) in zip(d.params, operands) { score += p.type.flatMap { typeScore(v, $0) } ?? 1 }
                    if score > best?.score ?? -1 { best = (g, score) }
                }
                return try best.map { try callFunction($0.f, operands, loc) }
            }
            if case .script(let d, _, _) = f.kind {
                guard accepts(d, operands) else { return nil }
                // `50%` with `postfix func % (x: Double)`: the literal is the parameter's Double.
                let typed = try zip(d.params, operands).map { p, v in
                    guard let t = p.type, !d.genericParameters.contains(t.baseName), t.baseName != "Self" else { return v }
                    return (try? coerce(v, to: t, loc)) ?? v
                }
                return try callFunction(f, typed, loc)
            }
            return try callFunction(f, operands, loc)
        }
        return nil
    }

    /// A standard literal value passed where a script type that is expressible by that literal
    /// is wanted (`Self` meaning `selfType`), made into that type; anything else as it is.
    func literalOperand(_ v: Value, as t: TypeExpr?, selfType: UserType?, _ loc: Loc) throws -> Value {
        guard var t, v.userType == nil else { return v }
        switch v {
        case .int, .double, .string, .character, .bool, .array, .dictionary: break
        default: return v
        }
        if t.baseName == "Self", let selfType { t = .simple(selfType.name) }
        guard let type = userTypes[t.baseName], type.kind != .protocolType else { return v }
        return try literalConversion(v, to: t, loc) ?? v
    }

    /// `m == 3` where `m`'s type is expressible by an integer literal: the literal as that type
    /// (a script type's, or a bridged one's: `total == 22.59` with a Decimal).
    func literalsConverted(_ a: Value, _ b: Value) -> (Value, Value)? {
        if case .native(let n) = a, b.userType == nil, !b.isNative, let c = try? coerce(b, to: .simple(n.type.name), .none), c.isNative { return (a, c) }
        if case .native(let n) = b, a.userType == nil, !a.isNative, let c = try? coerce(a, to: .simple(n.type.name), .none), c.isNative { return (c, b) }
        if let t = a.userType, b.userType == nil, let c = try? literalOperand(b, as: .simple(t.name), selfType: nil, .none), c.userType != nil { return (a, c) }
        if let t = b.userType, a.userType == nil, let c = try? literalOperand(a, as: .simple(t.name), selfType: nil, .none), c.userType != nil { return (c, b) }
        return nil
    }

    /// `a && b`, `a || b`: the right side only when the left does not decide; a script type's
    /// own `static func &&` (`Flag && Flag`) takes both.
    func evalLogical(_ op: String, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc) throws -> Value {
        let lv = try eval(l, env)
        // `a || .named("b")` with the script's `static func || (Rule, Rule)`: the right side has the left's type.
        if isScriptValue(lv), let v = try userOperator(op, lv, try eval(r, env, expected: typeExpr(of: lv)), loc: loc) { return v }
        let left = try truthy(lv, l.loc)
        if left == (op == "||") { return .bool(left) }
        return .bool(try truthy(try eval(r, env), r.loc))
    }

    /// `let e: Expr = 3 * "x" + .pow("x", 2)` with `static func * (Expr, Expr)` and `Expr`
    /// expressible by both literals: operands whose type only context gives (literals, implicit
    /// members, and operators over them) take the context's type, or what the operator's
    /// parameters say (`42.195 * 1000` as `static func * (Self, Double)`). Nil when that is not
    /// the case (nothing was evaluated then).
    func literalsOfContextType(_ op: String, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value? {
        guard let expected, isContextTyped(l), isContextTyped(r) else { return nil }
        // `let b: UInt8 = 5 &- 7`, `1 + 2 as UInt8`: integer literals are the sized type asked for.
        if fixedKind(expected) != nil, isLiteralExpr(l), isLiteralExpr(r) {
            return try binaryOp(op, try eval(l, env, expected: expected), try eval(r, env, expected: expected), loc: loc)
        }
        let context = canonical(expected)
        guard let owner = userTypes[context.baseName], owner.kind != .protocolType,
              let overloads = owner.staticMethods[op]?.filter({ $0.params.count == 2 }), !overloads.isEmpty else { return nil }
        let lv = try eval(l, env, expected: context), rv = try eval(r, env, expected: context)
        func typed(_ v: Value, as type: TypeExpr?, _ at: Loc) throws -> Value? {
            guard v.userType == nil, let type else { return v }
            let t = type.baseName == "Self" ? context : canonical(type)
            if let u = userTypes[t.baseName], u.kind != .protocolType { return try literalConversion(v, to: t, at) }
            return try? coerce(v, to: t, at)
        }
        for f in overloads {
            guard let a = try typed(lv, as: f.params[0].type, l.loc), let b = try typed(rv, as: f.params[1].type, r.loc) else { continue }
            if let v = try userOperator(op, a, b, loc: loc) { return v }
        }
        return try binaryOp(op, lv, rv, loc: loc)
    }

    /// `Bool`, the context of a condition or a predicate closure (`filter { $0 % 2 == 0 }`): no
    /// literal is made a Bool by an operator, so `literalsOfContextType` has nothing to do there.
    @inline(__always)
    func isBool(_ t: TypeExpr?) -> Bool {
        if case .named("Bool", let args)? = t { return args.isEmpty }
        return false
    }

    /// An operand whose type only its context gives (`ExprTraits.contextTyped`).
    @inline(__always)
    func isContextTyped(_ e: Expr) -> Bool { e.traits.contains(.contextTyped) }

    /// A literal operand, or one built of literals (`-(2.5)`, `3 * "x"`).
    func isLiteralOperand(_ e: Expr) -> Bool {
        switch e.kind {
        case .prefix(_, let x): return isLiteralOperand(x)
        case .binary(_, let a, let b): return isLiteralOperand(a) && isLiteralOperand(b)
        default: return e.kind.isLiteral
        }
    }

    /// The script's global operator function `op` when one of its overloads takes an operand
    /// `inout` or as an `@autoclosure`, which only a call's argument passing gives.
    func scriptOperatorTakingReferences(_ op: String) -> FunctionValue? {
        guard case .function(let f)? = globals[op] else { return nil }
        let decls: [FunctionDecl]
        switch f.kind {
        case .script(let d, _, _): decls = [d]
        case .overloads(let all): decls = all.compactMap { if case .script(let d, _, _) = $0.kind { return d }; return nil }
        default: return nil
        }
        return decls.contains { $0.params.contains { $0.isInout || $0.isAutoclosure } } ? f : nil
    }

    /// `s += 2` with `static func += (l: inout S, r: Int)`: the script's compound operator,
    /// its left operand written back. `handled` is false when the script has none for these
    /// operands; `rhs` is then the right side if it was evaluated looking for one.
    func userCompoundAssignment(_ op: String, _ lhs: Expr, _ current: Value, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> (handled: Bool, rhs: Value?) {
        let name = op + "="
        var owners: [UserType] = []
        if let t = current.userType { owners = ([t] + protocols(of: t)).filter { $0.staticMethods[name] != nil } }
        // The right side once, typed by the first declaration's parameter.
        var rhsValue: Value?
        for owner in owners {
            let fs = owner.staticMethods[name] ?? []
            let value = try rhsValue ?? eval(rhs, env, expected: fs.first?.params.last?.type)
            rhsValue = value
            guard let f = fs.first(where: { accepts($0, [current, value]) }) else { continue }
            let t = current.userType ?? owner
            let receiver: Value = t.genericParameters.isEmpty ? .type(.user(t)) : .type(metatype(of: current))
            // `bag += 2.5` with `Quantity: ExpressibleByFloatLiteral`: the literal is made a Quantity.
            let operand = try literalOperand(value, as: f.params.last?.type, selfType: t, loc)
            let done = try withCallDepth(loc) { try invoke(f, env: owner.env, selfType: owner, receiver: receiver, args: [current, operand], loc: loc) }
            if let written = done.inoutValues?.first { try assign(to: lhs, written, env) }
            return (true, nil)
        }
        if rhsValue == nil, case .function(let f)? = globals[name], scriptOperatorTakingReferences(name) != nil {
            let operands = candidates(for: f).map { var c = $0; c.positional = true; return c }
            _ = try call(operands, name: name, [Argument(label: nil, value: lhs), Argument(label: nil, value: rhs)], env, loc: loc, expected: nil)
            return (true, nil)
        }
        return (false, rhsValue)
    }

    /// Whether the script declared a global operator function named `op` (`func ** (…)`).
    func isScriptOperator(_ op: String) -> Bool {
        guard case .function(let f)? = globals[op] else { return false }
        switch f.kind {
        case .script: return true
        case .overloads(let all): return all.contains { if case .script = $0.kind { return true }; return false }
        default: return false
        }
    }

    /// `static func + (a: Self, b: Self)` in `Q<U>` takes two `Q`s of one `U`: `Q<Int>() + Q<String>()`
    /// is another overload's (a generic `func + <A, B>(Q<A>, Q<B>)`).
    func sameSpecialization(_ f: FunctionDecl, _ t: UserType, _ operands: [Value]) -> Bool {
        guard !t.genericParameters.isEmpty else { return true }
        let own = zip(f.params, operands).filter { p, _ in
            guard case .named(let n, let args)? = p.type else { return false }
            return args.isEmpty && (n == "Self" || n == t.name)
        }.filter { $0.1.userType != nil }.compactMap { p, v -> String? in
            // (A value whose arguments Loom does not know, `Self.zero` made as a bare `Bag()`, fits any.)
            guard case .generic = metatype(of: v) else { return nil }
            return metatype(of: v).name
        }
        return Set(own).count <= 1
    }

    /// Whether an operator function takes these operands: as many, each of its parameter's type.
    /// `selfType`: what a parameter written `Self` is, where the caller knows (`static func * (k: Int,
    /// b: Self)` beside `(a: Self, b: Self)` on `Box`: `2 * box` is the first's).
    func accepts(_ f: FunctionDecl, _ operands: [Value], selfType: UserType? = nil) -> Bool {
        guard f.params.count == operands.count else { return false }
        for (p, v) in zip(f.params, operands) {
            if let selfType, p.type?.baseName == "Self", case .named(_, let args)? = p.type, args.isEmpty {
                if let own = v.userType {
                    guard own.chain.contains(where: { $0 === selfType }) else { return false }
                } else {
                    // (A literal may still be made one, by the type's literal initializer: `poly + [1]`
                    // with `init(arrayLiteral:)`; but not `3 * poly` without `init(integerLiteral:)`.)
                    guard let labels = Self.literalInitializerLabels(for: v),
                          selfType.chain.contains(where: { $0.initializers.contains { labels.contains($0.params.first?.label ?? "") } }) else { return false }
                }
                continue
            }
            guard let t = p.type, t.baseName != "Self", !f.genericParameters.contains(t.baseName) else { continue }
            if (try? valueConforms(v, to: t)) != true, (try? coerce(v, to: t, .none)) == nil { return false }
        }
        return true
    }

    func operandError(_ op: String, _ a: Value, _ b: Value, _ loc: Loc) -> ScriptError {
        if a.typeName == b.typeName {
            return ScriptError(loc, "binary operator '\(op)' cannot be applied to two '\(a.typeName)' operands")
        }
        return ScriptError(loc, "binary operator '\(op)' cannot be applied to operands of type '\(a.typeName)' and '\(b.typeName)'")
    }

    private func floatOperatorOfScript(_ op: String, _ x: Double, _ y: Double, _ k: FloatKind, _ loc: Loc) throws -> Value {
        if let r = try userOperator(op, [.double(x, k), .double(y, k)], loc: loc) { return r }
        throw ScriptError(loc, "binary operator '\(op)' cannot be applied to two '\(k.typeName)' operands")
    }

    /// -1, 0, 1; nil when the values are not comparable.
    func compare(_ a: Value, _ b: Value) -> Int? {
        func sign<T: Comparable>(_ x: T, _ y: T) -> Int { x < y ? -1 : (x > y ? 1 : 0) }
        switch (a, b) {
        case (.int(let x), .int(let y)): return sign(x, y)
        case (.fixedInt(let x), .fixedInt(let y)): return sign(x.value, y.value)
        case (.fixedInt(let x), .int(let y)): return sign(x.value, Int128(y))
        case (.int(let x), .fixedInt(let y)): return sign(Int128(x), y.value)
        case (.double(let x, _), .double(let y, _)): return sign(x, y)
        case (.int(let x), .double(let y, _)): return sign(Double(x), y)
        case (.double(let x, _), .int(let y)): return sign(x, Double(y))
        case (.string(let x), .string(let y)): return sign(x, y)
        case (.native(let n), .string(let y)) where n.payload is Substring: return sign(String(n.payload as! Substring), y)
        case (.string(let x), .native(let n)) where n.payload is Substring: return sign(x, String(n.payload as! Substring))
        case (.character(let x), .character(let y)): return sign(x, y)
        // `c > "f"`: a one-character string literal beside a Character is a Character literal.
        case (.character(let x), .string(let s)) where s.count == 1: return sign(x, s.first!)
        case (.string(let s), .character(let y)) where s.count == 1: return sign(s.first!, y)
        // `("0"..."9").contains(scalar)`: a one-scalar string literal beside a Unicode.Scalar is a scalar literal.
        case (.native(let n), .string(let s)) where n.payload is Unicode.Scalar && s.unicodeScalars.count == 1:
            return sign(n.payload as! Unicode.Scalar, s.unicodeScalars.first!)
        case (.string(let s), .native(let n)) where n.payload is Unicode.Scalar && s.unicodeScalars.count == 1:
            return sign(s.unicodeScalars.first!, n.payload as! Unicode.Scalar)
        case (.native(let x), .native(let y)):
            if let i = x.payload as? String.Index, let j = y.payload as? String.Index { return sign(i, j) }
            if let a = x.payload as? Substring, let b = y.payload as? Substring { return sign(a, b) }
            if let i = x.payload as? Unicode.Scalar, let j = y.payload as? Unicode.Scalar { return sign(i, j) }
            // A bridged Comparable (`Decimal`): its own `<`.
            if x.type === y.type, let lt = x.type.staticMethods["<"] {
                let less = { (p: Value, q: Value) -> Bool in
                    if case .bool(true)? = try? self.callFunction(FunctionValue(.native(name: "<", lt)), [p, q], .none) { return true }
                    return false
                }
                return less(a, b) ? -1 : less(b, a) ? 1 : 0
            }
            return nil
        case (.tuple(let xs, _), .tuple(let ys, _)):
            for (x, y) in zip(xs, ys) { guard let c = compare(x, y) else { return nil }; if c != 0 { return c } }
            return 0
        case (.enumValue(let x), .enumValue(let y)) where x.type === y.type && x.type.staticMethods["<"] == nil:
            // Comparable enums without raw values order by declaration, unless they say otherwise.
            let i = x.type.cases.firstIndex { $0.name == x.caseName } ?? 0
            let j = y.type.cases.firstIndex { $0.name == y.caseName } ?? 0
            if i != j { return sign(i, j) }
            // The same case: its associated values in order, as the synthesized `<` compares them.
            for (p, q) in zip(x.payload, y.payload) { guard let c = compare(p, q) else { return nil }; if c != 0 { return c } }
            return 0
        default:
            let type: UserType
            switch a {
            case .structValue(let s): type = s.type
            case .enumValue(let e): type = e.type
            default: return nil
            }
            if let fs = type.staticMethods["<"], let f = fs.first,
               let lt = try? invoke(f, env: type.env, selfType: type, receiver: .type(.user(type)), args: [a, b], loc: .none).value,
               let gt = try? invoke(f, env: type.env, selfType: type, receiver: .type(.user(type)), args: [b, a], loc: .none).value,
               case .bool(let l) = lt, case .bool(let g) = gt {
                return l ? -1 : (g ? 1 : 0)
            }
            // Strideable's own `<`: `a.distance(to: b) > 0`.
            if type.staticMethods["<"] == nil, conformances(of: a).contains("Strideable"),
               case .int(let d)? = try? callMethod(a, "distance", [b], .none).value {
                return d > 0 ? -1 : (d < 0 ? 1 : 0)
            }
            return nil
        }
    }

    func valuesEqual(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.null, _), (_, .null): return false
        case (.some(let x), .some(let y)): return valuesEqual(x, y)
        case (.some(let x), _): return valuesEqual(x, b)
        case (_, .some(let y)): return valuesEqual(a, y)
        case (.bool(let x), .bool(let y)): return x == y
        case (.fixedInt(let x), .fixedInt(let y)): return x.value == y.value
        case (.fixedInt(let x), .int(let y)), (.int(let y), .fixedInt(let x)): return x.value == Int128(y)
        // `c == ","`: a string literal compared with a Character is a Character literal.
        case (.character(let c), .string(let s)), (.string(let s), .character(let c)): return String(c) == s
        case (.array(let xs), .array(let ys)): return xs.count == ys.count && zip(xs, ys).allSatisfy { valuesEqual($0, $1) }
        case (.tuple(let xs, _), .tuple(let ys, _)): return xs.count == ys.count && zip(xs, ys).allSatisfy { valuesEqual($0, $1) }
        // `type(of: shape) == Circle.self`
        case (.type(let x), .type(let y)): return x.name == y.name
        // Key paths are equal when they name the same path.
        case (.function(let f), .function(let g)) where f.keyPathText != nil && g.keyPathText != nil:
            return f.keyPathText == g.keyPathText
        case (.structValue(let x), .structValue(let y)):
            if let fs = x.type.staticMethods["=="], let f = fs.first,
               case .bool(let r)? = try? invoke(f, env: x.type.env, selfType: x.type, receiver: .type(.user(x.type)), args: [a, b], loc: .none).value { return r }
            return x.type === y.type && x.type.storedProperties.allSatisfy { valuesEqual(x.fields[$0.name] ?? .void, y.fields[$0.name] ?? .void) }
        case (.object(let x), .object(let y)): return x === y
        case (.enumValue(let x), .enumValue(let y)):
            return x.type === y.type && x.caseName == y.caseName && x.payload.count == y.payload.count && zip(x.payload, y.payload).allSatisfy { valuesEqual($0, $1) }
        case (.set(let x), .set(let y)): return x.count == y.count && x.members.allSatisfy(y.contains)
        // `[1, 2] == s`: a literal compared with a set is one (Swift has no Array == Set).
        case (.array(let xs), .set(let y)), (.set(let y), .array(let xs)):
            guard let literal = try? makeSet(.array(xs), .none) else { return false }
            return valuesEqual(.set(literal), .set(y))
        case (.dictionary(let x), .dictionary(let y)):
            return x.keys.count == y.keys.count && zip(x.keys, x.values).allSatisfy { k, v in y.lookup(k).map { valuesEqual($0, v) } ?? false }
        case (.range(let a1, let b1, let c1), .range(let a2, let b2, let c2)): return c1 == c2 && valuesEqual(a1, a2) && valuesEqual(b1, b2)
        case (.native(let n), _) where n.payload is ArraySlice<Value>: return valuesEqual(.array(Array(n.payload as! ArraySlice<Value>)), b)
        case (_, .native(let n)) where n.payload is ArraySlice<Value>: return valuesEqual(a, .array(Array(n.payload as! ArraySlice<Value>)))
        case (.native(let x), .native(let y)):
            if let eq = x.type.equals { return x.type === y.type && eq(x.payload, y.payload) }
            return describe(a) == describe(b)
        // `case "\n":` on a `Unicode.Scalar`: the literal is a scalar literal; a Substring is its text.
        case (.native(let n), .string(let s)), (.string(let s), .native(let n)):
            if let slice = n.payload as? Substring { return slice == s }
            guard let scalar = n.payload as? Unicode.Scalar else { return false }
            return s.unicodeScalars.count == 1 && s.unicodeScalars.first == scalar
        case (.void, .void): return true
        default:
            if let (x, y) = literalsConverted(a, b) { return valuesEqual(x, y) }
            return compare(a, b) == 0
        }
    }

    func rangeContains(_ range: Value, _ v: Value, _ loc: Loc) throws -> Bool {
        guard case .range(var lo, var hi, let closed) = range else { return false }
        // `start ... "09:07" ~= "09:06"`, `case "6:00" ..< "7:00":` over a script type
        // expressible by that literal: the literal side is of the other's type.
        var v = v
        if let t = lo.userType, v.userType == nil { v = try literalOperand(v, as: .simple(t.name), selfType: nil, loc) }
        if let t = v.userType, lo.userType == nil {
            lo = try literalOperand(lo, as: .simple(t.name), selfType: nil, loc)
            hi = try literalOperand(hi, as: .simple(t.name), selfType: nil, loc)
        }
        if case .null = hi, let c = compare(lo, v) { return c <= 0 }
        guard let c1 = compare(lo, v), let c2 = compare(v, hi) else {
            throw ScriptError(loc, "cannot match values of type '\(v.typeName)' against a range of '\(lo.typeName)'")
        }
        return c1 <= 0 && (closed ? c2 <= 0 : c2 < 0)
    }
}

extension Interpreter {
    /// The type an optional's `map`/`flatMap` makes when its closure's one expression writes it
    /// (`o.map { Result<Int, E>.success($0) }`: `Result<Int, E>`); nil otherwise.
    func writtenTransformResult(_ e: Expr) -> TypeExpr? {
        guard case .call(let callee, let args) = e.kind, case .member(_, let method) = callee.kind, method == "map" || method == "flatMap",
              args.count == 1, case .closure(let c) = args[0].value.kind else { return nil }
        if let written = c.returnType { return method == "flatMap" ? written.unwrapped : written }
        guard c.body.stmts.count == 1, case .expr(let body) = c.body.stmts[0].kind else { return nil }
        return writtenType(of: body)
    }
}
