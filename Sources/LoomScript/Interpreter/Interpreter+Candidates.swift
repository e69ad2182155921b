/// The overloads a callee offers, as `Candidate`s: a script function's, a closure's, a bridged
/// function's, a type's initializers, an enum case's constructor, a member's.
extension Interpreter {
    /// The overloads a value can be called as: a function, or a type (its initializers).
    func candidates(forCallee callee: Value, loc: Loc, expected: TypeExpr?) throws -> [Candidate] {
        switch callee {
        case .function(let f): return candidates(for: f)
        case .type(let t): return try initializers(of: t, loc: loc)
        // `var f: ((Int) -> Int)!; f(2)`: Swift calls no Optional but an implicitly unwrapped
        // one (lowering keeps only the Optional), so a called Optional is unwrapped or traps.
        // (So is a value called through its `callAsFunction`: `p(input)` with `p` given a `Parser!`.)
        case .some(let f): return try candidates(forCallee: f, loc: loc, expected: expected)
        case .null: return try candidates(forCallee: implicitlyUnwrapped(callee, loc), loc: loc, expected: expected)
        default:
            // `polynomial(3)`: a value whose type declares `callAsFunction` (or whose protocol's
            // extension does) is called through it.
            if callee.userType.map({ t in (t.chain + protocols(of: t)).contains { $0.methods["callAsFunction"] != nil } }) == true
                || conformances(of: callee).contains(where: { nativeTypes[$0]?.methods["callAsFunction"] != nil }),
               case .function(let f) = try member(of: callee, "callAsFunction", loc: loc, expected: nil, forCall: true) {
                return candidates(for: f)
            }
            throw ScriptError(loc, "cannot call value of non-function type '\(callee.typeName)'")
        }
    }

    /// `labelled`: some argument has a label, which a function value cannot take — so `content(in: g)`
    /// is the method `content(in:)`, not a stored closure `content` beside it.
    func candidates(forMember name: String, of base: Value, loc: Loc, labelled: Bool = false) throws -> [Candidate] {
        if case .type(let t) = base, name == "init" { return try initializers(of: t, loc: loc) }
        if labelled, let t = base.userType, isStoredField(base, name, holdingFunction: true),
           case .function(let f)? = try userMember(t, receiver: base, name, loc: loc) {
            return candidates(for: f)
        }
        let m = try member(of: base, name, loc: loc, expected: nil, forCall: true)
        if case .function(let f) = m {
            // A function kept in a stored property (`_makeTrack = style.makeTrack`) is a value:
            // called by position, without the labels of whatever method it was made from.
            // (Not a method beside a nil closure property of its name: `.animation(withContentWidth: nil)`.)
            if isStoredField(base, name, holdingFunction: true) { return candidates(for: f).map { var c = $0; c.positional = true; return c } }
            return candidates(for: f)
        }
        if case .type(let t) = m { return try initializers(of: t, loc: loc) }
        // A stored closure of an implicitly unwrapped type (`var onTap: (() -> Void)!`).
        if m.isNull || m.optionalPayload?.isFunctionValue == true {
            return try candidates(forCallee: m, loc: loc, expected: nil).map { var c = $0; c.positional = true; return c }
        }
        // A bridged protocol's method beside a property of its name (`.labelsVisibility(.hidden)`
        // on a view that reads `@Environment(\.labelsVisibility) private var labelsVisibility`).
        if base.userType != nil {
            for proto in conformances(of: base) {
                if let fs = nativeTypes[proto]?.methods[name] { return candidates(for: FunctionValue(.native(name: name, fs), receiver: base)) }
            }
        }
        // `anim.curve(t)` with `var curve: Twice`: the property's value called through its `callAsFunction`.
        if m.userType != nil, !m.isTypeValue { return try candidates(forCallee: m, loc: loc, expected: nil) }
        throw ScriptError(loc, "cannot call value of non-function type '\(m.typeName)'")
    }

    func typeList(_ c: Candidate) -> String {
        c.params.map { $0.type.map { "\($0)" } ?? "_" }.joined(separator: ",")
    }

    func isStoredField(_ base: Value, _ name: String, holdingFunction: Bool = false) -> Bool {
        let field: Value?
        switch base {
        case .structValue(let s): field = s.fields[name]
        case .object(let o): field = o.fields[name]
        default: return false
        }
        guard let field else { return false }
        return !holdingFunction || (field.optionalPayload ?? field).isFunctionValue
    }

    func candidates(for f: FunctionValue) -> [Candidate] {
        let all = everyCandidate(for: f)
        // `Box.init(text:)`, `f(n:)`: only the overload with those labels, called by position.
        guard let labels = f.namedLabels else { return all }
        return all.filter { $0.params.map { $0.label == "_" ? nil : $0.label } == labels }.map { var c = $0; c.positional = true; return c }
    }

    private func everyCandidate(for f: FunctionValue) -> [Candidate] {
        switch f.kind {
        case .script(let decl, let env, let selfType):
            var c = Candidate(name: decl.name, params: decl.params) { [unowned self] args, loc in
                if !decl.genericRequirements.isEmpty { try self.checkGenericRequirements(decl, args, selfType: selfType, loc: loc) }
                return try self.invoke(decl, env: env, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc)
            }
            c.genericProtocols = firstProtocols(decl.typeRequirements + decl.genericRequirements)
            c.genericRequirements = decl.genericRequirements
            // A generic function's result can bind its placeholder from the call's context.
            if !decl.genericParameters.isEmpty {
                c.returnType = decl.returnType
                c.runInContext = { [unowned self] args, loc, site in
                    if !decl.genericRequirements.isEmpty { try self.checkGenericRequirements(decl, args, selfType: selfType, loc: loc) }
                    return try self.invoke(decl, env: env, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc, site: site)
                }
            }
            c.genericParameters = decl.genericParameters
            c.elementRequirements = decl.elementRequirements
            c.declaredResult = decl.returnType
            // (A protocol's, or an extension's of a protocol or standard type, found for a script value.)
            if let owner = selfType, let own = f.receiver?.userType, own.kind != .protocolType, owner !== own {
                c.isProtocolDefault = owner.kind == .protocolType || owner.kind == .extensionOf
            }
            c.takesBindings = decl.takesBindings
            c.inferableParameters = decl.genericParameters + (decl.name == "init" ? selfType?.genericParameters ?? [] : [])
            c.receiver = f.receiver
            // (A standard value's too: `v.atLeast(lo)` from `extension Comparable` on an Int inside
            // `Box<V>` takes an Int, not the caller's `Self`.)
            if decl.hasSelf, decl.takesSelf, let receiver = f.receiver, !receiver.isTypeValue {
                c.receiverType = typeExpr(of: receiver)
            }
            return [c]
        case .closure(let decl, let env):
            // `let f: (Int?) -> Int = { a in … }`: an unwritten parameter has its context's type, so
            // `f(1)` passes `Optional(1)` (and `if case let x? = a` matches).
            let context: [TypeExpr] = if case .function(let ps, _)? = f.closureType { ps } else { [] }
            let params = decl.params.enumerated().map { i, p in
                let type = p.type ?? (context.indices.contains(i) ? context[i] : nil)
                // (`(@autoclosure () -> String) -> Void`: the call passes its argument unevaluated.)
                if case .named(TypeExpr.autoclosureMarker, let inner)? = type, let wrapped = inner.first {
                    return Param(label: nil, name: p.name, type: wrapped, isAutoclosure: true)
                }
                return Param(label: nil, name: p.name, type: type?.baseName == TypeExpr.inoutMarker ? nil : type, isInout: decl.inoutParams.contains(i))
            }
            return [Candidate(name: "closure", params: params, positional: true) { [unowned self] args, loc in
                var args = args
                for i in f.optionalParameters where i < args.count { args[i] = wrapOptional(args[i]) }
                if !decl.inoutParams.isEmpty {
                    // `square(&n)`: the parameters' final values go back to the caller's variables.
                    let (result, final) = try self.callReturningArguments(f, args, loc)
                    return Invocation(result, inoutValues: final)
                }
                if let b = f.resultBuilder, let bt = self.userTypes[b] {
                    let frame = Env(count: max(decl.slotCount, args.count), parent: env)
                    for (i, a) in args.enumerated() where i < frame.count { frame[i] = a }
                    return Invocation(try self.runResultBuilder(bt, decl.body.stmts, frame, loc: decl.loc, resultType: f.returnContext ?? f.closureType?.functionResult))
                }
                return Invocation(try self.invokeClosure(decl, env: env, builder: f.isViewBuilder, args: args, returnContext: f.returnContext,
                                                         returnsOptional: f.returnsOptional, genericScope: f.genericScope, viewSlot: f.viewSlot))
            }]
        case .native(let name, let fns):
            return fns.map { nf in
                var c = Candidate(name: name, params: nf.decl.params) { [unowned self] args, loc in
                    var call = NativeCall(interpreter: self, receiver: f.receiver, args: args, loc: loc)
                    let result = try nf.impl(&call)
                    return Invocation(result, call.newReceiver, inoutValues: call.inoutValues)
                }
                c.genericProtocols = firstProtocols(nf.decl.genericRequirements)
                c.genericParameters = nf.decl.genericParameters
                // `stride(from: Time("06:10"), through: "08:10", by: 40)`: a literal beside a script value is of its type.
                c.inferableParameters = nf.decl.genericParameters
                c.isNative = true
                c.takesBindings = nf.decl.takesBindings
                c.returnType = nf.decl.returnType
                c.receiver = f.receiver
                return c
            }
        case .initializers(let t):
            // Only a protocol has none that can run; calling it then says so (`cannot call`).
            return (try? initializers(of: t, loc: .none)) ?? []
        case .overloads(let fs):
            return fs.flatMap(everyCandidate(for:))
        case .enumConstructor(let type, let caseName):
            let decl = type.cases.first { $0.name == caseName }
            let outer = enclosingArguments(type)
            var c = Candidate(name: caseName, params: decl?.payload ?? []) { [unowned self] args, _ in
                // `.illegal(from: Phase.idle, to: .closed)` of `enum E<S>`: made an `E<Phase>`,
                // as its payload says (a context's arguments are recorded by the caller).
                var bound = outer
                if bound == nil, !type.genericParameters.isEmpty, let payload = decl?.payload {
                    var found: [String: TypeExpr] = [:]
                    for p in type.genericParameters {
                        for (param, arg) in zip(payload, args) where found[p] == nil {
                            if let b = self.genericBinding(p, in: param.type, arg) { found[p] = b.type }
                        }
                    }
                    if found.count == type.genericParameters.count { bound = found }
                }
                return Invocation(.enumValue(EnumInstance(type: type, caseName: caseName, payload: args, labels: (decl?.payload ?? []).map(\.label),
                                                          genericArguments: bound)))
            }
            // `.illegal(from: Phase.idle, to: .closed)` of `enum E<S>`: an earlier argument binds
            // `S` for the implicit member in a later one.
            c.inferableParameters = type.genericParameters
            return [c]
        }
    }
}
