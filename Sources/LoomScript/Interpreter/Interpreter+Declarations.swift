extension Interpreter {
    /// Extensions whose methods run on arrays, where `Element` is the array's element type.
    static let arrayExtensions: Set<String> = ["Array", "Sequence", "Collection", "BidirectionalCollection", "RandomAccessCollection",
                                               "MutableCollection", "RangeReplaceableCollection"]

    /// `extension WIP.Spiral`: the script type a dotted name reaches through nested types (from a
    /// script type, or from a script's extension of a bridged one: `VerticalAlignment.Inner`).
    func nestedUserType(_ dotted: String) -> UserType? {
        let parts = dotted.split(separator: ".").map(String.init)
        guard parts.count > 1, var t = userTypes[parts[0]] ?? extensions[parts[0]] else { return nil }
        for part in parts.dropFirst() {
            guard case .user(let inner)? = t.nestedTypes[part] else { return nil }
            t = inner
        }
        return t
    }

    /// Registers a struct/class/enum/protocol, or merges an extension into its type.
    /// Redeclaring a type in a later block replaces it (REPL shadowing).
    func declareType(_ d: TypeDecl, _ env: Env?) throws {
        // Methods may change: call sites re-resolve what they cached.
        declarationEpoch &+= 1
        let type: UserType
        if d.kind == .extensionOf {
            // `typealias Cents = Int; extension Cents { … }` extends Int.
            var extended = d.name
            if userTypes[d.name] == nil, case .named(let target, let args)? = typeAliases[d.name], args.isEmpty { extended = target }
            if let existing = userTypes[extended] ?? nestedUserType(extended) {
                type = existing
            } else {
                // Extensions of bridged or builtin types (`extension View`, `extension Color`).
                type = extensions[extended] ?? UserType(name: extended, kind: .extensionOf)
                extensions[extended] = type
            }
        } else {
            type = UserType(name: d.name, kind: d.kind)
            type.env = env
            type.genericParameters = d.genericParameters
            type.genericProtocols = firstProtocols(d.genericRequirements)
            userTypes[d.name] = type
            if isLibraryFile(d.loc.file) {
                libraryTypes[d.name] = type
                type.module = moduleOfSource(d.loc.file)
            }
            if d.kind == .classType, let first = d.inherited.first, let sup = userTypes[first], sup.kind == .classType {
                type.superclass = sup
                type.superclassArguments = d.firstInheritedArguments
                type.fieldLayout.inheritStrengths(of: sup.fieldLayout)
            }
            if d.kind == .enumType, let first = d.inherited.first,
               ["Int", "String", "Double", "Character", "Float", "CGFloat"].contains(first) || FixedInt.Kind(rawValue: first) != nil {
                type.rawType = .simple(first)
            }
        }
        type.conformances += d.inherited
        if !type.genericParameters.isEmpty { for f in d.memberFunctions { f.inGenericType = true } }
        if d.kind == .extensionOf, Self.arrayExtensions.contains(d.name) { for f in d.memberFunctions { f.extendsArrays = true } }
        if type.kind == .protocolType { for f in d.memberFunctions { f.inProtocol = true } }
        try addMembers(d, to: type, env)
        var names = memberNames[d.name] ?? []
        for v in d.vars { for b in v.bindings { if case .binding(let n, _) = b.pattern { names.insert(n) } } }
        for f in d.functions { names.insert(f.name) }
        for c in d.cases { names.insert(c.name) }
        memberNames[d.name] = names
    }

    func addMembers(_ d: TypeDecl, to type: UserType, _ env: Env?) throws {
        // Protocol requirements have no bodies: only extensions provide defaults.
        for v in d.vars where d.kind != .protocolType {
            for b in v.bindings {
                guard case .binding(let name, _) = b.pattern else { throw ScriptError(v.loc, "only simple property names are supported") }
                if let g = b.getter {
                    if v.isStatic {
                        type.staticComputed[name] = g
                        type.staticComputedSetters[name] = b.setter
                    } else {
                        type.computed[name] = (g, b.setter)
                        if v.isOverride { type.computedOverrides.insert(name) }
                        if g.isMutating { hasMutatingGetters = true }
                    }
                } else if v.isStatic {
                    type.staticStored[name] = (b.type, b.initializer)
                    type.staticValues[name] = nil
                    if let w = v.wrappers.first { type.staticWrappers[name] = (w.name, w.args) }
                } else if v.wrappers.contains(where: { $0.name == "Entry" }), let initial = b.initializer {
                    // `extension EnvironmentValues { @Entry var accent: Color = .orange }`: the
                    // macro's key, whose default is the initial value (read where the key is unset).
                    type.environmentEntries[name] = (b.type, initial, env)
                } else {
                    if d.kind == .extensionOf && type.kind != .extensionOf {
                        throw ScriptError(v.loc, "extensions must not contain stored properties")
                    }
                    if v.isOverride, b.initializer == nil, let obs = b.willSetDidSet {
                        // `override var size: Int { didSet { … } }` observes the inherited property.
                        type.observers[name] = obs
                        continue
                    }
                    type.storedProperties.removeAll { $0.name == name }
                    type.storedProperties.append((name, b.type, b.initializer, v.isLet))
                    if b.isViewBuilder { type.viewBuilderProperties.insert(name) }
                    if v.reference != .strong { type.fieldLayout.setStrength(v.reference, of: name) }
                    if v.isLazy {
                        type.lazyProperties.insert(name)
                        type.lazyInitializers[name] = b.lazyInitializer
                    }
                    if let w = v.wrappers.first(where: { Self.externalStorageWrappers.contains($0.name) }) {
                        type.externallyStored.insert(name)
                        type.systemWrappers[name] = w.name
                    }
                    if let w = v.wrappers.first(where: { w in self.userTypes[w.name].map { $0.kind != .protocolType } ?? false }) {
                        type.wrappedProperties[name] = (w.name, w.args)
                    }
                    if let obs = b.willSetDidSet { type.observers[name] = obs }
                }
            }
        }
        if let de = d.deinitializer { type.deinitializer = de }
        if d.kind == .protocolType {
            for f in d.functions { type.requirementNames.insert(f.name) }
            for v in d.vars { for b in v.bindings { if case .binding(let n, _) = b.pattern { type.requirementNames.insert(n) } } }
            type.associatedTypes += d.associatedTypes
            for v in d.vars { for b in v.bindings { if case .binding(let n, _) = b.pattern, let t = b.type { type.requirementTypes.append((n, t)) } } }
            for f in d.functions { type.requirementTypes.append((f.name, .function(f.params.compactMap(\.type), f.returnType ?? .simple("Void")))) }
            for r in d.subscriptRequirementTypes { type.requirementTypes.append(("subscript", r)) }
        }
        for f in d.functions where f.body != nil {
            if f.isStatic { type.staticMethods[f.name, default: []].append(f) } else { type.methods[f.name, default: []].append(f) }
        }
        adoptCustomHashing(type)
        for sub in d.subscripts {
            if sub.getter.isStatic {
                type.staticMethods["subscript", default: []].append(sub.getter)
                if let s = sub.setter { type.staticSubscriptSetters.append(s) }
            } else {
                type.methods["subscript", default: []].append(sub.getter)
                if let s = sub.setter { type.subscriptSetters.append(s) }
                if sub.getter.isMutating { hasMutatingGetters = true }
            }
        }
        type.initializers += d.initializers
        // A struct keeps its memberwise initializer beside the ones its extensions add, not beside its own.
        if d.kind != .extensionOf, !d.initializers.isEmpty { type.declaresOwnInitializers = true }
        // `indirect enum Tree<T> { case node(Tree, T, Tree) }`: inside its declaration the bare name
        // is the same specialization, `Tree<T>`.
        let me = TypeExpr.named(type.name, type.genericParameters.map { .named($0, []) })
        type.cases += type.genericParameters.isEmpty ? d.cases : d.cases.map { c in
            var c = c
            for i in c.payload.indices { c.payload[i].type = c.payload[i].type?.replacing(type.name, with: me) }
            return c
        }
        for n in d.nested {
            // `extension Palette { struct Rating }` beside a top-level `Rating`: the plain name stays
            // the top-level type's (in the library's own table too); the nested one is `Palette.Rating`,
            // which is how lowering wrote the plain name inside `Palette`.
            let topLevel = userTypes[n.name].flatMap { $0.enclosing == nil && $0 !== type ? $0 : nil }
            let topLevelInLibrary = libraryTypes[n.name].flatMap { $0.enclosing == nil && $0 !== type ? $0 : nil }
            try declareType(n, env)
            if let nt = userTypes[n.name] {
                type.nestedTypes[n.name] = .user(nt)
                nt.enclosing = type
                if let topLevel, topLevel !== nt { userTypes[n.name] = topLevel }
                if let topLevelInLibrary, topLevelInLibrary !== nt { libraryTypes[n.name] = topLevelInLibrary }
            }
        }
        // By the qualified name its own members were lowered with, and by the simple one for code
        // elsewhere (an extension in another file).
        for (name, t) in d.typeAliases {
            try refuseAliasCycle(d.name + "." + name, t, loc: d.loc)
            try refuseAliasCycle(name, t, loc: d.loc)
            typeAliases[d.name + "." + name] = t; typeAliases[name] = t
            if d.kind == .extensionOf || d.kind == .protocolType, t.mentions("Self") { conformerAliases[name, default: []].append((d.name, t)) }
        }
    }

    /// `typealias A = B; typealias B = A`: refused as Swift refuses it, before anything follows the loop.
    func refuseAliasCycle(_ name: String, _ t: TypeExpr, loc: Loc) throws {
        var seen: Set<String> = [name], next = t
        while case .named(let n, _) = next, let further = typeAliases[n] {
            guard seen.insert(n).inserted else { break }
            next = further
        }
        if case .named(let n, _) = next, seen.contains(n) { throw ScriptError(loc, "type alias '\(name.split(separator: ".").last ?? "")' references itself") }
    }

    // MARK: Construction

    func initializers(of t: RuntimeType, loc: Loc) throws -> [Candidate] {
        switch t {
        // `Self(red: 1, green: 0.5, blue: 0)` in `extension Color`: the extended type's own.
        case .user(let type) where type.kind == .extensionOf && type.enclosing == nil:
            if let nt = nativeTypes[type.name] { return try initializers(of: .native(nt), loc: loc) }
            if Self.builtinTypeNames.contains(type.name) { return try initializers(of: .builtin(type.name), loc: loc) }
            return try protocolExtensionInitializers(type, loc: loc) + userInitializers(type, loc: loc)
        case .user(let type), .generic(let type, _): return try protocolExtensionInitializers(type, loc: loc) + userInitializers(type, loc: loc)
        case .native(let nt):
            var out: [Candidate] = []
            if let ext = extensions[nt.name] { out += try scriptInitializers(ext, loc: loc, selfType: ext) }
            out += candidates(for: FunctionValue(.native(name: nt.name, nt.inits)))
            if out.isEmpty { throw ScriptError(loc, "'\(nt.name)' cannot be constructed because it has no accessible initializers") }
            return out
        case .builtin(let name):
            // `Int(x)`, `[String](repeating:count:)`: the standard type's, told by the receiver
            // which of the types sharing a table to make; a script extension's `init`s beside them.
            var out: [Candidate] = []
            if let ext = standardTypeExtension(name) { out += try scriptInitializers(ext, loc: loc, selfType: ext) }
            if let made = standardInitializers[name] {
                out += made
            } else if let inits = natives.standardType(named: name)?.inits {
                let made = candidates(for: FunctionValue(.native(name: name, inits), receiver: .type(t)))
                standardInitializers[name] = made
                out += made
            }
            if out.isEmpty { throw ScriptError(loc, "'\(name)' cannot be constructed because it has no accessible initializers") }
            return out
        }
    }

    /// A script's extension of the standard type `name` spells: `Array`'s for `[Dot]` and
    /// `Array<Dot>`, `Optional`'s for `Int?` (`extension Array where Element == Dot { init?(count:) }`).
    func standardTypeExtension(_ name: String) -> UserType? {
        if let ext = extensions[name] { return ext }
        guard !extensions.isEmpty, name.contains(where: { "<[?".contains($0) }), let t = NativeSignatures.type(spelled: name) else { return nil }
        return extensions[t.isOptional ? "Optional" : t.baseName]
    }

    /// SwiftUI's property wrappers whose setter is `nonmutating`: the value lives in storage the
    /// view only points at.
    static let externalStorageWrappers: Set<String> = ["State", "Binding", "GestureState", "FocusState", "AppStorage", "SceneStorage",
                                                       "StateObject", "ObservedObject", "AccessibilityFocusState"]

    /// The `self` a method hands back to its caller: a mutating method's, and a view's whose
    /// non-mutating method set its `@State` (`func bump() { n = 5 }`), which SwiftUI keeps
    /// outside the value so the caller's view sees it. Nil when the caller's value stands.
    func selfAfterCall(_ decl: FunctionDecl, _ frame: Env, receiver: Value?) -> Value? {
        guard decl.hasSelf else { return nil }
        if decl.isMutating { return frame[0] }
        guard case .structValue(let now) = frame[0], !now.type.externallyStored.isEmpty,
              case .structValue(let before)? = receiver else { return nil }
        for name in now.type.externallyStored where describe(now.fields[name] ?? .void, debug: true) != describe(before.fields[name] ?? .void, debug: true) {
            return frame[0]
        }
        return nil
    }

    /// The module a library source file belongs to (its folder in `sourceFiles`): Loom's own
    /// prelude stands for the standard library and SwiftUI.
    func moduleOfSource(_ file: Int) -> String? {
        guard isLibraryFile(file), file < sourceFiles.count, let folder = sourceFiles[file].split(separator: "/").first else { return nil }
        // (The prelude is the standard library's, but for the one SwiftUI type it declares.)
        return folder == ScriptSession.standardPrelude ? (sourceFiles[file].hasSuffix("AsyncImagePhase.swift") ? "SwiftUI" : "Swift") : String(folder)
    }

    func userInitializers(_ type: UserType, loc: Loc) throws -> [Candidate] {
        switch type.kind {
        case .protocolType:
            throw ScriptError(loc, "type 'any \(type.name)' cannot be instantiated")
        case .enumType:
            var out = try scriptInitializers(type, loc: loc, selfType: type)
            // A script's own `init?(rawValue:)` replaces the synthesized one.
            let ownRaw = type.initializers.contains { $0.params.count == 1 && $0.params[0].label == "rawValue" }
            if type.rawType != nil, !ownRaw {
                out.append(Candidate(name: "init", params: [Param(label: "rawValue", name: "rawValue", type: type.rawType)]) { [unowned self] args, _ in
                    for c in type.cases {
                        let v = try self.enumCase(type, c.name, loc: loc)
                        if let raw = try? self.member(of: v, "rawValue", loc: loc, expected: nil), self.valuesEqual(raw, args[0]) {
                            return Invocation(.some(v))
                        }
                    }
                    return Invocation(.null)
                })
            }
            return out
        default:
            if type.declaresOwnInitializers || (type.kind != .structType && !type.initializers.isEmpty) {
                return try scriptInitializers(type, loc: loc, selfType: type) + inheritedInitializerCandidates(type, loc: loc)
            }
            // A subclass without initializers inherits its superclass's.
            if type.kind == .classType, type.chain.dropFirst().contains(where: { !$0.initializers.isEmpty }) {
                return try inheritedInitializerCandidates(type, loc: loc)
            }
            // The memberwise initializer: every `var`, and each `let` without a value.
            let props = type.storedProperties.filter { !($0.isLet && $0.initial != nil) && !type.lazyProperties.contains($0.name) }
            if type.kind == .classType {
                return [Candidate(name: type.name, params: []) { [unowned self] _, _ in Invocation(try self.blankInstance(type, loc: loc)) }]
            }
            // `@Binding var isOn: Bool` with a wrapper that has no `init(wrappedValue:)`: the
            // argument is the wrapper itself (`Toggle(isOn: Binding(get: …))`).
            let passedWhole: [String: TypeExpr] = Dictionary(uniqueKeysWithValues: props.compactMap { p in
                type.wrappedProperties[p.name].flatMap { w in wrapperPassedWhole(w, wrapping: p.type) }.map { (p.name, $0) }
            })
            // An optional `var` without a value starts as nil, so its argument may be left out.
            let params = props.map { p in
                var defaultValue = p.initial ?? (!p.isLet && p.type?.isOptional == true && type.wrappedProperties[p.name] == nil ? Expr(.nilLiteral, loc) : nil)
                // `@Capped var height: Int` with `Capped.init()`, or `@Capped(wrappedValue: 20, maximum: 5)`:
                // the wrapper made without an argument stands.
                if defaultValue == nil, let w = type.wrappedProperties[p.name], wrapperMadeWithoutValue(w) { defaultValue = Self.keepsWrapper }
                // `@Deferred var data = load()` with an autoclosure `wrappedValue`: left out, the blank
                // instance's wrapper (holding the unevaluated `load()`) stands.
                if p.initial != nil, let w = type.wrappedProperties[p.name], wrapperTakesValueLazily(w) { defaultValue = Self.keepsWrapper }
                // `var x = 1.5` is a Double: `P(x: 2)` stores 2.0.
                let literalType: TypeExpr? = p.initial.flatMap { $0.traits.isSuperset(of: [.numericLiteral, .floatLiteral]) ? .simple("Double") : nil }
                if let wrapperType = passedWhole[p.name] { return Param(label: p.name, name: p.name, type: wrapperType, defaultValue: defaultValue) }
                // `@ViewBuilder var label: Label`: `label: @ViewBuilder () -> Label`, a trailing closure.
                if type.viewBuilderProperties.contains(p.name) {
                    return Param(label: p.name, name: p.name, type: .named("ViewBuilder", [.function([], p.type ?? .simple("Any"))]), defaultValue: defaultValue)
                }
                return Param(label: p.name, name: p.name, type: p.type ?? literalType, defaultValue: defaultValue)
            }
            let given = Set(props.map(\.name))
            var memberwise = Candidate(name: type.name, params: params) { [unowned self] args, _ in
                var inst = try self.blankInstance(type, loc: loc, given: given)
                if case .structValue(var s) = inst {
                    for (p, v) in zip(props, args) {
                        if let w = type.wrappedProperties[p.name] {
                            if case .native(let n) = v, n.payload is KeptWrapper { continue }
                            if passedWhole[p.name] != nil { s.fields["_" + p.name] = v; continue }
                            s.fields["_" + p.name] = try self.makeWrapper(w, initial: v, env: type.env, loc: loc, propertyType: p.type)
                        } else if type.viewBuilderProperties.contains(p.name), case .function(let build) = v {
                            s.fields[p.name] = try self.callFunction(build, [], loc)
                        } else {
                            s.fields[p.name] = v
                        }
                    }
                    inst = .structValue(s)
                }
                return Invocation(inst)
            }
            memberwise.genericProtocols = type.genericProtocols
            memberwise.inferableParameters = type.genericParameters
            memberwise.takesBindings = params.contains { $0.type?.baseName == "Binding" }
            return try scriptInitializers(type, loc: loc, selfType: type) + [memberwise]
        }
    }

    /// Swift's automatic initializer inheritance for classes: a class that declares no designated
    /// initializer inherits all of its superclass's, and one that provides every designated
    /// initializer of its superclass (itself, or by inheriting them) inherits its convenience ones
    /// too (`B()` runs `V`'s `convenience init()`, whose `self.init(w:)` is then `B`'s).
    /// The initializers a class has beyond its own, with the type declaring each.
    func inheritedInitializers(_ type: UserType) -> [(decl: FunctionDecl, owner: UserType)] {
        guard type.kind == .classType, let sup = type.superclass else { return [] }
        let available = sup.initializers.map { ($0, sup) } + inheritedInitializers(sup)
        func key(_ d: FunctionDecl) -> String { d.params.map { $0.label ?? "_" }.joined(separator: ":") }
        let own = Set(type.initializers.map(key))
        if !type.initializers.contains(where: { !$0.isConvenience }) { return available.filter { !own.contains(key($0.decl)) } }
        let designated = available.filter { !$0.decl.isConvenience }
        guard designated.allSatisfy({ own.contains(key($0.decl)) }) else { return [] }
        return available.filter { $0.decl.isConvenience && !own.contains(key($0.decl)) }
    }

    /// Candidates for the initializers `type` inherits (see `inheritedInitializers`).
    func inheritedInitializerCandidates(_ type: UserType, loc: Loc) throws -> [Candidate] {
        try inheritedInitializers(type).flatMap { inherited in
            try scriptInitializers(inherited.owner, loc: loc, selfType: inherited.owner, instanceType: type, only: [inherited.decl])
        }
    }

    func scriptInitializers(_ type: UserType, loc: Loc, selfType: UserType, instanceType: UserType? = nil, only: [FunctionDecl]? = nil) throws -> [Candidate] {
        (only ?? type.initializers).map { decl in
            var candidate = Candidate(name: "init", params: decl.params) { [unowned self] args, callLoc in
                let blank: Value
                // A declared struct, class or enum (nested ones too, whose plain name may be another's).
                if [.structType, .classType, .enumType].contains(type.kind) {
                    blank = type.kind == .enumType ? .void : try self.blankInstance(instanceType ?? type, loc: loc)
                } else if let instanceType {
                    // A protocol extension's `init`, run for a conforming type.
                    blank = try self.blankInstance(instanceType, loc: loc)
                } else if let nt = self.nativeTypes[type.name] {
                    // `init` in an extension of a bridged type: `self.init(…)` or `self = …` makes the value.
                    blank = .type(.native(nt))
                } else if self.builtinTypeNames.contains(type.name) {
                    blank = .type(.builtin(type.name))
                } else {
                    blank = .void
                }
                if !decl.genericRequirements.isEmpty { try self.checkGenericRequirements(decl, args, selfType: selfType, loc: callLoc) }
                self.initializingTypes.append(selfType)
                defer { self.initializingTypes.removeLast() }
                let result: Value, newSelf: Value?
                do {
                    let done = try self.invoke(decl, env: type.env, selfType: selfType, receiver: blank, args: args, loc: decl.loc)
                    (result, newSelf) = (done.value, done.newReceiver)
                } catch is FailedInit {
                    // `self.init(…)` or `super.init(…)` delegated to a failable initializer that failed.
                    guard decl.isFailable else { throw ScriptError(decl.loc, "a non-failable initializer cannot delegate to a failable initializer that failed") }
                    return Invocation(.null)
                }
                // `init?` yields an optional: `return nil` fails, finishing the body succeeds.
                if decl.isFailable {
                    if case .null = result { return Invocation(.null) }
                    return Invocation(.some(newSelf ?? blank))
                }
                return Invocation(newSelf ?? blank)
            }
            candidate.genericProtocols = firstProtocols(decl.typeRequirements + decl.genericRequirements)
            candidate.genericParameters = decl.genericParameters
            candidate.inferableParameters = decl.genericParameters + selfType.genericParameters
            candidate.takesBindings = decl.takesBindings
            return candidate
        }
    }

    /// An instance with every stored property that has a default value filled in.
    /// Initializers `super.init(…)` can call: the superclass's own (or inherited) ones, run on
    /// the existing object.
    func superInitializers(_ sup: UserType, receiver: Value, loc: Loc) -> [Candidate] {
        guard let owner = sup.chain.first(where: { !$0.initializers.isEmpty }) else {
            return [Candidate(name: "init", params: []) { _, _ in Invocation(.void, receiver) }]
        }
        return owner.initializers.map { decl in
            var c = Candidate(name: "init", params: decl.params) { [unowned self] args, _ in
                self.initializingTypes.append(owner)
                defer { self.initializingTypes.removeLast() }
                let done = try self.invoke(decl, env: owner.env, selfType: owner, receiver: receiver, args: args, loc: decl.loc)
                if decl.isFailable, case .null = done.value { throw FailedInit() }
                return Invocation(.void, done.newReceiver ?? receiver)
            }
            c.takesBindings = decl.takesBindings
            return c
        }
    }

    /// A property wrapper instance: `Wrapper(wrappedValue: initial, <attribute arguments>)`.
    /// `propertyType`: the wrapped property's declared type, which binds the wrapper's generic
    /// parameter its `wrappedValue` is declared with (`@Injected var api: API` for `Injected<T>`
    /// with `init()`: `T` is `API`).
    func makeWrapper(_ w: (wrapper: String, args: [Argument]), initial: Value?, env: Env?, loc: Loc, propertyType: TypeExpr? = nil) throws -> Value {
        guard let wt = userTypes[w.wrapper] else { throw ScriptError(loc, "unknown property wrapper '\(w.wrapper)'") }
        let frame = Env(count: 1, parent: env)
        var args = w.args
        if let initial {
            frame[0] = initial
            args.insert(Argument(label: "wrappedValue", value: Expr(.local(depth: 0, index: 0, name: "wrappedValue"), loc)), at: 0)
        }
        // `@Injected var answer: Int`: inside the wrapper's initializer `T` is `Int` (`make(T.self)`).
        let bindings = propertyType.flatMap { wt.genericParameters.isEmpty ? nil : wrappedValueBindings(wt, canonical($0)) }
        if let bindings { genericScopes.append(bindings) }
        defer { if bindings != nil { genericScopes.removeLast() } }
        let made = try call(try initializers(of: .user(wt), loc: loc), name: w.wrapper, args, frame, loc: loc, expected: nil).0
        return bindings.map { recordGenericArguments($0, on: made) } ?? made
    }

    /// The wrapper's generic parameter that its `wrappedValue` is declared as, bound to `propertyType`.
    private func wrappedValueBindings(_ wt: UserType, _ propertyType: TypeExpr) -> [String: TypeExpr]? {
        guard let declared = wt.chain.lazy.flatMap(\.storedProperties).first(where: { $0.name == "wrappedValue" })?.type
                ?? wt.findComputed("wrappedValue")?.getter.returnType else { return nil }
        switch (declared, propertyType) {
        case (.named(let g, let args), _) where args.isEmpty && wt.genericParameters.contains(g): return [g: propertyType]
        case (.optional(.named(let g, let args)), .optional(let wrapped)) where args.isEmpty && wt.genericParameters.contains(g): return [g: wrapped]
        default: return nil
        }
    }

    /// `given`: properties the caller sets right after (the memberwise initializer's arguments,
    /// defaults included), whose initial values are not evaluated a second time here.
    func blankInstance(_ type: UserType, loc: Loc, given: Set<String> = []) throws -> Value {
        var fields = Fields(type.fieldLayout)
        for p in type.chain.reversed().flatMap({ t in t.storedProperties.map { (t, $0) } }) {
            let (owner, p) = p
            let env = owner.env
            if owner.lazyProperties.contains(p.name) { continue }
            // (`var res = Resource()` made once per instance, as Swift does, not once more here.)
            if given.contains(p.name), owner.wrappedProperties[p.name] == nil { continue }
            if let w = owner.wrappedProperties[p.name] {
                // `@Upper var name: String` with only `init(wrappedValue:)`: made when the memberwise
                // or the type's own initializer gives it a value.
                if p.initial == nil, !wrapperMadeWithoutValue(w) { continue }
                // `init(wrappedValue: @autoclosure @escaping () -> T)`: the initial value's
                // expression is the wrapper's to run, when it wants.
                if let e = p.initial, wrapperTakesValueLazily(w) {
                    fields["_" + p.name] = try call(try initializers(of: .user(userTypes[w.wrapper]!), loc: loc), name: w.wrapper,
                                                    [Argument(label: "wrappedValue", value: e)] + w.args, env, loc: loc, expected: nil).0
                    continue
                }
                var initial: Value?
                if let e = p.initial {
                    initial = try eval(e, env, expected: p.type)
                    if let t = p.type { initial = try coerce(initial!, to: t, e.loc) }
                }
                fields["_" + p.name] = try makeWrapper(w, initial: initial, env: env, loc: loc, propertyType: p.type)
                continue
            }
            if let e = p.initial {
                var v = try eval(e, env, expected: p.type)
                if let t = p.type { v = try coerce(v, to: t, e.loc) }
                fields[p.name] = v
            } else if let t = p.type, t.isOptional {
                fields[p.name] = .null
            }
        }
        if type.kind == .classType {
            let object = ObjectInstance(type: type, fields: fields)
            if type.chain.contains(where: { $0.deinitializer != nil }) { object.finalizer = deinits }
            return .object(object)
        }
        return .structValue(StructInstance(type: type, fields: fields))
    }

    /// The default of a memberwise parameter whose wrapped property keeps the wrapper the blank
    /// instance made (`run` recognizes it by identity and passes a `KeptWrapper`).
    nonisolated(unsafe) static let keepsWrapper = Expr(.nilLiteral, .none)  // never changed: compared by identity

    /// The wrapper type a memberwise initializer takes for a wrapped property when the script's
    /// wrapper cannot be made from a wrapped value (no `init(wrappedValue:)`, nor a memberwise one
    /// with a stored `wrappedValue`): `Binding<Bool>` for `@Binding var isOn: Bool`. Nil otherwise.
    func wrapperPassedWhole(_ w: (wrapper: String, args: [Argument]), wrapping propertyType: TypeExpr?) -> TypeExpr? {
        guard let t = userTypes[w.wrapper] else { return nil }
        let takesWrappedValue = t.declaresOwnInitializers || t.kind != .structType
            ? t.initializers.contains { $0.params.first?.label == "wrappedValue" }
            : t.storedProperties.contains { $0.name == "wrappedValue" }
        guard !takesWrappedValue else { return nil }
        guard !t.genericParameters.isEmpty, let propertyType,
              let bound = wrappedValueBindings(t, canonical(propertyType)),
              case let args = t.genericParameters.compactMap({ bound[$0] }), args.count == t.genericParameters.count else { return .simple(w.wrapper) }
        return .named(w.wrapper, args)
    }

    /// Whether a property wrapper's `init(wrappedValue:)` takes its value as an autoclosure.
    func wrapperTakesValueLazily(_ w: (wrapper: String, args: [Argument])) -> Bool {
        userTypes[w.wrapper]?.initializers.contains { $0.params.first.map { $0.label == "wrappedValue" && $0.isAutoclosure } ?? false } ?? false
    }

    /// Whether a property wrapper can be made without a wrapped value: by its attribute's
    /// arguments, or by an initializer that needs none.
    func wrapperMadeWithoutValue(_ w: (wrapper: String, args: [Argument])) -> Bool {
        if !w.args.isEmpty { return true }
        guard let t = userTypes[w.wrapper] else { return false }
        // A struct without its own initializers has the memberwise one, which needs nothing when
        // every stored property has a value (`TwelveOrLess` with `private var number = 0`).
        if t.kind == .structType, !t.declaresOwnInitializers {
            return t.storedProperties.allSatisfy { $0.initial != nil || (!$0.isLet && $0.type?.isOptional == true) }
        }
        return t.initializers.contains { $0.params.allSatisfy { $0.defaultValue != nil } }
    }

    func enumCase(_ type: UserType, _ name: String, loc: Loc) throws -> Value {
        guard let c = type.cases.first(where: { $0.name == name }) else {
            throw ScriptError(loc, "type '\(type.name)' has no member '\(name)'")
        }
        if c.payload.isEmpty { return .enumValue(EnumInstance(type: type, caseName: name, payload: [], labels: [], genericArguments: enclosingArguments(type))) }
        return .function(FunctionValue(.enumConstructor(type, name)))
    }

    /// Raw values: explicit ones, else the case name (String) or counting up from the previous (Int).
    func rawValue(_ e: EnumInstance, loc: Loc) throws -> Value {
        guard let raw = e.type.rawType else { throw ScriptError(loc, "value of type '\(e.type.name)' has no member 'rawValue'") }
        var next = 0
        for c in e.type.cases {
            var v: Value
            if let r = c.rawValue { v = try eval(r, nil, expected: raw) } else if raw.baseName == "String" { v = .string(c.name) } else { v = .int(next) }
            if case .int(let i) = v { next = i + 1 }
            if case .fixedInt(let f) = v { next = Int(truncatingIfNeeded: f.value) + 1 }
            if let k = floatKind(raw), case .int(let i) = v { v = .double(Double(i), k) }
            // `enum Edge: Int8`: counted on in the raw type.
            if let kind = FixedInt.Kind(rawValue: raw.baseName), case .int(let i) = v { v = .fixedInt(FixedInt(kind, truncating: Int128(i))) }
            if c.name == e.caseName { return v }
        }
        throw ScriptError(loc, "no raw value for case '\(e.caseName)'")
    }
}

/// `self.init(…)`/`super.init(…)` delegated to an `init?` that returned nil.
struct FailedInit: Error {}
