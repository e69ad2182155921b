import SwiftParser
import SwiftSyntax
/// What running a function gives its caller: the result, the receiver's new value when a
/// mutating method changed it, and the final values of `inout` parameters to write back.
struct Invocation {
    var value: Value
    var newReceiver: Value?
    var inoutValues: [Value]?

    init(_ value: Value, _ newReceiver: Value? = nil, inoutValues: [Value]? = nil) {
        self.value = value
        self.newReceiver = newReceiver
        self.inoutValues = inoutValues
    }
}

/// One overload a call may pick: its parameters (for labels, types, defaults) and how to run it.
/// `run` gets the arguments in parameter order and the call's location.
struct Candidate {
    var name: String
    var params: [Param]
    /// Parameters can be filled by position only (closures, function-typed values).
    var positional = false
    /// A generic parameter's first protocol (`S: TrackPadStyle`): where an implicit member
    /// argument (`.default`) is looked up.
    var genericProtocols: [String: String] = [:]
    /// A bridged function's overload, not a script's.
    var isNative = false
    /// What it returns, when written (`U?` for `Optional.map<U>`): with the call's context, it
    /// types a closure argument's result (`o.map { .success($0) } ?? fallback`).
    var returnType: TypeExpr?
    /// What it is declared to return, which the call's context compares when overloads differ
    /// only there (`func value() -> Int` beside `func value() -> String`).
    var declaredResult: TypeExpr?
    /// The overload's own generic parameters (`init<S: PSliderStyle>(_ style: S)`): in its
    /// parameter types they are the callee's, whatever the caller's scope binds a name like them to.
    var genericParameters: [String] = []
    /// The placeholders one argument's value can bind for the arguments after it: the
    /// overload's own, and for an initializer of a generic type the type's (`Clamped<Value>`).
    var inferableParameters: [String] = []
    /// For a method called on an instance: its type, which `Self` in the parameter types names
    /// (`perms.contains(x)` from inside another type's method takes a `Perms`).
    var receiverType: TypeExpr?
    /// The value a method is called on, whose elements root a key path argument (`rows.filtered(\.status, in: .open)`).
    var receiver: Value?
    var run: (_ arguments: [Value], _ loc: Loc) throws -> Invocation
    /// A generic script function run where the call's context can bind what no argument does
    /// (`let n: Int? = get("k")` for `get<T>(_:) -> T?`).
    var runInContext: ((_ arguments: [Value], _ loc: Loc, _ expected: TypeExpr) throws -> Invocation)?

    var signature: String {
        positional ? "\(name)(\(params.map { _ in "_:" }.joined()))" : "\(name)(\(params.map { ($0.label ?? "_") + ":" }.joined()))"
    }
}

/// A call site's standard-type initializer (`String(word)`), chosen by its labels on the first
/// run. A class, so a site keeps it without copying the candidate each time. The candidate runs
/// in the interpreter that made it, so another session's run of the same node chooses afresh.
final class InitializerSite {
    let typeName: String
    let interpreter: ObjectIdentifier
    let candidate: Candidate
    let mapping: [Int?]
    /// For an overload chosen by its arguments' types (`Double(k)` among `Double`'s one-argument
    /// initializers): the kinds of the arguments it was chosen for. Arguments of the same kinds
    /// choose it again; nil when the labels alone chose it.
    let argumentKinds: [ArgumentKind]?
    /// The declarations the callee's name was resolved among (`Interpreter.declarationEpoch`).
    let epoch: Int
    init(typeName: String, interpreter: ObjectIdentifier, candidate: Candidate, mapping: [Int?], argumentKinds: [ArgumentKind]? = nil, epoch: Int) {
        self.typeName = typeName; self.interpreter = interpreter; self.candidate = candidate; self.mapping = mapping
        self.argumentKinds = argumentKinds; self.epoch = epoch
    }
}

extension Interpreter {
    func evalCall(_ calleeExpr: Expr, _ args: [Argument], _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> Value {
        // `arr.append(x)`, `counter.increment()`: a mutating method writes its receiver back.
        if case .member(let baseExpr, let name) = calleeExpr.kind {
            if let result = try callMutatingInPlace(calleeExpr, baseExpr, name, args, env) { return result }
            if let result = try callMutatingMethodInPlace(calleeExpr, baseExpr, name, args, env) { return result }
            let base = try eval(baseExpr, env, expected: chainContext(baseExpr, expected))
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
            var elements = args.contains(where: { needsContext($0.value) || callsWithContext($0.value) }) ? collectionGenerics(base, baseExpr) : nil
            // `p.distance(to: .origin)` on a `Point<Float>`: the arguments see its `T` and `Self`.
            if elements == nil, base.userType.map({ !$0.genericParameters.isEmpty }) == true,
               args.contains(where: { needsContext($0.value) || isLiteralExpr($0.value) }) || bindsAnOptional(base) {
                elements = receiverBindings(base)
            }
            if elements == nil { elements = selfScope(forArgumentsOf: base, args) }
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
            let generic = genericArguments(of: exp)
            if let generic { genericScopes.append(generic) }
            defer { if generic != nil { genericScopes.removeLast() } }
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
            if v.isEmptyCollection, let t = writtenStaticType(args[0].value, env).map(canonical), isConcreteType(t) {
                switch t {
                case .array, .dictionary, .named("Set", _): return .type(.builtin(Self.spelledOut(t.description)))
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
        // without its declaration's argument labels.
        if case .function(let f) = callee, case .script(let decl, _, _) = f.kind, f.receiver == nil, decl.name != calleeName(calleeExpr) {
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
        // `State(initialValue: .zero)` as a `State<CGFloat>`: a bridged generic type's parameters from the context.
        if written == nil, case .type(.native(let nt)) = callee, !nt.genericParameters.isEmpty,
           case .named(let n, let args)? = expected.map(canonical)?.unwrapped, n == nt.name, args.count == nt.genericParameters.count {
            written = Dictionary(zip(nt.genericParameters, args), uniquingKeysWith: { a, _ in a })
        }
        // `Point(x: a.x + b.x, …)` inside `Point<T>`'s own members: the receiver's arguments.
        if written == nil, case .type(.user(let made)) = callee, !made.genericParameters.isEmpty,
           case .named(let selfName, let selfArgs)? = genericScopes.last?["Self"], selfName == made.name, selfArgs.count == made.genericParameters.count {
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
        var made = try call(cands, name: name, args, env, loc: calleeExpr.loc, expected: expected).0
        made = try withWrittenElementType(made, calleeExpr)
        return written.map { recordGenericArguments($0, on: made) } ?? made
    }

    /// A new instance of a generic script type keeps the arguments its construction named
    /// (`Box<String>(v: 1)`), which its stored values may not tell: its members' `T`, its printed
    /// type. Arguments that are still open generic parameters are left to its values.
    func recordGenericArguments(_ bindings: [String: TypeExpr], on v: Value) -> Value {
        let concrete = bindings.mapValues(canonical).filter { isConcreteType($0.value) }
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
                    || builtinTypeNames.contains(n) || typeAliases[n] != nil || n == "Error" || n == "Never" else { return false }
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
        guard extensions[typeName] == nil else { return nil }
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
        if case .named("Binding", let read) = expected, let valueType = read.first { return try eval(args[0].value, env, expected: valueType) }
        let own = userTypes[expected.baseName].map { $0.staticMethods["constant"] != nil || $0.cases.contains { $0.name == "constant" } }
            ?? (nativeTypes[expected.baseName]?.staticMethods["constant"] != nil)
        return own ? nil : try eval(args[0].value, env, expected: expected)
    }

    /// The generic parameters of a collection receiver (`Element`; `Key`, `Value`), from its
    /// contents or the written type of the variable holding it.
    func collectionGenerics(_ base: Value, _ baseExpr: Expr) -> [String: TypeExpr]? {
        var written = baseExpr.declaredType.map(canonical)
        if written == nil, case .global(let n) = baseExpr.kind { written = globals[slot: globalSlot(baseExpr, n)].type.map(canonical) }
        // `c.connect(.red, .green)` on a `Graph<Color>`: inside, `Node` is `Color`.
        if let written, let g = genericArguments(of: written.unwrapped) { return g }
        switch base {
        case .array(let xs):
            // The written type first: `var things: [Any]` holding an Int takes a String too.
            if case .array(let e)? = written?.unwrapped, isConcreteType(e) { return ["Element": e] }
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
        for i in args.indices {
            let type = decl.params[i].type
            var v = try eval(args[i].value, env, expected: type)
            if let type { v = try coerce(v, to: type, args[i].value.loc, argument: true) }
            frame[i + offset] = v
        }
        try enterCall(loc)
        defer { exitCall() }
        let bound = environmentStack.isEmpty ? nil : bindingArguments(decl.params) { $0 < args.count ? args[$0].value : nil }
        if let bound { bindingArguments.append(bound) }
        defer { if bound != nil { bindingArguments.removeLast() } }
        let result = try runFunctionBody(decl, frame, loc: decl.loc)
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
        guard case .type(.user(let t)) = callee, args.count == 1, args[0].label == nil, isScalarLiteral(args[0].value),
              t.kind != .protocolType else { return nil }
        return try literalConversion(try eval(args[0].value, env), to: .simple(t.qualifiedName), loc)
    }

    /// A number, string or Boolean literal (a negative number too).
    func isScalarLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .intLiteral, .floatLiteral, .stringLiteral, .boolLiteral: return true
        case .prefix("-", let x): if case .intLiteral = x.kind { return true }; if case .floatLiteral = x.kind { return true }; return false
        default: return false
        }
    }

    func calleeName(_ e: Expr) -> String {
        switch e.kind {
        case .local(_, _, let n), .global(let n), .name(let n), .standardName(let n), .member(_, let n), .implicitMember(let n): return n
        case .superSelf: return "super"
        default: return "function"
        }
    }

    /// The overloads a value can be called as: a function, or a type (its initializers).
    func candidates(forCallee callee: Value, loc: Loc, expected: TypeExpr?) throws -> [Candidate] {
        switch callee {
        case .function(let f): return candidates(for: f)
        case .type(let t): return try initializers(of: t, loc: loc)
        // `var f: ((Int) -> Int)!; f(2)`: Swift calls no Optional but an implicitly unwrapped
        // one (lowering keeps only the Optional), so a called Optional is unwrapped or traps.
        case .some(let f) where f.isFunctionValue: return try candidates(forCallee: f, loc: loc, expected: expected)
        case .null: return try candidates(forCallee: implicitlyUnwrapped(callee, loc), loc: loc, expected: expected)
        default:
            // `polynomial(3)`: a value whose type declares `callAsFunction` is called through it.
            if callee.userType?.chain.contains(where: { $0.methods["callAsFunction"] != nil }) == true
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
        throw ScriptError(loc, "cannot call value of non-function type '\(m.typeName)'")
    }

    func typeList(_ c: Candidate) -> String {
        c.params.map { $0.type.map { "\($0)" } ?? "_" }.joined(separator: ",")
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

    /// `.red` or `.unit(1)`: typed by its context (read from the node's traits, not by matching its kind, which copies it).
    @inline(__always)
    func isImplicitMemberArgument(_ e: Expr) -> Bool { e.traits.contains(.implicitMemberArgument) }
    /// `Box(unit: .f)`: a call whose own arguments need the context its type's arguments give.
    @inline(__always)
    func callsWithContext(_ e: Expr) -> Bool { e.traits.contains(.callNeedingContext) }

    /// An argument whose type only its parameter's can complete: an implicit member, or a tuple
    /// literal taking its labels.
    func needsContext(_ e: Expr) -> Bool { !e.traits.isDisjoint(with: [.implicitMemberArgument, .tupleLiteral]) }

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
        switch f.kind {
        case .script(let decl, let env, let selfType):
            var c = Candidate(name: decl.name, params: decl.params) { [unowned self] args, loc in
                if !decl.genericRequirements.isEmpty { try self.checkGenericRequirements(decl, args, selfType: selfType, loc: loc) }
                return try self.invoke(decl, env: env, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc)
            }
            c.genericProtocols = firstProtocols(decl.typeRequirements + decl.genericRequirements)
            // A generic function's result can bind its placeholder from the call's context.
            if !decl.genericParameters.isEmpty {
                c.returnType = decl.returnType
                c.runInContext = { [unowned self] args, loc, expected in
                    if !decl.genericRequirements.isEmpty { try self.checkGenericRequirements(decl, args, selfType: selfType, loc: loc) }
                    return try self.invoke(decl, env: env, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc, resultContext: expected)
                }
            }
            c.genericParameters = decl.genericParameters
            c.declaredResult = decl.returnType
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
                    return Invocation(try self.runResultBuilder(bt, decl.body.stmts, frame, loc: decl.loc))
                }
                return Invocation(try self.invokeClosure(decl, env: env, builder: f.isViewBuilder, args: args, returnContext: f.returnContext, returnsOptional: f.returnsOptional))
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
                c.returnType = nf.decl.returnType
                return c
            }
        case .initializers(let t):
            // Only a protocol has none that can run; calling it then says so (`cannot call`).
            return (try? initializers(of: t, loc: .none)) ?? []
        case .overloads(let fs):
            return fs.flatMap(candidates(for:))
        case .enumConstructor(let type, let caseName):
            let decl = type.cases.first { $0.name == caseName }
            let outer = enclosingArguments(type)
            return [Candidate(name: caseName, params: decl?.payload ?? []) { args, _ in
                Invocation(.enumValue(EnumInstance(type: type, caseName: caseName, payload: args, labels: (decl?.payload ?? []).map(\.label),
                                                   genericArguments: outer)))
            }]
        }
    }

    // MARK: Overload resolution

    /// Picks an overload by labels, then by argument types, evaluates the arguments with the
    /// chosen parameter types as context, and runs it.
    func call(_ cands: [Candidate], name: String, _ args: [Argument], _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> (Value, Value?) {
        try tick(loc)
        var preEvaluated: [Int: Value] = [:]
        let (candidate, mapping, _) = try chooseOverload(cands, name: name, args, env, loc: loc, preEvaluated: &preEvaluated, expected: expected)
        return try run(candidate, mapping: mapping, args, env, preEvaluated: preEvaluated, loc: loc, expected: expected)
    }

    /// The overload a call runs: by labels, then by the arguments' types. Arguments whose value
    /// does not depend on the choice are evaluated to score the overloads (those already in
    /// `preEvaluated` are not evaluated again) and left in `preEvaluated` for the run.
    /// `labelsChose` says only one overload took the labels.
    func chooseOverload(_ cands: [Candidate], name: String, _ args: [Argument], _ env: Env?, loc: Loc,
                        preEvaluated: inout [Int: Value], expected: TypeExpr? = nil) throws -> (Candidate, [Int?], labelsChose: Bool) {
        let labelled = cands.compactMap { c in matchLabels(c, args).map { (c, $0) } }
        // `{ 7 }` passed as a `(T) -> U` with `T == Void`: called with `()`, it takes nothing.
        if labelled.isEmpty, cands.count == 1, cands[0].positional, cands[0].params.isEmpty, args.count == 1, args[0].label == nil,
           try (preEvaluated[0] ?? evalArgument(args[0], env, expected: nil)).isEmptyTuple {
            return (cands[0], [], true)
        }
        guard !labelled.isEmpty else { throw labelError(cands, name: name, args, loc: loc) }
        var chosen = labelled[0]
        if labelled.count > 1 {
            // Evaluate the context-free arguments once, then score each overload. String literals
            // wait when an overload takes a LocalizedStringKey: their type depends on the choice.
            let takesKey = labelled.contains { $0.0.params.contains { $0.type?.unwrapped.baseName == "LocalizedStringKey" } }
            // An argument some overload takes as an `@autoclosure` runs only if that body asks
            // (`check(ok, expensive())`, `tint(c != nil, c!)`): a literal is scored by its value,
            // anything else by its syntax; a tie goes to the overload that takes them lazily.
            var deferred = Set<Int>()
            for (c, mapping) in labelled {
                for (pi, p) in c.params.enumerated() where p.isAutoclosure { if let ai = mapping[pi] { deferred.insert(ai) } }
            }
            for (i, a) in args.enumerated() where !isContextDependent(a.value) && !(takesKey && isStringLiteral(a.value)) {
                if deferred.contains(i), literalSample(a.value) == nil { continue }
                if preEvaluated[i] == nil { preEvaluated[i] = try evalArgument(a, env, expected: nil) }
            }
            var scored: [(Candidate, [Int?], Int)] = []
            for (c, mapping) in labelled {
                if let s = score(c, mapping, args, preEvaluated) { scored.append((c, mapping, s)) }
            }
            guard let best = scored.max(by: { $0.2 < $1.2 }) else {
                let list = labelled.map { describeSignature($0.0) }.joined(separator: ", ")
                throw ScriptError(loc, "no '\(name)' accepts these argument types (\(args.map { argumentTypeName($0, preEvaluated, args) }.joined(separator: ", "))); candidates: \(list)")
            }
            var ties = scored.filter { $0.2 == best.2 }
            // `let n: Int = value()` beside `func value() -> String`: what the context wants.
            if ties.count > 1, let e = expected.map(canonical), e.baseName != "Any" {
                let fitting = ties.filter { $0.0.declaredResult.map { canonical($0).description } == e.description }
                if !fitting.isEmpty, fitting.count < ties.count { ties = fitting }
            }
            // Overloads Loom cannot tell apart by labels and types differ only in generic
            // constraints (`extension TrackPad where Label == Text`): Swift picks the more
            // constrained, which is declared later; failing would reject code swiftc compiles.
            if ties.count > 1, Set(ties.map { describeSignature($0.0) + typeList($0.0) }).count == 1 { ties = [ties[ties.count - 1]] }
            // Unevaluated arguments could not tell the overloads apart: the one taking them as
            // autoclosures is the one that does not need their values; of several, the later
            // declared (a concrete type's extension after its protocol's: PureSwiftUI's
            // `Text.foregroundColorIf` beside `View.foregroundColorIf`).
            if ties.count > 1, !deferred.isEmpty {
                let lazy = ties.filter { c, mapping, _ in
                    c.params.indices.allSatisfy { pi in mapping[pi].map { !deferred.contains($0) || c.params[pi].isAutoclosure } ?? true }
                }
                if let last = lazy.last { ties = [last] }
            }
            // `render(3.5)` with `render<T>(_: T)` and `render<T>(_: T?)`: wrapping a value in an
            // Optional is a conversion, which Swift ranks below taking the value as it is; an
            // Optional argument goes to the overload that takes an Optional (the more specialized).
            if ties.count > 1 {
                let fits = ties.map { c, mapping, _ in optionalFit(c, mapping, args, preEvaluated) }
                if let best = fits.max(), fits.contains(where: { $0 != best }) {
                    ties = zip(ties, fits).filter { $0.1 == best }.map(\.0)
                }
            }
            // `g(4)` beside `g(_: Float)` and `g(_: Binding<Float>)`: Loom's bindings are the values
            // they hold, so the argument's syntax says which (`$x`, `.constant(v)`, `Binding(…)`).
            if ties.count > 1 {
                let fits = ties.map { c, mapping, _ in bindingFit(c, mapping, args) }
                if let best = fits.max(), fits.contains(where: { $0 != best }) {
                    ties = zip(ties, fits).filter { $0.1 == best }.map(\.0)
                }
            }
            // `f()` beside `f(capacity: Int = 4)` and `f(values: Int...)`: Swift ranks an empty
            // variadic list below a default argument.
            if ties.count > 1 {
                let plain = ties.filter { c, _, _ in !c.params.contains(where: \.isVariadic) }
                if plain.count == 1 { ties = plain }
            }
            // Bridged overloads whose defaults make them equal (`Animation.spring()` with either set
            // of spring parameters): SwiftUI's own resolution picks one; the first declared stands for it.
            if ties.count > 1, ties.allSatisfy({ $0.0.isNative }) { ties = [ties[0]] }
            if ties.count > 1, let trial = closureResultTrial(ties.map { ($0.0, $0.1) }, args) { return (trial, ties[0].1, false) }
            if ties.count > 1 {
                throw ScriptError(loc, "ambiguous use of '\(name)'; candidates: \(ties.map { describeSignature($0.0) }.joined(separator: ", "))")
            }
            chosen = (ties[0].0, ties[0].1)
        }
        return (chosen.0, chosen.1, labelled.count == 1)
    }

    /// `max(.zero, d - 1)`: a placeholder that an implicit member's parameter names but only a
    /// later argument binds. That argument is evaluated first (kept for the run), as Swift types
    /// the whole call before running it.
    private func laterSiblingBindings(_ cand: Candidate, _ mapping: [Int?], _ args: [Argument], _ env: Env?,
                                      preEvaluated: inout [Int: Value]) throws -> [String: TypeExpr] {
        func written(_ p: Param) -> TypeExpr? { p.type ?? p.placeholder.map { .named($0, []) } }
        var bindings: [String: TypeExpr] = [:]
        for (pi, param) in cand.params.enumerated() {
            guard let ai = mapping[pi], needsContext(args[ai].value), case .named(let g, let gargs)? = written(param), gargs.isEmpty,
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

    /// Runs the overload chosen for a call: evaluates its arguments (those not already) with the
    /// parameter types as context, fills defaults, and writes `inout` arguments back.
    func run(_ cand: Candidate, mapping: [Int?], _ args: [Argument], _ env: Env?, preEvaluated: [Int: Value] = [:], loc: Loc,
             expected: TypeExpr? = nil) throws -> (Value, Value?) {
        // `o.map { .success($0) }` where a `Result<Int, E>?` is wanted: `U` is `Result<Int, E>`.
        let resultBinding = expected.flatMap { e in cand.returnType.flatMap { resultPlaceholderBinding($0, canonical(e)) } }
        var values: [Value] = []
        // `sum([Unit.m], in: .m)` for `sum<T>(_: [T], in: T)`: what earlier arguments bind a
        // placeholder to types a later implicit member (only asked when some argument needs it).
        let infersFromSiblings = !cand.inferableParameters.isEmpty
            && (args.contains { needsContext($0.value) || isLiteralish($0.value) || isScalarLiteral($0.value) || callsWithContext($0.value) }
                || cand.params.contains { $0.type?.baseName.contains(".") == true })
        var siblingBindings: [String: TypeExpr] = [:]
        var preEvaluated = preEvaluated
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
                for ai in indices { elems.append(try preEvaluated[ai] ?? evalArgument(args[ai], env, expected: elemType)) }
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
                // `.trackPadStyle(.default(thumbSize: 48))`: `S` is any TrackPadStyle, so `.default` is its member.
                var context = type
                if let t = param.type, let p = cand.genericProtocols[t.baseName],
                   cand.genericParameters.contains(t.baseName) || genericScopes.last?[t.baseName] == nil,
                   isImplicitMemberArgument(args[ai].value) { context = .named(p, []) }
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
                }
                // `let r: E = id(.a(1))`: the placeholder the result is bound to types the member.
                if let (p, bound) = resultBinding, needsContext(args[ai].value),
                   [written, type].contains(where: { if case .named(p, let pargs)? = $0 { pargs.isEmpty } else { false } }) {
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
                // `_ v: K.Value` with `K` bound by an earlier argument to a type whose `Value` is `Int?`: an Optional.
                if infersFromSiblings, case .named(let p, let pargs)? = param.type, pargs.isEmpty,
                   let found = associatedTypeOfBound(p, siblingBindings) {
                    coercion = found
                    context = found
                }
                // (A literal the overload choice evaluated on its own is evaluated again as that type.)
                var v = try (retyped ? nil : preEvaluated[ai]) ?? evalArgument(args[ai], env, expected: context)
                if let coercion { v = try coerce(v, to: coercion, args[ai].value.loc, argument: true) }
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
                if let (p, bound) = resultBinding, cand.genericParameters.contains(p) { genericScopes.append([p: bound]) }
                defer { if let (p, _) = resultBinding, cand.genericParameters.contains(p) { genericScopes.removeLast() } }
                // (A builder parameter's default closure is a plain one: `@ListBuilder content: () -> [Int] = { [] }`.)
                let plain = type.map { t in if case .named("@builder", let parts) = t, parts.count == 2 { parts[1] } else { t } }
                var v = try eval(d, nil, expected: plain)
                if let plain { v = try coerce(v, to: plain, d.loc) }
                values.append(v)
            } else {
                values.append(.null)
            }
        }
        // `.sizeGetter($size)`: the callee's `Binding` parameters remember the state they bind.
        let bound = environmentStack.isEmpty ? nil : bindingArguments(cand.params) { pi in mapping[pi].map { args[$0].value } }
        if let bound { bindingArguments.append(bound) }
        defer { if bound != nil { bindingArguments.removeLast() } }
        var done = try withCallDepth(loc) {
            if let expected, let runInContext = cand.runInContext { return try runInContext(values, loc, expected) }
            return try cand.run(values, loc)
        }
        // A view made with `$state` for its `@Binding`s (memberwise or by its own initializer).
        if case .structValue(var made) = done.value, !made.type.externallyStored.isEmpty,
           let sources = bindingSources(of: made.type, cand.params, mapping, args) {
            made.fields.bindingSources = sources
            done.value = .structValue(made)
        }
        // inout arguments: write the callee's final values back to the caller's variables.
        if let inoutValues = done.inoutValues {
            for (pi, param) in cand.params.enumerated() where param.isInout {
                if let ai = mapping[pi], pi < inoutValues.count { try assign(to: args[ai].value, inoutValues[pi], env) }
            }
        }
        return (done.value, done.newReceiver)
    }

    /// The generic placeholder a native function returns (`U`, `U?`, `[U]`) and what the call's
    /// context makes it; nil when the return type is not one of those shapes or the context does not fit.
    func resultPlaceholderBinding(_ returnType: TypeExpr, _ expected: TypeExpr) -> (String, TypeExpr)? {
        switch (returnType, expected) {
        case (.named(let p, let args), _) where args.isEmpty && isGenericName(p) && !isKnownTypeName(p): return isConcreteType(expected) ? (p, expected) : nil
        case (.optional(let r), .optional(let e)), (.array(let r), .array(let e)): return resultPlaceholderBinding(r, e)
        default: return nil
        }
    }

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

    func evalArgument(_ a: Argument, _ env: Env?, expected: TypeExpr?) throws -> Value {
        if case .prefix("&", let inner) = a.value.kind { return try eval(inner, env, expected: expected) }
        return try eval(a.value, env, expected: expected)
    }

    /// Maps each parameter to the argument that fills it (nil: default). One unlabelled trailing
    /// closure goes to the last parameter when that works, as Swift 5 mode's backward scan has it
    /// (`g { 5 }` for `g(first: () -> Int = …, second: () -> Int = …)` fills `second`); else
    /// Swift's forward scan.
    func matchLabels(_ c: Candidate, _ args: [Argument]) -> [Int?]? {
        if !c.positional, let last = args.last, last.isTrailing, last.label == nil, !args.dropLast().contains(where: \.isTrailing),
           let final = c.params.last, !final.isVariadic, isClosureParam(final) || final.type == nil {
            // (Slices, not copies: this runs for every call with a trailing closure.)
            if var mapping = forwardMatch(c.params.dropLast(), positional: false, args.dropLast()) {
                mapping.append(args.count - 1)
                return mapping
            }
        }
        return forwardMatch(c.params[...], positional: c.positional, args[...])
    }

    /// Swift's forward scan (SE-0286).
    private func forwardMatch(_ params: ArraySlice<Param>, positional: Bool, _ args: ArraySlice<Argument>) -> [Int?]? {
        // NB: the scan below rejects these too, after allocating; a type's many initializers
        // (`String(word)` against eight) are mostly told apart by the first label alone.
        if !positional, let p = params.first, p.defaultValue == nil, !p.isVariadic {
            if let a = args.first, !a.isTrailing, a.label != p.label { return nil }
            if args.isEmpty, !(p.type?.isOptional == true && isClosureParam(p)) { return nil }
        }
        var mapping: [Int?] = Array(repeating: nil, count: params.count)
        var ai = 0
        for (pi, p) in params.enumerated() {
            if positional {
                guard ai < args.count else { return nil }
                mapping[pi] = ai; ai += 1
                continue
            }
            guard ai < args.count else {
                if p.defaultValue == nil && !p.isVariadic && !(p.type?.isOptional == true && isClosureParam(p)) { return nil }
                continue
            }
            let a = args[ai]
            if a.isTrailing && a.label == nil {
                // An unlabelled trailing closure fills the next closure-typed parameter — passing over
                // one with a default when a later closure parameter needs an argument (SE-0286:
                // `init(onTap: (() -> Void)? = nil, content: () -> C)` called as `Card { … }`).
                if isClosureParam(p) || p.type == nil {
                    // (Not when a labelled trailing closure after it fills that one: `SwipeCard(…) { … } content: { … }`.)
                    let later = params[(pi + 1)...], laterLabels = Set(args[(ai + 1)...].compactMap(\.label))
                    if p.defaultValue != nil, later.contains(where: { $0.defaultValue == nil && !$0.isVariadic && isClosureParam($0)
                                                                       && !laterLabels.contains($0.label ?? "_") }) { continue }
                    mapping[pi] = ai; ai += 1; continue
                }
                if p.defaultValue != nil || p.isVariadic { continue }
                return nil
            }
            if a.label == p.label {
                mapping[pi] = ai; ai += 1
                if p.isVariadic { while ai < args.count, args[ai].label == nil, !args[ai].isTrailing { ai += 1 } }
                continue
            }
            if p.defaultValue != nil || p.isVariadic { continue }
            return nil
        }
        return ai == args.count ? mapping : nil
    }

    func variadicIndices(_ c: Candidate, _ mapping: [Int?], _ pi: Int, _ args: [Argument]) -> [Int] {
        guard let start = mapping[pi] else { return [] }
        var out = [start]
        var i = start + 1
        while i < args.count, args[i].label == nil, !args[i].isTrailing { out.append(i); i += 1 }
        return out
    }

    func isClosureParam(_ p: Param) -> Bool {
        // `handler: @escaping Handler` with `typealias Handler = (String, Any) -> Void`.
        guard let t = p.type.map(canonical)?.unwrapped else { return false }
        switch t {
        case .function: return true
        case .named("ViewBuilder", _), .named("@builder", _): return true
        default: return false
        }
    }

    /// Literals, implicit members and closures take their type from the parameter.
    func isContextDependent(_ e: Expr) -> Bool {
        switch e.kind {
        case .intLiteral, .floatLiteral, .nilLiteral, .implicitMember, .closure: return true
        case .call(let c, _): if case .implicitMember = c.kind { return true }; return false
        case .arrayLiteral(let xs): return xs.isEmpty || xs.contains(where: isContextDependent)
        case .binary(let op, let l, let r): return ["+", "-", "*", "/"].contains(op) && isContextDependent(l) && isContextDependent(r)
        case .prefix("-", let x): return isContextDependent(x)
        // `angle: on ? .topLeading : .bottomTrailing`: the branches take the parameter's type
        // (literal branches are scored by their kind: `padding(wide ? 12 : 4)` takes a length).
        case .ternary(_, let a, let b): return namesAnImplicitMember(a) || namesAnImplicitMember(b)
        // `foregroundColor(o.flatMap { … } ?? .black)`: the default takes the parameter's type.
        case .binary("??", _, let r): return namesAnImplicitMember(r)
        default: return false
        }
    }

    /// `.topLeading`, `.degrees(30)`, or a conditional with one among its branches.
    private func namesAnImplicitMember(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .call(let c, _): if case .implicitMember = c.kind { return true }; return false
        case .ternary(_, let a, let b): return namesAnImplicitMember(a) || namesAnImplicitMember(b)
        default: return false
        }
    }

    func isStringLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .stringLiteral, .interpolation: return true
        default: return false
        }
    }

    /// How well an overload fits; nil when some argument cannot fit at all.
    func score(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value]) -> Int? {
        var total = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi] else { continue }
            guard var type = p.type.map(canonical) else { total += 1; continue }
            // `_ color: @autoclosure () -> Color` takes a Color.
            if p.isAutoclosure, case .function(let ps, let result) = type, ps.isEmpty {
                // A closure literal is not the value of a `String` autoclosure: the overload taking a closure is meant.
                if case .closure = args[ai].value.kind, !result.isFunction { return nil }
                type = result
            }
            let elemType: TypeExpr = { if p.isVariadic, case .array(let t) = type { return t }; return type }()
            // `func h<T: Numeric>(_ x: T)` takes only what meets its constraint, and beats an
            // unconstrained `func h<T>(_ x: T)` for it, as in Swift.
            if case .named(let n, let a) = elemType, a.isEmpty, let proto = c.genericProtocols[n] {
                guard let sample = pre[ai] ?? literalSample(args[ai].value) else { total += 1; continue }
                guard satisfies(sample, proto) else { return nil }
                total += 2
                continue
            }
            if let v = pre[ai] {
                guard let s = typeScore(v, elemType) else { return nil }
                total += s
            } else {
                guard let s = literalScore(args[ai].value, elemType) else { return nil }
                total += s
            }
        }
        // Fewer defaulted parameters left over means a closer match (`padding(8)` vs `padding(_:_:)`).
        total -= mapping.filter { $0 == nil }.count
        return total
    }

    /// How well `c`'s `Binding` parameters fit their arguments: +1 for each given a binding
    /// (`$x`, `.constant(v)`, `Binding(…)`), -1 for each given anything else.
    func bindingFit(_ c: Candidate, _ mapping: [Int?], _ args: [Argument]) -> Int {
        var fit = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], p.type?.unwrapped.baseName == "Binding" else { continue }
            fit += looksLikeBinding(args[ai].value) ? 1 : -1
        }
        return fit
    }

    private func looksLikeBinding(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(_, "projectedValue"): return true
        case .name(let n), .global(let n): return n.hasPrefix("$")
        case .local(_, _, let n): return n.hasPrefix("$") || (e.declaredType?.baseName == "Binding")
        case .call(let callee, _):
            switch callee.kind {
            case .implicitMember("constant"): return true
            case .global("Binding"), .name("Binding"): return true
            case .member(let base, "constant"): if case .global("Binding") = base.kind { return true }; return false
            default: return false
            }
        default: return false
        }
    }

    /// How well an overload's Optional parameters fit a call's arguments, for overloads that
    /// tie otherwise: each Optional argument an Optional parameter takes counts one up, each
    /// value it must wrap in an Optional one down.
    func optionalFit(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value]) -> Int {
        var fit = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], let t = p.type, case .optional = canonical(t) else { continue }
            let isOptional: Bool
            if let v = pre[ai] {
                switch v {
                case .null, .some: isOptional = true
                default: isOptional = false
                }
            } else {
                isOptional = args[ai].value.kind.isNilLiteral
            }
            fit += isOptional ? 1 : -1
        }
        return fit
    }

    func literalScore(_ e: Expr, _ t: TypeExpr) -> Int? {
        // `g(1)` prefers `g(_: Int)` to `g(_: Int?)`: wrapping is a conversion.
        if case .optional(let w) = t, !(e.kind.isNilLiteral) { return literalScore(e, w).map { max(1, $0 - 1) } }
        if case .named("Binding", let args) = t.unwrapped, let read = args.first { return literalScore(e, read) }
        let base = t.unwrapped
        let name = base.baseName
        if name == "Any" || isGenericName(name) { return 1 }
        switch e.kind {
        case .intLiteral:
            // A numeric protocol (`some BinaryInteger`) takes an integer literal as an Int if Int
            // conforms, else as a Double.
            if Self.numericProtocols.contains(name) {
                return conformances(of: .int(0)).contains(name) ? 4 : conformances(of: .double(0, .double)).contains(name) ? 3 : nil
            }
            return name == "Int" ? 4 : (floatKind(base) != nil ? 3 : nil)
        case .floatLiteral:
            if Self.numericProtocols.contains(name) { return conformances(of: .double(0, .double)).contains(name) ? 4 : nil }
            return floatKind(base) != nil ? 4 : nil
        // `background(o ?? .clear)`: the default's member says which overload (a ShapeStyle's).
        case .binary("??", _, let r) where namesAnImplicitMember(r): return literalScore(r, t)
        case .binary, .prefix: return literalScore(firstLiteral(e), t)
        case .nilLiteral: return t.isOptional ? 4 : nil
        case .closure(let c):
            guard isClosureParam(Param(label: nil, name: "", type: t)) else { return nil }
            // `init<A, B>(@ViewBuilder content: () -> TupleView<(A, B)>)` beside the one-view
            // `init<A>`: the overload whose tuple has as many views as the closure builds.
            var closureType = base
            if case .named("ViewBuilder", let wrapped) = base, let f = wrapped.first { closureType = canonical(f) }
            if case .function(_, .named("TupleView", let parts)) = closureType, case .tuple(let views, _)? = parts.first {
                return builderChildCount(c.body.stmts) == views.count ? 5 : nil
            }
            return 4
        case .implicitMember(let n):
            return implicitMemberBases(base).contains { (try? member(of: $0, n, loc: .none, expected: base)) != nil } ? 4 : nil
        case .call(let c, _):
            if case .implicitMember(let n) = c.kind {
                // `.init(width: 0.2)`: any type that can be made.
                if n == "init" { return implicitMemberBases(base, member: n).contains { (try? candidates(forMember: "init", of: $0, loc: .none))?.isEmpty == false } ? 4 : nil }
                return implicitMemberBases(base, member: n).contains { (try? member(of: $0, n, loc: .none, expected: base, forCall: true)) != nil } ? 4 : nil
            }
            return 1
        case .stringLiteral, .interpolation:
            // In SwiftUI a string literal is a LocalizedStringKey first (Markdown), a String second.
            return name == "LocalizedStringKey" ? 5 : typeScore(.string(""), t)
        case .arrayLiteral(let xs):
            // `[1, 2]` fits `[Int]` better than `[T]`.
            if case .array(let element) = base {
                let fits = xs.map { literalScore($0, element) }
                if fits.contains(where: { $0 == nil }) { return nil }
                return !xs.isEmpty && fits.allSatisfy({ ($0 ?? 0) >= 4 }) ? 4 : 3
            }
            // `.padding([.horizontal, .bottom])`: an option set is written as an array literal.
            return name == "Set" || nativeTypes[name]?.emptyOptionSet != nil ? 3 : nil
        default: return 1
        }
    }

    /// How many views a builder closure's statements make, as its `buildBlock` counts them:
    /// each expression, `if`, `switch` or `for` is one; declarations are none.
    func builderChildCount(_ stmts: [Stmt]) -> Int {
        stmts.reduce(0) { n, s in
            switch s.kind {
            case .expr(let e): if case .assign = e.kind { return n }; return n + 1
            case .ifStmt, .switchStmt, .forIn: return n + 1
            default: return n
            }
        }
    }

    /// A value of a literal's default type, to test a generic constraint against.
    func literalSample(_ e: Expr) -> Value? {
        switch e.kind {
        case .intLiteral(let i): return .int(i)
        case .floatLiteral(let d): return .double(d, .double)
        case .stringLiteral(let s): return .string(s)
        case .interpolation: return .string("")
        case .boolLiteral(let b): return .bool(b)
        default: return nil
        }
    }

    func firstLiteral(_ e: Expr) -> Expr {
        switch e.kind {
        case .binary(_, let l, let r):
            let a = firstLiteral(l)
            if case .floatLiteral = a.kind { return a }
            let b = firstLiteral(r)
            if case .floatLiteral = b.kind { return b }
            return a
        case .prefix(_, let x): return firstLiteral(x)
        default: return e
        }
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
            if n == TypeExpr.inoutMarker, args.count == 1 { return isClosedType(args[0]) }
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
        switch bytes {
        case 2: return n == "ID" || n.count == 1
        case 4: return n == "Data" || n.count == 1
        case 5: return n == "Value"
        case 7: return n == "Content" || n == "Element"
        case 3: return n.count == 1
        default: return false
        }
    }

    /// How well a runtime value fits a parameter type: 4 exact … 1 loose; nil: does not fit.
    func typeScore(_ v: Value, _ t: TypeExpr) -> Int? {
        let base = canonical(t)
        // A binding is the value it reads (see `coerce`).
        if case .named("Binding", let args) = base, let read = args.first { return typeScore(v, read) }
        if case .optional(let w) = base {
            if case .null = v { return 4 }
            if case .some(let inner) = v { return typeScore(inner, w) }
            return typeScore(v, w).map { max(1, $0 - 1) }
        }
        let name = base.baseName
        if name == "Any" || name == "AnyObject" || isGenericName(name) { return 1 }
        // An Optional is not its wrapped type: `g(o)` with `o: Int?` calls `g(_: Int?)`.
        if case .some = v { return nil }
        if case .array(let element) = base, case .array(let xs) = v {
            guard let first = xs.first else { return 3 }
            guard let s = typeScore(first, element) else { return nil }
            return s >= 4 ? 4 : 3
        }
        switch (v, name) {
        case (.int, "Int"): return 4
        case (.int, "Double"), (.int, "CGFloat"), (.int, "Float"): return 1
        case (.double(_, let k), _) where floatKind(base) != nil: return floatKind(base) == k ? 4 : 3
        case (.string, "String"), (.bool, "Bool"), (.character, "Character"): return 4
        case (.string, "LocalizedStringKey"), (.string, "StringProtocol"): return 3
        case (.array, "Array"): return 3
        case (.dictionary, "Dictionary"): return 3
        case (.set, "Set"): return 4
        case (.function(let f), _):
            if f.keyPathText != nil {
                // `\.count` fits a `KeyPath` or a one-argument function, not a comparator.
                if ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name) { return keyPathScore(f, base) }
                if case .function(let ps, _) = base, ps.count != 1 { return nil }
            }
            if case .function = base { return 3 }
            return isViewBuilderType(base) ? 3 : nil
        default: break
        }
        if (try? valueConforms(v, to: base)) == true {
            return v.typeName == name ? 4 : 2
        }
        return isUserGenericParameter(base) ? 1 : nil
    }

    /// `D.UnitType` (`K.Value`) where `D` is bound to a script type: that type's associated type
    /// (`Length.UnitType`, a typealias or what its witnesses infer). Nil for any other name.
    func associatedTypeOfBound(_ dotted: String, _ bindings: [String: TypeExpr]) -> TypeExpr? {
        guard dotted.utf8.contains(UInt8(ascii: ".")), let dot = dotted.firstIndex(of: "."),
              let bound = bindings[String(dotted[..<dot])], let owner = userTypes[bound.baseName],
              let found = try? associatedType(owner, String(dotted[dotted.index(after: dot)...])) else { return nil }
        return canonical(found)
    }

    /// A number literal or a range of them (`0...800`), whose type only its context gives.
    func isLiteralish(_ e: Expr) -> Bool {
        if isLiteralExpr(e) { return true }
        if case .binary(let op, let l, let r) = e.kind, op == "..." || op == "..<" { return isLiteralExpr(l) && isLiteralExpr(r) }
        return false
    }

    /// How well a key path fits `KeyPath<Root, Value>`: key paths are invariant, so one to a
    /// `String` property does not fit `KeyPath<P, V?>`, and one to a `String?` fits it better than
    /// `KeyPath<P, V>` (Swift's more specific overload). 4 when the property is not a script type's.
    private func keyPathScore(_ f: FunctionValue, _ base: TypeExpr) -> Int? {
        guard case .named(_, let args) = base, args.count == 2, let path = f.keyPath, !path.isEmpty,
              let root = userTypes[canonical(args[0]).baseName], let declared = declaredType(ofKeyPath: path, from: root) else { return 4 }
        switch (args[1].isOptional, declared.isOptional) {
        case (true, false): return nil
        case (false, true): return 3
        default: return 4
        }
    }

    /// `State` in `struct Machine<State>`: a script type's generic parameter that shares its name
    /// with a known type takes any value, like every other generic parameter. Asked only after a
    /// value failed to fit, so the common paths never pay for it.
    func isUserGenericParameter(_ t: TypeExpr) -> Bool {
        guard case .named(let n, let args) = t, args.isEmpty, userTypes[n] == nil else { return false }
        return userTypes.values.contains { $0.genericParameters.contains(n) }
    }

    func argumentTypeName(_ a: Argument, _ pre: [Int: Value], _ args: [Argument]) -> String {
        if let i = args.firstIndex(where: { $0.value === a.value }), let v = pre[i] { return v.typeName }
        return "_"
    }

    func describeSignature(_ c: Candidate) -> String { c.signature }

    /// Swift's wording for a single candidate; a candidate list for overloads.
    func labelError(_ cands: [Candidate], name: String, _ args: [Argument], loc: Loc) -> ScriptError {
        let have = args.filter { !$0.isTrailing }.map { ($0.label ?? "_") + ":" }.joined()
        if cands.count == 1, let c = cands.first {
            let required = c.params.filter { $0.defaultValue == nil && !$0.isVariadic }
            let expectedLabels = c.params.map { ($0.label ?? "_") + ":" }.joined()
            if args.count > c.params.count {
                if c.params.isEmpty { return ScriptError(loc, "argument passed to call that takes no arguments") }
                return ScriptError(loc, "extra argument\(args.last?.label.map { " '\($0)'" } ?? "") in call")
            }
            if args.count < required.count {
                let provided = Set(args.compactMap(\.label))
                if let missing = required.first(where: { $0.label == nil || !provided.contains($0.label ?? "") }) {
                    if args.isEmpty || required.count - args.count >= 1 && args.allSatisfy({ a in c.params.contains { $0.label == a.label } }) {
                        return ScriptError(loc, "missing argument for parameter \(missing.label.map { "'\($0)'" } ?? "#\((c.params.firstIndex { $0.name == missing.name } ?? 0) + 1)") in call")
                    }
                }
            }
            let wrong = zip(args, c.params).filter { $0.label != $1.label }.count
            let plural = wrong > 1 ? "labels" : "label"
            return ScriptError(loc, "incorrect argument \(plural) in call (have '\(have)', expected '\(expectedLabels)')")
        }
        let list = cands.map(describeSignature).joined(separator: ", ")
        return ScriptError(loc, "no '\(name)' accepts labels (\(have)); candidates: \(list)")
    }

    // MARK: Invoking

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
            return try invokeClosure(decl, env: cenv, builder: f.isViewBuilder, args: args, returnContext: f.returnContext, returnsOptional: f.returnsOptional)
        case .script(let decl, let fenv, let selfType) where decl.genericRequirements.isEmpty:
            try enterCall(loc)
            defer { exitCall() }
            return try invoke(decl, env: fenv, selfType: selfType, receiver: f.receiver, args: args, loc: decl.loc).value
        default:
            break
        }
        guard let c = positionalCandidate(candidates(for: f), count: args.count) else { throw ScriptError(loc, "cannot call this function") }
        var values = args
        if case .closure(let decl, _) = f.kind, decl.params.count != args.count {
            // `{ _ in … }` vs `{ … }`: Swift requires the count to match; `$0`-less closures ignore extras.
            if decl.params.isEmpty { values = [] } else if args.count == 1, case .tuple(let vs, _) = args[0], vs.count == decl.params.count { values = vs }
            else { throw ScriptError(loc, "contextual closure type expects \(args.count) argument\(args.count == 1 ? "" : "s"), but \(decl.params.count) were used in closure body") }
        }
        return try withCallDepth(loc) { try c.run(values, loc).value }
    }

    /// Whether a function (not a closure literal) takes `count` parameters and has no overload of one.
    private func takesSeparately(_ f: FunctionValue, _ count: Int) -> Bool {
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
    func positionalCandidate(_ cands: [Candidate], count: Int) -> Candidate? {
        guard cands.count > 1 else { return cands.first }
        let fitting = cands.filter { $0.params.count == count }
        return fitting.first { $0.params.allSatisfy { $0.label == nil } } ?? fitting.first ?? cands.first
    }

    func invoke(_ decl: FunctionDecl, env: Env?, selfType: UserType?, receiver: Value?, args: [Value], loc: Loc,
                resultContext: TypeExpr? = nil) throws -> Invocation {
        let frame = Env(count: max(decl.slotCount, args.count + (decl.hasSelf ? 1 : 0)), parent: env)
        var i = 0
        if decl.hasSelf { frame[0] = receiver ?? .void; i = 1 }
        for a in args { frame[i] = a; i += 1 }
        let result = try runFunctionBody(decl, frame, loc: loc, resultContext: resultContext)
        let inoutValues = decl.hasInout ? frame.values((decl.hasSelf ? 1 : 0)..<(decl.hasSelf ? 1 : 0) + decl.params.count) : nil
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
    func runFunctionBody(_ decl: FunctionDecl, _ frame: Env, loc: Loc, resultContext: TypeExpr? = nil) throws -> Value {
        // A view's method run by an animated picture's action (`.onAppear { grow() }`): what it
        // sets on its `@State` counts when the action commits (`withAnimation` inside it).
        if motionClock?.captureState != nil, decl.hasSelf, !decl.isMutating, decl.name != "init" {
            return try watchingStateWrites(of: frame) { try runFunctionBodyOnce(decl, frame, loc: loc, resultContext: resultContext) }
        }
        guard decl.hasSelf && decl.isMutating && decl.name != "init" else { return try runFunctionBodyOnce(decl, frame, loc: loc, resultContext: resultContext) }
        do {
            return try runFunctionBodyOnce(decl, frame, loc: loc, resultContext: resultContext)
        } catch var thrown as ThrownValue {
            thrown.mutatedSelf = frame[0]
            throw thrown
        }
    }

    private func runFunctionBodyOnce(_ decl: FunctionDecl, _ frame: Env, loc: Loc, resultContext: TypeExpr?) throws -> Value {
        guard let body = decl.body else { throw ScriptError(loc, "function '\(decl.name)' has no body") }
        if decl.runsPlainly {
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
            receiverScope = ["Self": me ?? .simple(conformer.name)]
        }
        if receiverScope == nil, decl.inGenericType, decl.name == "init", let inferred = initializerBindings(decl, frame) {
            frame[0] = recordGenericArguments(inferred, on: frame[0])
            receiverScope = receiverBindings(frame[0])
        }
        let generic = !decl.genericParameters.isEmpty || receiverScope != nil
        if generic {
            var scope = receiverScope ?? [:]
            if !decl.genericParameters.isEmpty { scope.merge(bindGenericParameters(decl, frame)) { $1 } }
            // A placeholder only the result names takes the call's context (`let n: Int? = get("k")`).
            if let resultContext, let written = decl.returnType, let (p, bound) = resultPlaceholderBinding(written, canonical(resultContext)),
               !["Any", "AnyObject"].contains(bound.baseName), let k = decl.genericParameters.firstIndex(of: p),
               scope[p] == nil, scope[Self.looseBinding(p)] == nil, case .type(let runtime)? = try? typeValue(bound, loc) {
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
            if case .type(let t) = frame[0] { returnType = written.replacing("Self", with: .simple(t.name)) }
            else if let t = frame[0].userType { returnType = written.replacing("Self", with: .simple(t.name)) }
            else if !frame[0].isVoid { returnType = written.replacing("Self", with: typeExpr(of: frame[0])) }  // `extension Comparable` on an Int
        }
        var result: Value
        if let b = decl.resultBuilder, let bt = userTypes[b], !containsReturn(body.stmts) {
            result = try runResultBuilder(bt, body.stmts, frame, loc: loc)
        } else if decl.isViewBuilder, let bt = userViewBuilder, !containsReturn(body.stmts) {
            result = try runResultBuilder(bt, body.stmts, frame, loc: loc)
        } else if decl.isViewBuilder && !containsReturn(body.stmts) {
            result = try buildView(body.stmts, frame, loc: loc)
        } else {
            result = try runBody(body.stmts, frame, expected: returnType)
        }
        // A view builder's several views (`Text("a"); Text("b")`) are one `some View`: a group.
        if case .array = result, decl.isViewBuilder, case .opaque? = decl.returnType { return result }
        if let rt = returnType { result = try coerce(result, to: rt, decl.loc) }
        return result
    }

    /// Runs a function body; a single expression body is its own return value.
    func runBody(_ stmts: [Stmt], _ frame: Env, expected: TypeExpr?) throws -> Value {
        if stmts.count == 1, case .expr(let e) = stmts[0].kind {
            try tick(stmts[0].loc)
            return try eval(e, frame, expected: expected)
        }
        if stmts.count == 1, case .ifStmt = stmts[0].kind, expected != nil, !containsReturn(stmts) {
            return try evalStatementExpr(stmts[0], frame, expected: expected)
        }
        if stmts.count == 1, case .switchStmt = stmts[0].kind, expected != nil, !containsReturn(stmts) {
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
                       returnsOptional: Bool = false) throws -> Value {
        let frame = Env(count: max(decl.slotCount, args.count), parent: env)
        for (i, a) in args.enumerated() where i < frame.count { frame[i] = a }
        if builder && !containsReturn(decl.body.stmts) {
            return try buildView(decl.body.stmts, frame, loc: decl.loc)
        }
        let expected = decl.returnType ?? returnContext
        let result = try runBody(decl.body.stmts, frame, expected: expected)
        // `{ s in s.count }` as a `(String) -> Int?`: what it returns is wrapped, as a function's is.
        if returnsOptional || expected?.isOptional == true {
            switch result {
            case .some, .null: return result
            default: return .some(result)
            }
        }
        return result
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
}
