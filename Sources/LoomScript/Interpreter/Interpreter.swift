import LoomUI

/// Evaluates lowered, resolved programs. One instance per session: `globals` and the script
/// types persist from block to block. Split by node family across `Interpreter+*.swift`.
final class Interpreter {
    var globals = GlobalTable()
    var userTypes: [String: UserType] = [:]
    /// The types imported libraries declared, by name. A library's own code finds its types here
    /// first: a page that declares a type of the same name shadows it for the page only, as a
    /// module's code never sees its client's declarations.
    var libraryTypes: [String: UserType] = [:]
    /// Native types and functions, shared by every session.
    let natives = NativeRegistry.shared
    var nativeTypes: [String: NativeType] { natives.types }
    /// Member names per type, shared with the resolver for implicit `self`.
    var memberNames: [String: Set<String>] = [:]
    var typeAliases: [String: TypeExpr] = [:]
    /// The generic parameters of generic type aliases (`Reducer<S, A>` → S, A).
    var aliasParameters: [String: [String]] = [:]
    /// `typealias Sellable = Named & Priced`: the protocols a conformance to the alias names.
    var compositionAliases: [String: [String]] = [:]
    /// Aliases a protocol extension gives its conformers, by member name: `Member` →
    /// (`Shape`, `ShapeMember<Self>`), so `Capsule.Member` and `S.Member` are `ShapeMember<…>`.
    var conformerAliases: [String: [(owner: String, type: TypeExpr)]] = [:]
    /// Standard-library functions (`print`, `min`, `stride`, …).
    /// Extensions of bridged and builtin types (`extension View`, `extension Color`, `extension Int`).
    var extensions: [String: UserType] = [:]
    /// Globals declared `T!` (see `VarBinding.isImplicitlyUnwrapped`).
    var implicitlyUnwrappedGlobals: Set<String> = []
    var functionsDeclaredThisBlock: Set<String> = []
    /// Declared return types of the functions being run: context for `return` expressions.
    var returnTypeStack: [TypeExpr?] = []
    /// Source names by `Loc.file`: imported library files (`PureSwiftUI/Frame.swift`) and the
    /// session's blocks (`guide.md`), each with its own number; 0 is a block run without one.
    var sourceFiles: [String] = ["block"]
    /// Source texts by `Loc.file`, kept to name the function around a call when a callee's
    /// `#function` default asks (parsed then, once per file: `functionSpans`).
    var sourceTexts: [Int: String] = [:]
    var functionSpans: [Int: [FunctionNames.Span]] = [:]
    /// The blocks among `sourceFiles`, with the number of page lines before each one's first line.
    var blockFiles: [Int: Int] = [0: 0]
    /// The `Loc.file` of the block being run: a fault there is reported at its own line, a
    /// fault in an earlier block's declaration names that block's page and line.
    var currentBlockFile = 0
    /// What the session's natives keep for its blocks, by name (UserDefaults' store).
    var sessionObjects: [String: AnyObject] = [:]
    /// For the calls running, innermost last: their `Binding` parameters given `$state` (by the
    /// call or passed on from its caller's), so a view made inside with one writes that state.
    var bindingArguments: [[String: BindingWriter]] = []
    /// Counts type and extension declarations; a call site's cached method is valid only
    /// within the epoch it was resolved in.
    var declarationEpoch = 0
    /// Names of methods that script protocols declare in extensions (statically dispatched
    /// unless required), for the epoch they were gathered in.
    var protocolExtensionMethods: (epoch: Int, names: Set<String>) = (-1, [])
    /// A conformer's associated types as its protocols' members see them, by the conformer's written
    /// type (`Box<Float>`), for the declarations of `epoch`: asked on every protocol-member call.
    var conformerAssociatedTypes: (epoch: Int, bindings: [String: [String: TypeExpr]]) = (-1, [:])
    /// The candidates of a standard type's initializers (`String(word)`), made once per session.
    var standardInitializers: [String: [Candidate]] = [:]
    /// Types whose initializer is running, innermost last: a type's own initializer sets its
    /// properties without calling their `willSet`/`didSet`, as in Swift.
    var initializingTypes: [UserType] = []
    /// The error a type's own `description` failed with while a value was described (see `describeOrThrow`).
    var describeFailure: ScriptError?
    /// Some type declares a `mutating get`: member reads then look for one (see `readThroughMutatingGetterInPlace`).
    var hasMutatingGetters = false
    /// Instances whose last reference went, waiting for their `deinit` to run.
    let deinits = DeinitQueue()
    /// What the generic parameters of the functions running are bound to, innermost last.
    var genericScopes: [[String: TypeExpr]] = []
    /// Modules already imported in this session (each is loaded once).
    var importedModules: Set<String> = []
    /// The module script types belong to, which debug output qualifies them with
    /// (`main.Point(x: 1)`): `main` for a notebook, the file's name for `loom run FILE.swift`.
    var moduleName = "main"

    /// The session's limits; a block may run under others (`ScriptSession.run(_:budget:)`).
    var budget: Budget
    var steps = 0
    var callDepth = 0
    var deadline: ContinuousClock.Instant = .now
    let memory = MemoryMeter(limit: Budget.defaultMemory)
    /// Output of `print` since the last flush.
    var printed = ""
    /// The environments of the script view bodies being computed, innermost last.
    var environmentStack: [EnvironmentValues] = []
    var randomState: UInt64 = 0x9E37_79B9_7F4A_7C15

    init(budget: Budget) {
        self.budget = budget
    }

    func startBlock() {
        steps = 0
        callDepth = 0
        deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(budget.seconds * 1000)))
        memory.start(limit: budget.memory)
        randomState = 0x9E37_79B9_7F4A_7C15
        functionsDeclaredThisBlock = []
    }

    /// Counts one unit of work; checks the clock every thousand steps and memory every sixteen
    /// thousand (reading the process's size costs a few microseconds).
    @inline(__always)
    func tick(_ loc: Loc) throws {
        steps += 1
        if steps > budget.steps {
            throw ScriptError(loc, "evaluation budget exceeded (\(budget.steps) steps); is there an infinite loop? Raise it with --max-steps or the block option `budget: steps=…`.")
        }
        if steps & 0x3FF == 0 { try checkClockAndMemory(loc) }
    }

    private func checkClockAndMemory(_ loc: Loc) throws {
        if ContinuousClock.now > deadline {
            throw ScriptError(loc, "time budget exceeded (\(formatSeconds(budget.seconds)) s); is there an infinite loop? Raise it with --max-seconds or the block option `budget: seconds=…`.")
        }
        if steps & 0x3FFF == 0 { try memory.check(loc) }
    }

    func formatSeconds(_ s: Double) -> String {
        s == s.rounded() ? String(Int(s)) : String(s)
    }

    /// The session's one `T` kept under `name`, made on first use.
    func sessionObject<T: AnyObject>(_ name: String, _ make: () -> T) -> T {
        if let existing = sessionObjects[name] as? T { return existing }
        let made = make()
        sessionObjects[name] = made
        return made
    }

    func enterCall(_ loc: Loc) throws {
        callDepth += 1
        if callDepth > budget.callDepth {
            throw ScriptError(loc, "call depth budget exceeded (\(budget.callDepth) nested calls); is there infinite recursion? Raise it with --max-call-depth or the block option `budget: depth=…`.")
        }
    }

    func exitCall() { callDepth -= 1 }

    /// Method names the bridge defines on any type (for merging with script extensions' overloads).
    var nativeMethodNames: Set<String> { natives.methodNames }

    /// Instance members of bridged types, which script types inherit through protocols.
    var bridgedMemberNames: Set<String> { natives.memberNames }

    /// All names a block can see at top level, for the resolver.
    /// Whether `name` is visible at top level (`visibleGlobalNames.contains(name)`, without the set).
    func isVisibleGlobal(_ name: String) -> Bool {
        globals[name] != nil || userTypes[name] != nil || typeAliases[name] != nil || natives.globalNames.contains(name)
    }

    /// A resolver that sees this session's names, and the standard library's and the bridge's.
    func makeResolver() -> Resolver {
        let resolver = Resolver(isKnownGlobal: isVisibleGlobal, knownGlobalNames: { [unowned self] in visibleGlobalNames },
                                members: memberNames, inheritedMemberNames: bridgedMemberNames)
        resolver.earlierGlobalType = { [unowned self] in globals[entry: $0]?.type }
        resolver.isStandardMember = { [natives] type, name in
            // A refined collection protocol has Collection's and Sequence's methods too.
            let tables = type.hasSuffix("Collection") ? [type, "Collection", "Sequence"] : [type]
            return tables.contains { natives.standardType(named: $0)?.methods[name] != nil }
        }
        return resolver
    }

    var visibleGlobalNames: Set<String> {
        // NB: start from the registry's names (one shared set) and add the session's own.
        var names = natives.globalNames
        names.formUnion(globals.names)
        names.formUnion(userTypes.keys)
        names.formUnion(typeAliases.keys)
        return names
    }

    var builtinTypeNames: [String] { Self.builtinTypeNames }

    static let builtinTypeNames: [String] = [
        "Int", "Double", "CGFloat", "Float", "Float16", "String", "Bool", "Array", "Dictionary", "Character", "Set", "Optional", "Any",
        "Void", "Never", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
    ]

    static func isOperatorName(_ name: String) -> Bool { ExprTraits.isOperatorName(name) }

    /// The protocol (or class) a conformance names, as the conforming type's module sees it: a
    /// notebook that declares its own `protocol AnimatableGradientModifier` (a README showing the
    /// library's) does not take the library's extensions away from the library's conformers.
    func conformedType(_ name: String, by conformer: UserType?) -> UserType? {
        if conformer?.module != nil, let own = libraryTypes[name] { return own }
        return userTypes[name]
    }

    func lookupGlobal(_ name: String, _ loc: Loc) throws -> Value {
        if let v = globals[name], !Self.isOperatorName(name) { return v }
        // `init(a: T = T.zero)`: a default argument names the generic parameter bound for the call.
        if let bound = genericScopes.last?[name], bound.baseName != name { return try typeValue(bound, loc) }
        if isLibraryFile(loc.file), let t = libraryTypes[name] { return .type(.user(t)) }
        if let t = userTypes[name] { return .type(.user(t)) }
        // `Cache` inside `struct Flow`, lowered as `Flow.Cache`: the nested type of that name.
        if name.contains("."), let t = nestedUserType(name) { return .type(.user(t)) }
        if let v = try nativeValue(name) {
            // A script's alias hides a standard type of its name (`typealias Duration<U> = Measurement<U>`).
            if let a = typeAliases[name] { return try typeValue(a, loc) }
            return v
        }
        if Self.isOperatorName(name) {
            return .function(hostFunction(.binaryOperator, named: name) { [unowned self] c in
                try self.binaryOp(name, c.value(0), c.value(1), loc: c.loc)
            })
        }
        // `Scalar` in a method run on a generic conformer: its own alias or associated type.
        if name.first?.isUppercase == true, let me = genericScopes.last?["Self"], let a = try associatedType(name, ofConformer: me) {
            return try typeValue(a, loc)
        }
        if let a = typeAliases[name] { return try typeValue(a, loc) }
        if builtinTypeNames.contains(name) { return .type(.builtin(name)) }
        var message = "cannot find '\(name)' in scope"
        if let guess = closestName(to: name, in: visibleGlobalNames) { message += "; did you mean '\(guess)'?" }
        throw ScriptError(loc, message)
    }

    /// `Foundation.cos`, `SwiftUI.Color`: what the system module has under `name`, passing over
    /// the script's own declarations of it; a name no system module has is looked up as written.
    func lookupStandard(_ name: String, _ loc: Loc) throws -> Value {
        if let v = try nativeValue(name) { return v }
        if builtinTypeNames.contains(name) { return .type(.builtin(name)) }
        return try lookupGlobal(name, loc)
    }

    /// A bridged type, function or value, or a standard-library function, named `name`.
    private func nativeValue(_ name: String) throws -> Value? {
        if let t = nativeTypes[name] { return .type(.native(t)) }
        if let fs = natives.functions(named: name) { return .function(FunctionValue(.native(name: name, fs))) }
        if let make = natives.values[name] { return try make(self) }
        return nil
    }

    func typeValue(_ t: TypeExpr, _ loc: Loc) throws -> Value {
        switch t {
        case .array, .dictionary, .tuple: return .type(.builtin(canonical(t).description))
        // `Element` bound to `String?`: the type `Optional<String>`, not `String`.
        case .optional: return .type(.builtin(Self.spelledOut(canonical(t).description)))
        case .function(let ps, let r):
            // Swift prints a function type's `Void` as `()`: `(Int) -> ()`.
            let result = canonical(r).description
            return .type(.builtin("(\(ps.map { canonical($0).description }.joined(separator: ", "))) -> \(result == "Void" ? "()" : result)"))
        default:
            let name = t.baseName
            // (A generic alias with its arguments put in: `FloatBox<Int>` is `Box<Int, Float>`.)
            if typeAliases[name] != nil { return try typeValue(expandingAlias(t), loc) }
            // A generic argument bound from a spelled type (`SortedStore<Int, [Double]>`).
            if name.hasPrefix("[") || name.hasPrefix("(") { return .type(.builtin(name)) }
            if name.contains(".") {
                let parts = name.split(separator: ".").map(String.init)
                // `SwiftUI.Alignment`: the system's type, whatever the script or a library calls its own.
                if parts.count == 2, Lowering.moduleQualifiers.contains(parts[0]) { return try lookupStandard(parts[1], loc) }
                var v = try lookupGlobal(parts[0], loc)
                for p in parts.dropFirst() { v = try member(of: v, p, loc: loc, expected: nil) }
                return v
            }
            let found = try lookupGlobal(name, loc)
            // `Pair<Int>.self`, `Optional<Int>.self`: the type with its arguments.
            if case .named(_, let args) = t, !args.isEmpty {
                let bound = args.map(canonical)
                if case .type(.user(let u)) = found, u.genericParameters.count == args.count { return .type(.generic(u, bound)) }
                if case .type(.builtin) = found { return .type(.builtin(TypeExpr.named(name, bound).description)) }
            }
            return found
        }
    }

    /// A type alias written as a type, expanded once, its generic arguments put in (`Reducer<S, A>`);
    /// any other type as it is.
    func expandingAlias(_ t: TypeExpr) -> TypeExpr {
        guard case .named(let n, let args) = t, let a = typeAliases[n] else { return t }
        if let parameters = aliasParameters[n], parameters.count == args.count { return a.substituting(parameters, with: args) }
        return a
    }

    /// Resolves a written type name through aliases (`typealias Pt = CGPoint`) and the generic
    /// parameters of the function running (`T` is `Int` in `parse(as: Int.self)`).
    func canonical(_ t: TypeExpr) -> TypeExpr {
        if typeAliases.isEmpty && genericScopes.isEmpty { return t }
        if case .named(let n, let args) = t, args.isEmpty, let scope = genericScopes.last {
            if let bound = scope[n] { return bound }
            // Inside `Point<T>`, a bare `Point` is `Point<T>`.
            if let me = scope["Self"], me.baseName == n, scope[Self.conformerSelfKey] == nil { return me }
            // `K.Value` with `K` bound to `Density`: `Density.Value`, what its alias says (`Int?`).
            if let found = associatedTypeOfBound(n, scope) { return found }
        }
        // `Reducer<State, Act>` with `typealias Reducer<S, A> = (inout S, A) -> Void`.
        if case .named(let n, _) = t, typeAliases[n] != nil { return canonical(expandingAlias(t)) }
        if !conformerAliases.isEmpty, case .named(let n, let args) = t, args.isEmpty, let found = conformerAlias(n) { return found }
        if case .optional(let w) = t { return .optional(canonical(w)) }
        return t
    }

    /// `Capsule.Member`, `S.Member` with `extension Shape { typealias Member = ShapeMember<Self> }`:
    /// the alias with `Self` the type before the dot, when that type conforms to the protocol (a
    /// generic parameter not bound here is taken to, when one protocol has such an alias).
    func conformerAlias(_ dotted: String) -> TypeExpr? {
        guard let dot = dotted.lastIndex(of: "."), let options = conformerAliases[String(dotted[dotted.index(after: dot)...])] else { return nil }
        let base = canonical(.named(String(dotted[..<dot]), []))
        let name = base.baseName
        for (owner, alias) in options {
            let fits = nativeTypes[name].map { $0.conformances.contains(owner) || $0.name == owner }
                ?? userTypes[name].map { self.conforms($0, to: owner) } ?? (options.count == 1 && !isKnownTypeName(name))
            if fits { return alias.replacing("Self", with: base) }
        }
        return nil
    }

    /// `canonical` inside the type as well: `[Change<T>]` in `ops<T>` with `T` bound to String is
    /// `[Change<String>]`. (A binding that mentions itself stops after a few levels.)
    func canonicalThroughout(_ t: TypeExpr, depth: Int = 0) -> TypeExpr {
        guard depth < 8 else { return t }
        func inner(_ t: TypeExpr) -> TypeExpr { canonicalThroughout(t, depth: depth + 1) }
        switch canonical(t) {
        case .named(let n, let args) where !args.isEmpty: return .named(n, args.map(inner))
        case .optional(let w): return .optional(inner(w))
        case .array(let e): return .array(inner(e))
        case .dictionary(let k, let v): return .dictionary(inner(k), inner(v))
        case .tuple(let ts, let labels): return .tuple(ts.map(inner), labels: labels)
        case .function(let ps, let r): return .function(ps.map(inner), inner(r))
        case let other: return other
        }
    }
}

extension Interpreter {
    /// A value of the bridged type `typeName`.
    func wrap(_ payload: Any, as typeName: String) -> Value { natives.wrap(payload, as: typeName) }
}
