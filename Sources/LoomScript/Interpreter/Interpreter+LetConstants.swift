/// Swift refuses a write that reaches a constant through value types — `p.x = 1`, `q[0].x = 3`,
/// `p.bump()` with a `mutating func bump`, `ys.append(2)` — when `p`, `q`, `ys` are `let`s. A
/// write that passes through a class instance changes only the object and stands
/// (`let store = Store(); store.items[0].done = true`).
extension Interpreter {
    enum WriteThroughConstant {
        /// `=` (nil) or a compound operator (`+=`).
        case assignment(op: String?)
        case mutatingCall
    }

    /// Throws Swift's error when `target` (an assignment's left side, or a mutating call's
    /// receiver) is rooted in a constant and no class instance on the way takes the write.
    func refuseWriteThroughConstant(_ target: Expr, _ kind: WriteThroughConstant, _ env: Env?, loc: Loc) throws {
        // The values the write passes through, from the root out; a plain variable assigned is
        // left to the resolver (locals) and the global's own check.
        var path: [Expr] = []
        var e = target
        if case .mutatingCall = kind { path.append(e) }
        while let base = writtenBase(of: e) { path.append(base); e = base }
        guard let root = path.last else { return }
        let name: String
        switch root.kind {
        case .local(_, _, let n) where root.isConstantLocal: name = n
        case .global(let n) where n != "_":
            let global = globals[slot: globalSlot(root, n)]
            guard global.isLet, let value = global.value, !value.isVoid else { return }
            name = n
        default: return
        }
        for step in path.reversed() {
            guard let value = try? eval(step, env) else { return }
            if case .object = value { return }
        }
        let message: String
        switch kind {
        case .mutatingCall: message = "cannot use mutating member on immutable value"
        case .assignment(let op?) where !op.isEmpty: message = "left side of mutating operator isn't mutable"
        case .assignment:
            if case .subscriptCall = target.kind { message = "cannot assign through subscript" } else { message = "cannot assign to property" }
        }
        throw ScriptError(loc, "\(message): '\(name)' is a 'let' constant")
    }

    private func writtenBase(of e: Expr) -> Expr? {
        switch e.kind {
        case .member(let b, _), .subscriptCall(let b, _), .tupleIndex(let b, _), .forceUnwrap(let b),
             .optionalChain(let b), .optionalChainBase(let b):
            return b
        default:
            return nil
        }
    }
}

extension Expr {
    /// A property, element or tuple part (`p.x`, `xs[0]`, `t.0`), whose write goes into a variable.
    var isNestedWriteTarget: Bool {
        switch kind {
        case .member, .subscriptCall, .tupleIndex, .forceUnwrap, .optionalChain: return true
        default: return false
        }
    }
}
