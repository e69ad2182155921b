import Foundation

/// Properties and methods of the builtin value types: numbers, strings, arrays, dictionaries,
/// ranges and optionals — the subset of the standard library docs actually use.
extension Interpreter {
    func builtinMember(_ v: Value, _ name: String, loc: Loc, forCall: Bool = false) throws -> Value? {
        switch v {
        case .string(let s):
            // Sequence members a String shares with the array of its characters.
            if ["map", "forEach", "enumerated", "compactMap", "sorted", "joined"].contains(name) {
                return arrayMember(s.map { .character($0) }, name, v, loc: .none)
            }
        case .array(let xs): return arrayMember(xs, name, v, loc: loc, forCall: forCall)
        case .range(let lo, let hi, let closed):
            switch name {
            case "lowerBound": return lo
            case "upperBound": return hi
            case "contains": return builtin(name) { [unowned self] call in .bool(try self.rangeContains(v, try call.arg(0), call.loc)) }
            default:
                if case .int(let a) = lo, case .int(let b) = hi {
                    let count = max(0, closed ? b - a + 1 : b - a)
                    if name == "count" { return .int(count) }
                    if name == "isEmpty" { return .bool(count == 0) }
                    // Everything else (map, filter, reversed, …) works like the array of its elements.
                    if count <= 10_000_000 { return try builtinMember(try asArray(v, loc), name, loc: loc) }
                }
            }
        case .dictionary(let d): return dictionaryMember(d, name, v)
        case .set(let s): return setMember(s, name, v, loc: loc)
        case .tuple(let vs, let labels):
            if let i = labels.firstIndex(of: name) { return vs[i] }
        case .some(let x):
            if name == "map" { return builtin(name) { [unowned self] call in .some(try self.callFunction(try call.function(0), [x], call.loc)) } }
            if name == "flatMap" { return builtin(name) { [unowned self] call in try self.callFunction(try call.function(0), [x], call.loc) } }
        case .null:
            if name == "map" || name == "flatMap" { return builtin(name) { _ in .null } }
        default: break
        }
        return nil
    }

    func builtinMemberNames(_ v: Value) -> [String] {
        switch v {
        case .array: return ["count", "isEmpty", "first", "last", "append", "map", "filter", "reduce", "sorted", "reversed", "contains", "enumerated", "indices", "joined", "forEach", "firstIndex", "remove", "insert", "removeAll", "removeLast", "min", "max", "compactMap", "flatMap", "shuffled", "prefix", "suffix", "dropFirst", "dropLast"]
        case .string: return ["map", "forEach", "enumerated", "compactMap", "sorted", "joined"]
        case .set: return ["count", "isEmpty", "contains", "insert", "remove", "union", "intersection", "subtracting", "symmetricDifference", "isSubset", "isSuperset", "isDisjoint", "sorted", "map", "filter"]
        case .dictionary: return ["keys", "values", "count", "isEmpty", "sorted", "map", "filter", "mapValues"]
        default: return []
        }
    }

    func dictionaryMember(_ d: DictionaryValue, _ name: String, _ v: Value) -> Value? {
        switch name {
        case "count": return .int(d.keys.count)
        case "isEmpty": return .bool(d.keys.isEmpty)
        case "keys": return .array(d.keys)
        case "values": return .array(d.values)
        case "removeValue": return builtin(name, receiver: v) { call in
            var copy = d
            let old = copy.lookup(try call.arg(0))
            copy.set(try call.arg(0), nil)
            call.newReceiver = .dictionary(copy)
            return old.map { .some($0) } ?? .null
        }
        case "filter": return builtin(name) { [unowned self] call in
            // Dictionary.filter keeps the type: the result is a Dictionary of the kept pairs.
            let f = try call.function(0)
            var out = DictionaryValue()
            for (k, v) in zip(d.keys, d.values) where try self.truthy(try self.callFunction(f, [.tuple([k, v], ["key", "value"])], call.loc), call.loc) {
                out.set(k, v)
            }
            return .dictionary(out)
        }
        case "mapValues": return builtin(name) { [unowned self] call in
            let f = try call.function(0)
            var out = d
            out.values = try d.values.map { try self.callFunction(f, [$0], call.loc) }
            return .dictionary(out)
        }
        default:
            let pairs = zip(d.keys, d.values).map { Value.tuple([$0, $1], ["key", "value"]) }
            return arrayMember(pairs, name, .array(pairs), loc: .none)
        }
    }

    func arrayMember(_ xs: [Value], _ name: String, _ v: Value, loc: Loc, forCall: Bool = false) -> Value? {
        // `first { … }` / `last(where:)` are methods; plain `first`/`last` are properties.
        if forCall, name == "first" || name == "last" {
            return builtin(name) { [unowned self] call in
                let f = try call.function(0)
                let test: (Value) throws -> Bool = { try self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) }
                return try (name == "first" ? xs.first(where: test) : xs.last(where: test)).map { .some($0) } ?? .null
            }
        }
        switch name {
        case "count": return .int(xs.count)
        case "isEmpty": return .bool(xs.isEmpty)
        case "first": return xs.first.map { .some($0) } ?? .null
        case "last": return xs.last.map { .some($0) } ?? .null
        case "indices": return .range(.int(0), .int(xs.count), closed: false)
        case "startIndex": return .int(0)
        case "endIndex": return .int(xs.count)
        case "append": return builtin(name, receiver: v) { call in
            var x = try call.arg(0)
            // `doubles.append(1)`: the literal joins the array's element type.
            if case .int(let i) = x, case .double(_, let k)? = xs.first { x = .double(Double(i), k) }
            if call.args.first?.label == "contentsOf", case .array(let more) = x { call.newReceiver = .array(xs + more) } else { call.newReceiver = .array(xs + [x]) }
            return .void
        }
        case "insert": return builtin(name, receiver: v) { [unowned self] call in
            if call.args.count == 1 {
                // Set.insert: returns (inserted, memberAfterInsert).
                let x = try call.arg(0)
                let present = xs.contains { self.valuesEqual($0, x) }
                if !present { call.newReceiver = .array(xs + [x]) }
                return .tuple([.bool(!present), x], ["inserted", "memberAfterInsert"])
            }
            let i = try call.int(1)
            guard i >= 0, i <= xs.count else { throw ScriptError(call.loc, "Fatal error: Array index is out of range") }
            var copy = xs; copy.insert(try call.arg(0), at: i); call.newReceiver = .array(copy); return .void
        }
        case "remove": return builtin(name, receiver: v) { [unowned self] call in
            if call.args.first?.label == nil {
                // Set.remove: the removed member, or nil.
                let x = try call.arg(0)
                guard let i = xs.firstIndex(where: { self.valuesEqual($0, x) }) else { return .null }
                var copy = xs; let r = copy.remove(at: i); call.newReceiver = .array(copy); return .some(r)
            }
            let i = try call.int(0)
            guard i >= 0, i < xs.count else { throw ScriptError(call.loc, "Fatal error: Index out of range") }
            var copy = xs; let r = copy.remove(at: i); call.newReceiver = .array(copy); return r
        }
        case "removeLast", "removeFirst", "popLast": return builtin(name, receiver: v) { call in
            guard !xs.isEmpty else {
                if name == "popLast" { return .null }
                throw ScriptError(call.loc, "Fatal error: Can't remove last element from an empty collection")
            }
            var copy = xs
            let r = name == "removeFirst" ? copy.removeFirst() : copy.removeLast()
            call.newReceiver = .array(copy)
            return name == "popLast" ? .some(r) : r
        }
        case "removeAll": return builtin(name, receiver: v) { [unowned self] call in
            if call.args.isEmpty { call.newReceiver = .array([]); return .void }
            let f = try call.function(0)
            call.newReceiver = .array(try xs.filter { try !self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) })
            return .void
        }
        case "map", "compactMap", "flatMap", "filter", "forEach", "contains", "allSatisfy", "first", "firstIndex", "lastIndex", "sorted", "sort", "min", "max", "reduce":
            return builtin(name, receiver: v) { [unowned self] call in try self.arrayHigherOrder(name, xs, &call) }
        case "reversed": return builtin(name) { _ in .array(xs.reversed()) }
        case "union", "intersection", "subtracting", "symmetricDifference", "formUnion", "formIntersection", "subtract",
             "isSubset", "isSuperset", "isDisjoint":
            return builtin(name, receiver: v) { [unowned self] call in
                let other = try self.elements(try call.arg(0), call.loc)
                let inOther = { (x: Value) in other.contains { self.valuesEqual($0, x) } }
                let inSelf = { (x: Value) in xs.contains { self.valuesEqual($0, x) } }
                switch name {
                case "union": return .array(self.uniqueValues(xs + other))
                case "formUnion": call.newReceiver = .array(self.uniqueValues(xs + other)); return .void
                case "intersection": return .array(xs.filter(inOther))
                case "formIntersection": call.newReceiver = .array(xs.filter(inOther)); return .void
                case "subtracting": return .array(xs.filter { !inOther($0) })
                case "subtract": call.newReceiver = .array(xs.filter { !inOther($0) }); return .void
                case "symmetricDifference": return .array(xs.filter { !inOther($0) } + other.filter { !inSelf($0) })
                case "isSubset": return .bool(xs.allSatisfy(inOther))
                case "isSuperset": return .bool(other.allSatisfy(inSelf))
                default: return .bool(!xs.contains(where: inOther))
                }
            }
        case "shuffled": return builtin(name) { [unowned self] _ in .array(self.shuffle(xs)) }
        case "randomElement": return builtin(name) { [unowned self] _ in xs.isEmpty ? .null : .some(xs[Int(self.nextRandom() % UInt64(xs.count))]) }
        case "enumerated": return builtin(name) { _ in .array(xs.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) }) }
        case "joined": return builtin(name) { [unowned self] call in
            let sep = call.args.first.map { self.describe($0.value) } ?? ""
            if case .array? = xs.first { return .array(xs.flatMap { if case .array(let ys) = $0 { return ys }; return [$0] }) }
            return .string(xs.map { self.describe($0) }.joined(separator: sep))
        }
        case "prefix", "drop": return builtin(name) { [unowned self] call in
            if call.args.first?.label == "while" {
                // `prefix(while:)` / `drop(while:)`: split at the first element failing the test.
                let f = try call.function(0)
                let cut = try xs.firstIndex { try !self.truthy(try self.callFunction(f, [$0], call.loc), call.loc) } ?? xs.count
                return .array(Array(name == "prefix" ? xs[..<cut] : xs[cut...]))
            }
            return .array(Array(xs.prefix(max(0, try call.int(0)))))
        }
        case "suffix": return builtin(name) { call in .array(Array(xs.suffix(max(0, try call.int(0))))) }
        case "dropFirst": return builtin(name) { call in .array(Array(xs.dropFirst(call.args.isEmpty ? 1 : max(0, try call.int(0))))) }
        case "dropLast": return builtin(name) { call in .array(Array(xs.dropLast(call.args.isEmpty ? 1 : max(0, try call.int(0))))) }

        case "swapAt": return builtin(name, receiver: v) { call in
            let i = try call.int(0), j = try call.int(1)
            guard xs.indices.contains(i), xs.indices.contains(j) else { throw ScriptError(call.loc, "Fatal error: Index out of range") }
            var copy = xs; copy.swapAt(i, j); call.newReceiver = .array(copy); return .void
        }
        default: return nil
        }
    }

    func arrayHigherOrder(_ name: String, _ xs: [Value], _ call: inout BuiltinCall) throws -> Value {
        let loc = call.loc
        if call.args.isEmpty || call.args.first?.label == "of" || (name == "contains" && call.args.first?.label == nil && { if case .function = call.args[0].value { return false }; return true }()) {
            switch name {
            case "contains": let x = try call.arg(0); return .bool(xs.contains { valuesEqual($0, x) })
            case "sorted", "sort":
                let sorted = try sortValues(xs, loc) { a, b in (self.compare(a, b) ?? 0) < 0 }
                if name == "sort" { call.newReceiver = .array(sorted); return .void }
                return .array(sorted)
            case "min": return unifyNumbers(xs).min { (compare($0, $1) ?? 0) < 0 }.map { .some($0) } ?? .null
            case "max": return unifyNumbers(xs).max { (compare($0, $1) ?? 0) < 0 }.map { .some($0) } ?? .null
            case "firstIndex", "lastIndex":
                if let x = call.labelled("of") {
                    let i = name == "firstIndex" ? xs.firstIndex { valuesEqual($0, x) } : xs.lastIndex { valuesEqual($0, x) }
                    return i.map { .some(.int($0)) } ?? .null
                }
            default: break
            }
        }
        if name == "reduce" {
            var acc = try call.arg(0)
            let f = try call.function(1)
            if call.args[0].label == "into" {
                for x in xs {
                    let frame = try callFunctionInout(f, [acc, x], loc)
                    acc = frame
                }
                return acc
            }
            for x in xs { acc = try callFunction(f, [acc, x], loc) }
            return acc
        }
        let f = try call.function(call.args.count - 1)
        func test(_ x: Value) throws -> Bool { try truthy(try callFunction(f, [x], loc), loc) }
        switch name {
        case "map": return .array(try xs.map { try callFunction(f, [$0], loc) })
        case "compactMap": return .array(try xs.compactMap { try callFunction(f, [$0], loc).optionalPayload })
        case "flatMap": return .array(try xs.flatMap { x -> [Value] in
            if case .array(let ys) = try callFunction(f, [x], loc) { return ys }
            return []
        })
        case "filter": return .array(try xs.filter(test))
        case "forEach": for x in xs { _ = try callFunction(f, [x], loc) }; return .void
        case "contains": return .bool(try xs.contains(where: test))
        case "allSatisfy": return .bool(try xs.allSatisfy(test))
        case "first": return try xs.first(where: test).map { .some($0) } ?? .null
        case "firstIndex": return try xs.firstIndex(where: test).map { .some(.int($0)) } ?? .null
        case "lastIndex": return try xs.lastIndex(where: test).map { .some(.int($0)) } ?? .null
        case "sorted", "sort":
            let sorted = try sortValues(xs, loc) { a, b in try self.truthy(try self.callFunction(f, [a, b], loc), loc) }
            if name == "sort" { call.newReceiver = .array(sorted); return .void }
            return .array(sorted)
        case "min", "max":
            let less: (Value, Value) throws -> Bool = { a, b in try self.truthy(try self.callFunction(f, [a, b], loc), loc) }
            return try (name == "min" ? xs.min(by: less) : xs.max(by: less)).map { .some($0) } ?? .null
        default: throw ScriptError(loc, "value of type 'Array' has no member '\(name)'")
        }
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
        let kind: FloatKind? = type == "Double" ? .double : (type == "CGFloat" ? .cgfloat : (type == "Float" ? .float : nil))
        if let kind {
            switch name {
            case "pi": return .double(kind == .float ? Double(Float.pi) : Double.pi, kind)
            case "infinity": return .double(.infinity, kind)
            case "zero": return .double(0, kind)
            case "nan": return .double(.nan, kind)
            case "greatestFiniteMagnitude": return .double(kind == .float ? Double(Float.greatestFiniteMagnitude) : .greatestFiniteMagnitude, kind)
            case "ulpOfOne": return .double(.ulpOfOne, kind)
            case "random": return builtin(name) { [unowned self] call in
                guard case .range(let lo, let hi, _)? = call.args.first?.value else { throw ScriptError(call.loc, "missing argument for parameter 'in' in call") }
                let a = try self.toDouble(lo, call.loc), b = try self.toDouble(hi, call.loc)
                return .double(a + (b - a) * self.nextUnit(), kind)
            }
            default: return nil
            }
        }
        if type == "Int" {
            switch name {
            case "max": return .int(.max)
            case "min": return .int(.min)
            case "zero": return .int(0)
            case "random": return builtin(name) { [unowned self] call in
                guard case .range(.int(let lo), .int(let hi), let closed)? = call.args.first?.value else { throw ScriptError(call.loc, "missing argument for parameter 'in' in call") }
                let upper = closed ? hi : hi - 1
                guard upper >= lo else { throw ScriptError(call.loc, "Fatal error: Can't get random value with an empty range") }
                return .int(lo + Int(self.nextRandom() % UInt64(upper - lo + 1)))
            }
            default: return nil
            }
        }
        if type == "Bool", name == "random" { return builtin(name) { [unowned self] _ in .bool(self.nextRandom() & 1 == 1) } }
        if type == "Optional", name == "none" { return .null }
        if type == "Optional", name == "some" { return builtin(name) { call in .some(try call.arg(0)) } }
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

    func subscriptGet(_ base: Value, _ args: [Argument], _ env: Env?, _ loc: Loc) throws -> Value {
        if args.count == 1, args[0].label == "keyPath", case .function(let f) = try eval(args[0].value, env) {
            return try callFunction(f, [base], loc)
        }
        if hasUserSubscripts(base, args) {
            if let fs = try? member(of: base, "subscript", loc: loc, expected: nil), case .function(let f) = fs {
                return try call(candidates(for: f), name: "subscript", args, env, loc: loc, expected: nil).0
            }
        }
        guard let first = args.first else { throw ScriptError(loc, "missing subscript index") }
        switch base {
        case .array(let xs):
            let idx = try eval(first.value, env)
            if case .range(.int(let lo), .null, _) = idx {
                guard lo >= 0, lo <= xs.count else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
                return .array(Array(xs[lo...]))
            }
            if case .range(.int(let lo), .int(let hi), let closed) = idx {
                let end = closed ? hi + 1 : hi
                guard lo >= 0, end <= xs.count, lo <= end else { throw ScriptError(loc, "Fatal error: Array index is out of range") }
                return .array(Array(xs[lo..<end]))
            }
            guard case .int(let i) = idx else { throw ScriptError(first.value.loc, "cannot convert value of type '\(idx.typeName)' to expected argument type 'Int'") }
            guard i >= 0, i < xs.count else { throw ScriptError(loc, "Fatal error: Index out of range") }
            return xs[i]
        case .dictionary(let d):
            let key = try eval(first.value, env)
            if let v = d.lookup(key) { return args.count > 1 ? v : .some(v) }
            if args.count > 1, args[1].label == "default" { return try eval(args[1].value, env) }
            return .null
        case .string(let s):
            let idx = try eval(first.value, env)
            if case .int(let i) = idx, i >= 0, i < s.count { return .character(s[s.index(s.startIndex, offsetBy: i)]) }
            throw ScriptError(loc, "'subscript(_:)' is unavailable: cannot subscript String with an Int, use a String.Index instead.")
        case .type:
            // `[Int]` written as a type expression before `()`.
            return base
        default:
            if let fs = try? member(of: base, "subscript", loc: loc, expected: nil), case .function(let f) = fs {
                return try call(candidates(for: f), name: "subscript", args, env, loc: loc, expected: nil).0
            }
            throw ScriptError(loc, "value of type '\(base.typeName)' has no subscripts")
        }
    }

    /// Whether `base[args]` should use a script-declared subscript: always for script types,
    /// and for built-in collections when the labels are not the built-in ones (`xs[safe: 3]`).
    func hasUserSubscripts(_ base: Value, _ args: [Argument]) -> Bool {
        switch base {
        case .structValue, .object, .enumValue: return true
        case .type(.user): return true
        case .array, .string, .dictionary:
            if case .dictionary = base, args.count == 2, args[1].label == "default" { return false }
            return args.contains { $0.label != nil } || args.count > 1 || args.isEmpty
        case .native(let n): return extensions[n.type.name]?.methods["subscript"] != nil
        default: return false
        }
    }

    /// Setters of script-declared subscripts for `base` (its type, extensions, protocols).
    func subscriptSetters(_ base: Value) -> (UserType, [FunctionDecl])? {
        if case .type(.user(let t)) = base, !t.staticSubscriptSetters.isEmpty { return (t, t.staticSubscriptSetters) }
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

    /// `value[keyPath: \.a.b] = x`: writes through each property, copying value types back up.
    func setThroughKeyPath(_ base: Value, _ path: ArraySlice<String>, _ value: Value, loc: Loc) throws -> Value {
        guard let first = path.first else { return value }
        let child = try member(of: base, first, loc: loc, expected: nil)
        let updatedChild = try setThroughKeyPath(child, path.dropFirst(), value, loc: loc)
        return try setMember(base, first, updatedChild, loc: loc) ?? base
    }

    func subscriptSet(_ base: Value, _ args: [Argument], _ value: Value, _ env: Env?, _ loc: Loc) throws -> Value {
        if args.count == 1, args[0].label == "keyPath", case .function(let f) = try eval(args[0].value, env), let path = f.keyPath {
            return try setThroughKeyPath(base, path[...], value, loc: loc)
        }
        if hasUserSubscripts(base, args) {
            guard let (t, setters) = subscriptSetters(base) else {
                throw ScriptError(loc, "cannot assign through subscript: subscript is get-only")
            }
            let cands = setters.map { setter in
                Candidate(name: "subscript", params: Array(setter.params.dropLast())) { [unowned self] indices in
                    var v = value
                    if let type = setter.params.last?.type { v = try self.coerce(v, to: type, loc) }
                    return try self.invoke(setter, env: t.env, selfType: t, receiver: base, args: indices + [v], loc: loc)
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
            xs[i] = v
            return .array(xs)
        case .dictionary(var d):
            let key = try eval(first.value, env)
            guard HashKey(key) != nil else { throw ScriptError(loc, "type '\(key.typeName)' does not conform to protocol 'Hashable'") }
            if case .null = value { d.set(key, nil) } else { d.set(key, value.optionalPayload ?? value) }
            return .dictionary(d)
        default:
            throw ScriptError(loc, "cannot assign through subscript: value of type '\(base.typeName)' has no subscripts")
        }
    }
}
