/// Running a function's body: frames, `self`, generic scopes, builders, the call depth budget,
/// and the new `self` or `inout` values handed back.
extension Interpreter {
    /// Runs a method call on `receiver`; when it throws after changing its `self` (`try
    /// store.save(u)`), the change is written back before the error goes on, as in Swift.
    func keepingChangesWhenThrown<R>(into receiver: Expr, _ env: Env?, loc: Loc, _ body: () throws -> R) throws -> R {
        do {
            return try body()
        } catch var thrown as ThrownValue where thrown.mutatedSelf != nil {
            try writeBack(thrown.mutatedSelf!, into: receiver, env, loc: loc)
            thrown.mutatedSelf = nil
            throw thrown
        }
    }

    /// A mutating method's new `self` back into its receiver (`counter.increment()`), unless the
    /// receiver is a constant Swift refuses to change.
    func writeBack(_ newSelf: Value, into receiver: Expr, _ env: Env?, loc: Loc) throws {
        // A view's `@State` set by a non-mutating method is not a write to the view value.
        let statesOnly = if case .structValue(let s) = newSelf { !s.type.externallyStored.isEmpty } else { false }
        if !statesOnly { try refuseWriteThroughConstant(receiver, .mutatingCall, env, loc: loc) }
        try assign(to: receiver, newSelf, env)
    }

    func withCallDepth<T>(_ loc: Loc, _ body: () throws -> T) throws -> T {
        try enterCall(loc)
        defer { exitCall() }
        return try body()
    }

    /// Calls any function value with positional arguments (used by builtins: `map`, `ForEach`).
    func callFunction(_ f: FunctionValue, _ args: [Value], _ loc: Loc) throws -> Value {
        // `pairs.map(mul)`, `zip(a, b).map(*)`: a function of n parameters given one n-tuple takes
        // its elements, as Swift lets a function reference do (closures are splatted below).
        if args.count == 1, case .tuple(let parts, _) = args[0], parts.count > 1, takesSeparately(f, parts.count) {
            return try callFunction(f, parts, loc)
        }
        // The common cases (`map { $0 * 2 }`, a function passed by name) without building an
        // overload list: run exactly as their candidate would.
        switch f.kind {
        case .closure(let decl, let cenv) where f.resultBuilder == nil && decl.params.count == args.count:
            try enterCall(loc)
            defer { exitCall() }
            return try invokeClosure(decl, env: cenv, builder: f.isViewBuilder, args: args, returnContext: f.returnContext,
                                     returnsOptional: f.returnsOptional, genericScope: f.genericScope, viewSlot: f.viewSlot)
        case .script(let decl, let fenv, let selfType) where decl.genericRequirements.isEmpty:
            try enterCall(loc)
            defer { exitCall() }
            return try invoke(decl, env: fenv, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc).value
        default:
            break
        }
        guard let c = positionalCandidate(candidates(for: f), count: args.count, args: args) else { throw ScriptError(loc, "cannot call this function") }
        var values = args
        if case .closure(let decl, _) = f.kind, decl.params.count != args.count {
            // `{ _ in … }` vs `{ … }`: Swift requires the count to match; `$0`-less closures ignore extras.
            if decl.params.isEmpty { values = [] } else if args.count == 1, case .tuple(let vs, _) = args[0], vs.count == decl.params.count { values = vs }
            else { throw ScriptError(loc, "contextual closure type expects \(args.count) argument\(args.count == 1 ? "" : "s"), but \(decl.params.count) were used in closure body") }
        }
        return try withCallDepth(loc) { try c.run(values, loc).value }
    }

    /// Whether a function (not a closure literal) takes `count` parameters and has no overload of one.
    func takesSeparately(_ f: FunctionValue, _ count: Int) -> Bool {
        switch f.kind {
        case .closure: return false
        case .script(let decl, _, _): return decl.params.count == count
        default:
            let cands = candidates(for: f)
            return cands.contains { $0.params.count == count } && !cands.contains { $0.params.count == 1 }
        }
    }

    /// Of the overloads a function value stands for, the one a call by position means
    /// (`map(String.init)`): the one taking that many arguments unlabelled, else that many.
    /// Of several, the one whose parameter types take `args` (a collection's `subscript(position:)`
    /// beside its `subscript(key: String)`).
    func positionalCandidate(_ cands: [Candidate], count: Int, args: [Value] = []) -> Candidate? {
        guard cands.count > 1 else { return cands.first }
        let fitting = cands.filter { $0.params.count == count }
        let unlabelled = fitting.filter { $0.params.allSatisfy { $0.label == nil } }
        if unlabelled.count > 1, args.count == count {
            // The best fit by type (an `Int` position before a generic `Key`), of those that take them.
            let scored = unlabelled.compactMap { c -> (Candidate, Int)? in
                var total = 0
                for (a, p) in zip(args, c.params) {
                    guard let t = p.type else { continue }
                    guard let s = typeScore(a, t) else { return nil }
                    total += s
                }
                return (c, total)
            }
            // (Of equals, one that does not return an Optional: a collection's `subscript(position:)`
            // beside its `subscript(key: Key) -> Value?` when `Key` is `Int`.)
            if let top = scored.map(\.1).max() {
                let best = scored.filter { $0.1 == top }.map(\.0)
                return best.first { $0.declaredResult.map { !$0.isOptional } ?? false } ?? best[0]
            }
        }
        return unlabelled.first ?? fitting.first ?? cands.first
    }

    func invoke(_ decl: FunctionDecl, env: Env?, selfType: UserType?, receiver: Value?, args: [Value], loc: Loc,
                site: CallSiteTypes? = nil) throws -> Invocation {
        let frame = Env(count: max(decl.slotCount, args.count + (decl.hasSelf ? 1 : 0)), parent: env)
        var i = 0
        if decl.hasSelf { frame[0] = receiver ?? .void; i = 1 }
        for a in args { frame[i] = a; i += 1 }
        if decl.takesBindings, let bound = bindingArguments.last { frame.bindingWriters = bindingWriters(bound, of: decl) }
        let parameters = (decl.hasSelf ? 1 : 0)..<(decl.hasSelf ? 1 : 0) + decl.params.count
        let result: Value
        do {
            result = try runFunctionBody(decl, frame, loc: loc, site: site)
        } catch var thrown as ThrownValue where decl.hasInout {
            thrown.inoutValues = frame.values(parameters)
            throw thrown
        }
        let inoutValues = decl.hasInout ? frame.values(parameters) : nil
        // Mutating methods (and initializers) hand the new `self` back to the caller.
        let newSelf = selfAfterCall(decl, frame, receiver: receiver)
        return Invocation(result, newSelf, inoutValues: inoutValues)
    }

    /// `invoke` for what runs without a call expression — property getters and setters,
    /// observers, subscripts — counted against the call depth all the same: a getter that reads
    /// itself is infinite recursion like any other.
    func invokeAccessor(_ decl: FunctionDecl, env: Env?, selfType: UserType?, receiver: Value?, args: [Value], loc: Loc) throws -> Invocation {
        try withCallDepth(loc) { try invoke(decl, env: env, selfType: selfType, receiver: receiver, args: args, loc: loc) }
    }

    /// Runs a function's body in its prepared frame and converts the result to the return type.
    /// A mutating method that throws carries the `self` it had changed (`ThrownValue.mutatedSelf`).
    func runFunctionBody(_ decl: FunctionDecl, _ frame: Env, loc: Loc, site: CallSiteTypes? = nil) throws -> Value {
        defer { if let slots = decl.releasedAtExit { frame.release(slots) } }
        // A view's method run by an animated picture's action (`.onAppear { grow() }`): what it
        // sets on its `@State` counts when the action commits (`withAnimation` inside it).
        if motionClock?.captureState != nil, decl.hasSelf, !decl.isMutating, decl.name != "init" {
            return try watchingStateWrites(of: frame) { try runFunctionBodyOnce(decl, frame, loc: loc, site: site) }
        }
        guard decl.hasSelf && decl.isMutating && decl.name != "init" else { return try runFunctionBodyOnce(decl, frame, loc: loc, site: site) }
        do {
            return try runFunctionBodyOnce(decl, frame, loc: loc, site: site)
        } catch var thrown as ThrownValue {
            thrown.mutatedSelf = frame[0]
            throw thrown
        }
    }

    func runFunctionBodyOnce(_ decl: FunctionDecl, _ frame: Env, loc: Loc, site: CallSiteTypes?) throws -> Value {
        guard let body = decl.body else { throw ScriptError(loc, "function '\(decl.name)' has no body") }
        if decl.runsPlainly {
            // A top-level function called from a generic one does not see the caller's `T`
            // (`Box(value: String(x))` inside it is a `Box<String>`, whatever the caller's `Box` is).
            let isolated = frame.parent == nil && !genericScopes.isEmpty
            if isolated { genericScopes.append([:]) }
            defer { if isolated { genericScopes.removeLast() } }
            let result = try runBody(body.stmts, frame, expected: decl.returnType)
            guard let rt = decl.returnType else { return result }
            return try coerce(result, to: rt, decl.loc)
        }
        // A generic function binds its parameters; a member of a generic type its receiver's, and
        // its initializer what its arguments give (`init(_ xs: [T])` with `[1, 2]`: `T` is Int).
        var receiverScope = decl.inGenericType && decl.hasSelf ? receiverBindings(frame[0]) : nil
        // A protocol's member knows its conformer as `Self` only (not the conformer's own generic
        // parameters): `Scalar` there is found through it (`lookupGlobal`).
        if receiverScope == nil, decl.inProtocol, decl.hasSelf, let conformer = conformingType(of: frame[0]) {
            let me = conformer.genericParameters.isEmpty ? nil : receiverBindings(frame[0])?["Self"]
            receiverScope = ["Self": me ?? .simple(conformer.name), Self.conformerSelfKey: .simple(conformer.name)]
            receiverScope?.merge(associatedTypes(of: conformer, as: me ?? .simple(conformer.name))) { mine, _ in mine }
        }
        // A method of `extension Array` (or of a protocol an array conforms to) run on an array:
        // its `Element` is the elements' type (`other: [Element]` reads as `[Int]`).
        // (Of an empty array, what an argument declared with `Element` holds: `[].merged(with: [1, 2])`.)
        if decl.extendsArrays, decl.hasSelf, case .array(let xs) = frame[0], receiverScope?["Element"] == nil {
            let element = xs.first.map { typeExpr(of: $0) } ?? decl.params.indices.lazy.compactMap { i in
                self.genericBinding("Element", in: decl.params[i].type, frame[1 + i]).map(\.type)
            }.first
            if let element { receiverScope = (receiverScope ?? [:]).merging(["Element": element]) { a, _ in a } }
        }
        // `Box.constant("a")` on the bare type: what its arguments bind the type's parameters to
        // (`Value` is String), so what it makes (`Box(get: { v })`) is a `Box<String>`.
        if receiverScope == nil, decl.inGenericType, decl.hasSelf, decl.name != "init", case .type(let rt) = frame[0],
           rt.genericBindings == nil, let owner = rt.userType, !owner.genericParameters.isEmpty {
            var bound: [String: TypeExpr] = [:]
            for name in owner.genericParameters {
                for (i, p) in decl.params.enumerated() where bound[name] == nil && i + 1 < frame.count {
                    if let b = genericBinding(name, in: p.type, frame[i + 1]), isConcreteType(b.type) { bound[name] = b.type }
                }
            }
            if bound.count == owner.genericParameters.count {
                bound["Self"] = .named(owner.name, owner.genericParameters.map { bound[$0]! })
                receiverScope = bound
            }
        }
        if receiverScope == nil, decl.inGenericType, decl.name == "init", let inferred = initializerBindings(decl, frame) {
            frame[0] = recordGenericArguments(inferred, on: frame[0])
            receiverScope = receiverBindings(frame[0])
        }
        // A member of a script type run on an instance does not see a caller's bindings of the same
        // names: not a plain type's (a caller's `C` says nothing inside `Card.body()`), nor a generic
        // type's whose receiver's arguments are not known (`self.wrappedValue` of a `B<Int>` read in
        // a closure made for a `B<String>`); it runs as it would at the top level. (A static member
        // does see them: `.zero` of a bare `Pair` in `p - .zero` is typed by the operand; so does a
        // generic type's initializer, given its written arguments, and a standard type's extension
        // method, given the `Key` and `Value` its call binds.)
        if receiverScope == nil, decl.hasSelf, !decl.inProtocol, !(decl.inGenericType && decl.name == "init"), !genericScopes.isEmpty,
           frame[0].userType != nil {
            receiverScope = [:]
        }
        let generic = !decl.genericParameters.isEmpty || receiverScope != nil
        if generic {
            var scope = receiverScope ?? [:]
            if !decl.genericParameters.isEmpty { scope.merge(bindGenericParameters(decl, frame, argumentTypes: site?.arguments ?? [:])) { $1 } }
            // A placeholder only the result names takes the call's context (`let n: Int? = get("k")`).
            if let resultContext = site?.result, let written = decl.returnType,
               let (p, bound) = resultPlaceholderBinding(written, canonical(resultContext), placeholders: decl.genericParameters),
               !["Any", "AnyObject"].contains(bound.baseName), let k = decl.genericParameters.firstIndex(of: p),
               scope[p] == nil, scope[Self.looseBinding(p)] == nil, case .type(let runtime)? = try? typeValue(bound, loc) {
                scope[p] = bound
                frame[(decl.hasSelf ? 1 : 0) + decl.params.count + k] = .type(runtime)
            }
            // `func tag<T>() -> Tag<T> where Element == Tag<T>` on a `[Tag<Int>]`: `T` is `Int`.
            for (name, required) in decl.sameTypeRequirements where decl.genericParameters.contains(where: required.mentions) {
                guard let actual = scope[name] ?? (name == "Element" ? elementType(of: frame[0]) : nil),
                      let (p, bound) = resultPlaceholderBinding(required, canonical(actual)), let k = decl.genericParameters.firstIndex(of: p),
                      scope[p] == nil || !isConcreteType(scope[p]!), case .type(let runtime)? = try? typeValue(bound, loc) else { continue }
                scope[p] = bound
                frame[(decl.hasSelf ? 1 : 0) + decl.params.count + k] = .type(runtime)
            }
            genericScopes.append(scope)
        }
        defer { if generic { genericScopes.removeLast() } }
        // `func reset() -> Self { .zero }`, `static func from(_:) -> Self?`: `Self` is the receiver's
        // type, whatever a caller's scope calls `Self` (`u.grant(.read)` calling `perms.formUnion`).
        var returnType = decl.returnType
        if let written = returnType, decl.hasSelf, written.mentions("Self") {
            // (With its generic arguments: `Self` of `Bag<Int>.total(…)` is `Bag<Int>`.)
            if case .type(let t) = frame[0] { returnType = written.replacing("Self", with: writtenType(of: t)) }
            else if let t = frame[0].userType {
                returnType = written.replacing("Self", with: t.genericParameters.isEmpty ? .simple(t.name) : specializedTypeExpr(frame[0]))
            }
            else if !frame[0].isVoid { returnType = written.replacing("Self", with: typeExpr(of: frame[0])) }  // `extension Comparable` on an Int
        }
        var result: Value
        if let b = decl.resultBuilder, let bt = userTypes[b], !containsReturn(body.stmts) {
            result = try runResultBuilder(bt, body.stmts, frame, loc: loc, resultType: returnType)
        } else if decl.isViewBuilder, let bt = userViewBuilder, !containsReturn(body.stmts) {
            result = try runResultBuilder(bt, body.stmts, frame, loc: loc, resultType: returnType)
        } else if decl.isViewBuilder && !containsReturn(body.stmts) {
            result = try buildView(body.stmts, frame, loc: loc)
        } else {
            result = try runBody(body.stmts, frame, expected: returnType)
        }
        // A view builder's several views (`Text("a"); Text("b")`) are one `some View`: a group.
        if case .array = result, decl.isViewBuilder, case .opaque? = decl.returnType { return result }
        if let rt = returnType {
            result = try coerce(result, to: rt, decl.loc)
            // `func wrap<T>(_ x: T) -> P<[T]> { P { [x] } }`: the made value has the arguments the
            // declaration gives it, in this call's terms (`P<Array<Int>>`).
            // (A parameter a literal bound, `wrap(1)`, counts here: `T` is the literal's type.)
            if generic, case .named(let n, let args) = rt, !args.isEmpty, result.userType?.name == n,
               let bound = genericArguments(of: canonicalThroughout(withLooseBindings(rt))) {
                result = recordGenericArguments(bound, on: result)
            }
        }
        return result
    }

    /// `t` with the generic parameters that only a literal bound (`looseBinding`) replaced by it.
    private func withLooseBindings(_ t: TypeExpr) -> TypeExpr {
        guard let scope = genericScopes.last else { return t }
        let loose = scope.compactMap { key, value in key.hasPrefix("~") ? (String(key.dropFirst()), value) : nil }
        return loose.isEmpty ? t : t.substituting(loose.map(\.0), with: loose.map(\.1))
    }

    /// Runs a function body; a single expression body is its own return value.
    func runBody(_ stmts: [Stmt], _ frame: Env, expected: TypeExpr?) throws -> Value {
        if stmts.count == 1, case .expr(let e) = stmts[0].kind {
            try tick(stmts[0].loc)
            return try eval(e, frame, expected: expected)
        }
        if stmts.count == 1, case .ifStmt = stmts[0].kind, expected != nil || isExpressionShaped(stmts[0]), !containsReturn(stmts) {
            return try evalStatementExpr(stmts[0], frame, expected: expected)
        }
        if stmts.count == 1, case .switchStmt = stmts[0].kind, expected != nil || isExpressionShaped(stmts[0]), !containsReturn(stmts) {
            return try evalStatementExpr(stmts[0], frame, expected: expected)
        }
        switch try execAllExpecting(stmts, frame, expected: expected) {
        case .returnValue(let v): return v
        default: return .void
        }
    }

    /// Like `execAll`, but `return` expressions see the function's return type as context.
    func execAllExpecting(_ stmts: [Stmt], _ env: Env?, expected: TypeExpr?) throws -> Flow {
        let saved = returnTypeStack
        returnTypeStack.append(expected)
        defer { returnTypeStack = saved }
        return try execAll(stmts, env)
    }

    func invokeClosure(_ decl: ClosureDecl, env: Env?, builder: Bool, args: [Value], returnContext: TypeExpr? = nil,
                       returnsOptional: Bool = false, genericScope: [String: TypeExpr]? = nil, viewSlot: ViewStateSlot? = nil) throws -> Value {
        if let viewSlot, motionClock?.captureState != nil {
            return try watchingStateWrites(of: viewSlot, through: env) {
                try invokeClosure(decl, env: env, builder: builder, args: args, returnContext: returnContext,
                                  returnsOptional: returnsOptional, genericScope: genericScope)
            }
        }
        // (A closure made where nothing generic was bound sees nothing its caller binds: one
        // written at the top level and run by a `Mod<String>`'s method is not inside `Mod`.)
        let genericScope = genericScope ?? (genericScopes.isEmpty ? nil : [:])
        if let genericScope { genericScopes.append(genericScope) }
        defer { if genericScope != nil { genericScopes.removeLast() } }
        let frame = Env(count: max(decl.slotCount, args.count), parent: env)
        for (i, a) in args.enumerated() where i < frame.count { frame[i] = a }
        if builder && !containsReturn(decl.body.stmts) {
            return try buildView(decl.body.stmts, frame, loc: decl.loc)
        }
        let expected = decl.returnType ?? returnContext
        var result = try runBody(decl.body.stmts, frame, expected: expected)
        // `{ (x, rest) }` as a `(Output?, Substring)`: each element takes its declared type, as a
        // function's returned tuple does (an element becomes an Optional).
        // (Also one a `return` already wrapped for an Optional result: `AnyIterator { … return (k, v) }`.)
        if let t = expected.map({ canonical($0).unwrapped }), case .tuple = t {
            if case .tuple = result, let made = try? coerce(result, to: t, decl.loc) { result = made }
            if case .some(let inner) = result, case .tuple = inner, let made = try? coerce(inner, to: t, decl.loc) { result = .some(made) }
        }
        // (A one-expression body has no statement boundary of its own: `{ Temp(id: $0).id }`'s
        // temporary ends with the call.)
        if !deinits.isEmpty { try runDeinitializers() }
        // `{ s in s.count }` as a `(String) -> Int?`: what it returns is wrapped, as a function's is.
        if returnsOptional || expected?.isOptional == true {
            switch result {
            case .some, .null: return result
            default: return .some(result)
            }
        }
        return result
    }

    /// `if c { a } else { b }`, `switch x { case …: a … }` with one expression in every branch and
    /// an `else`: an `if`/`switch` expression (SE-0380), a closure's value without a context too.
    func isExpressionShaped(_ s: Stmt) -> Bool {
        func single(_ b: Block) -> Bool { b.stmts.count == 1 && { if case .expr = b.stmts[0].kind { true } else { false } }() }
        switch s.kind {
        case .ifStmt(_, let body, let other?):
            guard single(body) else { return false }
            if case .block(let b) = other.kind { return single(b) }
            return isExpressionShaped(other)
        case .switchStmt(_, let cases): return !cases.isEmpty && cases.allSatisfy { single($0.body) }
        case .block(let b): return single(b)
        default: return false
        }
    }

    func containsReturn(_ stmts: [Stmt]) -> Bool {
        stmts.contains { s in
            switch s.kind {
            case .returnStmt: return true
            case .ifStmt(_, let b, let e): return containsReturn(b.stmts) || (e.map { containsReturn([$0]) } ?? false)
            case .block(let b), .guardStmt(_, let b): return containsReturn(b.stmts)
            case .switchStmt(_, let cases): return cases.contains { containsReturn($0.body.stmts) }
            default: return false
            }
        }
    }

    /// A standard collection's `Element`, from its first element (a generic one with its arguments).
    func elementType(of collection: Value) -> TypeExpr? {
        guard case .array(let xs) = collection, let first = xs.first else { return nil }
        return first.userType?.genericParameters.isEmpty == false ? specializedTypeExpr(first) : typeExpr(of: first)
    }
}

extension Interpreter {
    /// `static var three: Scalar { 3 }` on a `Box<Float>`, `let t: (W, Int) = (.zero, 1)`: the
    /// associated types of `conformer`'s script protocols, as types a protocol member's body writes;
    /// kept per written conformer type until the declarations change.
    func associatedTypes(of conformer: UserType, as me: TypeExpr) -> [String: TypeExpr] {
        if conformerAssociatedTypes.epoch != declarationEpoch { conformerAssociatedTypes = (declarationEpoch, [:]) }
        let key = me.description
        if let known = conformerAssociatedTypes.bindings[key] { return known }
        var found: [String: TypeExpr] = [:]
        for p in protocols(of: conformer) {
            for n in p.associatedTypes where found[n] == nil && n != "Self" && userTypes[n] == nil && !Self.builtinTypeNames.contains(n) {
                guard let t = (try? associatedType(n, ofConformer: me)) ?? nil else { continue }
                if isConcreteType(t) {
                    found[n] = t
                } else if case .named(let inner, let args) = t, args.isEmpty, let nested = conformer.nestedTypes[inner]?.userType {
                    found[n] = .simple(nested.qualifiedName)  // `Grid`'s `Point`: `Grid.Point`
                }
            }
        }
        conformerAssociatedTypes.bindings[key] = found
        return found
    }
}

