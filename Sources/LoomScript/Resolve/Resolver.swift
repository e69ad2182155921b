/// Binds every name to where it lives before anything runs: a local slot (scope depth + index),
/// a member of `self` (implicit self inside types), or a session global. Unknown names are
/// reported here, with a suggestion, so a misspelt block fails before it prints anything.
final class Resolver {
    private struct Scope {
        var names: [String: Int] = [:]
        var count = 0
        /// A function or closure frame: its slots also hold parameters and `self`.
        var isFrame = false
        /// Property-wrapped locals: name → the slot of their wrapper instance.
        var wrapped: [String: Int] = [:]
        /// Written types of locals and parameters (`var points: [CGPoint] = []`).
        var types: [String: TypeExpr] = [:]
        /// Slots that never change once bound (`let`s, parameters, a class method's `self`): a
        /// closure may take a copy of them instead of holding on to this whole scope.
        var constants: Set<Int> = []
        /// Slots a script may not write: `let`s given a value where declared, parameters that
        /// are not `inout`, loop variables (Swift rejects `m += 1` on them).
        var immutable: Set<Int> = []
        /// Slots of variables declared without a value (`let x: Int`), which may be read before
        /// one is given: only they are checked for it (a `()` elsewhere is a value).
        var deferred: Set<Int> = []
        /// Slots of computed local variables (`var doubled: Int { base * 2 }` in a function body):
        /// they hold the accessors, which reads and writes go through.
        var computed: Set<Int> = []
        /// Slots read by closures and nested functions that keep this scope whole (nil: none keeps it).
        var keptSlots: Set<Int>?
    }

    /// A closure being resolved: the scope it opened, and what it reads from outside it.
    private struct ClosureCapture {
        var scopeIndex: Int
        /// By level (0: the scope the closure is made in, 1: the one around that, …).
        var uses: [Int: Set<Int>] = [:]
    }
    private var closureCaptures: [ClosureCapture] = []
    /// Kinds of the types whose members are being resolved, innermost last.
    private var typeKinds: [TypeKind] = []
    /// Generic parameters of the types whose members are being resolved, innermost last.
    private var typeGenerics: [[String]] = []
    /// The generic parameters of the function whose default arguments are being resolved.
    private var defaultGenerics: Set<String> = []
    /// The types declared inside each script type, by simple name.
    private var nestedTypeNames: [String: Set<String>] = [:]
    /// Local functions named at the start of their block (`declareLocalFunctions`), by declaration.
    private var localFunctionSlots: [ObjectIdentifier: Int] = [:]

    /// The parameter types of the closure about to be resolved, by position, where its call says them.
    private var closureParameterTypes: [TypeExpr?]?

    /// `xs.map { … }`, `v.map { … }` on a local written `[T]` or `T?`: the closure's parameters,
    /// by position, are the elements (`reduce`'s second; `sorted(by:)`'s both).
    private func closureElementType(_ callee: Expr) -> [TypeExpr?]? {
        guard case .member(let base, let name) = callee.kind, case .local = base.kind, let t = base.declaredType else { return nil }
        let element: TypeExpr
        switch t {
        case .array(let e): element = e
        case .named("Set", let args) where args.count == 1: element = args[0]
        case .optional(let w) where name == "map" || name == "flatMap": element = w
        default: return nil
        }
        switch name {
        case "map", "flatMap", "compactMap", "filter", "forEach", "first", "last", "contains", "allSatisfy",
             "firstIndex", "lastIndex", "drop", "prefix", "count": return [element]
        case "sorted", "min", "max", "sort": return [element, element]
        case "reduce": return [nil, element]
        default: return nil
        }
    }

    /// The written type of a local, for context its value cannot give (an empty array's elements).
    private func declaredType(of name: String) -> TypeExpr? {
        for scope in scopes.reversed() where scope.names[name] != nil { return scope.types[name] }
        return nil
    }
    /// `members` key under which the session remembers top-level property-wrapped variables,
    /// so later blocks read them through their wrapper too.
    static let wrappedGlobalsKey = "(wrapped globals)"
    private var wrappedGlobals: Set<String> {
        get { members[Self.wrappedGlobalsKey] ?? [] }
        set { members[Self.wrappedGlobalsKey] = newValue }
    }
    /// `members` key under which the session remembers its top-level `let`s given a value, so
    /// a write through one (`p.x = 1`) is refused in later blocks too.
    static let constantGlobalsKey = "(constant globals)"
    /// `members` key prefix under which a generic type's parameters are remembered, for its
    /// extensions (declared later, or in another block) to see them.
    static let genericParametersKey = "(generic parameters) "
    private var constantGlobals: Set<String> {
        get { members[Self.constantGlobalsKey] ?? [] }
        set { members[Self.constantGlobalsKey] = newValue }
    }
    private var scopes: [Scope] = []
    private var typeContexts: [String] = []
    private(set) var errors: [ScriptError] = []
    /// Library code: a function body or initial value with an unknown name raises its error
    /// when it runs instead of stopping the module (see `Lowering+Deferred`).
    var defersErrors = false
    /// The errors deferred that way.
    private(set) var deferred: [ScriptError] = []

    /// This block's own top-level declarations.
    var globalNames: Set<String> = []
    /// Whether a name was visible at top level before this block: session globals, script and
    /// bridged types, functions. NB: asked per name, so a session's thousandth block costs no
    /// more to resolve than its first (a set of every name was built per block before).
    let isKnownGlobal: (String) -> Bool
    /// Every name visible before this block, for "did you mean" (only on the error path).
    let knownGlobalNames: () -> Set<String>
    /// Member names of every script type (and extended type) seen so far, for implicit `self`.
    var members: [String: Set<String>]

    /// Members that bridged types give every conforming script type (`padding`, `fill`, …).
    var inheritedMemberNames: Set<String> = []
    /// Whether a standard type or protocol (`Collection`) has an instance method of a name.
    var isStandardMember: (_ type: String, _ name: String) -> Bool = { _, _ in false }
    /// The written type of a top-level variable of an earlier block (the session's globals).
    var earlierGlobalType: (String) -> TypeExpr? = { _ in nil }
    /// The written types of this block's top-level variables.
    private var globalTypes: [String: TypeExpr] = [:]

    /// The number protocols and types whose extensions name their associated types bare (`Magnitude`).
    static let numericContexts: Set<String> = [
        "Numeric", "SignedNumeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger",
        "FloatingPoint", "BinaryFloatingPoint", "Strideable", "Int", "Int8", "Int16", "Int32", "Int64",
        "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "Float16", "CGFloat",
    ]
    static let numericAssociatedTypes: Set<String> = ["Magnitude", "Stride", "Exponent"]
    /// The associated types each script protocol declares, which its extensions name bare.
    private var associatedTypeNames: [String: Set<String>] = [:]

    static let builtinTypes: Set<String> = ["Array", "String", "Int", "Double", "Float", "Float16", "CGFloat", "Dictionary", "Set", "Optional",
                                            "Character", "Bool", "Collection", "Sequence", "BinaryInteger", "BinaryFloatingPoint",
                                            "FloatingPoint", "Numeric", "StringProtocol", "RandomAccessCollection", "Comparable", "Equatable",
                                            "String.StringInterpolation", "DefaultStringInterpolation",
                                            "FixedWidthInteger", "SignedInteger", "UnsignedInteger", "SignedNumeric", "AdditiveArithmetic",
                                            "Strideable", "Hashable", "BidirectionalCollection", "MutableCollection", "RangeReplaceableCollection",
                                            "UInt", "Int8", "Int16", "Int32", "Int64", "UInt8", "UInt16", "UInt32", "UInt64", "Substring"]

    init(isKnownGlobal: @escaping (String) -> Bool, knownGlobalNames: @escaping () -> Set<String>,
         members: [String: Set<String>], inheritedMemberNames: Set<String> = []) {
        self.isKnownGlobal = isKnownGlobal
        self.knownGlobalNames = knownGlobalNames
        self.members = members
        self.inheritedMemberNames = inheritedMemberNames
    }

    /// Several files of one module: every file sees every other file's top-level declarations.
    func resolvePrograms(_ files: [[Stmt]]) {
        for f in files { for s in f { declareTopLevel(s) } }
        for f in files { for s in f { resolve(s) } }
    }

    func resolveProgram(_ stmts: [Stmt]) {
        // Top-level declarations are visible throughout the block, as in main.swift.
        for s in stmts { declareTopLevel(s) }
        for s in stmts { resolve(s) }
    }

    private func declareTopLevel(_ s: Stmt) {
        switch s.kind {
        case .variable(let v):
            for b in v.bindings {
                for n in boundNames(b.pattern) {
                    globalNames.insert(n)
                    if let t = b.type { globalTypes[n] = t } else { globalTypes[n] = nil }
                    // A later block's `var p` shadows an earlier `let p`, as in a REPL.
                    if v.isLet, b.initializer != nil, v.wrappers.isEmpty { constantGlobals.insert(n) } else { constantGlobals.remove(n) }
                }
            }
        case .function(let f, _): globalNames.insert(f.name)
        case .type(let t):
            if t.kind != .extensionOf { globalNames.insert(t.name) }
            // Nested types and type aliases are registered by their simple names too (`Inner`
            // inside `Outer`, `typealias Key = JoyStickKey` inside `Joystick`).
            func addNested(_ t: TypeDecl) {
                for (alias, _) in t.typeAliases { globalNames.insert(alias); globalNames.insert(t.name + "." + alias) }
                for n in t.nested { globalNames.insert(n.name); addNested(n) }
            }
            addNested(t)
            collectMembers(t)
        case .typeAlias(let n, _, _, _): globalNames.insert(n)
        default: break
        }
    }

    private func collectMembers(_ t: TypeDecl) {
        var set = members[t.name] ?? []
        for v in t.vars {
            for b in v.bindings {
                let names = boundNames(b.pattern)
                set.formUnion(names)
                if !v.wrappers.isEmpty { for n in names { set.insert("_" + n); set.insert("$" + n) } }
            }
        }
        for f in t.functions { set.insert(f.name) }
        for c in t.cases { set.insert(c.name) }
        for n in t.nested { set.insert(n.name); nestedTypeNames[t.name, default: []].insert(n.name); collectMembers(n) }
        members[t.name] = set
        if t.kind == .protocolType, !t.associatedTypes.isEmpty { associatedTypeNames[t.name, default: []].formUnion(t.associatedTypes) }
    }

    private func boundNames(_ p: Pattern) -> [String] { p.boundNames }

    // MARK: Scopes

    private func begin(frame: Bool = false) { var s = Scope(); s.isFrame = frame; scopes.append(s) }
    private func end() -> Int { scopes.removeLast().count }

    /// Declares a local in the innermost scope; -1 means "global" (top level).
    private func declare(_ name: String) -> Int {
        guard !scopes.isEmpty else { globalNames.insert(name); return -1 }
        let i = scopes[scopes.count - 1].count
        scopes[scopes.count - 1].names[name] = i
        scopes[scopes.count - 1].count += 1
        return i
    }

    private func lookup(_ name: String) -> (depth: Int, index: Int)? {
        for (depth, scope) in scopes.reversed().enumerated() {
            if let i = scope.names[name] { noteUse(depth: depth, index: i); return (depth, i) }
        }
        return nil
    }

    /// Records a slot read from outside the closures being resolved.
    private func noteUse(depth: Int, index: Int) {
        let scopeIndex = scopes.count - 1 - depth
        for c in closureCaptures.indices where closureCaptures[c].scopeIndex > scopeIndex {
            closureCaptures[c].uses[closureCaptures[c].scopeIndex - 1 - scopeIndex, default: []].insert(index)
        }
    }

    /// Marks a slot of the innermost scope as bound once and never changed.
    private func markConstant(_ slot: Int) {
        if slot >= 0, !scopes.isEmpty { scopes[scopes.count - 1].constants.insert(slot) }
    }

    /// Marks a slot of the innermost scope as one the script may not write.
    private func markImmutable(_ slot: Int) {
        markConstant(slot)
        if slot >= 0, !scopes.isEmpty { scopes[scopes.count - 1].immutable.insert(slot) }
    }

    private func isSubscript(_ e: Expr) -> Bool { if case .subscriptCall = e.kind { return true }; return false }

    /// The name of the `let` a write to `target` would change, if it is one: the variable itself,
    /// or an element of a collection it holds (`d["a"] = 1` on `let d: [String: Int]`).
    /// NB: a member write (`p.x = 1`) is left to run time: through a class reference it is fine.
    private func immutableRoot(of target: Expr) -> String? {
        switch target.kind {
        case .local(let depth, let index, let name):
            let scope = scopes.count - 1 - depth
            return scope >= 0 && scopes[scope].immutable.contains(index) ? name : nil
        case .subscriptCall(let base, _):
            guard case .local(_, _, let name) = base.kind, let root = immutableRoot(of: base) else { return nil }
            switch declaredType(of: name) {
            case .array?, .dictionary?: return root
            default: return nil
            }
        default: return nil
        }
    }

    /// Notes, for each scope kept from `level` outwards, what the closure (or nested function)
    /// reads there.
    private func keepEveryScope(around c: ClosureCapture, from level: Int = 0) {
        for outer in level..<c.scopeIndex {
            scopes[c.scopeIndex - 1 - outer].keptSlots = (scopes[c.scopeIndex - 1 - outer].keptSlots ?? []).union(c.uses[outer] ?? [])
        }
    }

    /// What a closure keeps of the scopes it is made in (see `CaptureLevel`): copies of the
    /// constants it reads, level by level, until the first level where it reads a variable;
    /// that scope is kept whole, with everything around it.
    private func capturePlan(_ c: ClosureCapture) -> [CaptureLevel] {
        var plan: [CaptureLevel] = []
        guard let deepest = c.uses.keys.max() else { return plan }
        for level in 0...deepest {
            let scope = scopes[c.scopeIndex - 1 - level]
            let used = c.uses[level] ?? []
            guard used.isSubset(of: scope.constants) else {
                keepEveryScope(around: c, from: level)
                plan.append(.keep)
                return plan
            }
            plan.append(.copy(used.sorted()))
        }
        return plan
    }

    /// Where a property-wrapped variable's wrapper lives: a local slot, or the global `_name`.
    private func wrapperStorage(of name: String) -> ExprKind? {
        for (depth, scope) in scopes.reversed().enumerated() {
            if let i = scope.wrapped[name] { noteUse(depth: depth, index: i); return .local(depth: depth, index: i, name: "_" + name) }
            if scope.names[name] != nil { return nil }
        }
        return wrappedGlobals.contains(name) ? .global("_" + name) : nil
    }

    /// A script type with a `wrappedValue` member is a property wrapper.
    private func isPropertyWrapper(_ type: String) -> Bool { members[type]?.contains("wrappedValue") ?? false }

    private func isMemberOfContext(_ name: String) -> Bool {
        guard let t = typeContexts.last else { return false }
        return members[t]?.contains(name) ?? false
    }

    // MARK: Statements

    private func resolveBlock(_ b: Block) {
        begin()
        declareLocalFunctions(b.stmts)
        for s in b.stmts { resolve(s) }
        endBlock(b)
    }

    /// A block's local functions are named from its start, so two may call each other
    /// (`func a` calling `func b` declared after it), as Swift allows.
    private func declareLocalFunctions(_ stmts: [Stmt]) {
        guard !scopes.isEmpty else { return }
        for s in stmts { if case .function(let f, _) = s.kind { localFunctionSlots[ObjectIdentifier(f)] = declare(f.name) } }
    }

    /// Closes a block's scope: its slot count, and which of its locals to release when it ends
    /// because a closure made in it keeps it (reading a variable there) without reading them.
    private func endBlock(_ b: Block) {
        let scope = scopes[scopes.count - 1]
        if let kept = scope.keptSlots { b.releasedAtExit = (0..<scope.count).filter { !kept.contains($0) } }
        b.slotCount = end()
    }

    /// A block whose scope was already opened by the caller (to hold loop or `if let` bindings).
    private func resolveStmts(_ b: Block) {
        declareLocalFunctions(b.stmts)
        for s in b.stmts { resolve(s) }
    }

    func resolve(_ s: Stmt) {
        switch s.kind {
        case .expr(let e): resolve(e)
        case .variable(let v): resolveVar(v)
        case .function(let f, _):
            let slot = localFunctionSlots.removeValue(forKey: ObjectIdentifier(f)) ?? declare(f.name)
            s.kind = .function(f, slot: slot)
            resolveFunction(f, selfType: nil)
        case .type(let t):
            // A type declared inside a function is registered with the session's types when it
            // runs (`declareType`), so its name resolves like a global one from here on.
            if !scopes.isEmpty, t.kind != .extensionOf { globalNames.insert(t.name) }
            resolveType(t)
        case .ifStmt(let conds, let body, let elseStmt):
            begin()
            let c = resolveConditions(conds)
            resolveStmts(body)
            endBlock(body)
            if let e = elseStmt { resolve(e) }
            s.kind = .ifStmt(c, body, elseStmt)
        case .guardStmt(let conds, let body):
            resolveBlock(body)
            s.kind = .guardStmt(resolveConditions(conds), body)
        case .whileStmt(let conds, let body):
            begin()
            let c = resolveConditions(conds)
            resolveStmts(body)
            endBlock(body)
            s.kind = .whileStmt(c, body)
        case .repeatWhile(let body, let cond):
            resolveBlock(body)
            resolve(cond)
        case .forIn(let pattern, let seq, let whereExpr, let body):
            resolve(seq)
            begin()
            let p = resolvePattern(pattern)
            // Each pass binds the loop's names afresh.
            for slot in p.boundSlots { markImmutable(slot) }
            // `for item in items` with `items: [Greeter]`: the element's written type is the item's.
            var sequenceType = seq.declaredType
            if sequenceType == nil, case .global(let g) = seq.kind { sequenceType = globalTypes[g] ?? earlierGlobalType(g) }
            if case .array(let element)? = sequenceType, case .binding(let n, _) = p { scopes[scopes.count - 1].types[n] = element }
            if let w = whereExpr { resolve(w) }
            resolveStmts(body)
            endBlock(body)
            s.kind = .forIn(p, seq, whereExpr, body)
        case .switchStmt(let subject, let cases):
            resolve(subject)
            var out: [SwitchCase] = []
            for var c in cases {
                begin()
                c.patterns = c.patterns.map(resolvePattern)
                for g in c.guards { if let g { resolve(g) } }
                resolveStmts(c.body)
                c.body.slotCount = end()
                out.append(c)
            }
            s.kind = .switchStmt(subject, out)
        case .returnStmt(let e): if let e { resolve(e) }
        case .throwStmt(let e): resolve(e)
        case .block(let b), .deferStmt(let b): resolveBlock(b)
        case .labeled(_, let inner): resolve(inner)
        case .doCatch(let body, let clauses):
            resolveBlock(body)
            var out: [CatchClause] = []
            for var c in clauses {
                begin()
                c.patterns = c.patterns.map(resolvePattern)
                if let w = c.whereExpr { resolve(w) }
                resolveStmts(c.body)
                c.body.slotCount = end()
                out.append(c)
            }
            s.kind = .doCatch(body, out)
        case .breakStmt, .continueStmt, .typeAlias, .nothing, .fallthroughStmt: break
        }
    }

    private func resolveConditions(_ conds: [Condition]) -> [Condition] {
        conds.map { c in
            switch c {
            case .expr(let e): resolve(e); return c
            case .availability: return c
            case .optionalBinding(let name, _, let value):
                resolve(value)
                return .optionalBinding(name: name, slot: declare(name), value: value)
            case .pattern(let p, let e):
                resolve(e)
                return .pattern(resolvePattern(p), e)
            }
        }
    }

    private func resolvePattern(_ p: Pattern) -> Pattern {
        switch p {
        case .binding(let n, _):
            // `case .add(let a, let b), .mul(let a, let b):` binds one `a` whichever pattern matched.
            if n != "_", !scopes.isEmpty, let i = scopes[scopes.count - 1].names[n] { return .binding(n, slot: i) }
            return .binding(n, slot: declare(n))
        case .tuple(let ps): return .tuple(ps.map(resolvePattern))
        case .enumCase(let n, let ps): return .enumCase(n, ps.map { $0.map(resolvePattern) })
        case .optionalSome(let p): return .optionalSome(resolvePattern(p))
        case .cast(let p, let t): return .cast(resolvePattern(p), t)
        case .expr(let e), .qualifiedMember(let e, _): resolve(e); return p
        case .wildcard, .isType: return p
        }
    }

    private func resolveVar(_ v: VarDecl) {
        if let w = v.wrappers.first(where: { isPropertyWrapper($0.name) }), v.bindings.count == 1,
           case .binding(let name, _) = v.bindings[0].pattern, v.bindings[0].getter == nil {
            // `@Clamped(0...10) var level = 5`: the variable holds the wrapper instance under `_level`.
            for a in w.args { resolve(a.value) }
            if let e = v.bindings[0].initializer { resolve(e) }
            v.wrapperStorage = w
            if scopes.isEmpty {
                globalNames.insert("_" + name)
                wrappedGlobals.insert(name)
                v.bindings[0].pattern = .binding("_" + name, slot: -1)
            } else {
                let slot = declare("_" + name)
                scopes[scopes.count - 1].wrapped[name] = slot
                v.bindings[0].pattern = .binding("_" + name, slot: slot)
            }
            return
        }
        if scopes.isEmpty { for b in v.bindings { for n in boundNames(b.pattern) { wrappedGlobals.remove(n) } } }
        for i in v.bindings.indices {
            if let e = v.bindings[i].initializer { v.bindings[i].initializer = resolveInitialValue(e, of: v.bindings[i].pattern) }
            if let g = v.bindings[i].getter { resolveFunction(g, selfType: typeContexts.last, inType: false) }
            if let s = v.bindings[i].setter { resolveFunction(s, selfType: typeContexts.last, inType: false) }
            v.bindings[i].pattern = resolvePattern(v.bindings[i].pattern)
            // (After the variable itself, which its observers read through its accessors:
            // `didSet { print(observed) }`.)
            if let (w, d) = v.bindings[i].willSetDidSet {
                if case .binding(_, let slot) = v.bindings[i].pattern, slot >= 0, !scopes.isEmpty { scopes[scopes.count - 1].computed.insert(slot) }
                if let w { resolveFunction(w, selfType: typeContexts.last, inType: false) }
                if let d { resolveFunction(d, selfType: typeContexts.last, inType: false) }
            }
            if v.isLet, !scopes.isEmpty {
                // `let x: Int` without a value is assigned later, once (definite initialization).
                let givenValue = v.bindings[i].initializer != nil
                for slot in v.bindings[i].pattern.boundSlots { if givenValue { markImmutable(slot) } else { markConstant(slot) } }
            } else if !scopes.isEmpty {
                // `var n = n` over a parameter takes over its slot, and may change it (so a
                // closure shares it rather than copying it).
                for slot in v.bindings[i].pattern.boundSlots {
                    scopes[scopes.count - 1].immutable.remove(slot)
                    scopes[scopes.count - 1].constants.remove(slot)
                }
            }
            if let t = v.bindings[i].writtenType, case .binding(let n, let slot) = v.bindings[i].pattern, slot >= 0, !scopes.isEmpty {
                scopes[scopes.count - 1].types[n] = t
            }
            // (An observed local, `var n = 1 { didSet { … } }`, too: its accessors run the observers.)
            if v.bindings[i].getter != nil || v.bindings[i].willSetDidSet != nil, case .binding(_, let slot) = v.bindings[i].pattern, slot >= 0, !scopes.isEmpty {
                scopes[scopes.count - 1].computed.insert(slot)
            } else if v.bindings[i].initializer == nil, !scopes.isEmpty {
                for slot in v.bindings[i].pattern.boundSlots where slot >= 0 { scopes[scopes.count - 1].deferred.insert(slot) }
            }
        }
    }

    /// Resolves a function body in its own frame. Methods get `self` in slot 0.
    private func resolveFunction(_ f: FunctionDecl, selfType: String?, inType: Bool = true) {
        let before = errors.count
        defer {
            if defersErrors, errors.count > before {
                let first = errors[before]
                deferred += errors[before...]
                errors.removeSubrange(before...)
                f.body = Block([Stmt(.expr(Expr(.unavailable(first, usedBy: usedBy(f.name)), f.loc)), f.loc)])
            }
        }
        defaultGenerics = Set(f.genericParameters)
        for p in f.params { if let d = p.defaultValue { resolve(d) } }
        defaultGenerics = []
        begin(frame: true)
        // A function made inside another keeps the scopes around it, as a closure that reads a
        // variable does: what it reads there is noted (the rest is released when they end).
        let nested = scopes.count > 1
        if nested { closureCaptures.append(ClosureCapture(scopeIndex: scopes.count - 1)) }
        if selfType != nil {
            f.hasSelf = true
            let slot = declare("self")
            // A class method's `self` is one reference for the whole call; a value type's may be
            // written (a mutating method, or a view's state set by an action), and an initializer
            // may replace it (`self.init(…)`).
            if typeKinds.last == .classType, f.name != "init" { markConstant(slot) }
        }
        for p in f.params {
            let slot = declare(p.name)
            // (A `Binding`'s `wrappedValue` is set through it: a closure made here keeps this
            // frame, where the call noted what the binding writes, rather than a copy.)
            if !p.isInout, p.type?.baseName != "Binding" { markImmutable(slot) }
            guard var t = p.type else { continue }
            // `_ x: T` with `T: Greeter`: the static type of `x` is its constraint.
            if case .named(let n, let args) = t, args.isEmpty, let proto = f.genericRequirements.first(where: { $0.parameter == n })?.protocols.first {
                t = .named(proto, [])
            }
            scopes[scopes.count - 1].types[p.name] = t
        }
        // Generic parameters are values in the body (`T.zero`), in the slots after the parameters.
        // A value parameter of the same name (`func f<value>(_ value: value)`) keeps the name.
        for g in f.genericParameters {
            let shadowed = scopes[scopes.count - 1].names[g]
            markConstant(declare(g))
            if let shadowed { scopes[scopes.count - 1].names[g] = shadowed }
        }
        let firstLocal = scopes[scopes.count - 1].count
        if let body = f.body { resolveStmts(body) }
        if nested { keepEveryScope(around: closureCaptures.removeLast()) }
        let frame = scopes[scopes.count - 1]
        if let kept = frame.keptSlots {
            f.releasedAtExit = (firstLocal..<frame.count).filter { !kept.contains($0) }
        }
        f.slotCount = end()
    }

    /// `Type.member` for a deferred error's message.
    private func usedBy(_ member: String) -> String {
        (typeContexts + [member]).joined(separator: ".")
    }

    /// An initial value; in library code, one with an unknown name is replaced by its error.
    private func resolveInitialValue(_ e: Expr, of binding: Pattern) -> Expr {
        let before = errors.count
        resolve(e)
        guard defersErrors, errors.count > before else { return e }
        let first = errors[before]
        deferred += errors[before...]
        errors.removeSubrange(before...)
        let name = boundNames(binding).first ?? "a property"
        return Expr(.unavailable(first, usedBy: usedBy(name)), e.loc)
    }

    private func resolveType(_ t: TypeDecl) {
        if scopes.isEmpty == false || members[t.name] == nil { collectMembers(t) }
        if !t.inherited.isEmpty {
            // Members are found before globals, inherited ones too: a protocol extension calls
            // requirements unqualified, a subclass its superclass's `log(_:)` over a global `log`.
            // (A type resolved earlier already holds what it inherits itself.)
            var set = members[t.name] ?? []
            for p in t.inherited { set.formUnion(members[p] ?? []) }
            members[t.name] = set
        }
        typeContexts.append(t.name)
        typeKinds.append(t.kind)
        // `extension W where T: Numeric` names the generic parameters `struct W<T>` declared.
        let genericsKey = Self.genericParametersKey + t.name
        if t.kind != .extensionOf, !t.genericParameters.isEmpty { members[genericsKey] = Set(t.genericParameters) }
        typeGenerics.append(t.genericParameters + (t.kind == .extensionOf ? (members[genericsKey] ?? []).sorted() : []))
        defer { typeKinds.removeLast(); typeGenerics.removeLast() }
        // Stored property initializers are evaluated without `self`, like Swift's.
        for v in t.vars {
            for w in v.wrappers { for a in w.args { resolve(a.value) } }
            for (i, b) in v.bindings.enumerated() {
                if let lazy = b.lazyInitializer, !v.isStatic { resolveFunction(lazy, selfType: t.name); continue }
                if let e = b.initializer { v.bindings[i].initializer = resolveInitialValue(e, of: b.pattern) }
                if let g = b.getter { resolveFunction(g, selfType: t.name) }
                if let s = b.setter { resolveFunction(s, selfType: t.name) }
                if let (w, d) = b.willSetDidSet {
                    if let w { resolveFunction(w, selfType: t.name) }
                    if let d { resolveFunction(d, selfType: t.name) }
                }
            }
        }
        for f in t.functions { resolveFunction(f, selfType: t.name) }
        for sub in t.subscripts {
            resolveFunction(sub.getter, selfType: t.name)
            if let s = sub.setter { resolveFunction(s, selfType: t.name) }
        }
        for f in t.initializers { resolveFunction(f, selfType: t.name) }
        if let d = t.deinitializer { resolveFunction(d, selfType: t.name) }
        for c in t.cases {
            if let r = c.rawValue { resolve(r) }
            for p in c.payload { if let d = p.defaultValue { resolve(d) } }
        }
        for n in t.nested { resolveType(n) }
        typeContexts.removeLast()
    }

    // MARK: Expressions

    func resolve(_ e: Expr) {
        switch e.kind {
        case .name(let n):
            if n == "_" { return }
            if let c = n.unicodeScalars.first, "+-*/%<>=!&|^~.?".unicodeScalars.contains(c) {
                // An operator used as a function value: `sorted(by: >)`, `reduce(0, +)`.
                if lookup(n) == nil { e.kind = .global(n); return }
            }
            if let storage = wrapperStorage(of: n) {
                e.kind = .member(Expr(storage, e.loc), "wrappedValue")
                return
            }
            if n.hasPrefix("$"), let storage = wrapperStorage(of: String(n.dropFirst())) {
                e.kind = .member(Expr(storage, e.loc), "projectedValue")
                return
            }
            if let (d, i) = lookup(n) {
                e.kind = .local(depth: d, index: i, name: n)
                e.declaredType = declaredType(of: n)
                e.isConstant = scopes[scopes.count - 1 - d].immutable.contains(i)
                e.isComputedLocal = scopes[scopes.count - 1 - d].computed.contains(i)
                e.mayBeUnset = scopes[scopes.count - 1 - d].deferred.contains(i)
                return
            }
            if n == "super", let t = typeContexts.last, let (d, i) = lookup("self") {
                // `super.x`: `self`, looked up from the superclass of the class declaring the method.
                e.kind = .superSelf(depth: d, index: i, className: t)
                return
            }
            if n.hasPrefix("$"), n.count > 1, !n.dropFirst().allSatisfy(\.isNumber), !isMemberOfContext(n) {
                // `$flag`: a binding; in a static picture it reads the wrapped value.
                e.kind = .name(String(n.dropFirst()))
                resolve(e)
                return
            }
            if typeGenerics.last?.contains(n) == true, let (d, i) = lookup("self") {
                // `Item.allCases` inside `struct TabView<Item: CaseIterable>`: the type this
                // instance was made with.
                let me = Expr(.local(depth: d, index: i, name: "self"), e.loc)
                e.kind = .call(Expr(.global("_genericArgument"), e.loc), [Argument(label: nil, value: me), Argument(label: nil, value: Expr(.stringLiteral(n), e.loc))])
                return
            }
            // `Magnitude` inside `extension FixedWidthInteger`: the associated type of the number
            // the method runs on (`UInt8` for an `Int8`).
            if Self.numericAssociatedTypes.contains(n), let t = typeContexts.last, Self.numericContexts.contains(t), let (d, i) = lookup("self") {
                let me = Expr(.local(depth: d, index: i, name: "self"), e.loc)
                e.kind = .member(Expr(.call(Expr(.global("_dynamicSelfType"), e.loc), [Argument(label: nil, value: me)]), e.loc), n)
                return
            }
            // `Digest` inside `extension Checksum`: the conformer's associated type, `Self.Digest`.
            if let t = typeContexts.last, associatedTypeNames[t]?.contains(n) == true, lookup(n) == nil {
                e.kind = .member(Expr(.name("Self"), e.loc), n)
                resolve(e)
                return
            }
            if n == "Self", let t = typeContexts.last {
                if let (d, i) = lookup("self") {
                    // Inside a method `Self` is the dynamic type of `self` (a protocol extension's
                    // `Self()` makes the conforming type), as `type(of: self)` gives it.
                    let me = Expr(.local(depth: d, index: i, name: "self"), e.loc)
                    e.kind = .call(Expr(.global("_dynamicSelfType"), e.loc), [Argument(label: nil, value: me)])
                    return
                }
                // The type being declared or extended.
                e.kind = .global(t)
                return
            }
            // `Member` inside `extension JSON`: the nested type `JSON.Member` (which lowering could
            // not qualify, not knowing `JSON`'s members there), not a member of `self`.
            if let t = typeContexts.last, nestedTypeNames[t]?.contains(n) == true {
                e.kind = .member(Expr(.global(t), e.loc), n)
                return
            }
            if isMemberOfContext(n) || (n == "rawValue" && !typeContexts.isEmpty), let (d, i) = lookup("self") {
                e.kind = .member(Expr(.local(depth: d, index: i, name: "self"), e.loc), n)
                return
            }
            // `distance(from:to:)` inside `extension Collection`: the standard type's own method
            // shadows a global function of that name, as Swift's lookup finds members first.
            if let t = typeContexts.last, Self.builtinTypes.contains(t), n.first?.isLowercase == true,
               isStandardMember(t, n), let (d, i) = lookup("self") {
                e.kind = .member(Expr(.local(depth: d, index: i, name: "self"), e.loc), n)
                return
            }
            // A dotted name is a member type or alias that lowering qualified by its owner (`Flow.Cache`).
            if globalNames.contains(n) || isKnownGlobal(n) || n.contains(".") {
                e.kind = .global(n)
                e.isConstant = constantGlobals.contains(n)
                return
            }
            if !typeContexts.isEmpty, let (d, i) = lookup("self"), inheritedMemberNames.contains(n) || members.values.contains(where: { $0.contains(n) }) {
                // Members inherited from protocol extensions or bridged types (`padding` in `extension View`).
                e.kind = .member(Expr(.local(depth: d, index: i, name: "self"), e.loc), n)
                return
            }
            if let t = typeContexts.last, Self.builtinTypes.contains(t), n.first?.isUppercase == false, let (d, i) = lookup("self") {
                // `count` inside `extension Array`: members of built-in types are not listed anywhere.
                e.kind = .member(Expr(.local(depth: d, index: i, name: "self"), e.loc), n)
                return
            }
            if !typeContexts.isEmpty, n.first?.isUppercase == false || isMemberOfContext(n), lookup("self") == nil {
                // Static context: `Self.member` written without `Self` (`Mac`, a case of the enum
                // whose static `allCases` lists it).
                e.kind = .member(Expr(.global(typeContexts.last ?? ""), e.loc), n)
                return
            }
            // `init(a: T = T.zero)`: a default argument names a generic parameter, bound when it is
            // evaluated for a call (Interpreter.lookupGlobal reads it from the call's scope).
            if defaultGenerics.contains(n) || typeGenerics.last?.contains(n) == true { return }
            // `line: Int = #line`: the call's line, filled where it is called.
            if n == Lowering.callerLine || n == Lowering.callerFunction { return }
            var visible = globalNames.union(knownGlobalNames())
            for s in scopes { visible.formUnion(s.names.keys) }
            var message = "cannot find '\(n)' in scope"
            if let guess = closestName(to: n, in: visible) { message += "; did you mean '\(guess)'?" }
            errors.append(ScriptError(e.loc, message))
        case .local, .superSelf, .global, .standardName, .intLiteral, .floatLiteral, .stringLiteral, .boolLiteral, .nilLiteral,
             .implicitMember, .typeRef:
            break
        case .keyPath(let components, _):
            for case .subscriptArgs(let args) in components { args.forEach { resolve($0.value) } }
        case .interpolation(let parts):
            for part in parts {
                switch part {
                case .expr(let x): resolve(x)
                case .call(let args, _): args.forEach { resolve($0.value) }
                case .literal: break
                }
            }
        case .arrayLiteral(let xs): xs.forEach(resolve)
        case .dictionaryLiteral(let kvs): for (k, v) in kvs { resolve(k); resolve(v) }
        case .tuple(let args): args.forEach { resolve($0.value) }
        case .member(let b, _), .tupleIndex(let b, _), .prefix(_, let b), .postfix(_, let b),
             .forceUnwrap(let b), .optionalChainBase(let b), .optionalChain(let b), .cast(let b, _, _), .isType(let b, _),
             .reference(let b, _), .labeledReference(let b, _):
            resolve(b)
        case .call(let callee, let args), .subscriptCall(let callee, let args):
            resolve(callee)
            let elementType = closureElementType(callee)
            for a in args {
                if let elementType, case .closure = a.value.kind { closureParameterTypes = elementType }
                resolve(a.value)
            }
            for a in args {
                if case .prefix("&", let inner) = a.value.kind, let name = immutableRoot(of: inner) {
                    errors.append(ScriptError(a.value.loc, "cannot pass immutable value as inout argument: '\(name)' is a 'let' constant"))
                }
            }
        case .binary(_, let l, let r): resolve(l); resolve(r)
        case .assign(let op, let l, let r):
            resolve(l); resolve(r)
            if let name = immutableRoot(of: l) {
                let message = op != nil ? "left side of mutating operator isn't mutable: '\(name)' is a 'let' constant"
                    : "cannot assign \(isSubscript(l) ? "through subscript" : "to value"): '\(name)' is a 'let' constant"
                errors.append(ScriptError(l.loc, message))
            }
        case .ternary(let c, let a, let b): resolve(c); resolve(a); resolve(b)
        case .closure(let c):
            begin(frame: true)
            closureCaptures.append(ClosureCapture(scopeIndex: scopes.count - 1))
            // NB: neither immutable nor constant: a closure's parameter is `inout` when the context
            // says so (`reduce(into:) { $0[$1, default: 0] += 1 }`, `Path { p in … }`), which the
            // resolver does not know, so a closure inside it shares it rather than copying it
            // (`Path { p in (0..<n).forEach { p.addLine(to: …) } }`).
            for p in c.params { _ = declare(p.name) }
            // `v.map { format($0) }` with `v: T?`: `$0` is a `T`, as overload choice needs to know.
            let given = closureParameterTypes
            closureParameterTypes = nil
            for (i, p) in c.params.enumerated() {
                if let t = p.type ?? given.flatMap({ i < $0.count ? $0[i] : nil }) { scopes[scopes.count - 1].types[p.name] = t }
            }
            resolveStmts(c.body)
            c.captures = capturePlan(closureCaptures.removeLast())
            c.slotCount = end()
        case .statementExpr(let s): resolve(s)
        case .unavailable: break
        }
    }
}
