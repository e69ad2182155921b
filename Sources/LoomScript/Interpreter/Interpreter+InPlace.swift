/// What a mutating call site on a standard collection (`parts.append(w)`) resolved to: the one
/// bridged method its labels select for that receiver kind, valid while no declaration changed.
final class InPlaceSite {
    let kind: StandardKind
    let epoch: Int
    /// Nil: this site is not a plain mutating call (take the general path).
    let method: NativeFunction?
    /// An array of Optionals' element type, as the variable's declaration writes it (`[Int?]`):
    /// what an appended value is wrapped as. Read on the site's first run.
    var optionalElement: TypeExpr??
    init(kind: StandardKind, epoch: Int, method: NativeFunction?) {
        self.kind = kind; self.epoch = epoch; self.method = method
    }
}

/// The standard values whose mutating methods run in place.
enum StandardKind {
    case array, string, dictionary, set
}

extension Interpreter {
    /// `xs.append(x)`, `s.append("!")`, `d.removeValue(forKey: k)` on a variable: the bridged
    /// mutating method gets the variable's value as its only reference (the variable is empty
    /// while it runs), so it changes the storage without copying it, and appending in a loop is
    /// linear, not quadratic. Nil when the site is anything else; nothing was evaluated then.
    func callMutatingInPlace(_ callee: Expr, _ baseExpr: Expr, _ name: String, _ args: [Argument], _ env: Env?) throws -> Value? {
        guard let kind = standardKind(ofStorage: baseExpr, env) else { return nil }
        let site: InPlaceSite
        if let s = callee.inPlaceSite, s.kind == kind, s.epoch == declarationEpoch {
            site = s
        } else {
            site = InPlaceSite(kind: kind, epoch: declarationEpoch, method: inPlaceMethod(kind, name, args))
            callee.inPlaceSite = site
        }
        guard let method = site.method else { return nil }
        try tick(callee.loc)
        try refuseWriteThroughConstant(baseExpr, .mutatingCall, env, loc: callee.loc)
        // Arguments first, as Swift does (`xs.append(xs.count)` reads the array before it changes).
        var values: [Value] = []
        values.reserveCapacity(args.count)
        if kind == .array, site.optionalElement == nil { site.optionalElement = .some(declaredOptionalElement(baseExpr, env)) }
        let optionalElement = site.optionalElement ?? nil
        for (a, p) in zip(args, method.decl.params) {
            var type = p.type
            // `chars.append("x")` on a `[Character]` or a scalars view: the literal is an element
            // (the registry leaves `Element` parameters untyped).
            if type == nil, p.placeholder == "Element", case .stringLiteral = a.value.kind, let base = peekStorage(baseExpr, env),
               let element = collectionGenerics(base, baseExpr, env)?["Element"] { type = element }
            // `xs.append(1)` on an `[Int?]`: the element is an Optional holding it.
            if let e = optionalElement, type == nil, p.placeholder == "Element" { type = e }
            // `xs.append(contentsOf: [4])` on an `[Int?]`: each element an Optional.
            if let e = optionalElement, p.label == "contentsOf" {
                var v = try evalArgument(a, env, expected: .array(e))
                if case .array(let more) = v { v = .array(more.map(wrapOptional)) }
                values.append(v)
                continue
            }
            var v = try evalArgument(a, env, expected: type)
            if let t = type { v = try coerce(v, to: t, a.value.loc, argument: true) }
            values.append(v)
        }
        // Moved straight into the call: a local copy would keep a second reference alive.
        var call = NativeCall(interpreter: self, receiver: takeStorage(baseExpr, env), args: values, loc: callee.loc)
        guard call.receiver != nil else { return nil }
        // Back into the variable on success and on failure alike (mutating members put their
        // receiver back with `defer` when a check fails).
        defer { putStorage(baseExpr, call.newReceiver ?? call.receiver ?? .void, env) }
        return try withCallDepth(callee.loc) { try method.impl(&call) }
    }

    /// `Int?` for a variable or property written `[Int?]`: what is added to it is an Optional.
    func declaredOptionalElement(_ e: Expr, _ env: Env?) -> TypeExpr? {
        guard case .array(let element)? = writtenStorageType(e, env).map({ canonicalThroughout($0) }), element.isOptional else { return nil }
        return element
    }

    /// The kind of standard collection a plain variable holds, without keeping a reference to it.
    func standardKind(ofStorage e: Expr, _ env: Env?) -> StandardKind? {
        switch peekStorage(e, env) {
        case .array?: return .array
        case .string?: return .string
        case .dictionary?: return .dictionary
        case .set?: return .set
        default: return nil
        }
    }

    /// The single bridged mutating method `name` whose parameters the arguments fill one to one
    /// by label with simple expressions; nil when a script declares `name` on any type (its
    /// extension could take part in overload resolution) or the call needs the general path.
    private func inPlaceMethod(_ kind: StandardKind, _ name: String, _ args: [Argument]) -> NativeFunction? {
        for a in args {
            if a.isTrailing || needsContext(a.value) { return nil }
            switch a.value.kind {
            case .closure, .prefix("&", _): return nil
            default: break
            }
        }
        if extensions.values.contains(where: { $0.methods[name] != nil }) { return nil }
        if userTypes.values.contains(where: { $0.kind == .protocolType && $0.methods[name] != nil }) { return nil }
        let typeName: String
        switch kind {
        case .array: typeName = "Array"
        case .string: typeName = "String"
        case .dictionary: typeName = "Dictionary"
        case .set: typeName = "Set"
        }
        let fitting = (natives.standardTypes[typeName]?.methods[name] ?? []).filter { f in
            f.decl.isMutating && f.decl.params.count == args.count
                && zip(f.decl.params, args).allSatisfy { p, a in p.label == a.label && !p.isVariadic && !p.isInout && !p.isAutoclosure }
        }
        return fitting.count == 1 ? fitting[0] : nil
    }
}

extension Interpreter {
    /// `stack.push(x)` on a struct held by a variable (or by a stored property of one): the
    /// mutating method's `self` is the value moved out of its storage while the method runs,
    /// as Swift's `inout` self is. The struct's fields then have one holder, and the method's
    /// writes (`items.append(x)`, `isKnownUniquelyReferenced(&storage)`) see them unshared
    /// instead of copying them on every call. Nil when the site is anything else; nothing was
    /// evaluated then.
    func callMutatingMethodInPlace(_ callee: Expr, _ baseExpr: Expr, _ name: String, _ args: [Argument], _ env: Env?) throws -> Value? {
        guard let (decl, fenv, receiverScope) = try mutatingMethod(at: callee, on: baseExpr, name, args, env) else { return nil }
        try tick(callee.loc)
        try refuseWriteThroughConstant(baseExpr, .mutatingCall, env, loc: callee.loc)
        let frame = Env(count: max(decl.slotCount, args.count + 1), parent: fenv)
        // The arguments first: Swift evaluates them before the access to `self` begins. On a
        // generic receiver they see its arguments (`push(1)` on a `Stack<Double>`).
        if let receiverScope { genericScopes.append(receiverScope) }
        defer { if receiverScope != nil { genericScopes.removeLast() } }
        for i in args.indices {
            let type = decl.params[i].type.map { receiverScope == nil ? $0 : canonical($0) }
            var v = try eval(args[i].value, env, expected: type)
            if let type { v = try coerce(v, to: type, args[i].value.loc, argument: true) }
            frame[i + 1] = v
        }
        frame[0] = try takeStorage(baseExpr, env) ?? eval(baseExpr, env)
        // Back into its storage however the method ends, with the changes it made.
        defer { putStorage(baseExpr, frame[0], env) }
        try enterCall(callee.loc)
        defer { exitCall() }
        do {
            return try runFunctionBody(decl, frame, loc: decl.loc)
        } catch var thrown as ThrownValue {
            thrown.mutatedSelf = nil
            throw thrown
        }
    }

    /// The plain mutating script method a call site on a struct in storage runs, from the
    /// site's method cache; nil when the call needs the general path.
    private func mutatingMethod(at callee: Expr, on baseExpr: Expr, _ name: String, _ args: [Argument], _ env: Env?)
        throws -> (decl: FunctionDecl, env: Env?, receiverScope: [String: TypeExpr]?)? {
        guard let base = peekStorage(baseExpr, env), case .structValue(let s) = base else { return nil }
        // A generic receiver gives its arguments context, as in `evalCall`.
        var receiverScope: [String: TypeExpr]?
        if !s.type.genericParameters.isEmpty, !args.isEmpty,
           args.contains(where: { needsContext($0.value) || isLiteralExpr($0.value) || $0.value.traits.contains(.collectionLiteral) }) || bindsAnOptional(base) {
            receiverScope = receiverBindings(base)
        }
        if receiverScope == nil { receiverScope = selfScope(forArgumentsOf: base, args) }
        let cache = methodCache(at: callee)
        let entry: MethodCache.Entry
        if let e = cache.lookup(s.type) {
            entry = e
        } else {
            // A protocol-typed variable may dispatch to an extension statically: never cached.
            if try staticallyDispatched(name, on: base, baseExpr, env, loc: callee.loc) != nil { return nil }
            entry = MethodCache.Entry(type: s.type, method: try resolveCacheableMethod(base, s.type, name, loc: callee.loc))
            cache.add(entry)
        }
        guard let method = entry.method, method.decl.isMutating, labelsMatch(method.decl, args) else { return nil }
        return (method.decl, method.env, receiverScope)
    }
}

extension Interpreter {
    /// `s.count = 3` through a computed property's setter, on a struct held by a variable (or a
    /// stored property of one): like a mutating method, the setter's `self` is the value moved
    /// out of its storage, so a copy-on-write type's `isKnownUniquelyReferenced` sees its
    /// storage unshared. False when the site is anything else; nothing was done then.
    func assignThroughSetterInPlace(_ baseExpr: Expr, _ name: String, _ value: Value, _ env: Env?, loc: Loc) throws -> Bool {
        guard let (setter, type) = structAccessor(in: baseExpr, env, { $0.computed[name]?.setter }) else { return false }
        _ = try runAccessorInPlace(setter, of: type, on: baseExpr, [value], env, loc: loc)
        return true
    }

    /// `c.value` through a `mutating get` (a cache filled on first read), on a struct in storage:
    /// the getter's changes to `self` stay, as in Swift. Nil when the site is anything else.
    func readThroughMutatingGetterInPlace(_ baseExpr: Expr, _ name: String, _ env: Env?, loc: Loc) throws -> Value? {
        func mutatingGetter(_ property: String) -> (UserType) -> FunctionDecl? {
            { t in t.findComputed(property).flatMap { $0.getter.isMutating ? $0.getter : nil } }
        }
        if let (getter, type) = structAccessor(in: baseExpr, env, mutatingGetter(name)) {
            return try runAccessorInPlace(getter, of: type, on: baseExpr, [], env, loc: loc)
        }
        // `@Lazy var data`: the wrapper's `wrappedValue { mutating get }`, run on the wrapper where
        // the struct keeps it (`_data`).
        guard case .structValue(let s)? = peekStorage(baseExpr, env), s.type.chain.contains(where: { $0.wrappedProperties[name] != nil }) else { return nil }
        let storage = Expr(.member(baseExpr, "_" + name), loc)
        guard let (getter, wrapper) = structAccessor(in: storage, env, mutatingGetter("wrappedValue")) else { return nil }
        return try runAccessorInPlace(getter, of: wrapper, on: storage, [], env, loc: loc)
    }

    /// `c["a"]` through a subscript's `mutating get`, on a struct in storage: as a mutating
    /// getter of a property, its changes to `self` stay. Nil when no such getter is declared.
    func readThroughMutatingSubscriptInPlace(_ baseExpr: Expr, _ args: [Argument], _ env: Env?, loc: Loc) throws -> Value? {
        guard case .structValue(let s)? = peekStorage(baseExpr, env) else { return nil }
        let getters = s.type.chain.flatMap { $0.methods["subscript"] ?? [] }
        guard getters.contains(where: \.isMutating) else { return nil }
        let type = s.type
        let cands = getters.map { getter in
            Candidate(name: "subscript", params: getter.params) { [unowned self] indices, _ in
                Invocation(try self.runAccessorInPlace(getter, of: type, on: baseExpr, indices, env, loc: loc))
            }
        }
        return try call(cands, name: "subscript", args, env, loc: loc, expected: nil).0
    }

    /// `s[i] = v` through a script subscript's setter, on a struct in storage, as
    /// `assignThroughSetterInPlace`: the indices are evaluated (and the overload chosen) before
    /// `self` leaves its storage, as Swift evaluates them before the access begins.
    func assignThroughSubscriptInPlace(_ baseExpr: Expr, _ args: [Argument], _ value: Value, _ env: Env?, loc: Loc) throws -> Bool {
        guard args.first?.label != "keyPath", let (type, setters) = structSubscriptSetters(in: baseExpr, env) else { return false }
        // A generic receiver's own arguments type the new value (`out[i] = x` on a `Box<Double>`
        // inside a method of `Box<Int>`), not those of the scope the write is in.
        // Only looked at: a reference kept while the setter runs would make its storage shared.
        let arguments = peekStorage(baseExpr, env).map { genericArgumentsForWrite(type, $0) } ?? nil
        let cands = setters.map { setter in
            Candidate(name: "subscript", params: Array(setter.params.dropLast())) { [unowned self] indices, _ in
                // A generic subscript's placeholders, as its indices bind them (`env[ScaleKey.self] = 2`
                // stores a `K.Value`, a Double).
                var own: [String: TypeExpr] = [:]
                for g in setter.genericParameters {
                    for (p, index) in zip(setter.params, indices) {
                        if let b = self.genericBinding(g, in: p.type, index) { own[g] = b.type; break }
                    }
                }
                if !own.isEmpty { self.genericScopes.append((self.genericScopes.last ?? [:]).merging(own) { $1 }) }
                defer { if !own.isEmpty { self.genericScopes.removeLast() } }
                let v = try self.subscriptNewValue(value, for: setter, receiverArguments: arguments, loc: loc)
                _ = try self.runAccessorInPlace(setter, of: type, on: baseExpr, indices + [v], env, loc: loc)
                return Invocation(.void)
            }
        }
        _ = try call(cands, name: "subscript", args, env, loc: loc, expected: nil)
        return true
    }

    /// The value a subscript setter of `type` is given as `newValue`, converted to its declared
    /// type under the receiver's generic arguments (`out[i] = x` on a `Box<Double>` inside a method
    /// of `Box<Int>`), not those of the scope the write is in. Arguments only guessed from the
    /// receiver's stored values (`Box<T>(items: Array(repeating: 0, …))`, `T` known to Swift from a
    /// closure's result alone) cannot refuse a value: it keeps its own type.
    func subscriptNewValue(_ value: Value, for setter: FunctionDecl, receiverArguments: (scope: [String: TypeExpr]?, guessed: Bool)?, loc: Loc) throws -> Value {
        guard let t = setter.params.last?.type else { return value }
        let receiverScope = receiverArguments?.scope
        if let receiverScope { genericScopes.append(receiverScope) }
        defer { if receiverScope != nil { genericScopes.removeLast() } }
        if receiverArguments?.guessed == true { return (try? coerce(value, to: t, loc)) ?? value }
        return try coerce(value, to: t, loc)
    }

    /// What a write through a subscript of `type` on `base` knows of `base`'s generic arguments
    /// (see `subscriptNewValue`); nil for a type that has none.
    func genericArgumentsForWrite(_ type: UserType, _ base: Value) -> (scope: [String: TypeExpr]?, guessed: Bool)? {
        guard !type.genericParameters.isEmpty else { return nil }
        return (receiverBindings(base), recordedGenericArguments(base) == nil)
    }

    /// The accessor `find` gives for the struct `baseExpr`'s storage holds, with its type; nil when
    /// the storage holds no struct or the struct no such accessor. (The struct is only looked at:
    /// no reference to it outlives this.)
    private func structAccessor(in baseExpr: Expr, _ env: Env?, _ find: (UserType) -> FunctionDecl?) -> (FunctionDecl, UserType)? {
        guard case .structValue(let s)? = peekStorage(baseExpr, env), let setter = find(s.type) else { return nil }
        return (setter, s.type)
    }

    /// The subscript setters of the struct `baseExpr`'s storage holds, as `structAccessor`.
    private func structSubscriptSetters(in baseExpr: Expr, _ env: Env?) -> (UserType, [FunctionDecl])? {
        guard let base = peekStorage(baseExpr, env), case .structValue = base else { return nil }
        return subscriptSetters(base)
    }

    /// Runs `accessor` with `self` moved out of `baseExpr`'s storage and put back, changed, however it ends.
    private func runAccessorInPlace(_ accessor: FunctionDecl, of type: UserType, on baseExpr: Expr, _ args: [Value], _ env: Env?, loc: Loc) throws -> Value {
        let frame = Env(count: max(accessor.slotCount, args.count + 1), parent: type.env)
        for (i, a) in args.enumerated() { frame[i + 1] = a }
        // Straight into the frame: a local holding it too would be a second reference.
        frame[0] = takeStorage(baseExpr, env) ?? .void
        defer { putStorage(baseExpr, frame[0], env) }
        return try withCallDepth(loc) { try runFunctionBody(accessor, frame, loc: loc) }
    }
}
