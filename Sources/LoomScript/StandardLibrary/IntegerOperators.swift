/// The hot case of binary operators: `&&`/`||`; numbers whose operands' types their syntax fixes
/// (`t * t - t / 2.0` over Double variables, `Double(k) * 0.5`); and Int with Int when the
/// context cannot make the expression floating point (`n - 1`, `i < count`, `a % b == 0`). It
/// follows the same typing rules as `evalBinary` (the left operand is evaluated without
/// context; a literal right operand takes the left's type) without building type expressions
/// or comparing operator strings. Nil means nothing was evaluated: take the general path.
extension Interpreter {
    // Shared type expressions for the common contexts, so evaluation does not allocate them.
    static let intType = TypeExpr.simple("Int")
    static let doubleType = TypeExpr.simple("Double")
    static let stringType = TypeExpr.simple("String")
    static let boolType = TypeExpr.simple("Bool")

    @inline(__always)
    func evalIntegerBinary(_ code: OperatorCode, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value? {
        switch code {
        case .and: return try evalLogical("&&", l, r, env, loc: loc)
        case .or: return try evalLogical("||", l, r, env, loc: loc)
        default: break
        }
        // Both operands' types fixed by their own syntax (variables, fields, conversions), or a
        // lone literal beside one: no context can change the result, so none is built.
        let (lt, rt) = (l.traits, r.traits)
        if lt.contains(.contextFree), rt.contains(.contextFree) || rt.contains(.plainLiteral) {
            let lv = try eval(l, env)
            let rv: Value
            let rs = r.evalShape
            switch (rs.op, lv) {
            case (.intLiteral, .int): rv = .int(rs.first)
            case (.intLiteral, .double(_, let kind)): rv = .double(Double(rs.first), kind)
            case (.floatLiteral, .double(_, let kind)): rv = .double(kind == .float ? Double(Float(rs.floatValue)) : rs.floatValue, kind)
            case (.local, _): rv = try eval(r, env)
            default: rv = try eval(r, env, expected: rt.contains(.plainLiteral) ? numericType(of: lv) ?? implicitContextType(lv, r) : nil)
            }
            switch (lv, rv) {
            case (.int(let x), .int(let y)): return try intBinary(code, x, y, loc: loc)
            case (.double(let x, let k), .double(let y, _)): return try doubleBinary(code, x, y, k, loc: loc)
            default: return try binaryOp(name(of: code), lv, rv, loc: loc, code: code)
            }
        }
        if code.isArithmetic, let expected {
            // A floating-point (or unknown) context retypes literals: the general path decides.
            guard case .named(let n, let args) = expected, args.isEmpty, n == "Int" else { return nil }
        }
        if isLiteralExpr(l) || containsImplicitMember(l) || isImplicitMemberArgument(l) { return nil }
        let lv = try eval(l, env)
        guard case .int(let x) = lv else {
            // Finish exactly as the general path would, without evaluating `l` again.
            let op = name(of: code)
            let rv = try eval(r, env, expected: isLiteralExpr(r) ? numericType(of: lv) ?? implicitContextType(lv, r) : rightOperandContext(op, lv, l, r, env))
            return try binaryOp(op, lv, rv, loc: loc)
        }
        let rv: Value
        let rs = r.evalShape
        switch rs.op {
        case .intLiteral: rv = .int(rs.first)
        case .local: rv = try eval(r, env)
        default: rv = try eval(r, env, expected: isLiteralExpr(r) || isImplicitContextExpr(r) ? Self.intType : nil)
        }
        guard case .int(let y) = rv else { return try binaryOp(name(of: code), lv, rv, loc: loc) }
        return try intBinary(code, x, y, loc: loc)
    }

    /// `doubleOp` and `compare` for two floating-point operands (IEEE comparisons: NaN is unequal).
    @inline(__always)
    func doubleBinary(_ code: OperatorCode, _ x: Double, _ y: Double, _ k: FloatKind, loc: Loc) throws -> Value {
        var r: Double
        switch code {
        case .add: r = x + y
        case .subtract: r = x - y
        case .multiply: r = x * y
        case .divide: r = x / y
        case .remainder: throw ScriptError(loc, "'%' is unavailable: For floating point numbers use truncatingRemainder instead")
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .and, .or, .other: return try binaryOp(name(of: code), .double(x, k), .double(y, k), loc: loc)
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            // Swift has none of these for floats: `func ^ (Double, Double)` declared as a power is the script's.
            return try binaryOp(name(of: code), .double(x, k), .double(y, k), loc: loc, code: .other)
        }
        r = k.rounded(r)
        return .double(r, k)
    }

    /// `i += 1`, `total -= x`, `t += 0.001` on an Int or floating-point variable (local or
    /// plain global): computed and stored in place. False when the target is anything else;
    /// nothing has been evaluated then.
    func compoundIntegerAssign(_ code: OperatorCode, _ lhs: Expr, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> Bool {
        switch lhs.kind {
        case .local(let depth, let index, _):
            guard let holder = env?.ancestor(depth), index < holder.count else { return false }
            let current = holder[index]
            guard let updated = try compoundNumber(code, current, rhs, env, loc: loc) else { return false }
            holder[index] = updated
            return true
        case .global(let n):
            let slot = globalSlot(lhs, n)
            guard !globals.entries[slot].isLet, !globals.entries[slot].isComputed, let current = globals.entries[slot].value,
                  let updated = try compoundNumber(code, current, rhs, env, loc: loc) else { return false }
            globals[slot: slot].value = updated
            return true
        case .member(let baseExpr, let name):
            return try compoundFieldAssign(code, lhs, baseExpr, name, rhs, env, loc: loc)
        default:
            return false
        }
    }

    /// `current op rhs` for a number `current`, the right side typed by it; nil (nothing
    /// evaluated) for anything but Int and floating point.
    @inline(__always)
    func compoundNumber(_ code: OperatorCode, _ current: Value, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> Value? {
        switch current {
        case .int(let x):
            let rv = try eval(rhs, env, expected: Self.intType)
            guard case .int(let y) = rv else { return try binaryOp(name(of: code), current, rv, loc: loc) }
            return try intBinary(code, x, y, loc: loc)
        case .double(let x, let k):
            let rv: Value
            switch rhs.kind {
            case .floatLiteral(let d): rv = .double(k == .float ? Double(Float(d)) : d, k)
            case .intLiteral(let i): rv = .double(Double(i), k)
            default: rv = try eval(rhs, env, expected: Self.floatType(k))
            }
            guard case .double(let y, _) = rv else { return try binaryOp(name(of: code), current, rv, loc: loc) }
            return try doubleBinary(code, x, y, k, loc: loc)
        default:
            return nil
        }
    }

    static let cgfloatType = TypeExpr.simple("CGFloat")
    static let floatTypeExpr = TypeExpr.simple("Float")
    static func floatType(_ k: FloatKind) -> TypeExpr {
        switch k {
        case .double: doubleType
        case .cgfloat: cgfloatType
        case .float: floatTypeExpr
        case .float16: .simple("Float16")
        }
    }

    /// Every standard operator on two Ints: the one table of Int arithmetic (`binaryOp` comes here too).
    @inline(__always)
    func intBinary(_ code: OperatorCode, _ x: Int, _ y: Int, loc: Loc) throws -> Value {
        let r: (partialValue: Int, overflow: Bool)
        switch code {
        case .add: r = x.addingReportingOverflow(y)
        case .subtract: r = x.subtractingReportingOverflow(y)
        case .multiply: r = x.multipliedReportingOverflow(by: y)
        case .divide:
            guard y != 0 else { throw ScriptError(loc, "Fatal error: Division by zero") }
            r = x.dividedReportingOverflow(by: y)
        case .remainder:
            guard y != 0 else { throw ScriptError(loc, "Fatal error: Division by zero in remainder operation") }
            r = x.remainderReportingOverflow(dividingBy: y)
        case .less: return .bool(x < y)
        case .greater: return .bool(x > y)
        case .lessOrEqual: return .bool(x <= y)
        case .greaterOrEqual: return .bool(x >= y)
        case .equal: return .bool(x == y)
        case .notEqual: return .bool(x != y)
        case .and, .or, .other: return try binaryOp(name(of: code), .int(x), .int(y), loc: loc)
        case .bitAnd, .bitOr, .bitXor, .shiftLeft, .shiftRight, .wrappingAdd, .wrappingSubtract, .wrappingMultiply:
            // A script that declares `^` for two Ints (a power) has its own; one for Doubles does
            // not take Int's, which Swift prefers for Ints and integer literals.
            if isScriptOperator(name(of: code)), let f = scriptOperatorOnInts(name(of: code)) {
                return try callFunction(f, [.int(x), .int(y)], loc)
            }
            return .int(bitwise(code, x, y))
        }
        if r.overflow { throw ScriptError(loc, "Fatal error: arithmetic overflow") }
        return .int(r.partialValue)
    }

    /// The script's global `op` whose two parameters are written `Int`.
    private func scriptOperatorOnInts(_ op: String) -> FunctionValue? {
        guard case .function(let f)? = globals[op] else { return nil }
        let all: [FunctionValue] = if case .overloads(let fs) = f.kind { fs } else { [f] }
        return all.first { g in
            guard case .script(let d, _, _) = g.kind, d.params.count == 2 else { return false }
            return d.params.allSatisfy { $0.type.map { Interpreter.isIntType($0) } ?? false }
        }
    }

    private static func isIntType(_ t: TypeExpr) -> Bool {
        if case .named("Int", let args) = t, args.isEmpty { return true }
        return false
    }

    /// Int's bit operators (`<<` and `>>` are smart shifts, as Swift's) and wrapping arithmetic.
    @inline(__always)
    private func bitwise(_ code: OperatorCode, _ x: Int, _ y: Int) -> Int {
        switch code {
        case .bitAnd: x & y
        case .bitOr: x | y
        case .bitXor: x ^ y
        case .shiftLeft: x << y
        case .shiftRight: x >> y
        case .wrappingAdd: x &+ y
        case .wrappingSubtract: x &- y
        default: x &* y
        }
    }

    /// The right operand's context when it is an implicit member, a call or `nil` (`c == .red`).
    func implicitContextType(_ lv: Value, _ r: Expr, op: String? = nil) -> TypeExpr? {
        let left = lv.optionalPayload ?? lv
        switch r.kind {
        // (Not a method called on a value, `k * xs.reduce(.zero, +)`: its result is its own, and its
        // arguments' members are its parameters', whatever the operator's other operand is. A
        // type's, `a + Matrix.identity(2)`, takes its generic arguments from it.)
        case .call(let callee, _):
            if case .member(let base, _) = callee.kind, !callee.traits.contains(.typeMember),
               base.traits.isDisjoint(with: [.implicitMember, .implicitMemberArgument]) { return nil }
            return typeExpr(of: left)
        case .implicitMember, .nilLiteral: return typeExpr(of: left)
        // `query + "LIMIT \(n)"` with `Query: ExpressibleByStringInterpolation`: the literal is
        // a Query, made through its interpolation, unless the type's operator takes a String.
        case .interpolation:
            guard let t = left.userType, t.initializers.contains(where: { $0.params.first?.label == "stringInterpolation" }) else { return nil }
            let takesString = op.map { op in
                t.chain.contains { $0.staticMethods[op]?.contains { $0.params.count == 2 && $0.params[1].type?.baseName == "String" } ?? false }
            } ?? false
            return takesString ? nil : typeExpr(of: left)
        // `xs == [.a, .b(1)]`: a collection literal takes the other operand's element types.
        case .arrayLiteral:
            if case .array(let xs) = left, !xs.isEmpty { return typeExpr(of: left) }
            // `s == [1, 2]` with `s: Set<Int>`: the literal is a set.
            if case .set = left { return typeExpr(of: left) }
            // `doc == ["a", nil]` with `doc: JSON`: a literal of the script type beside it.
            if left.userType != nil, literalInitParameter(typeExpr(of: left), "arrayLiteral") != nil { return typeExpr(of: left) }
            return nil
        case .dictionaryLiteral:
            if case .dictionary(let d) = left, !d.keys.isEmpty { return typeExpr(of: left) }
            if left.userType != nil, literalInitParameter(typeExpr(of: left), "dictionaryLiteral") != nil { return typeExpr(of: left) }
            return nil
        default: return nil
        }
    }

    func isImplicitContextExpr(_ r: Expr) -> Bool {
        switch r.kind {
        case .implicitMember, .call, .nilLiteral: return true
        default: return false
        }
    }

    func name(of code: OperatorCode) -> String {
        switch code {
        case .add: "+"
        case .subtract: "-"
        case .multiply: "*"
        case .divide: "/"
        case .remainder: "%"
        case .less: "<"
        case .greater: ">"
        case .lessOrEqual: "<="
        case .greaterOrEqual: ">="
        case .equal: "=="
        case .notEqual: "!="
        case .and: "&&"
        case .or: "||"
        case .bitAnd: "&"
        case .bitOr: "|"
        case .bitXor: "^"
        case .shiftLeft: "<<"
        case .shiftRight: ">>"
        case .wrappingAdd: "&+"
        case .wrappingSubtract: "&-"
        case .wrappingMultiply: "&*"
        case .other: "?"
        }
    }
}
