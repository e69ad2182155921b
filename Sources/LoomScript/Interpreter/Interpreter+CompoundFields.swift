/// `p.x += v` and `items[i].x *= v` on a number field: the field is read by its slot, the right
/// side typed by it, and the result written back in place. The general path reads the whole
/// struct (a copy), names the operator by its text and writes the struct back field by field;
/// particle-style loops spend most of their time there.
extension Interpreter {
    /// False, with nothing evaluated, when the target is not a plain stored number field of a
    /// struct or object held by a variable (or by an element of an array variable).
    func compoundFieldAssign(_ code: OperatorCode, _ target: Expr, _ baseExpr: Expr, _ name: String, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> Bool {
        switch baseExpr.kind {
        case .local, .global:
            guard let base = peekStorage(baseExpr, env), let (slot, current) = numberField(target, of: base, name) else { return false }
            guard let updated = try compoundNumber(code, current, rhs, env, loc: loc) else { return false }
            return storeField(updated, at: slot, of: base, in: baseExpr, env)
        case .subscriptCall(let arrayExpr, let args) where args.count == 1 && args[0].label == nil && isPlainIndex(args[0].value):
            guard case .array? = peekStorage(arrayExpr, env), case .int(let i) = try eval(args[0].value, env) else { return false }
            // In a function of its own, so no reference to the array outlives the read.
            func field() -> (Int, Value)? {
                guard case .array(let xs)? = peekStorage(arrayExpr, env), xs.indices.contains(i), case .structValue = xs[i] else { return nil }
                return numberField(target, of: xs[i], name)
            }
            guard let (slot, current) = field(), let updated = try compoundNumber(code, current, rhs, env, loc: loc) else { return false }
            guard case .array(var xs)? = takeStorage(arrayExpr, env) else { return false }
            // The right side may have changed the array (Swift would refuse the overlapping access).
            guard xs.indices.contains(i), case .structValue(var element) = xs[i] else {
                putStorage(arrayExpr, .array(xs), env)
                throw ScriptError(target.loc, "Fatal error: Index out of range")
            }
            xs[i] = .void
            element.fields[slot: slot] = updated
            xs[i] = .structValue(element)
            putStorage(arrayExpr, .array(xs), env)
            return true
        default:
            return false
        }
    }

    /// The slot and value of `name` on `base` when it is a plain stored property holding a number.
    private func numberField(_ target: Expr, of base: Value, _ name: String) -> (Int, Value)? {
        let type: UserType, fields: Fields
        switch base {
        case .structValue(let s): (type, fields) = (s.type, s.fields)
        case .object(let o): (type, fields) = (o.type, o.fields)
        default: return nil
        }
        let slot = plainFieldSlot(target, type, fields.layout, name)
        guard slot >= 0, let v = fields[slot: slot] else { return nil }
        switch v {
        case .int, .double: return (slot, v)
        default: return nil
        }
    }

    /// An index that reads without effects (a variable or a literal): when the fast path
    /// declines after reading it, the general path reading it again changes nothing.
    private func isPlainIndex(_ e: Expr) -> Bool {
        switch e.kind {
        case .local, .intLiteral: return true
        case .global(let n): return !globals[slot: globalSlot(e, n)].isComputed
        default: return false
        }
    }
}
