/// What a method call site (`counter.add(1)`) resolved to, per receiver type: a single plain
/// script method, or nothing cacheable. Looking a method up by name walks fields, wrappers,
/// the superclass chain, extensions and protocols; a loop calling the same method on the same
/// types does that once per type. A site sees a few types at most (`shape.area()` over an
/// array of subclasses), so the entries are a short list searched by identity.
final class MethodCache {
    typealias Method = (decl: FunctionDecl, env: Env?)
    struct Entry {
        let type: UserType
        /// Nil: this site's member is not a plain script method for `type` (use the general path).
        let method: Method?
    }
    /// More receiver types than this at one site and the oldest entry makes room.
    static let capacity = 4
    let epoch: Int
    private(set) var entries: [Entry] = []
    init(epoch: Int) { self.epoch = epoch }

    func lookup(_ type: UserType) -> Entry? {
        for e in entries where e.type === type { return e }
        return nil
    }

    func add(_ entry: Entry) {
        if entries.count == Self.capacity { entries.removeFirst() }
        entries.append(entry)
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
        let cache = methodCache(at: callee)
        let entry: MethodCache.Entry
        if let e = cache.lookup(type) {
            entry = e
        } else {
            entry = MethodCache.Entry(type: type, method: try resolveCacheableMethod(base, type, name, loc: callee.loc))
            cache.add(entry)
        }
        guard let (decl, fenv) = entry.method, labelsMatch(decl, args) else { return nil }
        return try callDirect(decl, fenv, receiver: base, args, env, loc: callee.loc)
    }

    /// The call site's cache, made afresh when declarations have changed since it was filled.
    func methodCache(at callee: Expr) -> MethodCache {
        if let c = callee.methodCache, c.epoch == declarationEpoch { return c }
        let cache = MethodCache(epoch: declarationEpoch)
        callee.methodCache = cache
        return cache
    }

    /// The method `name` resolves to on instances of `type`, when that is exactly one plain
    /// script method (not a stored closure, a computed property, a bridged or merged overload set).
    func resolveCacheableMethod(_ base: Value, _ type: UserType, _ name: String, loc: Loc) throws -> MethodCache.Method? {
        if type.fieldLayout.index[name] != nil || type.findComputed(name) != nil { return nil }
        if type.chain.contains(where: { $0.storedProperties.contains { $0.name == name } }) { return nil }
        // Only a method some script declares is cached: a script sequence's `map` is looked up by
        // gathering its elements, which would run (and use up) its iterator once more.
        guard type.chain.contains(where: { $0.methods[name] != nil })
                || conformances(of: base).contains(where: { userTypes[$0]?.methods[name] != nil || extensions[$0]?.methods[name] != nil })
        else { return nil }
        guard case .function(let f)? = try? member(of: base, name, loc: loc, expected: nil, forCall: true),
              case .script(let decl, let fenv, let selfType) = f.kind, selfType != nil, decl.hasSelf, decl.isPlain else { return nil }
        // Beside a bridged member of that name (`padding` on a View, `formUnion` an OptionSet has
        // from its protocol), overload resolution decides; a method the type declares itself,
        // when no bridged or standard protocol it conforms to has one of that name, is the only
        // one (`mutating func set(_:)` beside Dictionary's, `append` on a CustomStringConvertible).
        if nativeMethodNames.contains(name) {
            guard type.chain.contains(where: { $0 === selfType }),
                  !conformances(of: base).contains(where: { nativeTypes[$0]?.methods[name] != nil || natives.standardType(named: $0)?.methods[name] != nil })
            else { return nil }
        }
        return (decl, fenv)
    }
}
