/// Assignment: `x = v` and compound `x += v` to locals, globals, fields, elements and dictionary
/// entries, in place where the storage allows it (no copy of a string or an array).
extension Interpreter {
    /// A variable's storage (a local slot or a plain global), for in-place updates: taking the
    /// value out leaves the only reference with the caller, so strings and arrays mutate without
    /// copying (`s += "x"`, `xs[i] = v` are O(1), not O(n)).
    /// A stored field read by a `.member` node: the node remembers the field's index in the
    /// instance type's layout, so the next read of the same type indexes without hashing.
    @inline(__always)
    func cachedField(_ e: Expr, _ fields: Fields, _ name: String) -> Value? {
        if e.fieldLayout === fields.layout { return fields[slot: e.fieldSlot] }
        guard let i = fields.layout.index[name] else { return nil }
        e.fieldLayout = fields.layout
        e.fieldSlot = i
        return fields[slot: i]
    }

    /// `cachedField` when the node already knows this layout, without filling the cache.
    @inline(__always)
    func cachedFieldHit(_ e: Expr, _ fields: Fields) -> Value? {
        e.fieldLayout === fields.layout ? fields[slot: e.fieldSlot] : nil
    }

    /// The global table slot of a `.global(name)` expression, remembered in the node.
    @inline(__always)
    func globalSlot(_ e: Expr, _ name: String) -> Int {
        if globals.validSlot(e.globalSlot, name) { return e.globalSlot }
        let s = globals.slot(name)
        e.globalSlot = s
        e.globalToken = globals.token
        return s
    }

    func takeStorage(_ e: Expr, _ env: Env?) -> Value? {
        switch e.kind {
        case .local(let depth, let index, _) where !e.isComputedLocal:
            guard let holder = env?.ancestor(depth), index < holder.count else { return nil }
            let v = holder[index]
            holder[index] = .void
            return v
        case .global(let n):
            let slot = globalSlot(e, n)
            let entry = globals[slot: slot]
            guard !entry.isComputed, !entry.isLet, let v = entry.value else { return nil }
            globals[slot: slot].value = .void
            return v
        case .member(let baseExpr, let name):
            // `self.items`, `stack.storage`: a plain stored property of what such storage holds,
            // moved out of its instance, which goes back to its own storage without it.
            guard var owner = takeStorage(baseExpr, env) else { return nil }
            defer { putStorage(baseExpr, owner, env) }
            guard let slot = directFieldSlot(e, of: owner, name) else { return nil }
            if case .object(let o) = owner {
                defer { o.fields[slot: slot] = .void }
                return o.fields[slot: slot]
            }
            guard var s = Self.movedStruct(&owner) else { return nil }
            let v = s.fields[slot: slot]
            s.fields[slot: slot] = .void
            owner = .structValue(s)
            return v
        default: return nil
        }
    }

    /// The slot of `name` in `owner` when it is a stored property that reads and writes go to
    /// directly: no observer, wrapper, computed accessor or weak reference stands between.
    private func directFieldSlot(_ e: Expr, of owner: Value, _ name: String) -> Int? {
        let type: UserType, layout: FieldLayout
        switch owner {
        case .structValue(let s): (type, layout) = (s.type, s.fields.layout)
        case .object(let o): (type, layout) = (o.type, o.fields.layout)
        default: return nil
        }
        let slot = plainFieldSlot(e, type, layout, name)
        guard slot >= 0, layout.strengths[slot] == nil, !type.chain.contains(where: { $0.lazyProperties.contains(name) }) else { return nil }
        return slot
    }

    /// The struct `value` holds, moved out of it (`value` is left empty), so that writing its
    /// fields does not copy them for a second holder.
    static func movedStruct(_ value: inout Value) -> StructInstance? {
        var taken: StructInstance?
        switch value {
        case .structValue(let s): taken = s
        default: return nil
        }
        value = .void
        return taken
    }

    func putStorage(_ e: Expr, _ v: Value, _ env: Env?) {
        switch e.kind {
        case .local(let depth, let index, _): env?.ancestor(depth)?[index] = v
        case .global(let n): globals[slot: globalSlot(e, n)].value = v
        case .member(let baseExpr, let name):
            guard var owner = takeStorage(baseExpr, env) else { return }
            defer { putStorage(baseExpr, owner, env) }
            guard let slot = directFieldSlot(e, of: owner, name) else { return }
            if case .object(let o) = owner { o.fields[slot: slot] = v; return }
            guard var s = Self.movedStruct(&owner) else { return }
            s.fields[slot: slot] = v
            owner = .structValue(s)
        default: break
        }
    }

    /// `s += "x"`, `xs += [1]` on a variable: appends in place. False when not applicable.
    /// No reference to the variable's value is kept while it changes, or appending would copy it.
    func appendInPlace(_ lhs: Expr, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> Bool {
        switch standardKind(ofStorage: lhs, env) {
        case .string?:
            let r = try eval(rhs, env, expected: Self.stringType)
            let piece: String
            switch r {
            case .string(let s): piece = s
            case .character(let c): piece = String(c)
            default: return false
            }
            guard case .string(var s)? = takeStorage(lhs, env) else { return false }
            // `s += s` doubles: stop at the limit one string may have, before the memory is gone.
            do { try AllocationLimit.checkAppending(s.utf8.count, piece.utf8.count, memory, loc) } catch {
                putStorage(lhs, .string(s), env)
                throw error
            }
            s += piece
            putStorage(lhs, .string(s), env)
            return true
        case .array?:
            // (An `[Int?]` variable's written type: `xs += [3]` appends `Optional(3)`.)
            let optionalElement = declaredOptionalElement(lhs, env)
            let r = try eval(rhs, env, expected: optionalElement.map { .array($0) } ?? peekStorage(lhs, env).map(typeExpr(of:)))
            guard case .array(var more) = r else { return false }
            if optionalElement != nil { more = more.map(wrapOptional) }
            guard case .array(var xs)? = takeStorage(lhs, env) else { return false }
            do { try AllocationLimit.checkAppending(count: xs.count, more.count, memory, loc, operator: "+=") } catch {
                putStorage(lhs, .array(xs), env)
                throw error
            }
            // Only the new elements are looked at: `xs += [1]` in a loop stays linear.
            for x in more { xs.append(joiningElementType(x, of: xs)) }
            putStorage(lhs, .array(xs), env)
            return true
        default:
            return false
        }
    }

    func peekStorage(_ e: Expr, _ env: Env?) -> Value? {
        switch e.kind {
        case .local(let depth, let index, _) where !e.isComputedLocal:
            guard let holder = env?.ancestor(depth), index < holder.count else { return nil }
            return holder[index]
        case .global(let n):
            let entry = globals[slot: globalSlot(e, n)]
            guard !entry.isComputed, !entry.isLet else { return nil }
            return entry.value
        case .member(let baseExpr, let name):
            guard let owner = peekStorage(baseExpr, env), let slot = directFieldSlot(e, of: owner, name) else { return nil }
            switch owner {
            case .structValue(let s): return s.fields[slot: slot]
            case .object(let o): return o.fields[slot: slot]
            default: return nil
            }
        default: return nil
        }
    }

    func evalAssign(_ op: String?, _ lhs: Expr, _ rhs: Expr, _ env: Env?, loc: Loc, code: OperatorCode? = nil) throws {
        if case .name("_") = lhs.kind { _ = try eval(rhs, env); return }
        if op == "+", try appendInPlace(lhs, rhs, env, loc: loc) { return }
        if case .subscriptCall(let baseExpr, let args) = lhs.kind, args.count == 1, args[0].label == nil,
           try assignArrayElement(op, baseExpr, args[0].value, rhs, env, loc: loc, target: lhs.loc, code: code) {
            return
        }
        if let op, case .subscriptCall(let baseExpr, let args) = lhs.kind, args.count == 2, args[0].label == nil, args[1].label == "default",
           try updateDictionaryEntry(op, code, baseExpr, args[0].value, args[1].value, rhs, env, loc: loc) {
            return
        }
        // The target's current value gives the right-hand side its type (`x = 5` into a Double).
        // `c[k] = v` on a script type runs only its setter (its getter may have effects); the
        // getter's declared type is the value's context.
        let subscriptType = op == nil ? scriptSubscriptType(lhs, env) : nil
        var current: Value?
        if !(op == nil && (subscriptType != nil || isUnsetProperty(lhs, env))) {
            // `try find(id).balance += 5`: an error the target's base throws is the statement's.
            do { current = try eval(lhs, env) } catch let thrown as ThrownValue { throw thrown } catch { current = nil }
        }
        if case .optionalChain = lhs.kind, let c = current {
            // `dict[k]?.x = 1`: the chain's Optional is not the property's type.
            current = c.optionalPayload
            if current == nil, op != nil { return }
        }
        var expected: TypeExpr? = current.map(typeExpr(of:))
        if let subscriptType { expected = subscriptType }
        if case .global(let n) = lhs.kind, let t = globals[slot: globalSlot(lhs, n)].type { expected = t }
        // `_height = State(initialValue: …)` for `@State var height: CGFloat`: a SwiftUI wrapper of
        // the property's type (a still picture stores the value itself).
        if case .member(let base, let name) = lhs.kind, name.hasPrefix("_"), base.traits.contains(.contextFree),
           let owner = (try? eval(base, env))?.userType,
           let property = owner.chain.lazy.flatMap(\.storedProperties).first(where: { $0.name == String(name.dropFirst()) }),
           let t = property.type, owner.wrappedProperties[property.name] == nil {
            // (`_n = .init(get:set:)` for `@Binding var n`: a Binding.)
            expected = .named(owner.chain.lazy.compactMap { $0.systemWrappers[property.name] }.first ?? "State", [t])
        }
        // `x = .zero` for `var x: T`, `h.s = 5` for `var s: Int?`: the property's written type,
        // which an unset value cannot give and a nil one gives as no type at all. (Looked up only
        // then, or for a right side whose type context may decide: it costs a lookup per write.)
        if case .member(let baseExpr, _) = lhs.kind, current == nil || current?.isNull == true || !rhs.traits.contains(.contextFree),
           let t = writtenStorageType(lhs, env).map({ canonical(ownArguments($0, of: baseExpr, env)) }), t.baseName != "Any" {
            // `t.value = 30` for `var value: Value` holding a Double: the parameter says nothing
            // the value's own type does not.
            let bareParameter = { if case .named(_, let args) = t, args.isEmpty, !self.isClosedType(t) { return true }; return false }()
            if !(bareParameter && current?.isNull == false) { expected = t }
        }
        // `let k: K` given its value later (`k = .a`): the written type, which a value not yet set cannot give.
        if case .local = lhs.kind, let t = lhs.declaredType, t.baseName != "Any" { expected = canonical(t) }
        if case .subscriptCall(let baseExpr, _) = lhs.kind, current?.optionalPayload == nil || expected?.baseName == "Any",
           let written = writtenStorageType(baseExpr, env).map(canonical)?.unwrapped {
            // `loans[id] = .available` into a `[Int: Loan]`: the dictionary's written value type.
            if case .dictionary(_, let v) = written { expected = .optional(v) }
            if case .array(let element) = written { expected = element }
        }
        if case .local(_, _, "self") = lhs.kind, let t = initializingTypes.last, expected.map({ $0.baseName == "Any" }) ?? true {
            expected = .simple(t.name)  // `self = .success(v)` in an enum's initializer
        }
        var evaluated: Value?
        if let op, let current {
            let compound = try userCompoundAssignment(op, lhs, current, rhs, env, loc: loc)
            if compound.handled { return }
            evaluated = compound.rhs
        }
        var value = try evaluated ?? eval(rhs, env, expected: expected)
        if let op {
            guard let current else { throw ScriptError(loc, "cannot find '\(lhs)' in scope") }
            value = try binaryOp(op, current, value, loc: loc, code: code)
        } else if let expected, expected.isOptional {
            value = wrapOptional(value)
        } else if let expected, let converted = try collectionLiteralConversion(rhs, value, to: expected) {
            value = converted
        }
        try assign(to: lhs, value, env)
    }

    /// Whether an optional chain written to (`a?.b?.x = v`) stops at a nil, looked at through its
    /// bases that can be read without effects (variables and their members).
    func chainBaseIsNil(_ e: Expr, _ env: Env?) throws -> Bool {
        switch e.kind {
        case .optionalChainBase(let base):
            if try chainBaseIsNil(base, env) { return true }
            guard base.traits.contains(.contextFree) else { return false }
            return (try? eval(base, env))?.isNull ?? false
        case .member(let base, _), .subscriptCall(let base, _), .tupleIndex(let base, _), .forceUnwrap(let base):
            return try chainBaseIsNil(base, env)
        default: return false
        }
    }

    /// The declared type of the subscript a write `c[k] = v` reaches on a script struct or class
    /// held by a variable; nil for any other target. `.some(nil)` when it was not written.
    /// (Also through an unwrapped one: `cache![k] = v`, `cache?[k] = v`.)
    private func scriptSubscriptType(_ lhs: Expr, _ env: Env?) -> TypeExpr?? {
        var lhs = lhs
        if case .optionalChain(let inner) = lhs.kind { lhs = inner }
        guard case .subscriptCall(var base, let args) = lhs.kind else { return nil }
        if case .forceUnwrap(let inner) = base.kind { base = inner } else if case .optionalChainBase(let inner) = base.kind { base = inner }
        guard base.traits.contains(.contextFree), let held = try? eval(base, env), case let receiver = held.optionalPayload ?? held,
              let type = receiver.userType, type.kind != .enumType,
              var getters = type.chain.lazy.compactMap({ $0.methods["subscript"] }).first, !getters.isEmpty else { return nil }
        // (Of overloads, the one the labels and count name: `s["A3"]` beside `s[row: 3]`.)
        if getters.count > 1 { getters = getters.filter { $0.params.count == args.count && zip($0.params, args).allSatisfy { $0.label == $1.label } } }
        guard getters.count == 1, var written = getters[0].returnType else { return .some(nil) }
        // `env[SchemeKey.self] = .dark` with `subscript<K: Key>(key: K.Type) -> K.Value`: the
        // subscript's own placeholders as its (effect-free) arguments bind them.
        let own = getters[0].genericParameters.filter { g in written.mentions(g) || written.baseName.hasPrefix(g + ".") }
        if !own.isEmpty, args.count == getters[0].params.count, args.allSatisfy({ $0.value.traits.contains(.contextFree) }) {
            var bound: [String: TypeExpr] = [:]
            for (p, a) in zip(getters[0].params, args) {
                guard let v = try? eval(a.value, env) else { continue }
                for g in own where bound[g] == nil { if let b = genericBinding(g, in: p.type, v) { bound[g] = b.type } }
            }
            if case .named(let n, let nargs) = written, nargs.isEmpty, let found = associatedTypeOfBound(n, bound) { written = found }
            let plain = own.filter { bound[$0] != nil && written.mentions($0) }
            written = written.substituting(plain, with: plain.map { bound[$0]! })
            if own.contains(where: { written.mentions($0) || written.baseName.hasPrefix($0 + ".") }) { return .some(nil) }
        }
        // `out[i] = f(x)` on a `Box<T>` inside a method of `Box<Scalar>`: the type's parameters
        // are the receiver's, not the ones in scope; unknown, they give no context.
        let parameters = type.genericParameters.filter(written.mentions)
        guard !parameters.isEmpty else { return .some(written) }
        guard let bindings = receiverBindings(receiver), parameters.allSatisfy({ bindings[$0] != nil }) else { return .some(nil) }
        return .some(written.substituting(parameters, with: parameters.map { bindings[$0]! }))
    }

    /// `self.width = width` in an initializer, before the property has a value: reading it
    /// first would only build (and throw away) a "no member" error with its suggestions.
    private func isUnsetProperty(_ lhs: Expr, _ env: Env?) -> Bool {
        guard case .member(let base, let name) = lhs.kind, case .local(let depth, let index, "self") = base.kind else { return false }
        // Unset: no value in its slot, or no slot yet for a property the type stores (reading
        // it would find other members of that name: a Collection's, through its own getters).
        func unset(_ type: UserType, _ fields: Fields) -> Bool {
            if let i = fields.layout.index[name] { return fields[slot: i] == nil }
            return type.chain.contains { $0.storedProperties.contains { $0.name == name } }
        }
        switch env?.get(depth: depth, index: index) {
        case .object(let o)?: return unset(o.type, o.fields)
        case .structValue(let s)?: return unset(s.type, s.fields)
        default: return false
        }
    }

    /// `xs[i] = v`, `counts[k] += 1` on an array variable: the index is evaluated once, the
    /// element gives the right-hand side its type, and the array is updated in place.
    /// False (nothing evaluated) when the target is not an array variable.
    func assignArrayElement(_ op: String?, _ baseExpr: Expr, _ indexExpr: Expr, _ rhs: Expr, _ env: Env?, loc: Loc, target: Loc, code: OperatorCode?) throws -> Bool {
        func element(at i: Int) -> (count: Int, element: Value?)? {
            // In a function of its own, so no reference to the array outlives the read (or the write would copy it).
            guard case .array(let xs)? = peekStorage(baseExpr, env) else { return nil }
            return (xs.count, i >= 0 && i < xs.count ? xs[i] : nil)
        }
        guard case .array? = peekStorage(baseExpr, env) else { return false }
        let index = try eval(indexExpr, env)
        if op == nil, case .range(let lower, let upper, let closed) = index {
            // `a[1...3] = [9, 9]`: the elements in the range are replaced by the new ones.
            guard case .array(let xs)? = peekStorage(baseExpr, env) else { return false }
            guard case .int(let lo) = lower.isNull ? .int(0) : lower,
                  case .int(let hi) = upper.isNull ? .int(xs.count) : upper else { throw ScriptError(target, "array range bounds must be 'Int'") }
            let end = closed && !upper.isNull ? hi + 1 : hi
            guard lo >= 0, lo <= end, end <= xs.count else { throw ScriptError(target, "Fatal error: Array replace: subrange extends past the end") }
            var value = try eval(rhs, env, expected: xs.first.map { .array(typeExpr(of: $0)) })
            // (A slice of it, changed and put back: `var s = a[1...2]; s[1] = 0; a[1...2] = s`.)
            if case .native(let n) = value, let slice = n.payload as? ArraySlice<Value> { value = .array(Array(slice)) }
            guard case .array(let replacement) = value, case .array(var stored)? = takeStorage(baseExpr, env) else {
                throw ScriptError(target, "cannot assign value of type '\(value.typeName)' to a range of an array")
            }
            stored.replaceSubrange(lo..<end, with: replacement)
            putStorage(baseExpr, .array(stored), env)
            return true
        }
        guard case .int(let i) = index else { throw ScriptError(target, "array index must be an 'Int'") }
        guard let (_, current) = element(at: i) else { return false }
        let expected = current.map(typeExpr(of:))
        var value = try eval(rhs, env, expected: expected)
        guard let current else { throw ScriptError(target, "Fatal error: Index out of range") }
        if let op {
            value = try binaryOp(op, current, value, loc: loc, code: code)
        } else {
            // An element of an array of Optionals (even a nil one) stores an Optional.
            switch current {
            case .some, .null: value = wrapOptional(value)
            default: break
            }
        }
        if case .int(let n) = value, case .double(_, let k) = current { value = .double(Double(n), k) }
        guard case .array(var xs)? = takeStorage(baseExpr, env) else { return false }
        xs[i] = value
        putStorage(baseExpr, .array(xs), env)
        return true
    }

    /// `counts[word, default: 0] += 1` on a dictionary variable: the key is looked up once and
    /// the entry written in place, where the general path would read the entry through one
    /// subscript call, copy the dictionary and write it back through another. The default is
    /// evaluated only for a missing key, as Swift's autoclosure is. False (nothing evaluated)
    /// when the target is not a dictionary variable.
    func updateDictionaryEntry(_ op: String, _ code: OperatorCode?, _ baseExpr: Expr, _ keyExpr: Expr, _ defaultExpr: Expr, _ rhs: Expr, _ env: Env?, loc: Loc) throws -> Bool {
        func keyType() -> TypeExpr?? {
            // In a function of its own, so no reference to the dictionary outlives the read.
            guard case .dictionary(let d)? = peekStorage(baseExpr, env) else { return nil }
            return .some(d.keys.first.map(typeExpr(of:)))
        }
        func entry(_ key: Value) -> Value? {
            guard case .dictionary(let d)? = peekStorage(baseExpr, env) else { return nil }
            return d.lookup(key)
        }
        guard let keyType = keyType() else { return false }
        let key = try eval(keyExpr, env, expected: keyType)
        // The default is a value of the dictionary's (`d[w, default: 0] += 1` on a `[String: Double]` is 1.0).
        func valueType() -> TypeExpr? {
            if case .dictionary(_, let v)? = writtenStorageType(baseExpr, env).map(canonical)?.unwrapped { return v }
            guard case .dictionary(let d)? = peekStorage(baseExpr, env) else { return nil }
            return d.values.first.map(typeExpr(of:))
        }
        let current = try entry(key) ?? eval(defaultExpr, env, expected: defaultExpr.traits.isDisjoint(with: [.numericLiteral, .implicitMemberArgument]) ? nil : valueType())
        // `counts[w, default: 0] += 1`: a number's arithmetic without the general operator lookup.
        var value: Value
        if let code, code.isArithmetic, let updated = try compoundNumber(code, current, rhs, env, loc: loc) {
            value = updated
        } else {
            value = try binaryOp(op, current, try eval(rhs, env, expected: typeExpr(of: current)), loc: loc, code: code)
        }
        if case .int(let n) = value, case .double(_, let k) = current { value = .double(Double(n), k) }
        guard case .dictionary(var d)? = takeStorage(baseExpr, env) else { return false }
        d.set(key, value)
        putStorage(baseExpr, .dictionary(d), env)
        return true
    }

    /// `p.x = v` where `x` is a plain stored property (no observers, wrapper or accessors):
    /// written by index, and for a struct held in a variable, in place. False when not
    /// applicable; nothing has been written then.
    func assignPlainField(_ target: Expr, _ baseExpr: Expr, _ name: String, _ value: Value, _ env: Env?) throws -> Bool {
        let inVariable: Bool
        switch baseExpr.kind {
        case .local, .global: inVariable = true
        case .subscriptCall(let arrayExpr, let args) where args.count == 1 && args[0].label == nil:
            return try assignPlainElementField(target, arrayExpr, args[0].value, name, value, env)
        default: inVariable = false
        }
        guard let base = inVariable ? peekStorage(baseExpr, env) : nil else { return false }
        let type: UserType, layout: FieldLayout
        switch base {
        case .structValue(let s): type = s.type; layout = s.fields.layout
        case .object(let o): type = o.type; layout = o.fields.layout
        default: return false
        }
        let slot = plainFieldSlot(target, type, layout, name)
        guard slot >= 0 else { return false }
        let v = try typedForField(value, as: target.storeType, in: type, of: base, loc: target.loc)
        return storeField(v, at: slot, of: base, in: baseExpr, env)
    }

    /// Writes field `slot` of the struct or object `base`, held by the variable `baseExpr`: an
    /// object in place; a struct taken out of its variable (so its fields are not shared),
    /// changed and put back. False when the variable no longer holds a struct.
    func storeField(_ value: Value, at slot: Int, of base: Value, in baseExpr: Expr, _ env: Env?) -> Bool {
        if case .object(let o) = base {
            o.fields[slot: slot] = value
            return true
        }
        guard case .structValue(var s)? = takeStorage(baseExpr, env) else { return false }
        s.fields[slot: slot] = value
        putStorage(baseExpr, .structValue(s), env)
        return true
    }

    /// Whether a `.member` target names a plain stored property of `type` (cached in the node).
    func plainFieldSlot(_ target: Expr, _ type: UserType, _ layout: FieldLayout, _ name: String) -> Int {
        if target.storeLayout !== layout {
            let plain = type.chain.allSatisfy { $0.computed[name] == nil && $0.observers[name] == nil && $0.wrappedProperties[name] == nil }
            let prop = type.chain.lazy.flatMap(\.storedProperties).first { $0.name == name }
            // `_data`, where a wrapped property keeps its wrapper, is a plain field too.
            let wrapperStorage = name.hasPrefix("_") && type.chain.contains { $0.wrappedProperties[String(name.dropFirst())] != nil }
            target.storeLayout = layout
            target.storeSlot = (plain && prop != nil) || wrapperStorage ? layout.slot(name) : -1
            target.storeType = prop?.type
        }
        return target.storeSlot
    }

    /// A property's written type in the generic arguments of the instance `baseExpr` holds
    /// (`m.grid` of a `Matrix<U>` is `[U]`'s binding, not the running method's `T`).
    func ownArguments(_ written: TypeExpr, of baseExpr: Expr, _ env: Env?) -> TypeExpr {
        guard baseExpr.traits.contains(.contextFree), let base = peekStorage(baseExpr, env), let type = base.userType else { return written }
        return inOwnArguments(written, of: type, base)
    }

    /// `written` (a property's type in `type`) with `type`'s parameters replaced by the arguments
    /// `instance` was made with; as written when those are not known.
    func inOwnArguments(_ written: TypeExpr, of type: UserType, _ instance: @autoclosure () -> Value?) -> TypeExpr {
        guard !type.genericParameters.isEmpty, type.genericParameters.contains(where: written.mentions),
              let instance = instance(), let bindings = receiverBindings(instance) else { return written }
        let own = bindings.filter { type.genericParameters.contains($0.key) }
        return written.substituting(Array(own.keys), with: Array(own.values))
    }

    /// `value` as a field stores it: converted to the property's written type, in the instance's
    /// own generic arguments when they are known (`b.item = u` on a `Box<U>` inside `make<T, U>`,
    /// whose own `T` is another type).
    func typedForField(_ value: Value, as written: TypeExpr?, in type: UserType, of instance: @autoclosure () -> Value?, loc: Loc) throws -> Value {
        guard let written else { return value }
        return try coerce(value, to: inOwnArguments(written, of: type, instance()), loc)
    }

    /// `items[i].x = v` on an array variable of structs: the element's field is written in
    /// place (array and element both unshared while written), instead of copying the element
    /// out, updating it and storing it back through the general path.
    func assignPlainElementField(_ target: Expr, _ arrayExpr: Expr, _ indexExpr: Expr, _ name: String, _ value: Value, _ env: Env?) throws -> Bool {
        func elementType(_ i: Int) -> (UserType, FieldLayout)? {
            // Returns no value, so nothing else holds the element's fields while they are written.
            guard case .array(let xs)? = peekStorage(arrayExpr, env), i >= 0, i < xs.count, case .structValue(let s) = xs[i] else { return nil }
            return (s.type, s.fields.layout)
        }
        guard case .array? = peekStorage(arrayExpr, env) else { return false }
        guard case .int(let i) = try eval(indexExpr, env), let (type, layout) = elementType(i) else { return false }
        let slot = plainFieldSlot(target, type, layout, name)
        guard slot >= 0 else { return false }
        let v = try typedForField(value, as: target.storeType, in: type,
                                of: peekStorage(arrayExpr, env).flatMap { if case .array(let xs) = $0, i < xs.count { xs[i] } else { nil } }, loc: target.loc)
        guard case .array(var xs)? = takeStorage(arrayExpr, env) else { return false }
        guard case .structValue(var element) = xs[i] else { putStorage(arrayExpr, .array(xs), env); return false }
        xs[i] = .void
        element.fields[slot: slot] = v
        xs[i] = .structValue(element)
        putStorage(arrayExpr, .array(xs), env)
        return true
    }

    /// Writes through an lvalue, copying value types back up the chain (`a.b.c = 1`).
    func assign(to target: Expr, _ value: Value, _ env: Env?) throws {
        switch target.kind {
        case .local(let depth, let index, let name) where target.isComputedLocal:
            guard case .native(let n)? = env?.get(depth: depth, index: index), let accessors = n.payload as? ComputedLocal else { return }
            guard let setter = accessors.setter else { throw ScriptError(target.loc, "cannot assign to value: '\(name)' is a get-only property") }
            _ = try callFunction(setter, [value], target.loc)
        case .local(let depth, let index, _), .superSelf(let depth, let index, _):
            // Only an object or nil can go into a weak variable: other values skip the look.
            if value.couldBeWeaklyHeld, let reference = env?.get(depth: depth, index: index)?.weakReference, reference.point(at: value) { return }
            if case .tuple = value {
                env?.set(depth: depth, index: index, keepingTupleLabels(value, of: env?.get(depth: depth, index: index)))
            } else {
                env?.set(depth: depth, index: index, value)
            }
        case .global(let n), .name(let n):
            if n == "_" { return }
            let slot = globalSlot(target, n)
            if globals[slot: slot].isComputed {
                // An observed global (`var n = 0 { didSet { … } }`): its setter runs the observers.
                if case .native(let nv)? = globals[slot: slot].value, let setter = (nv.payload as? ComputedLocal)?.setter {
                    _ = try callFunction(setter, [value], target.loc)
                    return
                }
                throw ScriptError(target.loc, "cannot assign to value: '\(n)' is a get-only property")
            }
            // `let x: Int` declared without a value is assigned once, later (definite initialization).
            if globals[slot: slot].isLet, !(globals[slot: slot].value.map { $0.isVoid } ?? true) {
                throw ScriptError(target.loc, "cannot assign to value: '\(n)' is a 'let' constant")
            }
            if value.couldBeWeaklyHeld, let reference = globals[slot: slot].value?.weakReference, reference.point(at: value) { return }
            globals[slot: slot].value = keepingTupleLabels(value, of: globals[slot: slot].value)
        case .member(let baseExpr, let name):
            // `binding.wrappedValue = v` on a `Binding` parameter (its setter is `nonmutating`).
            if name == "wrappedValue", case .local(let depth, let index, _) = baseExpr.kind, let holder = env?.ancestor(depth),
               holder.bindingWriters != nil, try writeThroughBinding(holder, index, value, loc: target.loc) {
                return
            }
            // `super.sides = v` in an override with accessors: the superclass's stored field.
            if case .superSelf(_, _, let className) = baseExpr.kind, let sup = userTypes[className]?.superclass,
               sup.findComputed(name) == nil, sup.findObservers(name) == nil, case .object(let o) = try eval(baseExpr, env), o.fields[name] != nil {
                o.fields[name] = try typedForField(value, as: sup.chain.lazy.flatMap(\.storedProperties).first { $0.name == name }?.type, in: sup, of: nil, loc: target.loc)
                return
            }
            if try assignPlainField(target, baseExpr, name, value, env) { return }
            if try assignThroughSetterInPlace(baseExpr, name, value, env, loc: target.loc) { return }
            let base = try eval(baseExpr, env)
            let updated = try setMember(base, name, value, loc: target.loc)
            // A bridged class (`DateFormatter`) changed itself: like an object, nothing to write back.
            if case .native(let n) = base, Swift.type(of: n.payload) is AnyClass { return }
            // (Nor does a `nonmutating set`: `binding.address.city.wrappedValue = "Kyoto"`.)
            if setterIsNonmutating(base, name) { return }
            if let updated { try assign(to: baseExpr, updated, env) }
        case .subscriptCall(let baseExpr, let args):
            // `a[1...2].zeroAll()`: the changed slice goes back over the range it came from.
            if args.count == 1, args[0].label == nil, case .binary(let op, _, _) = args[0].value.kind, op == "..." || op == "..<",
               case .array(var xs)? = peekStorage(baseExpr, env), case .range(.int(let lo), let upper, let closed) = try eval(args[0].value, env) {
                let hi: Int
                switch upper { case .int(let h): hi = closed ? h + 1 : h; case .null: hi = xs.count; default: hi = -1 }
                var replacement: [Value]?
                if case .array(let ys) = value { replacement = ys }
                if case .native(let n) = value, let slice = n.payload as? ArraySlice<Value> { replacement = Array(slice) }
                if let replacement, lo >= 0, lo <= hi, hi <= xs.count {
                    xs.replaceSubrange(lo..<hi, with: replacement)
                    try assign(to: baseExpr, .array(xs), env)
                    return
                }
            }
            // `xs[i] = v` on an array variable: mutate the array in place.
            if args.count == 1, args[0].label == nil, case .array? = peekStorage(baseExpr, env),
               case .int(let i) = try eval(args[0].value, env) {
                // No other reference to the array may be alive here, or `xs[i] = v` copies it.
                guard case .array(var xs)? = takeStorage(baseExpr, env) else { return }
                guard i >= 0, i < xs.count else {
                    putStorage(baseExpr, .array(xs), env)
                    throw ScriptError(target.loc, "Fatal error: Index out of range")
                }
                var v = value
                if case .int(let n) = v, case .double(_, let k) = xs[i] { v = .double(Double(n), k) }
                xs[i] = v
                putStorage(baseExpr, .array(xs), env)
                return
            }
            // `super[i] = v` in an `override subscript`: the superclass's setter, not the override again.
            if case .superSelf(_, _, let className) = baseExpr.kind, let sup = userTypes[className]?.superclass,
               let owner = sup.chain.first(where: { !$0.subscriptSetters.isEmpty }) {
                let setters = owner.subscriptSetters.filter { $0.params.count == args.count + 1 }
                guard let setter = setters.first(where: { zip($0.params, args).allSatisfy { $0.label == $1.label } }) ?? setters.first else {
                    throw ScriptError(target.loc, "cannot assign through subscript: '\(owner.name)' has no setter taking these arguments")
                }
                let base = try eval(baseExpr, env)
                let indices = try zip(setter.params, args).map { p, a in try eval(a.value, env, expected: p.type) }
                _ = try invokeAccessor(setter, env: owner.env, selfType: owner, receiver: base, args: indices + [value], loc: target.loc)
                return
            }
            if try assignThroughSubscriptInPlace(baseExpr, args, value, env, loc: target.loc) { return }
            let base = try eval(baseExpr, env)
            // `d["q"] = 5` on an empty `[K: Int]`: the literal key is a `K`, as the declaration says.
            // (`d["a"] = 1` on a `[String: Int?]`: the value stored is an Optional.)
            var keyType: TypeExpr?
            var optionalValues = false
            if case .dictionary = base, case .dictionary(let k, let v)? = writtenStorageType(baseExpr, env).map(canonical)?.unwrapped {
                if args.count == 1, isScalarLiteral(args[0].value) { keyType = k }
                optionalValues = v.isOptional
            }
            let updated = try subscriptSet(base, args, value, env, target.loc, keyType: keyType, optionalValues: optionalValues)
            // Objects are references: the subscript's setter already changed the shared instance.
            if case .object = base { return }
            try assign(to: baseExpr, updated, env)
        case .tupleIndex(let baseExpr, let i):
            guard case .tuple(var vs, let labels) = try eval(baseExpr, env), i < vs.count else {
                throw ScriptError(target.loc, "cannot assign to this tuple element")
            }
            vs[i] = value
            try assign(to: baseExpr, .tuple(vs, labels), env)
        case .forceUnwrap(let inner), .optionalChainBase(let inner):
            try assign(to: inner, .some(value), env)
        case .optionalChain(let inner):
            do { try assign(to: inner, value, env) } catch is OptionalChainNil {}
        case .prefix("&", let inner):
            try assign(to: inner, value, env)
        case .tuple(let targets):
            // `(a, b) = (b, a + b)`: the right side is evaluated whole first, then each part stored.
            guard case .tuple(let vs, _) = value, vs.count == targets.count else {
                throw ScriptError(target.loc, "cannot assign value of type '\(value.typeName)' to a tuple of \(targets.count) elements")
            }
            for (t, v) in zip(targets, vs) { try assign(to: t.value, v, env) }
        default:
            throw ScriptError(target.loc, "cannot assign to this expression")
        }
    }
}

extension Interpreter {
    /// `p = (3, 4)` with `var p = (x: 1, y: 2)`: the variable's type is the labelled tuple, so
    /// the value assigned takes its labels.
    @inline(__always)
    func keepingTupleLabels(_ value: Value, of current: Value?) -> Value {
        guard case .tuple(_, let labels)? = current else { return value }
        return value.takingTupleLabels(labels)
    }
}
