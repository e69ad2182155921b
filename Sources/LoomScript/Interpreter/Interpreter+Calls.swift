import SwiftParser
import SwiftSyntax

/// Call expressions: `f(x)`, `a.m(x)`, `T(x)`, `.member(x)`, `super.m(x)`, a dynamically
/// callable value; the direct path for a plain script function and the site caches.
extension Interpreter {
    func evalCall(_ calleeExpr: Expr, _ args: [Argument], _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value {
        // `arr.append(x)`, `counter.increment()`: a mutating method writes its receiver back.
        if case .member(let baseExpr, let name) = calleeExpr.kind {
            if let result = try callMutatingInPlace(calleeExpr, baseExpr, name, args, env) { return result }
            if let result = try callMutatingMethodInPlace(calleeExpr, baseExpr, name, args, env) { return result }
            var base = try eval(baseExpr, env, expected: chainContext(baseExpr, expected))
            // `valueRef.map(\.sum)` with `var valueRef: Parser<Value>!`: a method the wrapped value's
            // type declares is its, as Swift's checker finds it once the Optional's does not fit.
            if case .global(let g) = baseExpr.kind, case .some(let inner) = base, implicitlyUnwrappedGlobals.contains(g),
               let t = inner.userType, t.chain.contains(where: { $0.methods[name]?.contains { !$0.isMutating } == true }) {
                base = inner
            }
            if case .superSelf(_, _, let className) = baseExpr.kind {
                return try callSuper(className, base, name, baseExpr, args, env, site: calleeExpr, expected: expected)
            }
            if name == "init", case .local(_, _, "self") = baseExpr.kind {
                // `self.init(…)`: delegate to another initializer of the same type.
                let type: RuntimeType
                switch base {
                case .type(let t): type = t
                case .structValue(let s): type = .user(s.type)
                case .object(let o): type = .user(o.type)
                case .enumValue(let e): type = .user(e.type)
                // An enum's initializer has no `self` until it assigns or delegates one.
                case .void where initializingTypes.last?.kind == .enumType: type = .user(initializingTypes.last!)
                default: throw ScriptError(calleeExpr.loc, "'self.init' is only allowed in an initializer")
                }
                var (result, _) = try call(try initializers(of: type, loc: calleeExpr.loc), name: "init", args, env, loc: calleeExpr.loc, expected: expected)
                // `self.init()` in a static method (`class func make() -> Self`) makes an instance.
                if case .type(let rt) = base, let t = rt.userType, !initializingTypes.contains(where: { $0 === t }) { return result }
                // A failable initializer delegated to: its failure fails this one too.
                if case .null = result { throw FailedInit() }
                if case .some(let x) = result { result = x }
                // The instance the delegating initializer started with is replaced, never
                // initialized: it has no `deinit` to run (only the one made by `self.init` does).
                if case .object(let placeholder) = base, case .object(let made) = result, placeholder !== made { placeholder.finalizer = nil }
                try assign(to: baseExpr, result, env)
                return .void
            }
            if case .type = base {
                // `Shop.Price(1.5)`: a nested type called with a literal (only a nested type is looked at).
                if args.count == 1, case .type(let rt) = base, let nested = rt.userType?.nestedTypes[name],
                   let made = try literalCoercion(.type(nested), args, env, loc: calleeExpr.loc) {
                    return made
                }
                let cands = try candidates(forMember: name, of: base, loc: calleeExpr.loc)
                // `Stack<Int>.empty()`: inside the static method, `Element` is `Int`; so it is in
                // `let s: Stack<Int> = Stack.empty()`, from the context.
                var written: [String: TypeExpr]? = if case .typeRef(let t) = baseExpr.kind { genericArguments(of: t) } else { nil }
                // `R.right(.bad)` with `typealias R = Either<Int, E>`: the alias's arguments.
                if written == nil, case .type(let rt) = base { written = rt.genericBindings }
                if written == nil, case .type(.user(let u)) = base, !u.genericParameters.isEmpty,
                   case .named(let n, let args)? = expected.map(canonical)?.unwrapped, n == u.name, !args.isEmpty {
                    written = genericArguments(of: .named(n, args))
                }
                if let written {
                    genericScopes.append(written)
                    defer { genericScopes.removeLast() }
                    return recordGenericArguments(written, on: try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected).0)
                }
                return try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected).0
            }
            if let f = try staticallyDispatched(name, on: base, baseExpr, env, loc: calleeExpr.loc) {
                let (result, newSelf) = try call(candidates(for: f), name: name, args, env, loc: calleeExpr.loc, expected: expected)
                if let newSelf { try writeBack(newSelf, into: baseExpr, env, loc: calleeExpr.loc) }
                return result
            }
            // `points.append(.init(x: 1, y: 2))`: an array's `Element` is its elements' type, or the
            // variable's written one while it is empty.
            // (A collection literal too: `ids.merging(["b": 5])` on an `[ID: Int]` makes `ID` keys.)
            var elements = args.contains(where: { needsContext($0.value) || callsWithContext($0.value) || $0.value.traits.contains(.collectionLiteral) })
                ? collectionGenerics(base, baseExpr, env) : nil
            // `p.distance(to: .origin)` on a `Point<Float>`: the arguments see its `T` and `Self`.
            if elements == nil, base.userType.map({ !$0.genericParameters.isEmpty }) == true,
               args.contains(where: { needsContext($0.value) || isLiteralExpr($0.value) || $0.value.traits.contains(.collectionLiteral) }) || bindsAnOptional(base) {
                elements = receiverBindings(base)
            }
            if elements == nil { elements = selfScope(forArgumentsOf: base, args) }
            // `prices.reduce(0, +)` on an empty `[Double]`: no element types the literal, the written type does.
            if elements == nil, base.isEmptyCollection, args.contains(where: { isIntegerLiteral($0.value) }) {
                elements = collectionGenerics(base, baseExpr, env)
            }
            // A script's `extension Array` method: its parameters' `Element` is this array's, not the
            // caller's (`[1].merged(with: other)` inside a merge of `[[Int]]`); of an empty `[Int]`,
            // what its written type says.
            if elements == nil, case .array(let xs) = base, !extensions.isEmpty, Self.arrayExtensions.contains(where: { extensions[$0]?.methods[name] != nil }) {
                if let first = xs.first { elements = ["Element": literalElementType(first) ?? typeExpr(of: first)] }
                else if case .array(let e)? = writtenStaticType(baseExpr, env).map({ canonicalThroughout($0) }), isConcreteType(e) { elements = ["Element": e] }
            }
            // So are an `extension Dictionary` method's `Key` and `Value` (a recursive merge of `[K: [K: V]]`).
            if elements == nil, case .dictionary = base, extensions["Dictionary"]?.methods[name] != nil {
                elements = collectionGenerics(base, baseExpr, env)
            }
            // The context in the caller's terms, before the receiver's parameters hide the
            // caller's (`reduce(.zero)` returning a generic function's `T`).
            let expected = elements == nil ? expected : expected.map(canonical)
            if let elements { genericScopes.append(elements) }
            defer { if elements != nil { genericScopes.removeLast() } }
            let (result, newSelf) = try keepingChangesWhenThrown(into: baseExpr, env, loc: calleeExpr.loc) {
                if let cached = try callCachedMethod(calleeExpr, base, name, args, env) { return cached }
                let cands = try candidates(forMember: name, of: base, loc: calleeExpr.loc, labelled: args.contains { $0.label != nil })
                return try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected)
            }
            if let newSelf { try writeBack(newSelf, into: baseExpr, env, loc: calleeExpr.loc) }
            return result
        }
        if case .implicitMember(let name) = calleeExpr.kind {
            // `let x: Int?? = .some(nil)`: Optional's own case, one layer of the context.
            if name == "some", args.count == 1, args[0].label == nil, case .optional(let wrapped)? = expected.map(canonical) {
                return .some(try eval(args[0].value, env, expected: wrapped))
            }
            // `n.flatMap { .some($0 + 1) }`: the closure returns `U?` with `U` still open, and
            // only Optional has a case `some` that fits there (Swift needs that context to accept it).
            if name == "some", expected == nil, args.count == 1, args[0].label == nil { return .some(try eval(args[0].value, env)) }
            // `.system(size: 12)`, `.init(red: …)`: a static function of the expected type.
            guard let exp = contextOrOnlyOwner(expected, name) else {
                throw ScriptError(calleeExpr.loc, "cannot infer contextual base in reference to member '\(name)'")
            }
            if let value = try constantBinding(name, args, env, expected: exp) { return value }
            // `.failure(.bad(1))` as a `Result<Int, E>`: inside, `Failure` is `E`.
            // (`.init(…)` as a bare `Pair` inside `Pair<A>`'s own members makes a `Pair<A>`, its `A`
            // the one bound there; a case's payload may still say otherwise, so only `init`.)
            let generic = genericArguments(of: exp) ?? (name == "init" ? ownArguments(ofBare: exp) : nil)
            // Unknown arguments (`.delete(…)` of a bare `Change`) leave the type's own parameters
            // open: its `Element` is not the caller's (an array's `Element` being appended to).
            let scope = generic ?? userTypes[exp.baseName].flatMap { u in
                u.genericParameters.isEmpty ? nil : Dictionary(u.genericParameters.map { ($0, TypeExpr.named($0, [])) }, uniquingKeysWith: { a, _ in a })
            }
            if let scope { genericScopes.append(scope) }
            defer { if scope != nil { genericScopes.removeLast() } }
            var lastError: Error?
            for base in implicitMemberBases(exp, member: name) {
                do {
                    let cands = try candidates(forMember: name, of: base, loc: calleeExpr.loc)
                    let made = try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected).0
                    // `.failure(.bad)` as a `Result<Int, E>`, `.init(…)` as a `Box<Int>`: made with the context's arguments.
                    return generic.map { recordGenericArguments($0, on: made) } ?? made
                } catch let e as ScriptError { lastError = e }
            }
            throw lastError ?? ScriptError(calleeExpr.loc, "type '\(exp)' has no member '\(name)'")
        }
        // `type(of: items)` of an empty `[Int]`: its elements cannot say, its written type does.
        if args.count == 1, args[0].label == "of", case .global("type") = calleeExpr.kind, globals["type"] == nil {
            let v = try eval(args[0].value, env)
            // (Nor can a nil: `type(of: s)` with `s: String? = nil` is `Optional<String>`.)
            if v.isEmptyCollection || v.isNull, let t = (writtenStaticType(args[0].value, env) ?? inferredType(args[0].value, env)).map(canonical), isConcreteType(t) {
                switch t {
                case .array, .dictionary, .named("Set", _): return .type(.builtin(Self.spelledOut(t.description)))
                case .optional: if v.isNull, case .type(let rt)? = try? typeValue(t, args[0].value.loc) { return .type(rt) }
                default: break
                }
            }
            return .type(metatype(of: v))
        }
        // `isKnownUniquelyReferenced(&storage)`: answered from where the reference is kept.
        if args.count == 1, case .prefix("&", let target) = args[0].value.kind, calleeName(calleeExpr) == "isKnownUniquelyReferenced" {
            switch calleeExpr.kind {
            case .global, .standardName:
                guard let unique = isUniquelyReferenced(target, env) else {
                    throw ScriptError(args[0].value.loc, "isKnownUniquelyReferenced(_:) takes a variable or a stored property holding an object")
                }
                return .bool(unique)
            default: break
            }
        }
        // `Double(k)` called here before: its name still means the standard type unless a
        // declaration, a global or a generic parameter of that name has come since.
        if let site = calleeExpr.initializerSite, site.epoch == declarationEpoch, site.interpreter == ObjectIdentifier(self),
           case .global(let name) = calleeExpr.kind, name == site.typeName, genericScopes.last?[name] == nil, globals[name] == nil,
           let result = try callStandardInitializer(name, calleeExpr, args, env, expected: expected) {
            return result
        }
        let callee = try eval(calleeExpr, env)
        // `mods[0](&env)` with `mods.append { $0.size = 3 }`: a closure whose context said nothing
        // of `inout` (an `Element`, a `T`) takes the argument passed with `&` in place.
        if case .function(let f) = callee, case .closure(let decl, _) = f.kind {
            for (i, a) in args.enumerated() where i < decl.params.count && !decl.inoutParams.contains(i) {
                if case .prefix("&", _) = a.value.kind { decl.inoutParams.insert(i) }
            }
        }
        // `let r: Result<Int, E> = { return .success(1) }()`: a closure called where it is written
        // returns the call's context.
        if let expected, case .closure(let decl) = calleeExpr.kind, decl.returnType == nil, case .function(let f) = callee, f.returnContext == nil {
            f.returnContext = expected
        }
        if case .function(let f) = callee, let direct = try callIfPlain(f, args, env, loc: calleeExpr.loc) { return direct.result }
        if let t = callee.userType, !callee.isTypeValue, hasMember(t, "dynamicallyCall") {
            return try dynamicallyCall(callee, args, env, loc: calleeExpr.loc, expected: expected)
        }
        if case .type(.builtin(let typeName)) = callee, let result = try callStandardInitializer(typeName, calleeExpr, args, env, expected: expected) { return result }
        if let made = try literalCoercion(callee, args, env, loc: calleeExpr.loc) { return made }
        var cands = try candidates(forCallee: callee, loc: calleeExpr.loc, expected: expected)
        // `let f = addOne; f(7)`: a function held by a variable of another name is a value, called
        // without its declaration's argument labels (a bound method too: `let due = fern.isDue; due(3)`).
        if case .function(let f) = callee, case .script(let decl, _, _) = f.kind, decl.name != calleeName(calleeExpr) {
            switch calleeExpr.kind {
            case .local, .global: cands = cands.map { var c = $0; c.positional = true; return c }
            default: break
            }
        }
        // A module's own `func round(_:numPlaces:)` beside Foundation's `round(_:)`: Swift merges the
        // overloads of a name from the module and what it imports.
        // (Only where the module's own cannot take that many arguments, so a tie never arises.)
        if case .function(let f) = callee, case .script(let decl, _, _) = f.kind, f.receiver == nil, case .global(let n) = calleeExpr.kind,
           decl.name == n, !decl.params.contains(where: \.isVariadic),
           decl.params.count < args.count || decl.params.filter({ $0.defaultValue == nil }).count > args.count,
           let fs = natives.functions(named: n) {
            cands += candidates(for: FunctionValue(.native(name: n, fs)))
        }
        var name = calleeName(calleeExpr)
        if case .type(let t) = callee { name = t.name }
        // `Machine<Light>(initial: .red)`: inside, `State` is `Light`, so `.red` is one of its cases;
        // `let ps: [Pt<Double>] = [Pt(x: 3)]`: the context's arguments, when it names the same type.
        var written: [String: TypeExpr]? = if case .typeRef(let t) = calleeExpr.kind { genericArguments(of: t) } else { nil }
        if written == nil, case .type(let rt) = callee { written = rt.genericBindings }
        // `Length(value: 2)` as a `Length<Meters>`, `Length` a generic alias: its own parameters
        // are open, so the context's arguments stand in for them.
        if let w = written, case .type(let rt) = callee, let made = rt.userType, !w.values.map(canonical).allSatisfy(isConcreteType),
           let context = expected.map(canonical)?.unwrapped, context.baseName == made.name, let fromContext = genericArguments(of: context) {
            written = fromContext
        }
        // `[UInt8](repeating: .zero, count: 2)`, `let xs: [Double] = Array(repeating: .pi, count: 2)`:
        // a standard collection's element type, as written or as wanted.
        if written == nil, case .type(.builtin) = callee { written = standardCollectionScope(calleeExpr, expected: expected) }
        // `State(initialValue: .zero)` as a `State<CGFloat>`: a bridged generic type's parameters from the context,
        // or as written (`AnyIterator<(a: Int, b: Int)> { (1, 2) }`).
        if written == nil, case .type(.native(let nt)) = callee, !nt.genericParameters.isEmpty {
            var given: TypeExpr? = expected.map(canonical)?.unwrapped
            if case .typeRef(let t) = calleeExpr.kind { given = canonical(t) }
            // (In the caller's terms: `value: Scalar` inside `M<String>` is a String.)
            if case .named(let n, let args)? = given, n == nt.name, args.count == nt.genericParameters.count {
                written = Dictionary(zip(nt.genericParameters, args.map { canonicalThroughout($0) }), uniquingKeysWith: { a, _ in a })
            }
        }
        // `Point(x: a.x + b.x, …)` inside `Point<T>`'s own members: the receiver's arguments.
        if written == nil, case .type(.user(let made)) = callee, !made.genericParameters.isEmpty,
           case .named(let selfName, let selfArgs)? = genericScopes.last?["Self"], selfName == made.name, selfArgs.count == made.genericParameters.count,
           genericScopes.last?[Self.conformerSelfKey] == nil {
            written = Dictionary(zip(made.genericParameters, selfArgs), uniquingKeysWith: { a, _ in a })
        }
        if written == nil, case .type(.user(let made)) = callee, !made.genericParameters.isEmpty,
           let context = expected.map(canonical)?.unwrapped, context.baseName == made.name {
            written = genericArguments(of: context)
        }
        if let written { genericScopes.append(written) }
        defer { if written != nil { genericScopes.removeLast() } }
        // `Stair(step: 8) { … }`: made without the closure, then called with it (SwiftUIBridge/Layouts.swift).
        if case .type(let t) = callee, let last = args.last, last.isTrailing, passesTrailingClosureToCallAsFunction(t, cands) {
            let value = try call(cands, name: name, Array(args.dropLast()), env, loc: calleeExpr.loc, expected: nil).0
            let body = try candidates(forMember: "callAsFunction", of: value, loc: calleeExpr.loc)
            return try call(body, name: "callAsFunction", [last], env, loc: calleeExpr.loc, expected: expected).0
        }
        var (made, newSelf) = try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected)
        // `c()` with `mutating func callAsFunction`: the value called is changed where it is kept.
        if let newSelf, callee.userType != nil, !callee.isTypeValue { try assign(to: calleeExpr, newSelf, env) }
        made = try withWrittenElementType(made, calleeExpr)
        return written.map { recordGenericArguments($0, on: made) } ?? made
    }

    /// Inside a member of a generic type, its name written bare means it with the arguments the
    /// member sees (`static var zero: Pair { .init(first: A.zero) }`): those the innermost scope
    /// binds, where it is that type's (its `Self`, when it names one); nil anywhere else.
    func ownArguments(ofBare t: TypeExpr) -> [String: TypeExpr]? {
        guard case .named(let n, let args) = t, args.isEmpty, let u = userTypes[n], !u.genericParameters.isEmpty,
              let scope = genericScopes.last, scope["Self"].map({ $0.baseName == n }) ?? true else { return nil }
        let bound = u.genericParameters.compactMap { p in scope[p].flatMap { isConcreteType($0) ? (p, $0) : nil } }
        return bound.count == u.genericParameters.count ? Dictionary(bound, uniquingKeysWith: { a, _ in a }) : nil
    }

    /// A new instance of a generic script type keeps the arguments its construction named
    /// (`Box<String>(v: 1)`), which its stored values may not tell: its members' `T`, its printed
    /// type. Arguments that are still open generic parameters are left to its values.
    func recordGenericArguments(_ bindings: [String: TypeExpr], on v: Value) -> Value {
        // (Only parameters: a scope's bookkeeping entries, `~T` and `^T`, name none.)
        let concrete = bindings.filter { $0.key.first?.isLetter ?? false }.mapValues(canonical).filter { isConcreteType($0.value) }
        guard !concrete.isEmpty else { return v }
        switch v {
        case .structValue(var s) where !s.type.genericParameters.isEmpty:
            s.fields.genericArguments = concrete
            return .structValue(s)
        case .object(let o) where !o.type.genericParameters.isEmpty:
            o.fields.genericArguments = concrete
            return v
        case .enumValue(var e) where !e.type.genericParameters.isEmpty:
            var bound = concrete
            // `.success(v)` as a `Result<NewSuccess, E>` inside `map`: the payload says what `NewSuccess` is.
            if let c = e.type.cases.first(where: { $0.name == e.caseName }) {
                for (p, value) in zip(c.payload, e.payload) {
                    if case .named(let n, let args)? = p.type, args.isEmpty, e.type.genericParameters.contains(n), bound[n] == nil {
                        bound[n] = typeExpr(of: value)
                    }
                }
            }
            e.genericArguments = bound
            return .enumValue(e)
        case .some(let x): return .some(recordGenericArguments(bindings, on: x))
        default: return v
        }
    }

    /// A type with nothing left open: no generic parameter that is not bound to a type.
    func isConcreteType(_ t: TypeExpr) -> Bool {
        switch t {
        case .named(let n, let args):
            // (`Result<String, Error>`, `Result<Int, Never>`: the standard library's `Error` and `Never` are types too.)
            guard userTypes[n] != nil || libraryTypes[n] != nil || nativeTypes[n] != nil || natives.standardType(named: n) != nil
                    || builtinTypeNames.contains(n) || typeAliases[n] != nil || n == "Error" || n == "Never"
                    || n.utf8.contains(UInt8(ascii: ".")) && nestedUserType(n) != nil else { return false }
            return args.allSatisfy(isConcreteType)
        case .optional(let w), .array(let w): return isConcreteType(w)
        case .dictionary(let k, let v): return isConcreteType(k) && isConcreteType(v)
        case .tuple(let ts, _): return ts.allSatisfy(isConcreteType)
        case .function(let ps, let r): return ps.allSatisfy(isConcreteType) && isConcreteType(r)
        case .opaque: return true
        }
    }

    /// `String(word)`, `Double(k)`: the initializer its labels pick, or, for a plain type name,
    /// the one its arguments' types pick; remembered by the call site (`InitializerSite`). Nil, to
    /// take the general path, where a script extension adds initializers, or labels pick several
    /// for a written type (`[Int](…)`).
    private func callStandardInitializer(_ typeName: String, _ calleeExpr: Expr, _ args: [Argument], _ env: Env?, expected: TypeExpr?) throws -> Value? {
        guard standardTypeExtension(typeName) == nil else { return nil }
        // (Only a collection's: `Double(k)` in a loop pays nothing for it.)
        let isCollection = typeName.hasPrefix("[") || ["Array", "Set", "Dictionary", "ArraySlice"].contains(where: typeName.hasPrefix)
        let elements = isCollection ? standardCollectionScope(calleeExpr, expected: expected) : nil
        if let elements { genericScopes.append(elements) }
        defer { if elements != nil { genericScopes.removeLast() } }
        let me = ObjectIdentifier(self), loc = calleeExpr.loc
        var preEvaluated: [Int: Value] = [:]
        if let known = calleeExpr.initializerSite, known.typeName == typeName, known.interpreter == me {
            guard let kinds = known.argumentKinds else {
                try tick(loc)
                return try run(known.candidate, mapping: known.mapping, args, env, loc: loc).0
            }
            // Chosen by the arguments' kinds: every argument was evaluated without context to
            // choose it, so it is again; the same kinds mean the same overload.
            var same = true
            for i in args.indices {
                let v = try evalArgument(args[i], env, expected: nil)
                preEvaluated[i] = v
                if same, ArgumentKind(v) != kinds[i] { same = false }
            }
            if same {
                try tick(loc)
                return try run(known.candidate, mapping: known.mapping, args, env, preEvaluated: preEvaluated, loc: loc, expected: expected).0
            }
        }
        let cands = try initializers(of: .builtin(typeName), loc: loc)
        // Several overloads by label are chosen here only for a plain name (`Double(k)`): a
        // written type (`[Int](…)`, `Array<Int>(…)`) binds generic arguments the general path keeps.
        guard case .global = calleeExpr.kind else {
            if case .typeRef(let t) = calleeExpr.kind, genericArguments(of: t) != nil { return nil }
            let labelled = cands.compactMap { c in matchLabels(c, args).map { (c, $0) } }
            guard labelled.count == 1 else { return nil }
            let (candidate, mapping) = labelled[0]
            calleeExpr.initializerSite = InitializerSite(typeName: typeName, interpreter: me, candidate: candidate, mapping: mapping, epoch: declarationEpoch)
            try tick(loc)
            return try withWrittenElementType(try run(candidate, mapping: mapping, args, env, loc: loc).0, calleeExpr)
        }
        try tick(loc)
        let (candidate, mapping, labelsChose) = try chooseOverload(cands, name: typeName, args, env, loc: loc, preEvaluated: &preEvaluated)
        if labelsChose {
            calleeExpr.initializerSite = InitializerSite(typeName: typeName, interpreter: me, candidate: candidate, mapping: mapping, epoch: declarationEpoch)
        } else if preEvaluated.count == args.count {
            let kinds = args.indices.compactMap { preEvaluated[$0].flatMap(ArgumentKind.init) }
            if kinds.count == args.count {
                calleeExpr.initializerSite = InitializerSite(typeName: typeName, interpreter: me, candidate: candidate, mapping: mapping, argumentKinds: kinds, epoch: declarationEpoch)
            }
        }
        // As the general path would run it: with the call's context (only one overload by label
        // ran without it before this site kept its choice).
        return try run(candidate, mapping: mapping, args, env, preEvaluated: preEvaluated, loc: loc, expected: labelsChose ? nil : expected).0
    }

    /// `[Double](repeating: 2, count: 3)`, `Array<CGFloat>(…)`: the written element type makes
    /// the integer literals among the made array's elements floating point.
    private func withWrittenElementType(_ made: Value, _ calleeExpr: Expr) throws -> Value {
        guard case .typeRef(let t) = calleeExpr.kind, case .array = made else { return made }
        let element: TypeExpr
        switch canonical(t) {
        case .array(let e): element = e
        case .named("Array", let args) where args.count == 1: element = args[0]
        default: return made
        }
        return floatKind(element) != nil ? try coerce(made, to: .array(element), calleeExpr.loc) : made
    }

    /// `.constant(.red)` where a `Binding<Color>` (or, for a `@Binding var color: Color`, a `Color`)
    /// is expected: bindings are their values in a picture, so the value takes the context
    /// (`Binding.constant` itself is declared over anything). Nil where the expected type has a
    /// `constant` of its own.
    private func constantBinding(_ name: String, _ args: [Argument], _ env: Env?, expected: TypeExpr) throws -> Value? {
        guard name == "constant", args.count == 1, args[0].label == nil else { return nil }
        // (A script's own `Binding` with its own `constant`: that one.)
        let own = userTypes[expected.baseName].map { $0.staticMethods["constant"] != nil || $0.cases.contains { $0.name == "constant" } }
            ?? (nativeTypes[expected.baseName]?.staticMethods["constant"] != nil)
        if own, userTypes[expected.baseName] != nil { return nil }
        if case .named("Binding", let read) = expected, let valueType = read.first { return try eval(args[0].value, env, expected: valueType) }
        return own ? nil : try eval(args[0].value, env, expected: expected)
    }

    /// The generic parameters of a collection receiver (`Element`; `Key`, `Value`), from its
    /// contents or the written type of the variable holding it.
    func collectionGenerics(_ base: Value, _ baseExpr: Expr, _ env: Env?) -> [String: TypeExpr]? {
        // The written type, in this scope's terms (`[Change<T>]` in `ops<T>`; a field's `[Change<Element>]`).
        // (Of an empty collection a call made, what Swift infers for it: `xs.map { $0.price }` is a `[Double]`.)
        let written = writtenStaticType(baseExpr, env).map { canonicalThroughout($0) } ?? (base.isEmptyCollection ? inferredType(baseExpr, env) : nil)
        // `c.connect(.red, .green)` on a `Graph<Color>`: inside, `Node` is `Color`.
        if let written, let g = genericArguments(of: written.unwrapped) { return g }
        switch base {
        case .array(let xs):
            // The written type first: `var things: [Any]` holding an Int takes a String too.
            if case .array(let e)? = written?.unwrapped, isConcreteType(e) { return ["Element": e] }
            // (`var arr: [W] = []` in `zeros<W>(_ w: W)` called with a literal: `W` is that literal's type.)
            if case .array(.named(let n, let args))? = written?.unwrapped, args.isEmpty, let loose = genericScopes.last?[Self.looseBinding(n)] {
                return ["Element": loose]
            }
            if let first = xs.first { return ["Element": literalElementType(first) ?? typeExpr(of: first)] }
        case .native(let n) where n.payload is ArraySlice<Value>:
            // `lengths.dropFirst().reduce(Measurement(value: 0, unit: .cm), +)`: a slice's elements.
            if let first = (n.payload as! ArraySlice<Value>).first { return ["Element": literalElementType(first) ?? typeExpr(of: first)] }
        case .set(let set):
            if let first = set.members.first { return ["Element": typeExpr(of: first)] }
            if case .named("Set", let args)? = written?.unwrapped, let e = args.first { return ["Element": e] }
        case .range(let lower, _, _):
            return ["Element": typeExpr(of: lower)]
        case .dictionary(let d):
            if let k = d.keys.first, let v = d.values.first { return ["Key": typeExpr(of: k), "Value": typeExpr(of: v)] }
            if case .dictionary(let k, let v)? = written?.unwrapped { return ["Key": k, "Value": v] }
        default: break
        }
        return nil
    }

    /// The element type a standard collection's initializer is called with, as written
    /// (`[UInt8](…)`) or as wanted (`let xs: [Double] = Array(…)`).
    func standardCollectionScope(_ calleeExpr: Expr, expected: TypeExpr?) -> [String: TypeExpr]? {
        if case .typeRef(let t) = calleeExpr.kind, let bound = collectionBindings(of: canonicalThroughout(t)) { return bound }
        return expected.flatMap { collectionBindings(of: canonicalThroughout($0).unwrapped) }
    }

    /// `Element` of `[T]`, `Set<T>`; `Key` and `Value` of `[K: V]`, where they are known types.
    func collectionBindings(of t: TypeExpr) -> [String: TypeExpr]? {
        var element: TypeExpr?, key: TypeExpr?, value: TypeExpr?
        switch t {
        case .array(let e): element = e
        case .dictionary(let k, let v): (key, value) = (k, v)
        case .named(let n, let args) where args.count == 1 && ["Array", "Set", "ArraySlice"].contains(n): element = args[0]
        case .named("Dictionary", let args) where args.count == 2: (key, value) = (args[0], args[1])
        default: return nil
        }
        // (`[Any]` says nothing an element's implicit member could be looked up on.)
        func known(_ t: TypeExpr) -> Bool { isConcreteType(t) && !["Any", "AnyObject", "AnyHashable"].contains(t.baseName) }
        if let element { return known(element) ? ["Element": element] : nil }
        guard let key, let value, known(key), known(value) else { return nil }
        return ["Key": key, "Value": value]
    }

    /// Whether the arguments fill a plain function's parameters one to one, by label.
    @inline(__always)
    func labelsMatch(_ decl: FunctionDecl, _ args: [Argument]) -> Bool {
        guard decl.params.count == args.count else { return false }
        for i in args.indices where args[i].label != decl.params[i].label || args[i].isTrailing { return false }
        // `id(.a(1))` for `id<T>(_: T) -> T`: only the call's context types the member (`run`).
        // (So does `pick(Box(unit: Temp.c), Box(unit: .f))`'s second argument, from the first's `T`.)
        for i in args.indices where needsContext(args[i].value) || callsWithContext(args[i].value) {
            if let t = decl.params[i].type, decl.genericParameters.contains(t.baseName) { return false }
        }
        return true
    }

    /// The common call: one script function whose parameters the arguments fill in order. Skips
    /// candidate lists and overload scoring; arguments are evaluated straight into the new frame.
    func callDirect(_ decl: FunctionDecl, _ fenv: Env?, receiver: Value?, _ args: [Argument], _ env: Env?, loc: Loc) throws -> (result: Value, newSelf: Value?) {
        try tick(loc)
        let offset = decl.hasSelf ? 1 : 0
        let frame = Env(count: max(decl.slotCount, args.count + offset), parent: fenv)
        if decl.hasSelf { frame[0] = receiver ?? .void }
        var site: CallSiteTypes?
        for i in args.indices {
            var type = decl.params[i].type
            // (A protocol extension's `Self` is the receiver's type, not the caller's: `a.blend(with: b)`
            // on a `V` inside `Track<V>`.)
            if decl.takesSelf, let receiver, !receiver.isTypeValue, let t = type, t.mentions("Self") {
                type = t.replacing("Self", with: receiver.userType?.genericParameters.isEmpty == false ? specializedTypeExpr(receiver) : typeExpr(of: receiver))
            }
            var v = try eval(args[i].value, env, expected: type)
            if let type { v = try coerce(v, to: type, args[i].value.loc, argument: true) }
            frame[i + offset] = v
            // (A generic parameter an empty collection or a nil cannot bind: the argument's static type.)
            if !decl.genericParameters.isEmpty,
               let t = staticTypeOfEmptyArgument(v, args[i].value, declared: type, generics: decl.genericParameters, env) {
                site = site ?? CallSiteTypes()
                site?.arguments[i] = t
            }
        }
        if !deinits.isEmpty { try runDeinitializers() }
        try enterCall(loc)
        defer { exitCall() }
        let bound = decl.takesBindings ? try bindingArguments(decl.params, env) { $0 < args.count ? args[$0].value : nil } : nil
        if let bound {
            bindingArguments.append(bound)
            frame.bindingWriters = bindingWriters(bound, of: decl)
        }
        defer { if bound != nil { bindingArguments.removeLast() } }
        let result = try runFunctionBody(decl, frame, loc: decl.loc, site: site)
        // A mutating method hands its new `self` back, as `invoke` does.
        return (result, selfAfterCall(decl, frame, receiver: receiver))
    }

    /// A single plain script function whose labels match, called without overload resolution;
    /// nil for anything else.
    func callIfPlain(_ f: FunctionValue, _ args: [Argument], _ env: Env?, loc: Loc) throws -> (result: Value, newSelf: Value?)? {
        guard case .script(let decl, let fenv, _) = f.kind, decl.isPlain, labelsMatch(decl, args) else { return nil }
        return try callDirect(decl, fenv, receiver: f.receiver, args, env, loc: loc)
    }

    /// `super.init(…)`, `super.method(…)`: looked up from the superclass of `className`, bound to `self`.
    func callSuper(_ className: String, _ base: Value, _ name: String, _ baseExpr: Expr, _ args: [Argument], _ env: Env?, site: Expr, expected: TypeExpr?) throws -> Value {
        let loc = site.loc
        guard let sup = userTypes[className]?.superclass else {
            if name == "init" { return .void }  // `super.init()` of a root class (NSObject-style) does nothing.
            throw ScriptError(loc, "'super' members cannot be referenced in a root class")
        }
        // `super.make()` in an `override class func`: the superclass's static method.
        if case .type = base, name != "init" {
            guard case .function(let f)? = try staticMember(sup, name, loc: loc, forCall: true) else {
                throw ScriptError(loc, "type '\(sup.name)' has no member '\(name)'")
            }
            return try call(candidates(for: f), name: name, args, env, loc: loc, expected: expected).0
        }
        if name == "init" {
            // Classes are references: the superclass initializer fills in the same object.
            _ = try call(superInitializers(sup, receiver: base, loc: loc), name: "init", args, env, loc: loc, expected: expected)
            return .void
        }
        // A plain script method, resolved once per site and superclass.
        let cache = methodCache(at: site)
        let entry: MethodCache.Entry
        if let e = cache.lookup(sup) {
            entry = e
        } else {
            var method: MethodCache.Method?
            if case .function(let f)? = try userMember(sup, receiver: base, name, loc: loc), case .script(let decl, let fenv, _) = f.kind, decl.isPlain {
                method = (decl, fenv)
            }
            entry = MethodCache.Entry(type: sup, method: method)
            cache.add(entry)
        }
        if let (decl, fenv) = entry.method, labelsMatch(decl, args) {
            return try callDirect(decl, fenv, receiver: base, args, env, loc: loc).result
        }
        guard let m = try userMember(sup, receiver: base, name, loc: loc) else {
            throw ScriptError(loc, "value of type '\(sup.name)' has no member '\(name)'")
        }
        guard case .function(let f) = m else { throw ScriptError(loc, "cannot call value of non-function type '\(m.typeName)'") }
        let (result, newSelf) = try callIfPlain(f, args, env, loc: loc) ?? call(candidates(for: f), name: name, args, env, loc: loc, expected: expected)
        // Classes only: `super` is never a value type, so nothing to refuse.
        if let newSelf { try assign(to: baseExpr, newSelf, env) }
        return result
    }

    /// `Money(3)` for a `Money: ExpressibleByIntegerLiteral` is `3 as Money` (SE-0213), whatever
    /// `init(_:)` it has. Nil when the call is anything else.
    func literalCoercion(_ callee: Value, _ args: [Argument], _ env: Env?, loc: Loc) throws -> Value? {
        guard case .type(.user(let t)) = callee, args.count == 1, args[0].label == nil, t.kind != .protocolType else { return nil }
        // `Msg("x = \(n)")`: an interpolation made as the type, by its `init(stringInterpolation:)`.
        if case .interpolation = args[0].value.kind, t.chain.contains(where: { $0.initializers.contains { $0.params.first?.label == "stringInterpolation" } }) {
            return try eval(args[0].value, env, expected: .simple(t.qualifiedName))
        }
        guard isScalarLiteral(args[0].value) else { return nil }
        return try literalConversion(try eval(args[0].value, env), to: .simple(t.qualifiedName), loc)
    }

    func calleeName(_ e: Expr) -> String {
        switch e.kind {
        case .local(_, _, let n), .global(let n), .name(let n), .standardName(let n), .member(_, let n), .implicitMember(let n): return n
        case .superSelf: return "super"
        default: return "function"
        }
    }

    /// `dial(4, 1, 1)` on a `@dynamicCallable` value: its `dynamicallyCall(withArguments:)` with
    /// the arguments as an array, or, when some are labelled or only that one exists,
    /// `dynamicallyCall(withKeywordArguments:)` with (label, value) pairs in order.
    func dynamicallyCall(_ callee: Value, _ args: [Argument], _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value {
        let cands = try candidates(forMember: "dynamicallyCall", of: callee, loc: loc)
        let positional = cands.contains { $0.params.first?.label == "withArguments" }
        let keyword = cands.contains { $0.params.first?.label == "withKeywordArguments" }
        let argument: Argument
        if positional, !keyword || args.allSatisfy({ $0.label == nil }) {
            argument = Argument(label: "withArguments", value: Expr(.arrayLiteral(args.map(\.value)), loc))
        } else {
            let pairs = args.map { a in
                Expr(.tuple([Argument(label: "key", value: Expr(.stringLiteral(a.label ?? ""), a.value.loc)), Argument(label: "value", value: a.value)]), a.value.loc)
            }
            argument = Argument(label: "withKeywordArguments", value: Expr(.arrayLiteral(pairs), loc))
        }
        return try call(cands, name: "dynamicallyCall", [argument], env, loc: loc, expected: expected).0
    }

    /// `#function` for a call at `loc`: the declaration around it in its source.
    func functionName(at loc: Loc) -> String {
        if functionSpans[loc.file] == nil, let text = sourceTexts[loc.file] {
            let tree = Parser.parse(source: text)
            functionSpans[loc.file] = FunctionNames.spans(in: tree, converter: SourceLocationConverter(fileName: "", tree: tree))
        }
        return FunctionNames.name(at: loc, in: functionSpans[loc.file] ?? [])
    }
}
