/// Swift refuses a write that reaches a constant through value types — `p.x = 1`, `q[0].x = 3`,
/// `p.bump()` with a `mutating func bump`, `ys.append(2)` — when `p`, `q`, `ys` are `let`s. A
/// write that passes through a class instance changes only the object and stands
/// (`let store = Store(); store.items[0].done = true`), as does one into a bridged class
/// (`let f = DateFormatter(); f.dateFormat = "yyyy"`).
extension Interpreter {
    enum WriteThroughConstant {
        /// `p.x = 1`
        case assignment
        /// `p.x += 1`
        case compoundAssignment
        /// `p.bump()`, `xs.append(1)`
        case mutatingCall
    }

    /// Throws Swift's error when `target` (an assignment's left side, or a mutating call's
    /// receiver) is rooted in a constant and no class instance on the way takes the write.
    /// Costs a flag test unless the root is a constant.
    @inline(__always)
    func refuseWriteThroughConstant(_ target: Expr, _ kind: WriteThroughConstant, _ env: Env?, loc: Loc) throws {
        guard target.writtenRoot.isConstant else { return }
        try refuseWriteThroughConstantRoot(target, kind, env, loc: loc)
    }

    private func refuseWriteThroughConstantRoot(_ target: Expr, _ kind: WriteThroughConstant, _ env: Env?, loc: Loc) throws {
        let root = target.writtenRoot
        // A plain variable assigned is left to the resolver (locals) and the global's own check.
        if root === target, kind != .mutatingCall { return }
        let name: String
        switch root.kind {
        case .local(_, _, let n): name = n
        case .global(let n):
            // Still bound by this session's `let` (a failed or pending definition is not).
            let slot = globalSlot(root, n)
            guard globals[slot: slot].isLet, let value = globals[slot: slot].value, !value.isVoid else { return }
            name = n
        default: return
        }
        // The values the write passes through, from the root out: the first class instance takes it,
        // and so does a property with a `nonmutating set` (its own, or its wrapper's: `settings.fontSize = 18`,
        // `settings.notifications.toggle()`), which leaves the `let` value as it was.
        var path: [Expr] = []
        var e = target
        if kind == .mutatingCall { path.append(e) }
        while let base = e.writtenBase { path.append(base); e = base }
        if kind != .mutatingCall { path.insert(target, at: 0) }
        for step in path.reversed() {
            if case .member(let b, let member) = step.kind, let base = try? eval(b, env), setterIsNonmutating(base, member) { return }
            // (The assigned property itself is where the write lands, not a value it goes through.)
            if step === target && kind != .mutatingCall { continue }
            guard let value = try? eval(step, env) else { return }
            if case .object = value { return }
            // A bridged class (`DateFormatter`, `NSRegularExpression`, `UIView`) takes it the same way.
            if case .native(let n) = value, Swift.type(of: n.payload) is AnyClass { return }
        }
        let message: String
        switch kind {
        case .mutatingCall: message = "cannot use mutating member on immutable value"
        case .compoundAssignment: message = "left side of mutating operator isn't mutable"
        case .assignment:
            if case .subscriptCall = target.kind { message = "cannot assign through subscript" } else { message = "cannot assign to property" }
        }
        throw ScriptError(loc, "\(message): '\(name)' is a 'let' constant")
    }
}

extension Expr {
    /// The value a write into this node goes through: `p` of `p.x`, `xs` of `xs[0]`.
    var writtenBase: Expr? {
        switch kind {
        case .member(let b, _), .subscriptCall(let b, _), .tupleIndex(let b, _), .forceUnwrap(let b),
             .optionalChain(let b), .optionalChainBase(let b):
            return b
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// Whether `base.name = v` runs a `nonmutating set`: the property's own, or, for a wrapped
    /// property, its wrapper's `wrappedValue` (a store-backed `@Setting`). Such a write leaves
    /// `base` as it was, so it needs no mutable storage and nothing is written back.
    func setterIsNonmutating(_ base: Value, _ name: String) -> Bool {
        guard let t = base.userType else { return false }
        if let setter = t.findComputed(name)?.setter { return !setter.isMutating }
        guard let wrapper = t.chain.lazy.compactMap({ $0.wrappedProperties[name] }).first,
              let setter = userTypes[wrapper.wrapper]?.findComputed("wrappedValue")?.setter else { return false }
        return !setter.isMutating
    }
}
