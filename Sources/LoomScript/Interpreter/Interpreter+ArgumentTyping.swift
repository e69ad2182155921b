/// Running the chosen overload: each argument evaluated with its parameter's type as context,
/// that type completed by what the call's context and the other arguments bind.
extension Interpreter {
    /// A number, string or Boolean literal (a negative number too).
    func isScalarLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .intLiteral, .floatLiteral, .stringLiteral, .boolLiteral: return true
        case .prefix("-", let x): if case .intLiteral = x.kind { return true }; if case .floatLiteral = x.kind { return true }; return false
        default: return false
        }
    }

    /// `.red` or `.unit(1)`: typed by its context (read from the node's traits, not by matching its kind, which copies it).
    @inline(__always)
    func isImplicitMemberArgument(_ e: Expr) -> Bool { e.traits.contains(.implicitMemberArgument) }
    /// `Box(unit: .f)`: a call whose own arguments need the context its type's arguments give.
    @inline(__always)
    func callsWithContext(_ e: Expr) -> Bool { e.traits.contains(.callNeedingContext) }

    /// An argument whose type only its parameter's can complete: an implicit member, or a tuple
    /// literal taking its labels.
    func needsContext(_ e: Expr) -> Bool { !e.traits.isDisjoint(with: [.implicitMemberArgument, .tupleLiteral]) }

    /// `[.month]`: an array literal of elements that need their type from the context.
    func elementsNeedContext(_ e: Expr) -> Bool {
        guard case .arrayLiteral(let xs) = e.kind, let first = xs.first else { return false }
        return needsContext(first)
    }

    /// `max(.zero, d - 1)`: a placeholder that an implicit member's parameter names but only a
    /// later argument binds. That argument is evaluated first (kept for the run), as Swift types
    /// the whole call before running it.
    func laterSiblingBindings(_ cand: Candidate, _ mapping: [Int?], _ args: [Argument], _ env: Env?,
                                      preEvaluated: inout [Int: Value]) throws -> [String: TypeExpr] {
        func written(_ p: Param) -> TypeExpr? { p.type ?? p.placeholder.map { .named($0, []) } }
        var bindings: [String: TypeExpr] = [:]
        for (pi, param) in cand.params.enumerated() {
            // (`disabled: [.month]` for `[T]` as well as `.month` for `T`.)
            guard let ai = mapping[pi] else { continue }
            let literal = elementsNeedContext(args[ai].value)
            let bare: TypeExpr? = switch written(param) {
            case .array(let e)? where literal: e
            case let w: literal ? nil : w
            }
            guard literal || needsContext(args[ai].value), case .named(let g, let gargs)? = bare, gargs.isEmpty,
                  cand.inferableParameters.contains(g), bindings[g] == nil else { continue }
            for pj in cand.params.indices where pj > pi {
                // (Not through a function's type: `reduce(.zero, +)` is typed by its elements.)
                guard let aj = mapping[pj], !cand.params[pj].isVariadic, !cand.params[pj].isAutoclosure, let w = written(cand.params[pj]), w.mentions(g), !w.isFunction,
                      !needsContext(args[aj].value), !isLiteralish(args[aj].value), !isScalarLiteral(args[aj].value), !callsWithContext(args[aj].value) else { continue }
                let v = try preEvaluated[aj] ?? evalArgument(args[aj], env, expected: nil)
                preEvaluated[aj] = v
                if let b = genericBinding(g, in: w, v), b.exact || isConcreteType(b.type), b.type.baseName != "Any" { bindings[g] = b.type; break }
            }
        }
        return bindings
    }

    /// `total([Double]())`, `describe(n)` with `n: Double? = nil`: an empty collection or a nil
    /// passed where a generic parameter is written has no element to bind it; its static type does.
    private func staticTypesOfEmptyArguments(_ cand: Candidate, _ mapping: [Int?], _ args: [Argument], _ values: [Value], _ env: Env?) -> [Int: TypeExpr] {
        var types: [Int: TypeExpr] = [:]
        for (pi, v) in values.enumerated() where pi < cand.params.count {
            guard let ai = mapping[pi] else { continue }
            let declared: TypeExpr? = cand.params[pi].type
            if let t = staticTypeOfEmptyArgument(v, args[ai].value, declared: declared, generics: cand.genericParameters, env) { types[pi] = t }
        }
        return types
    }

    /// The static type of an argument that is an empty collection or a nil, where its parameter's
    /// `declared` type names one of `generics`.
    func staticTypeOfEmptyArgument(_ v: Value, _ e: Expr, declared: TypeExpr?, generics: [String], _ env: Env?) -> TypeExpr? {
        guard v.isEmptyCollection || v.isNull, let declared else { return nil }
        guard generics.contains(where: { declared.mentions($0) }) else { return nil }
        guard let inferred = inferredType(e, env) else { return nil }
        let t = canonicalThroughout(inferred)
        return isConcreteType(t) ? t : nil
    }

    /// The generic parameters a default argument's expression may name (`T.self`), bound by the
    /// call's context, the arguments before it, or the receiver's type.
    private func defaultArgumentScope(_ cand: Candidate, _ param: Param, _ values: [Value], resultBinding: (String, TypeExpr)?) -> [String: TypeExpr] {
        var scope: [String: TypeExpr] = [:]
        if let (p, bound) = resultBinding, cand.genericParameters.contains(p) { scope[p] = bound }
        guard let t = param.type else { return scope }
        func named(_ g: String) -> Bool { t.mentions(g) || t.baseName == g + ".Type" }
        for g in cand.genericParameters where scope[g] == nil && named(g) {
            for (pj, v) in values.enumerated() where pj < cand.params.count {
                if let b = genericBinding(g, in: cand.params[pj].type, v) { scope[g] = b.type; break }
            }
        }
        if let receiver = cand.receiver, let bindings = receiverBindings(receiver) {
            for (g, b) in bindings where scope[g] == nil && named(g) { scope[g] = b }
        }
        return scope
    }

    /// The number type a literal argument for `placeholder` has where the arguments' code says
    /// it (`reduce(0) { $0 + $1.price }` over `Item`s: a Double). Nil for an `Int`, which it is.
    private func literalPlaceholderType(_ placeholder: String, _ cand: Candidate, _ mapping: [Int?], _ args: [Argument],
                                        element: TypeExpr, _ env: Env?) -> TypeExpr? {
        var params: [Param] = [], passed: [Expr] = []
        for (pi, param) in cand.params.enumerated() {
            guard let ai = mapping[pi] else { continue }
            params.append(param); passed.append(args[ai].value)
        }
        guard let t = placeholderType(placeholder, params: params, passed, receiver: (["Element"], [element]), env).map(canonical),
              floatKind(t) != nil || fixedKind(t) != nil else { return nil }
        return t
    }

    /// `written` with the placeholders the arguments before parameter `pi` bind (a literal by its
    /// own type) put in; nil unless that leaves nothing open.
    private func boundByEarlierArguments(_ written: TypeExpr, _ cand: Candidate, _ mapping: [Int?], _ pi: Int,
                                         _ values: [Value], _ siblings: [String: TypeExpr]) -> TypeExpr? {
        var bound = siblings
        for pj in 0..<min(pi, values.count) {
            guard mapping[pj] != nil, case .named(let g, let gargs)? = cand.params[pj].type, gargs.isEmpty, bound[g] == nil,
                  written.mentions(g) else { continue }
            bound[g] = literalElementType(values[pj]) ?? typeExpr(of: values[pj])
        }
        guard !bound.isEmpty else { return nil }
        let made = written.substituting(Array(bound.keys), with: Array(bound.values))
        return isConcreteType(made) ? made : nil
    }

    /// Runs the overload chosen for a call: evaluates its arguments (those not already) with the
    /// parameter types as context, fills defaults, and writes `inout` arguments back.
    func run(_ cand: Candidate, mapping: [Int?], _ args: [Argument], _ env: Env?, preEvaluated: [Int: Value] = [:], loc: Loc,
             expected: TypeExpr? = nil) throws -> (Value, Value?) {
        // `o.map { .success($0) }` where a `Result<Int, E>?` is wanted: `U` is `Result<Int, E>`.
        var resultBinding = expected.flatMap { e in cand.returnType.flatMap { resultPlaceholderBinding($0, canonical(e), placeholders: cand.genericParameters) } }
        // (Not one an argument binds by itself: `reduce(T.zero) { … }` returned as a `T?` has `Result`
        // `T`, the argument's, and the call's result is made Optional after.)
        if let (p, _) = resultBinding, cand.params.indices.contains(where: { pi in
            guard let ai = mapping[pi], cand.params[pi].placeholder == p || cand.params[pi].type.map({ if case .named(p, let a) = $0 { a.isEmpty } else { false } }) == true
            else { return false }
            return !isContextDependent(args[ai].value) && !args[ai].value.traits.contains(.collectionLiteral)
        }) {
            resultBinding = nil
        }
        var values: [Value] = []
        // `sum([Unit.m], in: .m)` for `sum<T>(_: [T], in: T)`: what earlier arguments bind a
        // placeholder to types a later implicit member (only asked when some argument needs it).
        let infersFromSiblings = !cand.inferableParameters.isEmpty
            && (args.contains { needsContext($0.value) || isLiteralish($0.value) || isScalarLiteral($0.value) || callsWithContext($0.value) || elementsNeedContext($0.value) }
                || cand.params.contains { $0.type?.baseName.contains(".") == true })
        var siblingBindings: [String: TypeExpr] = [:]
        var preEvaluated = preEvaluated
        // `Value` in a Dictionary method's signature is the dictionary's, even beside a script's
        // `typealias Value = [String: Int]`; `Content` in `Modified<Content>`'s initializer is its
        // parameter, even beside a protocol's `typealias Content = Erased`. (Not one the call
        // binds: `Result<Int, Account.Failure>.failure(…)`'s `Failure`.)
        let aliasedParameters: [String] = typeAliases.isEmpty ? [] :
            (cand.inferableParameters + (cand.isNative ? cand.receiver.flatMap { natives.standardType(of: $0)?.genericParameters } ?? [] : []))
                .filter { typeAliases[$0] != nil && genericScopes.last?[$0] == nil }
        if infersFromSiblings {
            siblingBindings = try laterSiblingBindings(cand, mapping, args, env, preEvaluated: &preEvaluated)
        }
        for (pi, param) in cand.params.enumerated() {
            var type = param.type
            // (A bridged parameter's erased placeholder, as written, for what siblings bind.)
            let written = param.type ?? (infersFromSiblings ? param.placeholder.map { TypeExpr.named($0, []) } : nil)
            // A bridged parameter's `Alignment` is SwiftUI's, even beside a library's own `Alignment`.
            if cand.isNative, let t = type, case .named(let n, let args) = t, args.isEmpty, userTypes[n] != nil, nativeTypes[n] != nil {
                type = .named("SwiftUI." + n, [])
            }
            if let t = type, let me = cand.receiverType, t.mentions("Self") { type = t.replacing("Self", with: me) }
            // `body(content: Content)` of a conformer, called from a generic type with a parameter
            // `Content`: the name is the callee's (its own parameter, or a protocol's typealias),
            // not the caller's.
            if let t = type, !cand.isNative, cand.genericParameters.isEmpty, let scope = genericScopes.last, !scope.isEmpty,
               let receiver = cand.receiver, receiver.userType != nil, scope.keys.contains(where: { $0 != "Self" && t.mentions($0) }) {
                genericScopes.append(receiverBindings(receiver) ?? [:])
                type = canonicalThroughout(t)
                genericScopes.removeLast()
            }
            if !aliasedParameters.isEmpty, let t = type, case let shadowed = aliasedParameters.filter(t.mentions), !shadowed.isEmpty {
                type = t.openingGenericParameters(shadowed)
            }
            // The callee's own `S` is not the caller's: it is open, to be bound by the argument.
            if let t = type, !cand.genericParameters.isEmpty, cand.genericParameters.contains(where: t.mentions) {
                type = t.openingGenericParameters(cand.genericParameters)
            }
            if param.isVariadic {
                let indices = variadicIndices(cand, mapping, pi, args)
                var elems: [Value] = []
                var elemType: TypeExpr? = { if case .array(let t)? = type { return t }; return nil }()
                // `in allowed: V...` with `V` bound by an earlier argument: `.open, .review` are its members.
                if infersFromSiblings, case .array(.named(let p, let pargs))? = param.type, pargs.isEmpty, let bound = siblingBindings[p] { elemType = bound }
                for ai in indices {
                    var v = try preEvaluated[ai] ?? evalArgument(args[ai], env, expected: elemType)
                    // `max(a, b, 7.5)` with `a: M`, `M` expressible by a float literal: the literal is an `M`.
                    if v.userType == nil, let t = elemType, userTypes[t.baseName] != nil { v = try literalOperand(v, as: t, selfType: nil, args[ai].value.loc) }
                    elems.append(v)
                }
                values.append(.array(elems))
                continue
            }
            if let ai = mapping[pi], param.isAutoclosure {
                // Evaluated in the caller's scope each time the callee calls it.
                let argument = args[ai].value
                let result: TypeExpr? = { if case .function(_, let r)? = type { return r }; return nil }()
                values.append(.function(hostFunction(.autoclosure) { [unowned self] _ in try self.eval(argument, env, expected: result) }))
                continue
            }
            if let ai = mapping[pi] {
                // `.trackPadStyle(.default(thumbSize: 48))`: `S` is any TrackPadStyle, so `.default` is its member
                // (and the first of a chain's: `.formatted(.number.prefixed("#"))`).
                var context = type
                if let t = param.type, let p = cand.genericProtocols[t.baseName],
                   cand.genericParameters.contains(t.baseName) || genericScopes.last?[t.baseName] == nil,
                   isImplicitMemberArgument(args[ai].value) || startsWithImplicitMember(args[ai].value) { context = .named(p, []) }
                // (A function's own placeholder is not the caller's: `max<T>` inside `f<T>`.)
                let ownPlaceholder = param.placeholder.map(cand.genericParameters.contains) ?? false
                if type == nil, !ownPlaceholder, let p = param.placeholder, let bound = genericScopes.last?[p], !needsContext(args[ai].value) {
                    // `State(initialValue: tall ? .zero : .infinity)` as a `State<CGFloat>`.
                    context = bound
                } else if type == nil, let p = param.placeholder, needsContext(args[ai].value) || callsWithContext(args[ai].value) {
                    // `contentShape<S: Shape>(_ shape: S)` with `.rect`: the bound type, else the constraint.
                    if let bound = genericScopes.last?[p] { context = bound } else if let proto = cand.genericProtocols[p] { context = .named(proto, []) }
                    // `func sum<T>(…) -> T { reduce(.zero) { … } }`: the call's context names `Result`.
                    else if case .named(p, let rargs)? = cand.returnType, rargs.isEmpty, let e = expected.map(canonical), isConcreteType(e), !["Any", "AnyObject"].contains(e.baseName) { context = e }
                    // `xs.reduce(.zero, +)`: Swift infers `Result` from the combining closure, which
                    // over a collection's elements makes it their type.
                    else if p == "Result", let element = genericScopes.last?["Element"] { context = element }
                } else if type == nil, let p = param.placeholder, isIntegerLiteral(args[ai].value), let element = genericScopes.last?["Element"],
                          let t = literalPlaceholderType(p, cand, mapping, args, element: element, env) {
                    // `prices.reduce(0, +)` on an empty `[Double]`: what the combining function makes of the elements.
                    context = t
                }
                // `let r: E = id(.a(1))`: the placeholder the result is bound to types the member.
                // (So is a collection literal: `raws.reduce(into: []) { … }` returning an OptionSet.)
                if let (p, bound) = resultBinding, needsContext(args[ai].value) || args[ai].value.traits.contains(.collectionLiteral),
                   param.placeholder == p || [written, type].contains(where: { if case .named(p, let pargs)? = $0 { pargs.isEmpty } else { false } }) {
                    context = bound
                }
                // (The written parameter type: opening the callee's placeholders renamed them in `type`.)
                if let (p, bound) = resultBinding, case .closure = args[ai].value.kind, case .function(let ps, let result)? = param.type {
                    switch result {
                    case .named(p, let rargs) where rargs.isEmpty: context = .function(ps, bound)
                    case .optional(.named(p, let rargs)) where rargs.isEmpty: context = .function(ps, .optional(bound))  // `flatMap`'s `U?`
                    default: break
                    }
                }
                // (Before the placeholder's protocol: `same(S.a, .a)` for `same<V: Equatable>`.)
                if infersFromSiblings, needsContext(args[ai].value) || callsWithContext(args[ai].value), case .named(let p, let pargs)? = written, pargs.isEmpty {
                    if let bound = siblingBindings[p] ?? associatedTypeOfBound(p, siblingBindings) { context = bound }
                }
                // `Control(selection: Segment.week, disabled: [.month])`: `[T]` with `T` bound by a sibling.
                if infersFromSiblings, context.map({ !isConcreteType($0) }) ?? true, elementsNeedContext(args[ai].value),
                   let written, let made = boundByEarlierArguments(written, cand, mapping, pi, values, siblingBindings) {
                    context = made
                }
                // `@Clamped(0...800) var height: Double`: `ClosedRange<Value>` with `Value` bound to Double.
                // `later(Time(…), "20")` for `later<T>(_: T, _: T)`: the literal is a `Time` too.
                var coercion = type
                var retyped = false
                if infersFromSiblings, isLiteralish(args[ai].value) || isScalarLiteral(args[ai].value), let written, !siblingBindings.isEmpty {
                    let bound = siblingBindings.filter { written.mentions($0.key) }
                    // (A native's placeholders bind only to script types: its signatures are Swift's, its values looser.)
                    if !bound.isEmpty, !cand.isNative || bound.values.allSatisfy({ userTypes[$0.baseName] != nil }) {
                        context = written.substituting(Array(bound.keys), with: Array(bound.values))
                        if let context, isKnownTypeName(context.baseName) { coercion = context; retyped = true }
                    }
                }
                // `scale(2.5, M.make())` for `scale<S>(_: S, _: M<S>)`: a generic type's static member
                // written bare is of the parameter's type, as the earlier arguments bind it.
                if case .call(let callee, _) = args[ai].value.kind, isUnspecializedGenericMember(callee), let written,
                   let made = boundByEarlierArguments(written, cand, mapping, pi, values, siblingBindings) {
                    context = made
                }
                // `UInt8.random(in: .min ... .max, using: &g)`: the bridged signature takes any range;
                // its bounds are the numeric type the method is called on.
                if cand.isNative, context == nil || context?.baseName == "Any", case .binary(let op, _, _) = args[ai].value.kind,
                   op == "..." || op == "..<", isContextDependent(args[ai].value), case .type(let rt)? = cand.receiver,
                   isNumeric(.simple(rt.name)) || FixedInt.Kind(typeName: rt.name) != nil {
                    context = .named(op == "..." ? "ClosedRange" : "Range", [.simple(rt.name)])
                }
                // `b.map { (x, $0) }` inside `a.flatMap { x in … }`: the closure's `Output` is the
                // receiver's, not the one of the scope the call is made in.
                if args[ai].value.kind.isClosure, let receiver = cand.receiver, let t = context, let bound = receiverBindings(receiver) {
                    let names = bound.keys.filter { $0 != "Self" && !cand.genericParameters.contains($0) && t.mentions($0) }
                    if !names.isEmpty { context = t.substituting(names, with: names.map { bound[$0]! }) }
                }
                // `_ v: K.Value` with `K` bound by an earlier argument to a type whose `Value` is `Int?`: an Optional.
                if infersFromSiblings, case .named(let p, let pargs)? = param.type, pargs.isEmpty,
                   let found = associatedTypeOfBound(p, siblingBindings) {
                    coercion = found
                    context = found
                }
                // (A literal the overload choice evaluated on its own is evaluated again as that type.)
                var v = try (retyped ? nil : preEvaluated[ai]) ?? evalArgument(args[ai], env, expected: context)
                if let coercion { v = try coerce(v, to: coercion, args[ai].value.loc, argument: true) }
                // (`[]` as a script's OptionSet where the context names one: the literal makes one.)
                else if args[ai].value.traits.contains(.collectionLiteral), v.userType == nil, let t = context, userTypes[t.baseName] != nil,
                        let made = try literalConversion(v, to: t, args[ai].value.loc) {
                    v = made
                }
                if infersFromSiblings, !needsContext(args[ai].value), !isLiteralish(args[ai].value), !isScalarLiteral(args[ai].value) {
                    for g in cand.inferableParameters where siblingBindings[g] == nil
                        && (written?.mentions(g) == true || written?.baseName == g + ".Type") {
                        if let b = genericBinding(g, in: written, v), b.exact || isConcreteType(b.type) {
                            // (`pick(Box(unit: Temp.c), Box(unit: .f))`: `T` is `Box<Temp>`, which types `.f`.)
                            if case .named(let n, let bargs) = b.type, bargs.isEmpty, v.userType?.name == n, let full = literalElementType(v) {
                                siblingBindings[g] = full
                            } else {
                                siblingBindings[g] = b.type
                            }
                        }
                        else if let t = keyPathValueType(g, in: written, v, receiver: cand.receiver) {
                            // (A property's type nested in its owner, `Row.Status`, by its qualified name.)
                            if isConcreteType(t) { siblingBindings[g] = t } else if let u = nestedUserType(t.baseName) { siblingBindings[g] = .simple(u.qualifiedName) }
                        }
                    }
                }
                values.append(v)
            } else if let d = param.defaultValue, d === Self.keepsWrapper {
                values.append(.native(NativeValue(type: KeptWrapper.nativeType, payload: KeptWrapper())))
            } else if let d = param.defaultValue, param.isAutoclosure {
                // `_ message: @autoclosure () -> String = "failed"`: the default is the closure's body.
                let result: TypeExpr? = { if case .function(_, let r)? = type { return r }; return nil }()
                values.append(.function(hostFunction(.autoclosure) { [unowned self] _ in try self.eval(d, nil, expected: result) }))
            } else if let d = param.defaultValue, case .name(Lowering.callerLine) = d.kind {
                values.append(.int(loc.line))
            } else if let d = param.defaultValue, case .name(Lowering.callerFunction) = d.kind {
                values.append(.string(functionName(at: loc)))
            } else if let d = param.defaultValue {
                // `as type: T.Type = T.self` where the call's context binds `T`.
                // (Or an earlier argument or the receiver does: `describe(42)` for
                // `describe<T>(_ v: T, as: T.Type = T.self)`; `name()` on a `Tagged<String>` for `U.self`.)
                let defaultScope = defaultArgumentScope(cand, param, values, resultBinding: resultBinding)
                if !defaultScope.isEmpty { genericScopes.append(defaultScope) }
                defer { if !defaultScope.isEmpty { genericScopes.removeLast() } }
                // (A builder parameter's default closure is a plain one: `@ListBuilder content: () -> [Int] = { [] }`.)
                let plain = type.map { t in if case .named("@builder", let parts) = t, parts.count == 2 { parts[1] } else { t } }
                var v = try eval(d, nil, expected: plain)
                if let plain { v = try coerce(v, to: plain, d.loc) }
                values.append(v)
            } else {
                values.append(.null)
            }
        }
        if cand.genericParameters.count > 0, args.count > 1 { try joinLiteralArguments(cand, mapping, args, &values, env) }
        // `.sizeGetter($size)`: the callee's `Binding` parameters remember the state they bind.
        let bound = cand.takesBindings ? try bindingArguments(cand.params, env) { pi in mapping[pi].map { args[$0].value } } : nil
        if let bound { bindingArguments.append(bound) }
        // Temporaries the arguments were made from are gone before the call runs, as in Swift
        // (`print(Temp(id: 3).id)` prints the deinit's line first).
        if !deinits.isEmpty { try runDeinitializers() }
        defer { if bound != nil { bindingArguments.removeLast() } }
        var done: Invocation
        do {
            done = try withCallDepth(loc) {
                if let runInContext = cand.runInContext {
                    let emptyArguments = staticTypesOfEmptyArguments(cand, mapping, args, values, env)
                    if expected != nil || !emptyArguments.isEmpty {
                        return try runInContext(values, loc, CallSiteTypes(result: expected, arguments: emptyArguments))
                    }
                }
                return try cand.run(values, loc)
            }
        } catch let thrown as ThrownValue where thrown.inoutValues != nil {
            // inout arguments are written back even when the callee throws, as in Swift.
            try writeBackInout(cand, mapping, args, thrown.inoutValues!, env)
            throw thrown
        }
        // A view made with `$state` for its `@Binding`s (memberwise or by its own initializer).
        if case .structValue(var made) = done.value, !made.type.externallyStored.isEmpty,
           let sources = bindingSources(of: made.type, cand.params, mapping, args) {
            made.fields.bindingSources = sources
            done.value = .structValue(made)
        }
        // inout arguments: write the callee's final values back to the caller's variables.
        if let inoutValues = done.inoutValues { try writeBackInout(cand, mapping, args, inoutValues, env) }
        return (done.value, done.newReceiver)
    }

    /// The generic placeholder a native function returns (`U`, `U?`, `[U]`) and what the call's
    /// context makes it; nil when the return type is not one of those shapes or the context does not fit.
    /// `placeholders`: the callee's own generic parameters, when known (`resolve<Service>`), which
    /// any name may be; otherwise a placeholder is told by its conventional name (`T`, `Value`).
    func resultPlaceholderBinding(_ returnType: TypeExpr, _ expected: TypeExpr, placeholders: [String] = []) -> (String, TypeExpr)? {
        switch (returnType, expected) {
        case (.named(let p, let args), _) where args.isEmpty && (placeholders.contains(p) || isGenericName(p) && !isKnownTypeName(p)):
            // (`print(xs.reduce(.zero, +))`: an `Any` context says nothing of `Result`.)
            return isConcreteType(expected) && expected.baseName != "Any" && expected.baseName != "AnyObject" ? (p, expected) : nil
        case (.optional(let r), .optional(let e)), (.array(let r), .array(let e)): return resultPlaceholderBinding(r, e, placeholders: placeholders)
        // `Tag<T>` where a `Tag<Int>` is: through the same type's arguments.
        case (.named(let n, let rargs), .named(let m, let eargs)) where n == m && !rargs.isEmpty && rargs.count == eargs.count:
            return zip(rargs, eargs).lazy.compactMap { self.resultPlaceholderBinding($0, $1, placeholders: placeholders) }.first
        default: return nil
        }
    }

    func evalArgument(_ a: Argument, _ env: Env?, expected: TypeExpr?) throws -> Value {
        if case .prefix("&", let inner) = a.value.kind { return try eval(inner, env, expected: expected) }
        return try eval(a.value, env, expected: expected)
    }

    /// A script enum, struct or class by name (not a protocol, nor a generic parameter left open).
    func isKnownTypeName(_ n: String) -> Bool {
        guard let t = userTypes[n] ?? libraryTypes[n] ?? nestedUserType(n) else { return false }
        return t.kind != .protocolType && t.kind != .extensionOf
    }

    /// A type that names no generic parameter: `Int?`, `(Int, String)?`, `[Point]`, `CGPoint`.
    func isClosedType(_ t: TypeExpr) -> Bool {
        switch t {
        case .named(let n, let args):
            // `(inout Int, Action) -> Void`: an inout parameter is as closed as its type.
            if n == TypeExpr.inoutMarker || n == TypeExpr.autoclosureMarker, args.count == 1 { return isClosedType(args[0]) }
            // `[Effect<Action>]` with `typealias Effect<A> = …`: what the alias stands for.
            if typeAliases[n] != nil { let expanded = expandingAlias(t); return expanded.description != t.description && isClosedType(expanded) }
            let known = isKnownTypeName(n) || Self.builtinTypeNames.contains(n) || nativeTypes[n] != nil || natives.standardType(named: n) != nil
            return known && args.allSatisfy(isClosedType)
        case .optional(let w), .array(let w): return isClosedType(w)
        case .dictionary(let k, let v): return isClosedType(k) && isClosedType(v)
        case .tuple(let ts, _): return ts.allSatisfy(isClosedType)
        case .function(let ps, let r): return ps.allSatisfy(isClosedType) && isClosedType(r)
        case .opaque: return false
        }
    }

    func isGenericName(_ n: String) -> Bool {
        // Asked on every call and ternary: byte counts and a set, not `count` (which walks graphemes).
        let bytes = n.utf8.count
        if bytes == 1 || n.utf8.first == TypeExpr.openMarker.utf8.first { return true }
        // The conventional placeholder names, compared by length first (no hashing).
        // (A one-letter name of two to four bytes is one non-ASCII character, `τ`: its first byte
        // says so before `count` walks graphemes.)
        let oneWideCharacter = (2...4).contains(bytes) && n.utf8.first! >= 0xC0 && n.count == 1
        switch bytes {
        case 2: return n == "ID" || oneWideCharacter
        case 4: return n == "Data" || oneWideCharacter
        case 5: return n == "Value"
        case 7: return n == "Content" || n == "Element"
        case 3: return oneWideCharacter
        default: return false
        }
    }

    /// `D.UnitType` (`K.Value`) where `D` is bound to a script type: that type's associated type
    /// (`Length.UnitType`, a typealias or what its witnesses infer). Nil for any other name.
    func associatedTypeOfBound(_ dotted: String, _ bindings: [String: TypeExpr]) -> TypeExpr? {
        guard dotted.utf8.contains(UInt8(ascii: ".")), let dot = dotted.firstIndex(of: "."),
              let bound = bindings[String(dotted[..<dot])], let owner = userTypes[bound.baseName] else { return nil }
        let name = String(dotted[dotted.index(after: dot)...])
        // (Not where the conformer's own parameter has the name, `Diff<Element>: Sequence`, whose
        // `Element` its iterator says: the parameter's binding would stand in for it.)
        if owner.genericParameters.contains(name) {
            if let found = (try? associatedType(owner, name)).flatMap({ $0 }).map(canonical) { return found }
            // (Else what its witnesses say in the bound type's arguments: `InMemoryRepository<Sku>`'s
            // `Entity` is `Sku`; `Diff<Int>: Sequence`'s `Element` is its iterator's, `Change<Int>`.)
            guard case .named(_, let args) = bound, args.count == owner.genericParameters.count else { return nil }
            genericScopes.append(Dictionary(zip(owner.genericParameters, args), uniquingKeysWith: { a, _ in a }))
            defer { genericScopes.removeLast() }
            return (try? associatedType(owner, name, viaWitnesses: true)).flatMap { $0 }.map { canonicalThroughout($0) }
        }
        return try? associatedType(name, ofConformer: bound)
    }

    /// A number literal or a range of them (`0...800`), whose type only its context gives.
    func isLiteralish(_ e: Expr) -> Bool {
        if isLiteralExpr(e) { return true }
        if case .binary(let op, let l, let r) = e.kind, op == "..." || op == "..<" { return isLiteralExpr(l) && isLiteralExpr(r) }
        return false
    }

    /// `State` in `struct Machine<State>`: a script type's generic parameter that shares its name
    /// with a known type takes any value, like every other generic parameter. Asked only after a
    /// value failed to fit, so the common paths never pay for it.
    /// (A type nested in another, `Wrapper.Item`, does not hide a generic parameter `Item` elsewhere.)
    func isUserGenericParameter(_ t: TypeExpr) -> Bool {
        guard case .named(let n, let args) = t, args.isEmpty, userTypes[n].map({ $0.enclosing != nil }) ?? true else { return false }
        return userTypes.values.contains { $0.genericParameters.contains(n) }
    }

    func writeBackInout(_ cand: Candidate, _ mapping: [Int?], _ args: [Argument], _ inoutValues: [Value], _ env: Env?) throws {
        for (pi, param) in cand.params.enumerated() where param.isInout {
            if let ai = mapping[pi], pi < inoutValues.count { try assign(to: args[ai].value, inoutValues[pi], env) }
        }
    }
}
