/// Script types that are sequences: `for x in Countdown(3)`, `Array(deck)`, `deck.map { … }`.
/// A type is iterated as Swift does it: through its `makeIterator()`, as its own iterator
/// (`Sequence, IteratorProtocol` with `mutating func next()`), or, for a `Collection`, from
/// `startIndex` to `endIndex` with `index(after:)` and its subscript.
extension Interpreter {
    /// The next-element function of a script sequence or iterator; nil when `v` is neither.
    func scriptIterator(_ v: Value, _ loc: Loc) throws -> (() throws -> Value?)? {
        guard let type = v.userType else { return nil }
        if hasMember(type, "makeIterator") {
            let made = try callMethod(v, "makeIterator", [], loc).value
            return try elementSource(made, loc).next
        }
        if hasMember(type, "next") {
            var state = v
            return { [unowned self] in
                let step = try self.callMethod(state, "next", [], loc)
                if let updated = step.newReceiver { state = updated }
                return step.value.optionalPayload
            }
        }
        if hasMember(type, "startIndex") {
            var index = try member(of: v, "startIndex", loc: loc, expected: nil)
            let end = try member(of: v, "endIndex", loc: loc, expected: nil)
            return { [unowned self] in
                guard !self.valuesEqual(index, end) else { return nil }
                let element = try self.callMethod(v, "subscript", [index], loc).value
                index = try self.stepIndex(in: v, index, forward: true, loc)
                return element
            }
        }
        return nil
    }

    /// An `ElementSource` over any sequence or iterator value.
    func elementSource(_ v: Value, _ loc: Loc) throws -> ElementSource {
        if case .native(let n) = v {
            if let source = n.payload as? ElementSource { return source }
            if let sequence = n.payload as? SequenceSource { return try sequence.start() }
        }
        return ElementSource(try makeIterator(v, loc))
    }

    /// `AnyIterator { … }` calls its closure for each element; `AnyIterator(base)` wraps an iterator.
    func wrapIterator(_ v: Value, as name: String, _ loc: Loc) throws -> Value {
        if case .function(let f) = v {
            return wrap(ElementSource { [unowned self] in try self.callFunction(f, [], loc).optionalPayload }, as: name)
        }
        return wrap(try elementSource(v, loc), as: name)
    }

    /// Calls a function and also returns its arguments' final values, for closures that take
    /// `inout` parameters (`sequence(state:next:)`).
    func callReturningArguments(_ f: FunctionValue, _ args: [Value], _ loc: Loc) throws -> (Value, [Value]) {
        guard case .closure(let decl, let env) = f.kind else { return (try callFunction(f, args, loc), args) }
        let frame = Env(count: max(decl.slotCount, args.count), parent: env)
        for (i, a) in args.enumerated() where i < frame.count { frame[i] = a }
        let expected = decl.returnType ?? f.returnContext
        var result = try withCallDepth(loc) { try runBody(decl.body.stmts, frame, expected: expected) }
        // (An Optional result is one, as `invokeClosure` makes it: `(inout Int) -> [Int]?`.)
        if f.returnsOptional || expected?.isOptional == true {
            switch result {
            case .some, .null: break
            default: result = .some(result)
            }
        }
        return (result, frame.values(0..<args.count))
    }

    /// Whether a value is iterated by `scriptIterator` or an element source.
    func isIterableScriptValue(_ v: Value) -> Bool {
        if case .native(let n) = v { return n.payload is ElementSource || n.payload is SequenceSource }
        guard let type = v.userType else { return false }
        // (An iterator's `next` is a method: a linked list's node has a stored `next` and iterates nothing.)
        return hasMember(type, "makeIterator") || type.chain.contains { $0.methods["next"] != nil } || hasMember(type, "startIndex")
    }

    /// The standard library's `Sequence` API on a script sequence: members that may stop early
    /// (`first`, `prefix`, `first(where:)`, `contains`) pull only what they need, so endless
    /// sequences work; the rest act on the elements gathered into an array.
    func sequenceMember(_ v: Value, _ name: String, loc: Loc, forCall: Bool) throws -> Value? {
        guard isIterableScriptValue(v) else { return nil }
        switch name {
        case "lazy":
            // Its adaptors pull one element at a time, so an endless sequence's `lazy.map` ends.
            return natives.lazySequence(overScript: v, self, loc)
        case "underestimatedCount" where !forCall && v.userType.map({ !hasMember($0, "startIndex") }) ?? false:
            // `Sequence`'s default; a `Collection`'s is its count.
            return .int(0)
        case "first" where !forCall:
            return try elementSource(v, loc).next().map { .some($0) } ?? .null
        default:
            if let t = v.userType, let defaults = collectionDefaults(t, name, receiver: v) {
                // `prefix(2)` is the collection's slice; `prefix(while:)` still its elements' array's.
                guard Self.sliceDefaults.contains(name), case .function(let f) = try member(of: try asArray(v, loc), name, loc: loc, expected: nil, forCall: forCall),
                      case .native(_, let fs) = f.kind, case .native(_, let mine) = defaults.kind else { return .function(defaults) }
                let taken = Set(mine.map { $0.decl.params.map { $0.label ?? "_" } })
                let others = fs.filter { !taken.contains($0.decl.params.map { $0.label ?? "_" }) }
                return .function(others.isEmpty ? defaults : FunctionValue(.overloads([defaults, FunctionValue(.native(name: name, others), receiver: f.receiver)])))
            }
            if let fs = natives.standardTypes["Sequence"]?.methods[name] { return .function(FunctionValue(.native(name: name, fs), receiver: v)) }
            if forCall, let writing = try mutableCollectionMember(v, name, loc: loc) { return .function(writing) }
            return try member(of: try asArray(v, loc), name, loc: loc, expected: nil, forCall: forCall)
        }
    }

    /// `reverse()` as an array method (arrays themselves reverse in place elsewhere).
    nonisolated(unsafe) static let reverseInPlace: NativeFunction = {
        let decl = FunctionDecl(name: "reverse", params: [], returnType: nil, body: nil, loc: .none)
        decl.isMutating = true
        return NativeFunction(decl: decl) { c in
            if case .array(let xs)? = c.receiver { c.newReceiver = .array(xs.reversed()) }
            return .void
        }
    }()

    /// `ring.swapAt(0, 1)`, `ring.sort()`, `ring.reverse()` on a script `MutableCollection`: the
    /// array method runs on its elements, and each element that moved is written back through
    /// the collection's own subscript setter, so it stays its own type (it became an Array).
    func mutableCollectionMember(_ v: Value, _ name: String, loc: Loc) throws -> FunctionValue? {
        guard conformances(of: v).contains("MutableCollection") else { return nil }
        guard let fs = name == "reverse" ? [Self.reverseInPlace] : natives.standardTypes["Array"]?.methods[name]?.filter(\.decl.isMutating),
              !fs.isEmpty else { return nil }
        let wrapped = fs.map { f in
            NativeFunction(decl: f.decl) { [unowned self] c in
                guard let receiver = c.receiver else { return .void }
                var indices: [Value] = []
                let end = try member(of: receiver, "endIndex", loc: c.loc, expected: nil)
                var i = try member(of: receiver, "startIndex", loc: c.loc, expected: nil)
                while !valuesEqual(i, end) { try tick(c.loc); indices.append(i); i = try stepIndex(in: receiver, i, forward: true, c.loc) }
                let before = try indices.map { try callMethod(receiver, "subscript", [$0], c.loc).value }
                var inner = NativeCall(interpreter: self, receiver: .array(before), args: c.args, loc: c.loc)
                let result = try f.impl(&inner)
                guard case .array(let after)? = inner.newReceiver ?? inner.receiver, after.count == before.count else {
                    throw ScriptError(c.loc, "'\(name)' cannot change the number of elements of a MutableCollection")
                }
                var updated = receiver
                for (k, index) in indices.enumerated() where !valuesEqual(before[k], after[k]) {
                    updated = try setScriptElement(updated, at: index, after[k], c.loc)
                }
                c.newReceiver = updated
                return result
            }
        }
        return FunctionValue(.native(name: name, wrapped), receiver: v)
    }

    /// The standard `Collection` defaults a script collection does not declare itself
    /// (`index(_:offsetBy:)` beside its own `index(after:)`), and `RandomNumberGenerator`'s
    /// `next(upperBound:)` beside a generator's `next()`, bound to `receiver`.
    /// The `Collection` defaults that make a slice (or a reversed view) of a script collection.
    static let sliceDefaults: Set<String> = ["prefix", "suffix", "dropLast", "drop", "reversed"]

    func collectionDefaults(_ t: UserType, _ name: String, receiver: Value) -> FunctionValue? {
        // `rng.next(upperBound: 6)` beside a generator's own `next()`.
        if name == "next", let fs = natives.standardTypes["RandomNumberGenerator"]?.methods[name],
           t.chain.contains(where: { $0.conformances.contains("RandomNumberGenerator") }) {
            return FunctionValue(.native(name: name, fs), receiver: receiver)
        }
        guard ["index", "distance", "formIndex", "dropFirst"].contains(name) || Self.sliceDefaults.contains(name),
              var fs = natives.standardTypes["Collection"]?.methods[name], hasMember(t, "startIndex") else { return nil }
        // The collection's own `index(after:)`, `index(before:)` stand; the defaults fill in the rest.
        let own = Set(t.chain.flatMap { $0.methods[name] ?? [] }.map { $0.params.map { $0.label ?? "_" } })
        fs.removeAll { own.contains($0.decl.params.map { $0.label ?? "_" }) }
        return fs.isEmpty ? nil : FunctionValue(.native(name: name, fs), receiver: receiver)
    }

    /// One step of a script collection's index, by its own `index(after:)` or `index(before:)`.
    func stepIndex(in collection: Value, _ i: Value, forward: Bool, _ loc: Loc) throws -> Value {
        let label = forward ? "after" : "before"
        if let t = collection.userType {
            for owner in t.chain {
                if let step = owner.methods["index"]?.first(where: { $0.params.count == 1 && $0.params[0].label == label }) {
                    return try withCallDepth(loc) { try invoke(step, env: owner.env, selfType: owner, receiver: collection, args: [i], loc: loc).value }
                }
            }
            // A RandomAccessCollection whose index is an Int (Strideable) steps by one without saying how.
            if case .int(let n) = i { return .int(forward ? n + 1 : n - 1) }
        }
        throw ScriptError(loc, forward ? "value of type '\(collection.typeName)' has no member 'index(after:)'"
                                       : "Fatal error: Only BidirectionalCollections can be advanced by a negative amount")
    }

    /// `index(_:offsetBy:limitedBy:)`: nil when the walk would pass `limit`.
    func offsetIndex(in collection: Value, _ start: Value, by distance: Int, limitedBy limit: Value?, _ loc: Loc) throws -> Value? {
        var i = start
        for _ in 0..<distance.magnitude {
            try tick(loc)
            if let limit, valuesEqual(i, limit) { return nil }
            i = try stepIndex(in: collection, i, forward: distance > 0, loc)
        }
        return i
    }

    /// `distance(from:to:)`: steps forward to `end`, or back when `end` comes first.
    func indexDistance(in collection: Value, from start: Value, to end: Value, _ loc: Loc) throws -> Int {
        let first = try member(of: collection, "startIndex", loc: loc, expected: nil)
        let last = try member(of: collection, "endIndex", loc: loc, expected: nil)
        var (i, n) = (start, 0)
        while !valuesEqual(i, end) {
            try tick(loc)
            if valuesEqual(i, last) {
                (i, n) = (start, 0)
                while !valuesEqual(i, end) {
                    try tick(loc)
                    guard !valuesEqual(i, first) else { throw ScriptError(loc, "Fatal error: Index out of bounds") }
                    i = try stepIndex(in: collection, i, forward: false, loc)
                    n -= 1
                }
                return n
            }
            i = try stepIndex(in: collection, i, forward: true, loc)
            n += 1
        }
        return n
    }

    /// Whether a script type (or an extension or protocol extension of it) declares `name`.
    func hasMember(_ t: UserType, _ name: String) -> Bool {
        for owner in t.chain {
            if owner.methods[name] != nil || owner.computed[name] != nil { return true }
            if owner.storedProperties.contains(where: { $0.name == name }) { return true }
        }
        for proto in t.conformances {
            if let ext = extensions[proto] ?? userTypes[proto], ext.methods[name] != nil || ext.computed[name] != nil { return true }
        }
        return false
    }

    /// Calls the method `name` of `receiver` with positional arguments.
    func callMethod(_ receiver: Value, _ name: String, _ args: [Value], _ loc: Loc) throws -> Invocation {
        guard case .function(let f) = try member(of: receiver, name, loc: loc, expected: nil, forCall: true) else {
            throw ScriptError(loc, "'\(name)' of '\(receiver.typeName)' is not a method")
        }
        guard let candidate = positionalCandidate(candidates(for: f), count: args.count, args: args) else {
            throw ScriptError(loc, "'\(name)' of '\(receiver.typeName)' cannot be called")
        }
        return try withCallDepth(loc) { try candidate.run(args, loc) }
    }
}
