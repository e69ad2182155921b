extension Interpreter {
    /// Whether `subject` matches one of the case's patterns and that pattern's own `where`
    /// holds, with its bindings left in `inner`.
    func caseMatches(_ c: SwitchCase, _ subject: Value, _ inner: Env) throws -> Bool {
        for (p, g) in zip(c.patterns, c.guards) where try match(p, subject, inner, c.loc) {
            if let g, try !truthy(try eval(g, inner), g.loc) { continue }
            return true
        }
        return false
    }

    /// Runs statements in `env`, stopping at the first `break`/`continue`/`return`.
    func execAll(_ stmts: [Stmt], _ env: Env?) throws -> Flow {
        var deferred: [Block] = []
        let flow: Flow
        do {
            flow = try execUntilExit(stmts, env, deferring: &deferred)
        } catch {
            // Deferred blocks run on the way out of a throw too; a trap in one ends the run
            // with its own message (it would stop the program first).
            if !deferred.isEmpty { try runDeferred(deferred, env) }
            throw error
        }
        if !deferred.isEmpty { try runDeferred(deferred, env) }
        return flow
    }

    private func execUntilExit(_ stmts: [Stmt], _ env: Env?, deferring deferred: inout [Block]) throws -> Flow {
        for s in stmts {
            if case .deferStmt(let b) = s.kind { deferred.append(b); continue }
            let flow = try exec(s, env)
            if !deinits.isEmpty { try runDeinitializers() }
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    /// A scope's `defer` blocks, last first. Swift's cannot throw, so what fails in one (a trap,
    /// something Loom cannot run) is the run's error, never silently skipped.
    private func runDeferred(_ deferred: [Block], _ env: Env?) throws {
        for b in deferred.reversed() { _ = try execBlock(b, env) }
    }

    /// Runs the `deinit`s of the instances that ended during the last statement, subclass first,
    /// each with a `self` holding the instance's stored values. What an instance held ends right
    /// after its `deinit`, before the instances ended beside it: depth first, as Swift frees a
    /// tree (`root`, `a`, `a1`, `a2`, `b`, `b1`). (A stack of sibling lists, not recursion: a long
    /// linked list ends one node after another without deepening Loom's own stack.)
    func runDeinitializers() throws {
        var siblings: [[(type: UserType, fields: Fields)]] = []
        if !deinits.isEmpty { siblings.append(deinits.takeAll().reversed()) }
        while !siblings.isEmpty {
            if siblings[siblings.count - 1].isEmpty { siblings.removeLast(); continue }
            try runDeinitializer(of: &siblings[siblings.count - 1])
            if !deinits.isEmpty { siblings.append(deinits.takeAll().reversed()) }
        }
    }

    /// The `deinit`s of the last instance in `pending`, taken out of it; its stored values are
    /// released when this returns (nothing else holds them then).
    private func runDeinitializer(of pending: inout [(type: UserType, fields: Fields)]) throws {
        guard let (type, fields) = pending.popLast() else { return }
        let remains = Value.object(ObjectInstance(type: type, fields: fields))
        for owner in type.chain {
            guard let d = owner.deinitializer else { continue }
            _ = try invoke(d, env: owner.env, selfType: owner, receiver: remains, args: [], loc: d.loc)
        }
    }

    func execBlock(_ b: Block, _ env: Env?) throws -> Flow {
        let inner = Env(count: b.slotCount, parent: env)
        defer { if let slots = b.releasedAtExit { inner.release(slots) } }
        return try execAll(b.stmts, inner)
    }

    func exec(_ s: Stmt, _ env: Env?) throws -> Flow {
        try tick(s.loc)
        switch s.kind {
        case .expr(let e):
            _ = try eval(e, env)
            return .normal
        case .variable(let v):
            try declareVariable(v, env)
            return .normal
        case .function(let f, let slot):
            var fn = FunctionValue(.script(f, env, nil))
            if slot < 0 || env == nil {
                // Overloads declared in one block accumulate; a later block's declaration replaces them.
                if functionsDeclaredThisBlock.contains(f.name), case .function(let existing)? = globals[f.name] {
                    var set: [FunctionValue]
                    if case .overloads(let fs) = existing.kind { set = fs } else { set = [existing] }
                    // (Overloads may differ in their result only: `func value() -> Int` beside `-> String`.)
                    set.removeAll {
                        if case .script(let d, _, _) = $0.kind { return d.typedSignature == f.typedSignature && d.returnType?.description == f.returnType?.description }
                        return false
                    }
                    set.append(fn)
                    fn = set.count == 1 ? set[0] : FunctionValue(.overloads(set))
                }
                functionsDeclaredThisBlock.insert(f.name)
            }
            try define(slot: slot, name: f.name, .function(fn), env, s.loc)
            return .normal
        case .type(let t):
            try declareType(t, env)
            return .normal
        case .typeAlias(let name, let t, let parameters, let composition):
            try refuseAliasCycle(name, t, loc: s.loc)
            typeAliases[name] = t
            compositionAliases[name] = composition.isEmpty ? nil : composition
            aliasParameters[name] = parameters.isEmpty ? nil : parameters
            declarationEpoch &+= 1  // a name call sites resolved may mean another type now
            return .normal
        case .ifStmt(let conds, let body, let elseStmt):
            let inner = Env(count: body.slotCount, parent: env)
            defer { if let slots = body.releasedAtExit { inner.release(slots) } }
            if try conditionsHold(conds, inner) { return try execAll(body.stmts, inner) }
            if let e = elseStmt { return try exec(e, env) }
            return .normal
        case .guardStmt(let conds, let body):
            if try conditionsHold(conds, env) { return .normal }
            let flow = try execBlock(body, env)
            if case .normal = flow { throw ScriptError(s.loc, "'guard' body must not fall through, consider using a 'return' or 'throw' to exit the scope") }
            return flow
        case .whileStmt(let conds, let body):
            var inner = Env(count: body.slotCount, parent: env)
            let releases = declaresVariables(body)
            return try loop(label: nil, at: s.loc) {
                reuseIterationFrame(&inner, body.slotCount, env)
                guard try conditionsHold(conds, inner) else { return nil }
                let flow = try execAll(body.stmts, inner)
                if releases, isKnownUniquelyReferenced(&inner) { inner.endIteration() } else if let slots = body.releasedAtExit { inner.release(slots) } else if let slots = body.releasedAtExit { inner.release(slots) }
                return flow
            }
        case .repeatWhile(let body, let cond):
            var first = true
            return try loop(label: nil, at: s.loc) {
                if !first, try !truthy(try eval(cond, env), cond.loc) { return nil }
                first = false
                return try execBlock(body, env)
            }
        case .forIn(let pattern, let seqExpr, let whereExpr, let body):
            return try forIn(pattern, seqExpr, whereExpr, body, env, label: nil)
        case .switchStmt(let subject, let cases):
            return try execSwitch(subject, cases, env, s.loc)
        case .returnStmt(let e):
            return .returnValue(try e.map { try eval($0, env, expected: returnTypeStack.last ?? nil) } ?? .void)
        case .breakStmt(let label): return .breakLoop(label)
        case .continueStmt(let label): return .continueLoop(label)
        case .throwStmt(let e):
            throw ThrownValue(value: try eval(e, env), loc: s.loc)
        case .block(let b): return try execBlock(b, env)
        case .deferStmt(let b): return try execBlock(b, env)
        case .labeled(let label, let inner):
            switch inner.kind {
            case .forIn(let p, let seq, let w, let body): return try forIn(p, seq, w, body, env, label: label)
            case .whileStmt(let conds, let body):
                var e2 = Env(count: body.slotCount, parent: env)
                return try loop(label: label, at: inner.loc) {
                    reuseIterationFrame(&e2, body.slotCount, env)
                    guard try conditionsHold(conds, e2) else { return nil }
                    return try execAll(body.stmts, e2)
                }
            default:
                let flow = try exec(inner, env)
                if case .breakLoop(let l?) = flow, l == label { return .normal }
                return flow
            }
        case .fallthroughStmt: return .fallthroughCase
        case .doCatch(let body, let clauses):
            do {
                return try execBlock(body, env)
            } catch let thrown as ThrownValue {
                for c in clauses {
                    let inner = Env(count: c.body.slotCount, parent: env)
                    var matched = false
                    for p in c.patterns where !matched { matched = try match(p, thrown.value, inner, s.loc) }
                    if matched, let w = c.whereExpr, try !truthy(try eval(w, inner), w.loc) { matched = false }
                    if matched { return try execAll(c.body.stmts, inner) }
                }
                throw thrown
            }
        case .nothing: return .normal
        }
    }

    /// Each loop iteration has its own scope, so closures made in one keep that iteration's
    /// variables. When no closure kept the last iteration's frame, the next one reuses it
    /// (every body variable is assigned by its declaration before it is read).
    @inline(__always)
    /// Whether a loop body declares variables of its own, which end with each pass (the loop
    /// variable's value is the sequence's element, which lives on in it).
    func declaresVariables(_ body: Block) -> Bool {
        body.stmts.contains { if case .variable = $0.kind { true } else { false } }
    }

    func reuseIterationFrame(_ frame: inout Env, _ count: Int, _ parent: Env?) {
        if !isKnownUniquelyReferenced(&frame) { frame = Env(count: count, parent: parent) }
    }

    /// Drives a loop body; `body` returns nil when the loop is finished.
    func loop(label: String?, at loc: Loc, _ body: () throws -> Flow?) throws -> Flow {
        while true {
            // Every iteration counts, so `while true {}` meets the budget too.
            try tick(loc)
            guard let flow = try body() else { return .normal }
            switch flow {
            case .normal: continue
            case .breakLoop(let l): if l == nil || l == label { return .normal } else { return flow }
            case .continueLoop(let l): if l == nil || l == label { continue } else { return flow }
            case .returnValue, .fallthroughCase: return flow
            }
        }
    }

    func forIn(_ pattern: Pattern, _ seqExpr: Expr, _ whereExpr: Expr?, _ body: Block, _ env: Env?, label: String?) throws -> Flow {
        let seq = try eval(seqExpr, env)
        var iterator = try makeIterator(seq, seqExpr.loc)
        var inner = Env(count: body.slotCount, parent: env)
        let releases = declaresVariables(body)
        return try loop(label: label, at: seqExpr.loc) {
            guard let element = try iterator() else { return nil }
            reuseIterationFrame(&inner, body.slotCount, env)
            guard try match(pattern, element, inner, seqExpr.loc) else { return .normal }
            if let w = whereExpr, try !truthy(try eval(w, inner), w.loc) { return .normal }
            let flow = try execAll(body.stmts, inner)
            // (A frame a closure made in the body kept is that closure's now: left alone.)
            if releases, isKnownUniquelyReferenced(&inner) { inner.endIteration() } else if let slots = body.releasedAtExit { inner.release(slots) }
            return flow
        }
    }

    /// A lazy iterator, so `for i in 0..<Int.max` stays within budgets instead of allocating.
    func makeIterator(_ seq: Value, _ loc: Loc) throws -> () throws -> Value? {
        switch seq {
        case .range(.int(let lo), .int(let hi), let closed):
            var i = lo
            let end = closed ? hi : hi - 1
            return { guard i <= end else { return nil }; defer { i += 1 }; return .int(i) }
        case .range(.int(let lo), .null, _):
            // `1...`: endless; a loop ends it with `break`, `zip` with its other sequence.
            var i = lo
            return { guard i < Int.max else { return nil }; defer { i += 1 }; return .int(i) }
        case .range(let lo, let hi, let closed) where lo.userType != nil && !hi.isNull:
            // `start..<end` of a script Strideable: stepped with `advanced(by: 1)` while
            // `distance(to: end)` is more than zero (at least zero for a closed range).
            var x = lo
            return { [unowned self] in
                guard case .int(let left) = try self.callMethod(x, "distance", [hi], loc).value, closed ? left >= 0 : left > 0 else { return nil }
                defer { x = (try? self.callMethod(x, "advanced", [.int(1)], loc).value) ?? hi }
                return x
            }
        case .range(.fixedInt(let lo), .fixedInt(let hi), let closed) where lo.kind == hi.kind:
            // `0..<n` with `n: UInt`: its elements are of the bounds' type.
            var i = lo.value
            let end = closed ? hi.value : hi.value - 1
            return { guard i <= end else { return nil }; defer { i += 1 }; return .fixedInt(FixedInt(lo.kind, truncating: i)) }
        case .array(let xs):
            var i = 0
            return { guard i < xs.count else { return nil }; defer { i += 1 }; return xs[i] }
        case .set(let s):
            return try makeIterator(.array(s.members), loc)
        case .string(let s):
            var it = s.makeIterator()
            return { it.next().map { .character($0) } }
        case .dictionary(let d):
            var i = 0
            return {
                guard i < d.keys.count else { return nil }
                defer { i += 1 }
                return .tuple([d.keys[i], d.values[i]], ["key", "value"])
            }
        case .native(let n):
            if let seqFn = n.type.sequence { return try makeIterator(try seqFn(n.payload), loc) }
            if let slice = n.payload as? CollectionSlice { return try makeIterator(.array(try sliceElements(slice, loc)), loc) }
            if let reversed = n.payload as? ReversedCollectionView { return try makeIterator(.array(try reversedElements(reversed, loc)), loc) }
            if let source = n.payload as? ElementSource { return source.next }
            // (A copy: iterating an iterator leaves the variable holding it where it was.)
            if var state = n.payload as? IndexingIteratorState { return { state.next() } }
            if let sequence = n.payload as? SequenceSource { return try sequence.start().next }
        case .structValue, .object, .enumValue:
            if let next = try scriptIterator(seq, loc) { return next }
        default: break
        }
        throw ScriptError(loc, "for-in loop requires '\(seq.typeName)' to conform to 'Sequence'")
    }

    func conditionsHold(_ conds: [Condition], _ env: Env?) throws -> Bool {
        for c in conds {
            switch c {
            case .expr(let e):
                guard try truthy(try eval(e, env, expected: Self.boolType), e.loc) else { return false }
            case .availability(let holds):
                guard holds else { return false }
            case .optionalBinding(let name, let slot, let valueExpr):
                let v = try eval(valueExpr, env)
                guard case .some(let inner) = v else {
                    if case .null = v { return false }
                    // Not optional at all: Swift rejects this, we accept it as always bound.
                    try define(slot: slot, name: name, v, env, valueExpr.loc)
                    continue
                }
                try define(slot: slot, name: name, inner, env, valueExpr.loc)
            case .pattern(let p, let e):
                guard try match(p, try eval(e, env), env, e.loc) else { return false }
            }
        }
        return true
    }

    func truthy(_ v: Value, _ loc: Loc) throws -> Bool {
        guard case .bool(let b) = v else {
            throw ScriptError(loc, "cannot convert value of type '\(v.typeName)' to expected condition type 'Bool'")
        }
        return b
    }

    /// Stores a new local (slot ≥ 0) or session global (slot -1).
    func define(slot: Int, name: String, _ value: Value, _ env: Env?, _ loc: Loc) throws {
        if slot < 0 || env == nil {
            globals[name] = value
        } else {
            env?.set(depth: 0, index: slot, value)
        }
    }

    func declareVariable(_ v: VarDecl, _ env: Env?) throws {
        for b in v.bindings {
            if b.getter != nil {
                // A computed local keeps its accessors in its slot (`ComputedLocal`); a computed
                // global, a getter function it is read through.
                if case .binding(_, let slot) = b.pattern, slot >= 0, let env, let g = b.getter {
                    let getter = FunctionValue(.script(g, env, nil), receiver: .void)
                    let setter = b.setter.map { FunctionValue(.script($0, env, nil), receiver: .void) }
                    env[slot] = .native(NativeValue(type: ComputedLocal.nativeType, payload: ComputedLocal(getter: getter, setter: setter)))
                } else if case .binding(let name, let slot) = b.pattern, let g = b.getter {
                    try define(slot: slot, name: name, .function(FunctionValue(.script(g, env, nil), receiver: .void)), env, v.loc)
                    if slot < 0 || env == nil { globals[slot: globals.slot(name)].isComputed = true }
                }
                continue
            }
            var value: Value
            if let initExpr = b.initializer {
                value = try eval(initExpr, env, expected: b.type)
                if let t = b.type { value = try coerce(value, to: t, initExpr.loc) }
            } else if let t = b.type, case .optional = t, !v.isLet {
                value = .null  // (a `var`'s; `let y: Int?` is given its value later, maybe nil)
            } else {
                value = .void
            }
            if let w = v.wrapperStorage {
                value = try makeWrapper((w.name, w.args), initial: b.initializer == nil ? nil : value, env: env, loc: v.loc, propertyType: b.type)
            }
            // `weak var delegate = owner`: the variable holds a reference that does not own it.
            if v.reference != .strong, case .binding = b.pattern, let reference = WeakReference.holding(value, v.reference) { value = reference }
            // `var n = 1 { didSet { print(n) } }` (a global or a local): read and set through accessors
            // that run its observers.
            if let observers = b.willSetDidSet, case .binding(let name, let slot) = b.pattern {
                let accessors = observedVariable(value, observers, env)
                if slot >= 0, let env {
                    env[slot] = accessors
                } else {
                    try define(slot: slot, name: name, accessors, env, v.loc)
                    globals[slot: globals.slot(name)].isComputed = true
                }
                continue
            }
            // `let (q, r): (Int, Int)`, given its values later on every path: nothing to bind yet.
            if b.initializer == nil, env != nil, case .tuple = b.pattern { continue }
            guard try match(b.pattern, value, env, v.loc, declaring: true) else {
                throw ScriptError(v.loc, "pattern does not match value of type '\(value.typeName)'")
            }
            var written = b.writtenType
            // `let seeded = seededCustomers()` with `-> some Repository`: the constant's static type is
            // the opaque one, which picks protocol-extension methods as Swift does (`staticallyDispatched`).
            if written == nil, v.isLet, let e = b.initializer, case .opaque? = writtenStaticType(e, env) { written = writtenStaticType(e, env) }
            if let t = written { recordGlobalType(b.pattern, t) }
            if case .binding(let name, let slot) = b.pattern, slot < 0 || env == nil {
                if b.isImplicitlyUnwrapped { implicitlyUnwrappedGlobals.insert(name) } else { implicitlyUnwrappedGlobals.remove(name) }
            }
            if case .binding(let name, let slot) = b.pattern, slot < 0 || env == nil {
                let i = globals.slot(name)
                globals[slot: i].isLet = v.isLet
                globals[slot: i].isComputed = false
                if written == nil { globals[slot: i].type = nil }
            }
        }
    }

    /// The accessors of a variable with observers: the getter reads its value, the setter runs
    /// `willSet` with the new value, stores it, then `didSet` with the old one.
    func observedVariable(_ initial: Value, _ observers: (willSet: FunctionDecl?, didSet: FunctionDecl?), _ env: Env?) -> Value {
        final class Storage { var value: Value; init(_ v: Value) { value = v } }
        let storage = Storage(initial)
        let getter = hostFunction(.autoclosure) { _ in storage.value }
        let setter = hostFunction(.observedSetter) { [unowned self] c in
            let newValue = c.value(0)
            if let w = observers.willSet { _ = try invokeAccessor(w, env: env, selfType: nil, receiver: nil, args: [newValue], loc: c.loc) }
            let old = storage.value
            storage.value = newValue
            if let d = observers.didSet { _ = try invokeAccessor(d, env: env, selfType: nil, receiver: nil, args: [old], loc: c.loc) }
            return .void
        }
        return .native(NativeValue(type: ComputedLocal.nativeType, payload: ComputedLocal(getter: getter, setter: setter)))
    }

    func recordGlobalType(_ p: Pattern, _ t: TypeExpr) {
        if case .binding(let n, let slot) = p, slot < 0 { globals[slot: globals.slot(n)].type = t }
    }

    func execSwitch(_ subjectExpr: Expr, _ cases: [SwitchCase], _ env: Env?, _ loc: Loc) throws -> Flow {
        let subject = try eval(subjectExpr, env)
        var fallingThrough = false
        for c in cases {
            let inner = Env(count: c.body.slotCount, parent: env)
            let forced = fallingThrough
            fallingThrough = false
            guard try c.isDefault || forced || caseMatches(c, subject, inner) else { continue }
            let flow = try execAll(c.body.stmts, inner)
            if case .breakLoop(nil) = flow { return .normal }
            if case .fallthroughCase = flow { fallingThrough = true; continue }
            return flow
        }
        return .normal
    }
}
