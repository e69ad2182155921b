import Foundation

/// Properties and methods of the builtin value types: numbers, strings, arrays, dictionaries,
/// ranges and optionals — the subset of the standard library docs actually use.
extension Interpreter {
    func builtinMember(_ v: Value, _ name: String, loc: Loc, forCall: Bool = false) throws -> Value? {
        switch v {
        case .string(let s):
            // What `String`'s own table lacks, a String has as a Sequence of Characters
            // (`allSatisfy`, `min()`, `first(where:)`), from the Array table.
            if forCall {
                let fs = natives.stringSequenceMethods(name)
                return fs.isEmpty ? nil : .function(FunctionValue(.native(name: name, fs), receiver: v))
            }
            guard natives.standardTypes["Array"]?.properties[name] != nil else { return nil }
            return sequenceMember(s.map { .character($0) }, name, forCall: false)
        case .range(.int, .int, _):
            // Integer ranges are sequences: map, filter, reversed, … work on their elements.
            guard let r = RangeValue(standard: v), let count = try? r.integerCount() else { return nil }
            // Members that are not the sequence API's (`lowerBound`) are answered elsewhere, at
            // any size. Those that are make the elements into an array first (a range is not lazy
            // here yet), so the array's limits hold.
            guard sequenceMember([], name, forCall: forCall) != nil else { return nil }
            guard count <= AllocationLimit.maximumElements else {
                throw ScriptError(loc, "'\(name)' on a range of \(count) elements: Loom makes the elements first, "
                                  + "and one array may have at most \(AllocationLimit.maximumElements)")
            }
            try memory.charge(AllocationLimit.arrayBytes(count), loc)
            return sequenceMember(try elements(v, loc), name, forCall: forCall)
        case .range(.fixedInt(let lo), .fixedInt(let hi), let closed) where lo.kind == hi.kind:
            // `(0..<sides).forEach` with `sides: UInt`: a sequence of its bounds' type.
            guard sequenceMember([], name, forCall: forCall) != nil else { return nil }
            let count = max(0, hi.value - lo.value + (closed ? 1 : 0))
            guard count <= Int128(AllocationLimit.maximumElements) else {
                throw ScriptError(loc, "'\(name)' on a range of \(count) elements: Loom makes the elements first, "
                                  + "and one array may have at most \(AllocationLimit.maximumElements)")
            }
            try memory.charge(AllocationLimit.arrayBytes(Int(count)), loc)
            return sequenceMember(try elements(v, loc), name, forCall: forCall)
        case .dictionary(let d):
            return sequenceMember(zip(d.keys, d.values).map { .tuple([$0, $1], ["key", "value"]) }, name, forCall: forCall)
        case .set(let s): return sequenceMember(s.members, name, forCall: forCall)
        case .tuple(let vs, let labels):
            if let i = labels.firstIndex(of: name) { return vs[i] }
        default: break
        }
        return nil
    }

    func builtinMemberNames(_ v: Value) -> [String] {
        guard case .string = v, let array = natives.standardTypes["Array"] else { return [] }
        return Array(array.properties.keys) + array.methods.filter { $0.value.contains { !$0.decl.isMutating } }.map(\.key)
    }

    /// The sequence API (`map`, `sorted`, `reduce`, …) of a collection that is not an array, from
    /// `Array`'s table over its elements; mutating members are not offered (they would write an
    /// array back into the set or dictionary).
    func sequenceMember(_ elements: [Value], _ name: String, forCall: Bool) -> Value? {
        guard let t = natives.standardTypes["Array"] else { return nil }
        let receiver = Value.array(elements)
        if !forCall || t.methods[name] == nil, let get = t.properties[name] { return try? get(receiver) }
        guard let fs = t.methods[name]?.filter({ !$0.decl.isMutating }), !fs.isEmpty else { return nil }
        return .function(FunctionValue(.native(name: name, fs), receiver: receiver))
    }

    func sortedInIncreasingOrder(_ xs: [Value], _ loc: Loc) throws -> [Value] {
        try sortValues(xs, loc) { a, b in (self.compare(a, b) ?? 0) < 0 }
    }

    func sorted(_ xs: [Value], by areInIncreasingOrder: FunctionValue, _ loc: Loc) throws -> [Value] {
        try sortValues(xs, loc) { a, b in try self.truthy(try self.callFunction(areInIncreasingOrder, [a, b], loc), loc) }
    }

    /// `reduce(into:)`: the closure's first parameter is inout; read it back from the frame.
    func callFunctionInout(_ f: FunctionValue, _ args: [Value], _ loc: Loc) throws -> Value {
        guard case .closure(let decl, let env) = f.kind else { return try callFunction(f, args, loc) }
        let frame = Env(count: max(decl.slotCount, args.count), parent: env)
        for (i, a) in args.enumerated() { frame[i] = a }
        try withCallDepth(loc) { _ = try runBody(decl.body.stmts, frame, expected: nil) }
        return frame[0]
    }

    func sortValues(_ xs: [Value], _ loc: Loc, _ less: (Value, Value) throws -> Bool) throws -> [Value] {
        // A merge sort: stable, and safe with a throwing comparator.
        if xs.count <= 1 { return xs }
        let mid = xs.count / 2
        let a = try sortValues(Array(xs[..<mid]), loc, less), b = try sortValues(Array(xs[mid...]), loc, less)
        var out: [Value] = []
        out.reserveCapacity(xs.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            try tick(loc)
            if try less(b[j], a[i]) { out.append(b[j]); j += 1 } else { out.append(a[i]); i += 1 }
        }
        out += a[i...]; out += b[j...]
        return out
    }

    // MARK: Statics of builtin types

    func builtinStaticMember(_ type: String, _ name: String, loc: Loc) throws -> Value? {
        guard let table = natives.standardType(named: type) else { return nil }
        if let make = table.typeConstants[name] { return make(type) }
        // `Int.random(in:)`, `Optional.some`: the type's table, told by the receiver which type it serves.
        if let fs = table.staticMethods[name] {
            return .function(FunctionValue(.native(name: name, fs), receiver: .type(.builtin(type))))
        }
        return nil
    }

    /// Seeded per block (see `startBlock`), so pages render the same every time.
    func nextRandom() -> UInt64 {
        randomState &+= 0x9E37_79B9_7F4A_7C15
        var z = randomState
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    func nextUnit() -> Double { Double(nextRandom() >> 11) / Double(1 << 53) }

    func shuffle(_ xs: [Value]) -> [Value] {
        var out = xs
        if out.count < 2 { return out }
        for i in stride(from: out.count - 1, to: 0, by: -1) { out.swapAt(i, Int(nextRandom() % UInt64(i + 1))) }
        return out
    }

    // MARK: Subscripts

    func subscriptGet(_ base: Value, _ args: [Argument], _ env: Env?, _ loc: Loc, writtenType: TypeExpr? = nil, expected: TypeExpr? = nil) throws -> Value {
        if args.count == 1, args[0].label == "keyPath", case .function(let f) = try eval(args[0].value, env) {
            return try callFunction(f, [base], loc)
        }
        if hasUserSubscripts(base, args) {
            if let fs = try? member(of: base, "subscript", loc: loc, expected: nil), case .function(let f) = fs {
                // `ring[1...2]` on a collection whose subscripts take single indices: Swift's Slice.
                // (Or a range held by a variable: `ring[r]`, read without effects.)
                if args.count == 1, args[0].label == nil, base.userType.map({ hasMember($0, "startIndex") }) == true,
                   isRangeExpression(args[0].value) || args[0].value.traits.contains(.contextFree),
                   !candidates(for: f).contains(where: { $0.params.first?.type.map { $0.baseName.contains("Range") } ?? false }),
                   case let index = try eval(args[0].value, env), case .range = index,
                   let slice = try collectionSlice(base, index, loc) {
                    return slice
                }
                // `b[at: 3, default: .nan]` on a `Box<Double>`: its `E` types the implicit member.
                let scope = base.userType.map({ !$0.genericParameters.isEmpty }) == true && args.contains(where: { needsContext($0.value) })
                    ? receiverBindings(base) : nil
                if let scope { genericScopes.append(scope) }
                defer { if scope != nil { genericScopes.removeLast() } }
                return try call(candidates(for: f), name: "subscript", args, env, loc: loc, expected: expected).0
            }
        }
        guard let first = args.first else { throw ScriptError(loc, "missing subscript index") }
        switch base {
        case .array(let xs):
            return try arrayElement(xs, try eval(first.value, env), indexLoc: first.value.loc, loc)
        case .dictionary(let d):
            // `corners[.topLeft]`: the keys' type is the implicit member's context.
            let keyType = d.keys.first.map(typeExpr(of:))
            let key = try literal(try eval(first.value, env, expected: keyType), first.value, as: keyType)
            if let v = d.lookup(key) { return args.count > 1 ? v : .some(v) }
            // `d[k, default: .max]`: the values' type is the default's context; an empty
            // dictionary's is its written one (`[String: Set<String>]`: `default: []` is a Set).
            if args.count > 1, args[1].label == "default" {
                var valueType = d.values.first.map(typeExpr(of:))
                if case .dictionary(_, let v)? = writtenType.map(canonical)?.unwrapped { valueType = v }
                let fallback = try eval(args[1].value, env, expected: valueType)
                // A collection literal is made as the value type (`[]` as a Set).
                if let valueType, case .array = fallback { return try coerce(fallback, to: valueType, loc) }
                return fallback
            }
            return .null
        case .string(let s):
            let idx = try eval(first.value, env)
            if let v = try stringSubscript(s, idx, loc) { return v }
            // `"swiftly"[1..<4]` with the script's `extension String { subscript(r: Range<Int>) }`:
            // the standard library's only subscripts take String indices.
            if args.count == 1, extensions["String"]?.methods["subscript"] != nil,
               case .function(let f) = try member(of: base, "subscript", loc: loc, expected: nil) {
                // Chosen as any call's overloads are (`Int` beside `Range<Int>`), the index already read.
                var preEvaluated = [0: idx]
                let (candidate, mapping, _) = try chooseOverload(candidates(for: f), name: "subscript", args, env, loc: loc, preEvaluated: &preEvaluated)
                return try run(candidate, mapping: mapping, args, env, preEvaluated: preEvaluated, loc: loc).0
            }
            if case .int(let i) = idx, i >= 0, i < s.count { return .character(s[s.index(s.startIndex, offsetBy: i)]) }
            throw ScriptError(loc, "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
        case .type:
            // `[Int]` written as a type expression before `()`.
            return base
        case .range(.int(let lower), .int(let end), closed: false) where args.count == 1 && args[0].label == nil:
            // A half-open range of integers is a collection of them, indexed by them: `(0..<10)[4]`
            // is 4, `(0..<10)[3..<6]` is `3..<6`. (A closed range's index is its own type.)
            switch try eval(first.value, env) {
            case .int(let i):
                guard i >= lower, i < end else { throw ScriptError(loc, "Fatal error: Index out of range") }
                return .int(i)
            case .range(.int(let a), .int(let b), let c):
                let (from, to) = (a, c ? b + 1 : b)
                guard from >= lower, to <= end, from <= to else { throw ScriptError(loc, "Fatal error: Range out of bounds") }
                return .range(.int(from), .int(to), closed: false)
            default:
                throw ScriptError(loc, "cannot subscript a range of integers with this index")
            }
        default:
            if let fs = try? member(of: base, "subscript", loc: loc, expected: nil), case .function(let f) = fs {
                return try call(candidates(for: f), name: "subscript", args, env, loc: loc, expected: nil).0
            }
            throw ScriptError(loc, "value of type '\(base.typeName)' has no subscripts")
        }
    }

    /// `xs[idx]` of an array and an evaluated index: an element, or a slice for a range.
    func arrayElement(_ xs: [Value], _ idx: Value, indexLoc: Loc, _ loc: Loc) throws -> Value {
        // `xs[2...]`: a slice that keeps the array's indices.
        if case .range(.int(let lo), .null, _) = idx {
            guard lo >= 0, lo <= xs.count else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
            return wrap(xs[lo...], as: "ArraySlice")
        }
        if case .range(.int(let lo), .int(let hi), let closed) = idx {
            let end = closed ? hi + 1 : hi
            guard lo >= 0, end <= xs.count, lo <= end else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
            return wrap(xs[lo..<end], as: "ArraySlice")
        }
        guard case .int(let i) = idx else {
            // `letters[[0, 2, 4]]` through `extension Container { subscript<Indices: Sequence>(…) }`
            // (or an extension of Array): an index that is no position goes to the script's subscript.
            if let subscriptOfScript = unlabelledScriptSubscript(of: .array(xs)) { return try subscriptOfScript.run([idx], loc).value }
            throw ScriptError(indexLoc, "cannot convert value of type '\(idx.typeName)' to expected argument type 'Int'")
        }
        guard i >= 0, i < xs.count else { throw ScriptError(loc, "Fatal error: Index out of range") }
        return xs[i]
    }

    /// Whether `base[args]` should use a script-declared subscript: always for script types,
    /// and for built-in collections when the labels are not the built-in ones (`xs[safe: 3]`).
    func hasUserSubscripts(_ base: Value, _ args: [Argument]) -> Bool {
        switch base {
        case .structValue, .object, .enumValue: return true
        // (`Grid<Int>[repeating: 7, count: 3]`: a specialized type's static subscript.)
        case .type(.user), .type(.generic): return true
        case .array, .string, .dictionary:
            if case .dictionary = base, args.count == 2, args[1].label == "default" { return false }
            return args.contains { $0.label != nil } || args.count > 1 || args.isEmpty
        case .native(let n): return extensions[n.type.name]?.methods["subscript"] != nil
        default: return false
        }
    }

    /// A one-index subscript without a label that a script's extension gives a standard value
    /// (of its type, or of a protocol it conforms to), as `base[index]` would call it.
    func unlabelledScriptSubscript(of base: Value) -> Candidate? {
        guard !extensions.isEmpty else { return nil }
        for name in [baseTypeName(of: base)] + conformances(of: base) {
            // (A script protocol's extension is the protocol's own declaration.)
            let ext = extensions[name] ?? userTypes[name].flatMap { $0.kind == .protocolType ? $0 : nil }
            guard let ext, ext.methods["subscript"] != nil,
                  case .function(let f)? = try? userMember(ext, receiver: base, "subscript", loc: .none, searchProtocols: false) else { continue }
            if let c = candidates(for: f).first(where: { $0.params.count == 1 && $0.params[0].label == nil }) { return c }
        }
        return nil
    }

    /// `a...b`, `a..<b`, `a...`, `..<b` written out.
    func isRangeExpression(_ e: Expr) -> Bool {
        switch e.kind {
        case .binary(let op, _, _), .prefix(let op, _), .postfix(let op, _): return op == "..." || op == "..<"
        default: return false
        }
    }

    /// Setters of script-declared subscripts for `base` (its type, extensions, protocols).
    func subscriptSetters(_ base: Value) -> (UserType, [FunctionDecl])? {
        if case .type(let rt) = base, let t = rt.userType, !t.staticSubscriptSetters.isEmpty { return (t, t.staticSubscriptSetters) }
        var types: [UserType] = []
        switch base {
        case .structValue(let s): types.append(s.type)
        case .object(let o): types.append(o.type)
        case .enumValue(let e): types.append(e.type)
        default: break
        }
        if let ext = extensions[baseTypeName(of: base)] { types.append(ext) }
        for p in conformances(of: base) {
            if let ext = extensions[p] { types.append(ext) }
            if let u = userTypes[p], u.kind == .protocolType { types.append(u) }
        }
        for t in types where !t.subscriptSetters.isEmpty { return (t, t.subscriptSetters) }
        return nil
    }

    /// `collection[index] = value` through a script collection's one-index subscript setter; the
    /// collection after it (a struct's new value).
    func setScriptElement(_ base: Value, at index: Value, _ value: Value, _ loc: Loc) throws -> Value {
        guard let (t, setters) = subscriptSetters(base), let setter = setters.first(where: { $0.params.count == 2 }) else {
            throw ScriptError(loc, "cannot assign through subscript: subscript is get-only")
        }
        let done = try invokeAccessor(setter, env: t.env, selfType: t, receiver: base, args: [index, value], loc: loc)
        return done.newReceiver ?? base
    }

    /// `value[keyPath: \.a.b] = x`: writes through each property, copying value types back up.
    func setThroughKeyPath(_ base: Value, _ path: ArraySlice<String>, _ value: Value, loc: Loc) throws -> Value {
        guard let first = path.first else { return value }
        let child = try member(of: base, first, loc: loc, expected: nil)
        let updatedChild = try setThroughKeyPath(child, path.dropFirst(), value, loc: loc)
        return try setMember(base, first, updatedChild, loc: loc) ?? base
    }

    func subscriptSet(_ base: Value, _ args: [Argument], _ value: Value, _ env: Env?, _ loc: Loc, keyType: TypeExpr? = nil,
                      optionalValues: Bool = false) throws -> Value {
        if args.count == 1, args[0].label == "keyPath", case .function(let f) = try eval(args[0].value, env) {
            if let path = f.keyPath { return try setThroughKeyPath(base, path[...], value, loc: loc) }
            if let write = f.keyPathWriter { return try write(base, value, loc) }
        }
        if hasUserSubscripts(base, args) {
            guard let (t, setters) = subscriptSetters(base) else {
                throw ScriptError(loc, "cannot assign through subscript: subscript is get-only")
            }
            let arguments = genericArgumentsForWrite(t, base)
            let cands = setters.map { setter in
                Candidate(name: "subscript", params: Array(setter.params.dropLast())) { [unowned self] indices, _ in
                    let v = try self.subscriptNewValue(value, for: setter, receiverArguments: arguments, loc: loc)
                    return try self.invokeAccessor(setter, env: t.env, selfType: t, receiver: base, args: indices + [v], loc: loc)
                }
            }
            let (_, newSelf) = try call(cands, name: "subscript", args, env, loc: loc, expected: nil)
            return newSelf ?? base
        }
        guard let first = args.first else { throw ScriptError(loc, "missing subscript index") }
        switch base {
        case .array(var xs):
            guard case .int(let i) = try eval(first.value, env) else { throw ScriptError(loc, "array index must be an 'Int'") }
            guard i >= 0, i < xs.count else { throw ScriptError(loc, "Fatal error: Index out of range") }
            var v = value
            if case .int(let n) = v, case .double(_, let k) = xs[i] { v = .double(Double(n), k) }
            // An element of an array of Optionals (even a nil one) stores an Optional (`g[0][1] = 5` on a `[[Int?]]`).
            switch xs[i] {
            case .some, .null: v = wrapOptional(v)
            default: break
            }
            xs[i] = v
            return .array(xs)
        case .dictionary(var d):
            let key = try literal(try eval(first.value, env), first.value, as: keyType ?? d.keys.first.map(typeExpr(of:)))
            guard HashKey(key) != nil else { throw ScriptError(loc, "type '\(key.typeName)' does not conform to protocol 'Hashable'") }
            if case .null = value { d.set(key, nil) } else { d.set(key, optionalValues ? wrapOptional(value.optionalPayload ?? value) : value.optionalPayload ?? value) }
            return .dictionary(d)
        case .native(let n) where n.type.elementSetter != nil && args.count == 1 && first.label == nil:
            let payload = try n.type.elementSetter!(n.payload, try eval(first.value, env), value, loc)
            return .native(NativeValue(type: n.type, payload: payload))
        default:
            throw ScriptError(loc, "cannot assign through subscript: value of type '\(base.typeName)' has no subscripts")
        }
    }
}

extension NativeRegistry {
    /// A String is a Sequence of Characters: the Array table's non-mutating methods named `name`
    /// whose labels String's own table lacks (`contains(where:)` beside String's `contains(_:)`),
    /// each making its receiver into the characters when called. Made on first use, then shared.
    func stringSequenceMethods(_ name: String) -> [NativeFunction] {
        stringSequenceLock.withLock {
            if let known = stringSequenceCache[name] { return known }
            let own = Set((standardTypes["String"]?.methods[name] ?? []).map { $0.decl.params.map(\.label) })
            let made = (standardTypes["Array"]?.methods[name] ?? []).filter { !$0.decl.isMutating && !own.contains($0.decl.params.map(\.label)) }
                .map { f in
                    NativeFunction(decl: f.decl) { call in
                        if case .string(let s)? = call.receiver { call.receiver = .array(s.map { .character($0) }) }
                        return try f.impl(&call)
                    }
                }
            stringSequenceCache[name] = made
            return made
        }
    }
}
