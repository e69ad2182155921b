extension Interpreter {
    /// Evaluates `e`. `expected` is the contextual type (annotation, parameter, other operand):
    /// it turns integer literals into floating point and gives implicit members their type.
    func eval(_ e: Expr, _ env: Env?, expected: TypeExpr? = nil) throws -> Value {
        // The hot shapes first, without copying `kind` (see `EvalShape`); each falls through to
        // the general case below whenever it would need more than the shape knows.
        let shape = e.evalShape
        switch shape.op {
        case .local:
            if let v = env?.get(depth: shape.first, index: shape.second) {
                switch v {
                case .void, .native: break
                default: return v
                }
            }
        case .intLiteral where expected == nil:
            return .int(shape.first)
        case .floatLiteral where expected == nil:
            return .double(shape.floatValue, .double)
        case .global:
            // A stored global read before, in this session's table.
            if e.globalToken == globals.token, let v = globals.storedValue(e.globalSlot) {
                if case .native = v {} else { return v }
            }
        case .localField:
            // Only a field this node has read before; the first read, or another type's, goes
            // the general way, which fills the cache.
            switch env?.get(depth: shape.first, index: shape.second) {
            case .structValue(let s)?: if let v = cachedFieldHit(e, s.fields) { return v }
            case .object(let o)?: if let v = cachedFieldHit(e, o.fields) { return v }
            default: break
            }
        case .element:
            return try evalElement(shape, e, env, expected: expected)
        case .elementField:
            return try evalElementField(shape, e, env, expected: expected)
        case .binary:
            return try evalBinary(shape, e, env, expected: expected)
        case .ternary:
            return try evalTernary(shape, env, expected: expected)
        case .call:
            return try evalCall(shape, e, env, expected: expected)
        case .assign:
            try evalAssign(shape, e, env)
            return .void
        default:
            break
        }
        return try evalKind(e, env, expected: expected)
    }

    /// `eval` for every node the shape has no fast path for: kept out of line, so the hot
    /// shapes' frame stays small.
    @inline(never)
    func evalKind(_ e: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        switch e.kind {
        case .intLiteral(let i):
            if let kind = floatKind(expected) { return .double(Double(i), kind) }
            if expected != nil, let kind = fixedKind(expected) { return try fixedLiteral(i, kind, e.loc) }
            return .int(i)
        case .floatLiteral(let d):
            if let kind = floatKind(expected) { return .double(kind == .float ? Double(Float(d)) : d, kind) }
            return .double(d, .double)
        case .stringLiteral(let s):
            if let exp = expected.map(canonical)?.unwrapped {
                if exp.baseName == "Character", s.count == 1, let c = s.first { return .character(c) }
                if exp.baseName == "Unicode.Scalar" || exp.baseName == "UnicodeScalar", s.unicodeScalars.count == 1, let u = s.unicodeScalars.first {
                    return wrap(u, as: "Unicode.Scalar")
                }
                // A literal where SwiftUI wants a LocalizedStringKey (`Text("**b**")`) is read as Markdown.
                if exp.baseName == "LocalizedStringKey" { return localizedStringKey(s) }
            }
            return .string(s)
        case .boolLiteral(let b): return .bool(b)
        case .nilLiteral: return .null
        case .interpolation(let parts):
            if let custom = try customInterpolation(parts, env, expected: expected, loc: e.loc) { return custom }
            // As a LocalizedStringKey only the literal parts are Markdown; interpolated values show as they are.
            let key = expected.map(canonical)?.unwrapped.baseName == "LocalizedStringKey"
            var out = ""
            // An Image or Text interpolated into a key is drawn inline: the key is the Markdown
            // before it, it, and what follows, joined (SwiftUI's `appendInterpolation(_: Image)`).
            var pieces: [Value] = []
            for part in parts {
                switch part {
                case .literal(let s): out += s
                case .expr(let x):
                    let value = try eval(x, env)
                    if key, isInlineInLocalizedStringKey(value) {
                        pieces += [localizedStringKey(out), value]
                        out = ""
                        continue
                    }
                    if !key, let custom = try unlabelledInterpolation(out, value, loc: x.loc) {
                        out = custom
                        continue
                    }
                    let text = try describeOrThrow(value)
                    out += key ? markdownEscaped(text) : text
                case .call(let args, let loc):
                    out = try stringInterpolationCall(out, args, env, loc: loc)
                }
            }
            guard key else { return .string(out) }
            return pieces.isEmpty ? localizedStringKey(out) : localizedStringKey(joining: pieces + [localizedStringKey(out)])
        case .arrayLiteral(let xs):
            var elementType: TypeExpr?
            if let exp = expected.map(canonical)?.unwrapped, let set = try optionSetLiteral(xs, exp, env) { return set }
            if let exp = expected.map(canonical)?.unwrapped {
                if case .array(let t) = exp { elementType = t }
                if case .named("Set", let args) = exp { elementType = args.first }
                // `let doc: JSON = ["a", nil, true]`: the elements are what `init(arrayLiteral:)` takes.
                if case .array(let t)? = literalInitParameter(exp, "arrayLiteral") { elementType = t }
            }
            // `[Money(2), 1.99, -0.5]`: a script type written among the elements is all of theirs
            // (its literals become it); else a float literal makes the numbers Doubles.
            let unknownElements = elementType.map { isGenericName($0.baseName) && !isKnownTypeName($0.baseName) } ?? true
            if unknownElements, let written = siblingType(xs), isKnownTypeName(written.baseName) {
                elementType = written
            } else if unknownElements, xs.contains(where: { if case .floatLiteral = $0.kind { return true }; return false }) {
                elementType = .simple("Double")
            }
            var out: [Value] = []
            out.reserveCapacity(xs.count)
            // `[Level.low, .low]` where the context says nothing (or only `[T]`): the first
            // element's type gives the later implicit members theirs.
            let open = elementType.map { isGenericName($0.baseName) } ?? true
            if open, let first = xs.first, needsContext(first) { elementType = siblingType(xs) ?? elementType }
            // (`[Box(unit: Temp.c), Box(unit: .f)]`: a generic type named without its arguments
            // takes the first element's.)
            let bare = elementType.map { t in if case .named(let n, let args) = t, args.isEmpty, userTypes[n]?.genericParameters.isEmpty == false { true } else { false } } ?? false
            for x in xs {
                var v = try eval(x, env, expected: elementType)
                // `[M(2), 5, nil]` with `M: ExpressibleByIntegerLiteral, ExpressibleByNilLiteral`: every element is an M.
                if v.userType == nil, let t = elementType, isKnownTypeName(t.baseName),
                   let converted = try literalConversion(v, to: t, x.loc) { v = converted }
                if open || bare, out.isEmpty { elementType = literalElementType(v) ?? elementType }
                out.append(v)
            }
            if elementType == nil { out = unifyOptionals(unifyNumbers(out)) }
            // `s == [1, 2]` with `s: Set<Int>`: a literal where a set is wanted is one.
            if case .named("Set", _)? = expected.map(canonical)?.unwrapped { return .set(try makeSet(.array(out), e.loc)) }
            return .array(out)
        case .dictionaryLiteral(let kvs):
            // A `KeyValuePairs<K, V>` (ordered pairs, keys may repeat): its pairs in order.
            if case .array(.tuple(let kv, let labels))? = expected.map(canonical), kv.count == 2, labels == ["key", "value"] {
                return .array(try kvs.map { k, v in .tuple([try eval(k, env, expected: kv[0]), try eval(v, env, expected: kv[1])], labels) })
            }
            var keyType: TypeExpr?, valueType: TypeExpr?
            if let exp = expected.map(canonical)?.unwrapped, case .dictionary(let k, let v) = exp { keyType = k; valueType = v }
            // `let doc: JSON = ["tags": [nil, true]]`: keys and values as `init(dictionaryLiteral:)` takes them.
            if let exp = expected.map(canonical)?.unwrapped, case .array(.tuple(let kv, _))? = literalInitParameter(exp, "dictionaryLiteral"), kv.count == 2 {
                keyType = kv[0]; valueType = kv[1]
            }
            // As in an array literal, the first key and value type the implicit members after them.
            let (openKeys, openValues) = (keyType == nil, valueType == nil)
            if openKeys, let first = kvs.first?.0, needsContext(first) { keyType = siblingType(kvs.map(\.0)) }
            if openValues, let first = kvs.first?.1, needsContext(first) { valueType = siblingType(kvs.map(\.1)) }
            var d = DictionaryValue()
            for (i, (k, v)) in kvs.enumerated() {
                let key = try literal(try eval(k, env, expected: keyType), k, as: keyType)
                guard HashKey(key) != nil else { throw ScriptError(k.loc, "type '\(key.typeName)' does not conform to protocol 'Hashable'") }
                let value = try eval(v, env, expected: valueType)
                if i == 0 {
                    if openKeys { keyType = literalElementType(key) ?? keyType }
                    if openValues { valueType = literalElementType(value) ?? valueType }
                }
                d.set(key, value)
            }
            return .dictionary(d)
        case .tuple(let args):
            var types: [TypeExpr]?
            var labels = args.map(\.label)
            if let exp = expected.map(canonical)?.unwrapped, case .tuple(let ts, let written) = exp, ts.count == args.count {
                types = ts
                // `(4, "s")` where `(dist: Int, prev: String?)` is wanted takes the written labels.
                if labels.allSatisfy({ $0 == nil }) { labels = written }
            }
            var vs: [Value] = []
            for (i, a) in args.enumerated() { vs.append(try eval(a.value, env, expected: types?[i])) }
            return .tuple(vs, labels)
        case .name(let n):
            return try lookupGlobal(n, e.loc)
        case .standardName(let n):
            return try lookupStandard(n, e.loc)
        case .superSelf(let depth, let index, _):
            guard let v = env?.get(depth: depth, index: index) else { throw ScriptError(e.loc, "'super' cannot be used outside of class members") }
            return v
        case .local(let depth, let index, let name):
            guard let v = env?.get(depth: depth, index: index) else { throw ScriptError(e.loc, "cannot find '\(name)' in scope") }
            if e.isComputedLocal, case .native(let n) = v, let accessors = n.payload as? ComputedLocal {
                return try callFunction(accessors.getter, [], e.loc)
            }
            if case .void = v, e.mayBeUnset {
                throw ScriptError(e.loc, "variable '\(name)' used before being initialized")
            }
            if case .native = v, let reference = v.weakReference { return try reference.read(e.loc) }
            return v
        case .global(let n):
            let slot = globalSlot(e, n)
            // `reduce(0, +)`: an operator as a value dispatches on its operands' types, even when
            // the script declared an overload of it (`func + (CGPoint, CGPoint)`).
            if let v = globals.entries[slot].value, !e.traits.contains(.operatorName) {
                if globals.entries[slot].isComputed, case .function(let f) = v { return try callFunction(f, [], e.loc) }
                if globals.entries[slot].isComputed, case .native(let n) = v, let accessors = n.payload as? ComputedLocal {
                    return try callFunction(accessors.getter, [], e.loc)
                }
                if case .native = v, let reference = v.weakReference { return try reference.read(e.loc) }
                return v
            }
            return try lookupGlobal(n, e.loc)
        case .member(let baseExpr, let name):
            if name == "none", isOptionalTypeReference(baseExpr, env) { return .null }  // `Int?.none`, `Optional<Int>.none`
            // `Int?.self`: the type `Optional<Int>`.
            if name == "self", case .optionalChainBase(let inner) = baseExpr.unparenthesizedOptionalType.kind, case .type(let wrapped)? = try? eval(inner, env) {
                return .type(.builtin("Optional<\(wrapped.name)>"))
            }
            if case .typeRef(.named("MemoryLayout", let args)) = baseExpr.kind, args.count == 1, let v = try memoryLayout(name, of: args[0], loc: e.loc) { return v }
            if hasMutatingGetters, let v = try readThroughMutatingGetterInPlace(baseExpr, name, env, loc: e.loc) { return v }
            var base = try eval(baseExpr, env, expected: chainContext(baseExpr, expected))
            // `3.ft` with `extension Double { var ft: Double }`: the literal is the Double that has it.
            if case .int(let i) = base, case .intLiteral = baseExpr.kind, !userTypeHasMember("Int", name), userTypeHasMember("Double", name) {
                base = .double(Double(i), .double)
            }
            // `show(V.one)` with `show(_: V<Double>)`: the generic type's static member is read with
            // the arguments its context gives (`T` is Double inside `one`).
            if case .type(.user(let u)) = base, !u.genericParameters.isEmpty,
               case .named(let n, let args)? = expected.map(canonical)?.unwrapped, n == u.name, !args.isEmpty,
               let written = genericArguments(of: .named(n, args)) {
                genericScopes.append(written)
                defer { genericScopes.removeLast() }
                return recordGenericArguments(written, on: try memberRead(e, baseExpr, name, base, env, expected: expected))
            }
            return try memberRead(e, baseExpr, name, base, env, expected: expected)
        case .implicitMember(let name):
            return try implicitMember(name, expected: expected, loc: e.loc)
        case .tupleIndex(let baseExpr, let i):
            let base = try eval(baseExpr, env)
            guard case .tuple(let vs, _) = base, i < vs.count else {
                throw ScriptError(e.loc, "value of type '\(base.typeName)' has no member '\(i)'")
            }
            return vs[i]
        case .call(let callee, let args):
            return try evalCall(callee, args, env, loc: e.loc, expected: expected)
        case .subscriptCall(let baseExpr, let args):
            let base = try eval(baseExpr, env)
            // `items[...]`: the unbounded range is the whole collection.
            if args.count == 1, case .global("...") = args[0].value.kind {
                // `xs[...]`: the whole array as a slice, the whole string as a Substring.
                if case .array(let xs) = base { return wrap(xs[...], as: "ArraySlice") }
                if case .string(let s) = base { return wrap(s[...], as: "Substring") }
                return base
            }
            return try subscriptRead(base, baseExpr, args, env, e.loc, expected: expected)
        case .binary(let op, let l, let r):
            let code = e.operatorCode
            if expected != nil, !isBool(expected), let v = try literalsOfContextType(op, l, r, env, loc: e.loc, expected: expected) { return v }
            if code != .other, let v = try evalIntegerBinary(code, l, r, env, loc: e.loc, expected: expected) { return v }
            return try evalBinary(op, l, r, env, loc: e.loc, expected: expected, code: code)
        case .prefix(let op, let x):
            return try evalPrefix(op, x, env, loc: e.loc, expected: expected)
        case .postfix(let op, let x):
            if op == "try?" {
                do { return wrapOptional(try eval(x, env, expected: expected?.unwrapped)) } catch is ThrownValue { return .null }
            }
            if op == "..." {
                // `arr[2...]`, `(3...).contains(x)`: a range with no upper bound (`nil` marks it).
                return .range(try eval(x, env), .null, closed: true)
            }
            let operand = try eval(x, env)
            if let r = try userUnaryOperator(op, x, operand, env, postfix: true, loc: e.loc) { return r }
            throw ScriptError(e.loc, "unary operator '\(op)' cannot be applied to an operand of type '\(operand.typeName)'")
        case .assign(let op, let lhs, let rhs):
            // `a?.x = make()`: through a nil chain nothing is evaluated, and the assignment is nil.
            if case .optionalChain(let chain) = lhs.kind {
                if try chainBaseIsNil(chain, env) { return .null }
                try evalAssign(op, lhs, rhs, env, loc: e.loc, code: op == nil ? nil : e.operatorCode)
                return .some(.void)
            }
            try refuseWriteThroughConstant(lhs, op == nil ? .assignment : .compoundAssignment, env, loc: lhs.loc)
            if op != nil, e.operatorCode.isArithmetic, try compoundIntegerAssign(e.operatorCode, lhs, rhs, env, loc: e.loc) { return .void }
            try evalAssign(op, lhs, rhs, env, loc: e.loc, code: op == nil ? nil : e.operatorCode)
            return .void
        case .ternary(let c, let a, let b):
            return try evalTernary(c, a, b, env, expected: expected)
        case .closure(let decl):
            // `let c: Check = { x in .some(x) }` with `typealias Check = (Int) -> Int?`.
            var expected = expected
            if let t = expected, case .named(let n, _) = t.unwrapped, typeAliases[n] != nil { expected = canonical(t) }
            // A closure made inside a generic function runs after it returns: its type keeps what
            // the function's placeholders were bound to (`chain<T>` returning `{ value in … }`).
            if let t = expected, let scope = genericScopes.last {
                let bound = scope.filter { !$0.key.hasPrefix("~") && t.mentions($0.key) }
                if !bound.isEmpty { expected = t.substituting(Array(bound.keys), with: Array(bound.values)) }
            }
            let isBuilder = expected.map(isViewBuilderType) ?? false
            let f = FunctionValue(.closure(decl, decl.captures.map { captured(env, $0[...]) } ?? env), isViewBuilder: isBuilder)
            if let scope = genericScopes.last, !scope.isEmpty { f.genericScope = scope }
            if environmentStack.last?.motion != nil { f.viewSlot = environmentStack.last?.custom[ViewStateSlot.key] as? ViewStateSlot }
            if decl.returnType == nil, case .function(_, .optional)? = expected?.unwrapped { f.returnsOptional = true }
            if let t = expected.map(canonical), case .function = t, isClosedType(t) { f.closureType = t }
            if decl.returnType == nil, case .function(_, let result)? = expected?.unwrapped {
                let bound = canonical(result)
                // `r.flatMap { $0 > 3 ? .success($0) : .failure(e) }`: a closure's `return` takes the
                // parameter's result type when it names a type (not a generic parameter left open).
                if bound.description != result.description || isKnownTypeName(bound.baseName) || isClosedType(bound) { f.returnContext = bound }
            }
            if case .function(let ps, _)? = expected?.unwrapped {
                // `let add: (inout Int, Int) -> Void = { $0 += $1 }`: inout by its context.
                for (i, p) in ps.enumerated() where i < decl.params.count {
                    if case .named(TypeExpr.inoutMarker, _) = p { decl.inoutParams.insert(i) }
                    if case .optional = p, decl.params[i].type == nil, f.closureType == nil { f.optionalParameters.append(i) }
                }
            }
            if case .named("@builder", let args)? = expected?.unwrapped, let b = args.first?.baseName { f.resultBuilder = b }
            if case .named("ViewBuilder", _)? = expected?.unwrapped, userViewBuilder != nil { f.isViewBuilder = false; f.resultBuilder = "ViewBuilder" }
            return .function(f)
        case .reference(let x, let strength):
            let v = try eval(x, env, expected: expected)
            return WeakReference.holding(v, strength) ?? v
        case .forceUnwrap(let x):
            let v = try eval(x, env, expected: expected.map { .optional($0) })
            switch v {
            case .some(let inner): return inner
            case .null: throw ScriptError(e.loc, "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
            default: return v
            }
        case .optionalChainBase(let x):
            let v = try eval(x, env)
            switch v {
            case .some(let inner): return inner
            case .null: throw OptionalChainNil()
            default: return v
            }
        case .optionalChain(let x):
            // `Int?.self` is the type `Optional<Int>`, not a chain through a type.
            if case .member(let base, "self") = x.kind, case .optionalChainBase = base.kind, isOptionalTypeReference(base, env) { return try eval(x, env) }
            // `Int?.empty`: a static member of the type `Optional<Int>`.
            // (Only a type's name is evaluated to find out: any other base is the chain's, run once.)
            if case .member(let base, let name) = x.kind, case .optionalChainBase(let inner) = base.kind, namesType(inner),
               case .type(let wrapped)? = try? eval(inner, env) {
                let optional = Expr(.typeRef(.named("Optional", [writtenType(of: wrapped)])), base.loc)
                return try eval(Expr(.member(optional, name), x.loc), env, expected: expected)
            }
            do { return wrapOptional(try eval(x, env, expected: expected?.unwrapped)) } catch is OptionalChainNil { return .null }
        case .cast(let x, let t, let kind):
            var v = try eval(x, env, expected: t)
            // `dict[key] as? Int`: a conditional cast looks through the Optional it is given.
            if kind != .plain, case .some(let inner) = v, !canonical(t).isOptional { v = inner }
            let ok = try valueConforms(v, to: t) && (kind == .plain || !genericArgumentsDiffer(v, t))
            switch kind {
            case .plain:
                if ok || isNumeric(t) { return try coerce(v, to: t, e.loc) }
                // `[1, 2] as Bag` with `Bag: ExpressibleByArrayLiteral`: the literal makes one.
                if x.kind.isLiteral, let made = try literalConversion(v, to: t, e.loc) { return made }
                throw ScriptError(e.loc, "cannot convert value of type '\(v.typeName)' to type '\(t)' in coercion")
            case .optional:
                // A nil given to `as? T` (T not itself an Optional) fails, whatever `T` is bound to.
                if case .null = v, !canonical(t).isOptional { return .null }
                return ok ? .some(try coerce(v.optionalPayload ?? v, to: t, e.loc)) : .null
            case .forced:
                guard ok else { throw ScriptError(e.loc, "Could not cast value of type '\(v.typeName)' to '\(t)'") }
                return try coerce(v.optionalPayload ?? v, to: t, e.loc)
            }
        case .isType(let x, let t):
            var v = try eval(x, env)
            if case .some(let inner) = v, !canonical(t).isOptional { v = inner }
            return .bool(try valueConforms(v, to: t) && !genericArgumentsDiffer(v, t))
        case .keyPath(let components, let root):
            // `let k: WritableKeyPath<Employee, String> = \.name`: the context names the root.
            var root = root
            if root == nil, case .named(let n, let args)? = expected.map(canonical)?.unwrapped, n.hasSuffix("KeyPath"), let r = args.first {
                root = r.description
            }
            return try keyPathValue(components, root: root, env)
        case .typeRef(let t):
            return try typeValue(t, e.loc)
        case .statementExpr(let s):
            return try evalStatementExpr(s, env, expected: expected)
        case .unavailable(let error, let usedBy):
            throw ScriptError(error.loc, "\(error.message) (used by \(usedBy))")
        }
    }

    /// `base.name` once `base` is evaluated: a stored field through the node's cache, else the
    /// general member lookup.
    func memberRead(_ e: Expr, _ baseExpr: Expr, _ name: String, _ base: Value, _ env: Env?, expected: TypeExpr?) throws -> Value {
        switch base {
        case .structValue(let s): if let v = cachedField(e, s.fields, name) { return v }
        case .object(let o):
            if let v = cachedFieldHit(e, o.fields) { return v }
            // (A field a subclass overrides with accessors is never cached: its getter is read.)
            if !o.type.overridesStoredWithComputed(name), let v = cachedField(e, o.fields, name) { return v }
        // An array's own `count` and `isEmpty` (no extension may declare them again), read in
        // loop bounds and index arithmetic, without the standard member tables.
        case .array(let xs):
            if name == "count" { return .int(xs.count) }
            if name == "isEmpty" { return .bool(xs.isEmpty) }
        default: break
        }
        if case .superSelf(_, _, let className) = baseExpr.kind, let sup = userTypes[className]?.superclass {
            // `super.kind` in an `override class var`: the superclass's static member.
            if case .type = base { if let r = try staticMember(sup, name, loc: e.loc) { return r } }
            else if let r = try userMember(sup, receiver: base, name, loc: e.loc) { return r }
            // `super.sides` from an override with accessors: the field the superclass stores.
            if case .object(let o) = base, sup.findComputed(name) == nil, let v = o.fields[name] { return v }
        }
        if case .structValue(let s) = base, s.fields[name] == nil, s.type.lazyProperties.contains(name) {
            // First read of a `lazy var`: store it, as Swift's mutating getter does.
            let v = try member(of: base, name, loc: e.loc, expected: expected)
            var copy = s
            copy.fields[name] = v
            try? assign(to: baseExpr, .structValue(copy), env)
            return v
        }
        // `Box<Int>.zero`: inside the static member, `T` is `Int`.
        if case .typeRef(let t) = baseExpr.kind, let written = genericArguments(of: t) {
            genericScopes.append(written)
            defer { genericScopes.removeLast() }
            return recordGenericArguments(written, on: try member(of: base, name, loc: e.loc, expected: expected))
        }
        return try member(of: base, name, loc: e.loc, expected: expected)
    }

    /// `xs[i]` on a variable: an array's element read directly; any other value (or a range
    /// index) through `subscriptGet` with the values already evaluated.
    @inline(never)
    func evalElement(_ shape: EvalShape, _ e: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        let base = try withChild(shape.a) { try eval($0, env) }
        guard case .array(let xs) = base else {
            guard case .subscriptCall(let baseExpr, let args) = e.kind else { return .void }
            return try subscriptRead(base, baseExpr, args, env, e.loc, expected: expected)
        }
        let index = try withChild(shape.b) { try eval($0, env) }
        guard case .int(let i) = index else { return try arrayElement(xs, index, indexLoc: withChild(shape.b) { $0.loc }, e.loc) }
        guard i >= 0, i < xs.count else { throw ScriptError(e.loc, "Fatal error: Index out of range") }
        return xs[i]
    }

    /// `base[args]` read, `base` being `baseExpr`'s value: `d[k, default: []]` takes the default's
    /// type from the dictionary's written one (`[String: Set<String>]`: a `Set<String>`).
    /// `expected`: the read's context, which binds a generic subscript's result (`let n: Int? = s["n"]`).
    func subscriptRead(_ base: Value, _ baseExpr: Expr, _ args: [Argument], _ env: Env?, _ loc: Loc, expected: TypeExpr? = nil) throws -> Value {
        // `super[i]` in an `override subscript`: the superclass's subscript, not the override again.
        if case .superSelf(_, _, let className) = baseExpr.kind, let sup = userTypes[className]?.superclass,
           case .function(let f)? = try userMember(sup, receiver: base, "subscript", loc: loc) {
            return try call(candidates(for: f), name: "subscript", args, env, loc: loc, expected: nil).0
        }
        if case .dictionary = base, args.count == 2, args[1].label == "default", needsContext(args[1].value) || args[1].value.kind.isLiteral {
            return try subscriptGet(base, args, env, loc, writtenType: writtenStorageType(baseExpr, env))
        }
        return try subscriptGet(base, args, env, loc, expected: expected)
    }

    /// `xs[i].name`: the element's stored field through the node's cache, else the general
    /// member lookup on the element already read.
    @inline(never)
    func evalElementField(_ shape: EvalShape, _ e: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        try withChild(shape.a) { element in
            let base = try eval(element, env)
            switch base {
            case .structValue(let s): if let v = cachedFieldHit(e, s.fields) { return v }
            case .object(let o): if let v = cachedFieldHit(e, o.fields) { return v }
            default: break
            }
            guard case .member(_, let name) = e.kind else { return .void }
            return try memberRead(e, element, name, base, env, expected: expected)
        }
    }

    /// A standard operator's node, its operands lent by the shape.
    @inline(never)
    func evalBinary(_ shape: EvalShape, _ e: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        try withChild(shape.a) { l in
            try withChild(shape.b) { r in
                if expected != nil, !isBool(expected), let v = try literalsOfContextType(name(of: shape.code), l, r, env, loc: e.loc, expected: expected) { return v }
                if l.traits.contains(.typeMember) || r.traits.contains(.typeMember),
                   let v = try genericMemberBesideOperand(name(of: shape.code), shape.code, l, r, env, loc: e.loc) { return v }
                if let v = try evalIntegerBinary(shape.code, l, r, env, loc: e.loc, expected: expected) { return v }
                return try evalBinary(name(of: shape.code), l, r, env, loc: e.loc, expected: expected, code: shape.code)
            }
        }
    }

    /// `V.one + a`, `a ⨯ V.unitX` with `a: V<Double>`: a static member of a generic type written
    /// without its arguments takes them from the other operand (read first when it is on the
    /// right: a variable read has no effects).
    @inline(never)
    func genericMemberBesideOperand(_ op: String, _ code: OperatorCode?, _ l: Expr, _ r: Expr, _ env: Env?, loc: Loc) throws -> Value? {
        func genericType(_ e: Expr) -> UserType? {
            guard e.traits.contains(.typeMember), case .member(let base, _) = e.kind, case .global(let n) = base.kind,
                  let type = userTypes[n], !type.genericParameters.isEmpty else { return nil }
            return type
        }
        if let type = genericType(l), r.traits.contains(.contextFree) {
            let rv = try eval(r, env)
            guard rv.userType === type else { return try binaryOp(op, try eval(l, env), rv, loc: loc, code: code) }
            return try binaryOp(op, try eval(l, env, expected: typeExpr(of: rv)), rv, loc: loc, code: code)
        }
        if let type = genericType(r), l.traits.contains(.contextFree) {
            let lv = try eval(l, env)
            return try binaryOp(op, lv, try eval(r, env, expected: lv.userType === type ? typeExpr(of: lv) : nil), loc: loc, code: code)
        }
        return nil
    }

    @inline(never)
    func evalTernary(_ shape: EvalShape, _ env: Env?, expected: TypeExpr?) throws -> Value {
        try withChild(shape.a) { c in
            try withChild(shape.b) { a in
                try withChild(shape.c) { b in try evalTernary(c, a, b, env, expected: expected) }
            }
        }
    }

    func evalTernary(_ c: Expr, _ a: Expr, _ b: Expr, _ env: Env?, expected: TypeExpr?) throws -> Value {
        let context = ternaryContext(expected, a, b, env)
        let chosen = try truthy(try eval(c, env), c.loc) ? a : b
        let v = try eval(chosen, env, expected: context)
        // `ok ? parts[0] : nil`: beside a `nil`, the other branch is an Optional too.
        if (chosen === a ? b : a).traits.contains(.nilLiteral) { return wrapOptional(v) }
        return v
    }

    /// The context both branches of `c ? a : b` are evaluated in: the expected type, else one
    /// branch's written type (`ok ? .success(v) : Result<Int, E>.failure(e)`), as it is also for
    /// a generic parameter's open context (`width(ok ? 1 as UInt8 : 0)`: `T` is UInt8).
    func ternaryContext(_ expected: TypeExpr?, _ a: Expr, _ b: Expr, _ env: Env?) -> TypeExpr? {
        if let expected, !isGenericName(expected.baseName) { return expected }
        return writtenType(of: b) ?? writtenType(of: a) ?? expected ?? readType(of: a, b, env)
    }

    /// `x = v`, and `x += v` with a standard arithmetic operator.
    @inline(never)
    func evalAssign(_ shape: EvalShape, _ e: Expr, _ env: Env?) throws {
        try withChild(shape.a) { lhs in
            try withChild(shape.b) { rhs in
                try refuseWriteThroughConstant(lhs, shape.code == .other ? .assignment : .compoundAssignment, env, loc: lhs.loc)
                if shape.code == .other {
                    try evalAssign(nil, lhs, rhs, env, loc: e.loc, code: nil)
                } else if try !compoundIntegerAssign(shape.code, lhs, rhs, env, loc: e.loc) {
                    try evalAssign(name(of: shape.code), lhs, rhs, env, loc: e.loc, code: shape.code)
                }
            }
        }
    }

    /// `if`/`switch` used as an expression: the value of the branch's last expression.
    func evalStatementExpr(_ s: Stmt, _ env: Env?, expected: TypeExpr?) throws -> Value {
        let values = try buildValues([s], env, expected: expected, marksBranches: false)
        return values.last ?? .void
    }

    func wrapOptional(_ v: Value) -> Value {
        switch v {
        case .some, .null: return v
        default: return .some(v)
        }
    }

    /// `[nil, 1]`, `[Int?.none, 1]` are `[Int?]` in Swift: the other elements are wrapped.
    func unifyOptionals(_ xs: [Value]) -> [Value] {
        func isOptional(_ v: Value) -> Bool { if case .some = v { return true }; return v.isNull }
        guard xs.contains(where: isOptional), !xs.allSatisfy(isOptional) else { return xs }
        return xs.map { isOptional($0) ? $0 : .some($0) }
    }

    /// `[1, 2.5]` is `[Double]` in Swift: integer elements join the floating-point ones.
    func unifyNumbers(_ xs: [Value]) -> [Value] {
        var kind: FloatKind?
        for x in xs { if case .double(_, let k) = x { kind = k; break } }
        guard let kind, xs.contains(where: { if case .int = $0 { return true }; return false }) else { return xs }
        return xs.map { if case .int(let i) = $0 { return .double(Double(i), kind) }; return $0 }
    }

    func floatKind(_ t: TypeExpr?) -> FloatKind? {
        guard let t else { return nil }
        // The standard names first: no alias or generic parameter can be called these.
        if case .named(let n, let args) = t, args.isEmpty {
            if let kind = FloatKind(typeName: n) { return kind }
            if n == "Int" || n == "String" || n == "Bool" { return nil }
        }
        let name = canonical(t).unwrapped.baseName
        return name == "TimeInterval" || name == "Angle.Degrees" ? .double : FloatKind(typeName: name)
    }

    func isNumeric(_ t: TypeExpr) -> Bool {
        ["Int", "Double", "CGFloat", "Float"].contains(canonical(t).baseName)
    }

    /// A `@resultBuilder struct ViewBuilder` the script declared itself: `@ViewBuilder` is then
    /// the script's builder, not SwiftUI's.
    var userViewBuilder: UserType? {
        guard let t = userTypes["ViewBuilder"], t.staticMethods["buildBlock"] != nil || t.staticMethods["buildPartialBlock"] != nil else { return nil }
        return t
    }

    func isViewBuilderType(_ t: TypeExpr) -> Bool {
        if case .named("ViewBuilder", _) = t { return true }
        if case .named("@builder", _) = t { return true }
        if case .optional(let w) = t { return isViewBuilderType(w) }
        return false
    }

    // MARK: Implicit members

    /// `.black.opacity(0.2)`, `.title.bold()`: the first member of an implicit member chain is
    /// looked up on the whole chain's contextual type (Swift requires the chain to end in it).
    func chainContext(_ base: Expr, _ expected: TypeExpr?) -> TypeExpr? {
        guard expected != nil else { return nil }
        var e = base
        while true {
            switch e.kind {
            case .implicitMember: return expected
            case .member(let b, _): e = b
            case .call(let c, _): e = c
            case .postfix(let op, let b) where op == "!" || op == "?": e = b
            case .optionalChain(let b), .optionalChainBase(let b): e = b
            default: return nil
            }
        }
    }

    /// `.red`, `.center`, `.infinity`, `.system(size: 12)`: looked up on the expected type.
    func implicitMember(_ name: String, expected: TypeExpr?, loc: Loc) throws -> Value {
        // `let x: Int?? = .none`: Optional's own case, whatever it wraps.
        if name == "none", case .optional? = expected.map(canonical) { return .null }
        guard let exp = contextOrOnlyOwner(expected, name) else {
            throw ScriptError(loc, "cannot infer contextual base in reference to member '\(name)'")
        }
        if case .named("ViewBuilder", _) = exp {
            throw ScriptError(loc, "cannot infer contextual base in reference to member '\(name)'")
        }
        for base in implicitMemberBases(exp) {
            if let v = try? member(of: base, name, loc: loc, expected: exp) {
                // `.none` as an `Outcome<Int>`: made with the context's arguments.
                if case .enumValue = v, let generic = genericArguments(of: exp) { return recordGenericArguments(generic, on: v) }
                return v
            }
        }
        throw ScriptError(loc, "type '\(exp)' has no member '\(name)'")
    }

    /// The type an implicit member is looked up in: its context, or when that says nothing (none,
    /// or `Any`), the one script type that has the member (`onlyTypeWithMember`).
    func contextOrOnlyOwner(_ expected: TypeExpr?, _ name: String) -> TypeExpr? {
        var context = expected.map(canonical)?.unwrapped
        // `let z: T = .zero` with `T` known only from a literal argument: that literal's type.
        if case .named(let n, let args)? = context, args.isEmpty, let loose = genericScopes.last?[Self.looseBinding(n)] { context = loose }
        if let context, context.baseName != "Any" { return context }
        return onlyTypeWithMember(name) ?? context
    }

    /// `f() == .b` where `f()` gave nil, so no type is left to look `.b` up in: the one script
    /// type that has a case or static member of that name, when there is exactly one (Swift
    /// knew the type; a valid program names a member of it).
    func onlyTypeWithMember(_ name: String) -> TypeExpr? {
        var found: UserType?
        for t in userTypes.values where t.kind != .protocolType && t.kind != .extensionOf {
            guard t.cases.contains(where: { $0.name == name }) || t.staticStored[name] != nil || t.staticComputed[name] != nil || t.staticMethods[name] != nil else { continue }
            if found != nil { return nil }
            found = t
        }
        return found.map { .simple($0.name) }
    }

    /// The types whose static members an implicit member may name: the type itself, or for a
    /// protocol (`ShapeStyle`), the concrete types SwiftUI extends it with (`Color`, gradients).
    func implicitMemberBases(_ t: TypeExpr, member: String? = nil) -> [Value] {
        let name = t.baseName
        var out: [Value] = []
        if let v = try? typeValue(t, .none), case .type = v { out.append(v) }
        if let providers = nativeTypes[name]?.implicitMemberTypes {
            for p in providers { if let nt = nativeTypes[p] { out.append(.type(.native(nt))) } }
        }
        // `.capsule` where an `InsettableShape` is wanted: a protocol's (a type that makes no
        // values of its own) are also those of the protocols it refines.
        if let native = nativeTypes[name], native.inits.isEmpty {
            for p in native.conformances { if let nt = nativeTypes[p], nt !== native { out.append(.type(.native(nt))) } }
        }
        if isNumeric(t) || name == "Optional" { out.append(.type(.builtin(name))) }
        // Bindings are plain values in a static picture (`$x` reads `x`, `isOn: Bool`), so
        // `.constant(v)` fits wherever `v` does.
        if member == "constant", name != "Binding", let b = nativeTypes["Binding"] { out.append(.type(.native(b))) }
        return out
    }

    // MARK: Assignment

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
            let r = try eval(rhs, env, expected: peekStorage(lhs, env).map(typeExpr(of:)))
            guard case .array(let more) = r else { return false }
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
    private func chainBaseIsNil(_ e: Expr, _ env: Env?) throws -> Bool {
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
    private func scriptSubscriptType(_ lhs: Expr, _ env: Env?) -> TypeExpr?? {
        guard case .subscriptCall(let base, _) = lhs.kind, base.traits.contains(.contextFree),
              let receiver = try? eval(base, env), let type = receiver.userType, type.kind != .enumType,
              let getters = type.chain.lazy.compactMap({ $0.methods["subscript"] }).first, !getters.isEmpty else { return nil }
        guard getters.count == 1, let written = getters[0].returnType else { return .some(nil) }
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
            let value = try eval(rhs, env, expected: xs.first.map { .array(typeExpr(of: $0)) })
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
            env?.set(depth: depth, index: index, value)
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
            globals[slot: slot].value = value
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
            if let updated { try assign(to: baseExpr, updated, env) }
        case .subscriptCall(let baseExpr, let args):
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
            if try assignThroughSubscriptInPlace(baseExpr, args, value, env, loc: target.loc) { return }
            let base = try eval(baseExpr, env)
            // `d["q"] = 5` on an empty `[K: Int]`: the literal key is a `K`, as the declaration says.
            var keyType: TypeExpr?
            if case .dictionary = base, args.count == 1, isScalarLiteral(args[0].value),
               case .dictionary(let k, _)? = writtenStorageType(baseExpr, env).map(canonical)?.unwrapped { keyType = k }
            let updated = try subscriptSet(base, args, value, env, target.loc, keyType: keyType)
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

    /// A static type for a runtime value, used as the contextual type of a later assignment.
    /// The type an expression names in its own text (`Shape.circle(r)`, `Point(x: 1)`), without
    /// evaluating it: context for an implicit member beside it.
    /// `[.horizontal, .top]` where an `Edge.Set` is wanted: a bridged option set written as an
    /// array literal is the union of its elements (`[]` the empty set). Nil when the type is not a
    /// bridged option set.
    func optionSetLiteral(_ xs: [Expr], _ type: TypeExpr, _ env: Env?) throws -> Value? {
        guard case .named(let n, let args) = type, args.isEmpty, let nt = nativeTypes[n] else { return nil }
        if xs.isEmpty { return nt.emptyOptionSet.map { .native(NativeValue(type: nt, payload: $0)) } }
        var combined: (any SetAlgebra)?
        for x in xs {
            guard case .native(let v) = try eval(x, env, expected: type), let element = v.payload as? any SetAlgebra else { return nil }
            combined = combined.map { union($0, element) } ?? element
        }
        return combined.map { .native(NativeValue(type: nt, payload: $0)) }
    }

    private func union<S: SetAlgebra>(_ a: S, _ b: any SetAlgebra) -> any SetAlgebra {
        (b as? S).map { a.union($0) } ?? a
    }

    /// `Int?`, `[Int]?` or `Optional<Int>` written where a value goes (`Int?.none`).
    /// `Int`, `Stack<Int>`, `[Int]`: an expression that is a type's name, read without effects.
    func namesType(_ e: Expr) -> Bool {
        switch e.kind {
        case .typeRef: return true
        case .global(let n), .name(let n), .standardName(let n):
            return userTypes[n] != nil || nativeTypes[n] != nil || Self.builtinTypeNames.contains(n) || typeAliases[n] != nil
        default: return false
        }
    }

    func isOptionalTypeReference(_ e: Expr, _ env: Env?) -> Bool {
        switch e.kind {
        case .typeRef(let t): return t.isOptional || t.baseName == "Optional"
        case .optionalChainBase(let inner):
            switch try? eval(inner, env) {
            case .type?: return true
            case .array(let xs)?: if xs.count == 1, case .type = xs[0] { return true }; return false  // `[Int]?`
            default: return false
            }
        default: return false
        }
    }

    /// The declared type of the variable or stored property `e` names, if it was written.
    func writtenStorageType(_ e: Expr, _ env: Env?) -> TypeExpr? {
        switch e.kind {
        case .local: return e.declaredType
        case .global(let n): return globals[slot: globalSlot(e, n)].type
        case .member(let baseExpr, let name):
            guard baseExpr.traits.contains(.contextFree) else { return nil }  // read twice: no side effects
            let type: UserType
            switch try? eval(baseExpr, env) {
            case .structValue(let s)?: type = s.type
            case .object(let o)?: type = o.type
            // `container.foregroundColor = .red` while unset: the bridged property's declared type.
            case .native(let n)?: return n.type.declaredMembers.first { $0.kind == .property && $0.name == name }?.signature?.type
            default: return nil
            }
            return type.chain.lazy.flatMap(\.storedProperties).first { $0.name == name }?.type
        default: return nil
        }
    }

    /// A collection literal's element type, from its first element, for the implicit members
    /// after it (`[Level.low, .high]`); nil for standard values, which type themselves.
    func literalElementType(_ v: Value) -> TypeExpr? {
        switch v {
        case .enumValue, .structValue:
            // `[Box(unit: Temp.c), Box(unit: .f)]`: a generic element's arguments, where they are
            // script types (a literal's type could still be another: `Box(1)` beside `Box(2.5)`).
            if v.userType?.genericParameters.isEmpty == false, case .named(let n, let args) = specializedTypeExpr(v), !args.isEmpty,
               args.allSatisfy({ userTypes[$0.baseName] != nil }) {
                return .named(n, args)
            }
            return typeExpr(of: v)
        case .native(let n): return .simple(n.type.name)
        case .tuple(let vs, let labels):
            // `[("a", P.low), ("b", .high)]`: each position of the first tuple types the later ones'
            // (`[(50.0, 0.0), (-600, 1)]`: Doubles there make the later integers Doubles).
            let parts = vs.map { v -> TypeExpr? in
                if case .double(_, let k) = v { return .simple(k.typeName) }
                return literalElementType(v)
            }
            guard parts.contains(where: { $0 != nil }) else { return nil }
            return .tuple(zip(parts, vs).map { $0 ?? typeExpr(of: $1) }, labels: labels)
        default: return nil
        }
    }

    /// A generic instance's type with its arguments (`Measurement<Meters>`), as far as they are known.
    func specializedTypeExpr(_ v: Value) -> TypeExpr {
        switch metatype(of: v) {
        case .generic(let u, let args): return .named(u.name, args)
        case let t: return .simple(t.name)
        }
    }

    /// Whether a script extension of the standard type `name` declares the member.
    func userTypeHasMember(_ name: String, _ member: String) -> Bool {
        guard let ext = extensions[name] else { return false }
        return ext.computed[member] != nil || ext.methods[member] != nil || ext.storedProperties.contains { $0.name == member }
    }

    /// The parameter type of a script type's `init(arrayLiteral:)` or `init(dictionaryLiteral:)`
    /// (`[JSON]` for `JSON...`), when it is expressible by that literal.
    func literalInitParameter(_ t: TypeExpr, _ label: String) -> TypeExpr? {
        guard case .named(let n, _) = t, let type = userTypes[n] ?? libraryTypes[n], type.kind != .protocolType else { return nil }
        return type.initializers.first { $0.params.count == 1 && $0.params[0].label == label }?.params[0].type
    }

    /// `animate ? .degrees(d) : configuration.startAngle`: the type of the branch that is a plain
    /// read (no effects), for the implicit member in the other.
    func readType(of a: Expr, _ b: Expr, _ env: Env?) -> TypeExpr? {
        let (member, other) = isImplicitMemberArgument(a) ? (a, b) : (b, a)
        guard isImplicitMemberArgument(member), !isImplicitMemberArgument(other) else { return nil }
        // `i < xs.count ? xs[i] : .identity`: the other branch's written type, without reading it
        // (that read may be the very thing the condition guards against).
        if var t = writtenStaticType(other, env).map({ canonicalThroughout($0) }) {
            // (`Element` in an `extension Array` method: what the receiver's elements are.)
            if !isConcreteType(t), case .type(let rt)? = try? typeValue(t, other.loc) { t = writtenType(of: rt) }
            if isConcreteType(t) { return t }
        }
        guard other.traits.contains(.contextFree), let v = try? eval(other, env) else { return nil }
        return typeExpr(of: v.optionalPayload ?? v)
    }

    /// `[.low, Level.high]`: a later element's written type, for an implicit member before it.
    func siblingType(_ xs: [Expr]) -> TypeExpr? { xs.lazy.compactMap(writtenType(of:)).first }

    func writtenType(of e: Expr) -> TypeExpr? {
        switch e.kind {
        case .call(let callee, _): return writtenType(of: callee)
        case .member(let base, _):
            if case .typeRef(let t) = base.kind { return t }
            if case .global(let n) = base.kind, userTypes[n] != nil || nativeTypes[n] != nil { return .simple(n) }
            if case .name(let n) = base.kind, userTypes[n] != nil || nativeTypes[n] != nil { return .simple(n) }
            if case .standardName(let n) = base.kind, nativeTypes[n] != nil { return .simple(n) }
            return nil
        case .global(let n), .name(let n): return userTypes[n] != nil ? .simple(n) : nil
        case .typeRef(let t): return t
        // `flag ? 1 as UInt8 : 0`: the other branch's literal is a UInt8 too.
        case .cast(_, let t, .plain): return t
        default: return nil
        }
    }

    /// `[\.name, \.age]`: key paths of one type are an array of it; of several, of the type Swift
    /// needs written for them to share an array (`PartialKeyPath<Employee>`). Nil for anything else.
    func keyPathsElementType(_ xs: [Value]) -> TypeExpr? {
        var names: [String] = [], roots: Set<String> = []
        for x in xs {
            guard case .function(let f) = x, f.keyPathText != nil, let name = f.keyPathWrittenType ?? keyPathTypeName(f) else { return nil }
            names.append(name)
            if let root = f.keyPathRoot { roots.insert(root) }
        }
        guard let first = names.first else { return nil }
        if Set(names).count == 1 { return .simple(first) }
        return roots.count == 1 ? .simple("PartialKeyPath<\(roots.first!)>") : .simple("AnyKeyPath")
    }

    /// The type of `v` as a written type. `qualified`: a nested type by its qualified name
    /// (`Length.UnitType`), as lookups need it, since another type may nest one of the same name;
    /// else by its own name, as `type(of:)` prints it (`Array<Dependency>`).
    func typeExpr(of v: Value) -> TypeExpr { typeExpr(of: v, qualified: true) }

    func typeExpr(of v: Value, qualified: Bool) -> TypeExpr {
        func name(_ t: UserType) -> String { qualified ? t.qualifiedName : t.name }
        switch v {
        case .int: return Self.intType
        case .fixedInt(let f): return .simple(f.kind.rawValue)
        case .double(_, .double): return Self.doubleType
        case .double(_, let k): return .simple(k.typeName)
        case .string: return Self.stringType
        case .character: return .simple("Character")
        case .bool: return Self.boolType
        case .array(let xs):
            if let paths = keyPathsElementType(xs) { return .array(paths) }
            if let shared = commonSuperclass(xs), shared !== xs.first?.userType, shared.genericParameters.isEmpty { return .array(.simple(name(shared))) }
            return .array(xs.first.map { typeExpr(of: $0, qualified: qualified) } ?? .simple("Any"))
        case .set(let s):
            return .named("Set", [s.members.first.map { typeExpr(of: $0, qualified: qualified) } ?? .simple("AnyHashable")])
        case .dictionary(let d):
            guard let k = d.keys.first, let v = d.values.first else { return .dictionary(.simple("AnyHashable"), .simple("Any")) }
            return .dictionary(typeExpr(of: k, qualified: qualified), typeExpr(of: v, qualified: qualified))
        case .some(let x): return .optional(typeExpr(of: x, qualified: qualified))
        case .structValue(let s): return s.type.genericParameters.isEmpty ? .simple(name(s.type)) : specializedTypeExpr(v)
        case .object(let o): return o.type.genericParameters.isEmpty ? .simple(name(o.type)) : specializedTypeExpr(v)
        case .enumValue(let e): return .simple(name(e.type))
        case .native(let n): return .simple(n.type.name)
        default: return .simple("Any")
        }
    }
}

extension Interpreter {
    /// `[Movie(…), Song(…)]`: an array literal of objects of sibling classes is an array of their
    /// nearest shared superclass, as Swift infers it. Nil unless every element is an object.
    func commonSuperclass(_ xs: [Value]) -> UserType? {
        guard case .object(let first)? = xs.first else { return nil }
        var chain = first.type.chain
        for x in xs.dropFirst() {
            guard case .object(let o) = x else { return nil }
            if o.type === chain[0] { continue }
            let theirs = o.type.chain
            guard let k = chain.firstIndex(where: { mine in theirs.contains { $0 === mine } }) else { return nil }
            chain.removeFirst(k)
        }
        return chain[0]
    }

    /// The scopes a closure keeps when it is made in `env` (see `CaptureLevel`).
    func captured(_ env: Env?, _ plan: ArraySlice<CaptureLevel>) -> Env? {
        guard let level = plan.first, let env else { return nil }
        switch level {
        case .keep: return env
        case .copy(let slots):
            let copy = Env(count: slots.last.map { $0 + 1 } ?? 0, parent: captured(env.parent, plan.dropFirst()))
            for i in slots where i < env.count { copy[i] = env[i] }
            return copy
        }
    }
}
