/// What a method call site (`counter.add(1)`) resolved to for one receiver type: a single
/// plain script method, or nothing cacheable. Looking a method up by name walks fields,
/// wrappers, the superclass chain, extensions and protocols; a loop calling the same method
/// on the same type does that once.
final class MethodCache {
    let type: UserType
    let epoch: Int
    /// Nil: this site's member is not a plain script method for `type` (use the general path).
    let method: (decl: FunctionDecl, env: Env?)?
    init(type: UserType, epoch: Int, method: (decl: FunctionDecl, env: Env?)?) {
        self.type = type; self.epoch = epoch; self.method = method
    }
}

extension Interpreter {
    /// Calls `base.name(args)` through the site's cache; nil when the general path must run.
    func callCachedMethod(_ callee: Expr, _ base: Value, _ name: String, _ args: [Argument], _ env: Env?) throws -> (Value, Value?)? {
        let type: UserType
        switch base {
        case .structValue(let s): type = s.type
        case .object(let o): type = o.type
        default: return nil
        }
        let cache: MethodCache
        if let c = callee.methodCache, c.type === type, c.epoch == declarationEpoch {
            cache = c
        } else {
            cache = MethodCache(type: type, epoch: declarationEpoch, method: try resolveCacheableMethod(base, type, name, loc: callee.loc))
            callee.methodCache = cache
        }
        guard let (decl, fenv) = cache.method, labelsMatch(decl, args) else { return nil }
        return try callDirect(decl, fenv, receiver: base, args, env, loc: callee.loc)
    }

    /// The method `name` resolves to on instances of `type`, when that is exactly one plain
    /// script method (not a stored closure, a computed property, a bridged or merged overload set).
    private func resolveCacheableMethod(_ base: Value, _ type: UserType, _ name: String, loc: Loc) throws -> (decl: FunctionDecl, env: Env?)? {
        if type.fieldLayout.index[name] != nil || type.findComputed(name) != nil || nativeMethodNames.contains(name) { return nil }
        if type.chain.contains(where: { $0.storedProperties.contains { $0.name == name } }) { return nil }
        guard case .function(let f)? = try? member(of: base, name, loc: loc, expected: nil, forCall: true),
              case .script(let decl, let fenv, let selfType) = f.kind, selfType != nil, decl.hasSelf, decl.isPlain else { return nil }
        return (decl, fenv)
    }
}
