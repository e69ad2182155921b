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
            if let kind = floatKind(expected) { return .double(kind.rounded(d), kind) }
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
                // `let c: Corners = [.top]`: an OptionSet's elements are of its own type.
                if elementType == nil, let u = userTypes[exp.baseName] ?? nestedUserType(exp.baseName), u.kind != .protocolType, conforms(u, to: "OptionSet") { elementType = exp }
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
            // (Also where the context is an open `[T]`: `f([Float(6), 8])` passes Floats.)
            if elementType == nil || elementType.map({ isGenericName($0.baseName) && !isKnownTypeName($0.baseName) }) == true {
                out = unifyOptionals(unifyNumbers(out))
                // `[s, [2, 1]]` with `s: Set<Int>`: an array literal beside a set is one.
                if out.contains(where: { if case .set = $0 { true } else { false } }) {
                    for i in out.indices {
                        if case .array = out[i], case .arrayLiteral = xs[i].kind { out[i] = .set(try makeSet(out[i], xs[i].loc)) }
                    }
                }
            }
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
            // `route.base` of an `AnyHashable`: Loom keeps the value itself in one, so it is its base
            // (a hashable value without a `base` of its own was one to Swift's checker).
            if name == "base" {
                if (writtenStaticType(baseExpr, env) ?? inferredType(baseExpr, env)).map({ canonical($0).unwrapped.baseName }) == "AnyHashable" {
                    return base.optionalPayload ?? base
                }
                do { return try memberRead(e, baseExpr, name, base, env, expected: expected) } catch let error as ScriptError {
                    guard HashKey(base) != nil, error.message.contains("has no member 'base'") else { throw error }
                    return base
                }
            }
            return try memberRead(e, baseExpr, name, base, env, expected: expected)
        case .implicitMember(let name):
            return try implicitMember(name, expected: expected, loc: e.loc)
        case .labeledReference(let inner, let labels):
            return try namingOverload(try eval(inner, env), labels: labels, loc: e.loc)
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
            if hasMutatingGetters, case .structValue = base, let v = try readThroughMutatingSubscriptInPlace(baseExpr, args, env, loc: e.loc) { return v }
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
            if case .named("@builder", let args)? = expected?.unwrapped, let b = args.first?.baseName {
                f.resultBuilder = b
                // (What it returns picks its builder's `buildFinalResult`.)
                if f.returnContext == nil, args.count == 2, let result = args[1].functionResult.map(canonical), isClosedType(result) { f.returnContext = result }
            }
            if case .named("ViewBuilder", let args)? = expected?.unwrapped, userViewBuilder != nil {
                f.isViewBuilder = false
                f.resultBuilder = "ViewBuilder"
                if f.returnContext == nil, let result = args.first?.functionResult.map(canonical), isClosedType(result) { f.returnContext = result }
            }
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
            // `Int?.none.label`: so is every member read after it, as a plain chain.
            if let unchained = try optionalTypeMemberChain(x, env) { return try eval(unchained, env, expected: expected) }
            do { return wrapOptional(try eval(x, env, expected: expected?.unwrapped)) } catch is OptionalChainNil { return .null }
        case .cast(let x, .named(TypeExpr.compositionMarker, let parts), let kind):
            var v = try eval(x, env)
            if kind != .plain, case .some(let inner) = v { v = inner }
            let ok = try parts.allSatisfy { try valueConforms(v, to: $0) }
            switch kind {
            case .plain: return v
            case .optional: return ok && !v.isNull ? .some(v) : .null
            case .forced:
                guard ok else { throw ScriptError(e.loc, "Could not cast value of type '\(v.typeName)' to '\(parts.map(\.description).joined(separator: " & "))'") }
                return v
            }
        case .cast(let x, var t, let kind):
            // (`a as? T` where only a literal argument bound `T`: that literal's type, `Int`. Not a
            // forced cast: `self as! T` in `clamped<T>(min: 0, max: 1)` trusts the program, as a guess
            // from a literal could be wrong where Swift inferred `T` from the result.)
            if kind == .optional, case .named(let n, let args) = t, args.isEmpty, genericScopes.last?[n] == nil,
               let loose = genericScopes.last?[Self.looseBinding(n)] { t = loose }
            var v = try eval(x, env, expected: t)
            // `dict[key] as? Int`: a conditional cast looks through the Optional it is given.
            if kind != .plain, case .some(let inner) = v, !canonical(t).isOptional { v = inner }
            let ok = try valueConforms(v, to: t) && (kind == .plain || !genericArgumentsDiffer(v, t))
            switch kind {
            case .plain:
                if ok || isNumeric(t) { return try coerce(v, to: t, e.loc) }
                // `[1, 2] as Bag` with `Bag: ExpressibleByArrayLiteral`: the literal makes one.
                if x.kind.isLiteral, let made = try literalConversion(v, to: t, e.loc) { return made }
                // `"0.05" as Substring`, `"x" as Character`: a standard type the literal can also be.
                if x.kind.isLiteral, let made = try? coerce(v, to: t, e.loc) { return made }
                throw ScriptError(e.loc, "cannot convert value of type '\(v.typeName)' to type '\(t)' in coercion")
            case .optional:
                // A nil given to `as? T` (T not itself an Optional) fails, whatever `T` is bound to.
                if case .null = v, !canonical(t).isOptional { return .null }
                return ok ? .some(try coerce(v.optionalPayload ?? v, to: t, e.loc)) : .null
            case .forced:
                guard ok else { throw ScriptError(e.loc, "Could not cast value of type '\(v.typeName)' to '\(t)'") }
                return try coerce(v.optionalPayload ?? v, to: t, e.loc)
            }
        case .isType(let x, .named(TypeExpr.compositionMarker, let parts)):
            var v = try eval(x, env)
            if case .some(let inner) = v { v = inner }
            return .bool(try parts.allSatisfy { try valueConforms(v, to: $0) })
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
            if hasMutatingGetters, case .structValue = base, let v = try readThroughMutatingSubscriptInPlace(baseExpr, args, env, loc: e.loc) { return v }
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
            // (Of a nested one, `g[1, default: [:]]["a", default: []]`, what the outer read is declared to give.)
            return try subscriptGet(base, args, env, loc, writtenType: writtenStorageType(baseExpr, env) ?? inferredType(baseExpr, env))
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
        // `2 * M.make()` with `static func * (k: Scalar, m: M)`: the other operand's type is the
        // placeholder the operator's parameter names, which makes the member's type `M<Int>`.
        for (made, other, madeOnRight) in [(r, l, true), (l, r, false)] {
            guard case .call(let callee, _) = made.kind, isUnspecializedGenericMember(callee), case .member(let base, _) = callee.kind,
                  case .global(let n) = base.kind, let type = userTypes[n], !other.traits.contains(.typeMember) else { continue }
            let ov = try eval(other, env)
            // (`a + Matrix.identity(2)` with `a: Matrix<Int>`: the other operand's own type.)
            let context = ov.userType === type ? typeExpr(of: ov) : operatorOperandContext(op, type, other: ov, madeOnRight: madeOnRight)
            let mv = try eval(made, env, expected: context)
            return try madeOnRight ? binaryOp(op, ov, mv, loc: loc, code: code) : binaryOp(op, mv, ov, loc: loc, code: code)
        }
        return nil
    }

    /// The generic type `type` with its parameters bound by an operator `type` declares whose
    /// other parameter is one of them (`(k: Scalar, m: M)` beside an `Int` makes `M<Int>`).
    private func operatorOperandContext(_ op: String, _ type: UserType, other: Value, madeOnRight: Bool) -> TypeExpr? {
        for f in type.staticMethods[op] ?? [] where f.params.count == 2 {
            let (otherParam, madeParam) = madeOnRight ? (f.params[0], f.params[1]) : (f.params[1], f.params[0])
            guard case .named(let g, let gargs)? = otherParam.type, gargs.isEmpty, type.genericParameters.contains(g),
                  let mt = madeParam.type, mt.baseName == type.name || mt.baseName == "Self" else { continue }
            let args = type.genericParameters.map { $0 == g ? literalElementType(other) ?? typeExpr(of: other) : .named($0, []) }
            let made = TypeExpr.named(type.name, args)
            if isConcreteType(made) { return made }
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
        var context = ternaryContext(expected, a, b, env)
        let chosen = try truthy(try eval(c, env), c.loc) ? a : b
        // `xs.isEmpty ? 0 : total / Double(n)`: the literal is what the other branch is.
        // (Passed as `Any`, each branch is converted on its own: `print(xs.isEmpty ? 0 : xs[0])` prints `0`.)
        if isIntegerLiteral(chosen), context.map({ isGenericName($0.baseName) }) ?? true,
           let t = numberTypeBeside(chosen, chosen === a ? b : a, env) { context = t }
        let v = try eval(chosen, env, expected: context)
        // `ok ? parts[0] : nil`: beside a `nil`, the other branch is an Optional too.
        if (chosen === a ? b : a).traits.contains(.nilLiteral) { return wrapOptional(v) }
        // (So is it beside a failable initializer's result: `ok ? Section(rawValue: s) : .account`.)
        if isImplicitMemberArgument(chosen), callsFailableInitializer(chosen === a ? b : a) { return wrapOptional(v) }
        return v
    }

    /// `Section(rawValue: s)`, `Version("1.2")` with an `init?(_:)`: a call that makes an Optional.
    func callsFailableInitializer(_ e: Expr) -> Bool {
        guard case .call(let callee, let args) = e.kind, let t = writtenType(of: callee),
              let u = userTypes[t.baseName] ?? nestedUserType(t.baseName) else { return false }
        let labels = args.map(\.label)
        if u.kind == .enumType, u.rawType != nil, labels == ["rawValue"], !u.initializers.contains(where: { $0.params.map(\.label) == labels }) { return true }
        return u.initializers.contains { $0.isFailable && $0.params.count == labels.count && $0.params.map(\.label) == labels }
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
        guard xs.contains(where: { if case .int = $0 { return true }; return false }) else { return xs }
        var kind: FloatKind?
        for x in xs { if case .double(_, let k) = x { kind = k; break } }
        if let kind { return xs.map { if case .int(let i) = $0 { return .double(Double(i), kind) }; return $0 } }
        // `[UInt8(176), 64, 255]`: the literals beside a fixed-width integer are of its type.
        for x in xs {
            guard case .fixedInt(let f) = x else { continue }
            return xs.map { if case .int(let i) = $0 { return .fixedInt(FixedInt(f.kind, truncating: Int128(i))) }; return $0 }
        }
        return xs
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
        ["Int", "Double", "CGFloat", "Float", "Float16"].contains(canonical(t).baseName)
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
}

extension Interpreter {
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
