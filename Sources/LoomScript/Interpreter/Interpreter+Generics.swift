/// Generic constraints (`<T: Comparable>`, `where T: Equatable`) checked when a generic function
/// is called: a non-conforming argument is Swift's "requires that 'X' conform to 'P'" error,
/// at the call, before the body runs (instead of a confusing failure deep inside it).
extension Interpreter {
    func checkGenericRequirements(_ decl: FunctionDecl, _ args: [Value], selfType: UserType?, loc: Loc) throws {
        for (parameter, protocols) in decl.genericRequirements {
            var bound: Value?
            for (p, arg) in zip(decl.params, args) {
                for v in valuesBound(to: parameter, by: p.type, arg) {
                    if let b = bound, !sameGenericBinding(b, v) {
                        throw ScriptError(loc, "conflicting arguments to generic parameter '\(parameter)' ('\(b.typeName)' vs. '\(v.typeName)')")
                    }
                    bound = bound ?? v
                    for proto in protocols where !satisfies(v, proto) {
                        throw ScriptError(loc, "\(functionKind(decl, selfType)) '\(decl.name == "init" ? decl.signature : decl.name)' requires that '\(v.typeName)' conform to '\(proto)'")
                    }
                }
            }
        }
    }

    /// `total([Int8(3), 4], [4])` for `total<C>(_: C, _: C)`: an argument whose type only its
    /// literals say (`[4]`, `4`, `2.5`) takes the type another argument gives the same generic
    /// parameter, as Swift joins them; such arguments are made again in that type.
    func joinLiteralArguments(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ values: inout [Value], _ env: Env?) throws {
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], let t = p.type, case .named(let g, let a) = t, a.isEmpty, c.genericParameters.contains(g),
                  isUntypedLiteral(args[ai].value) else { continue }
            // (Among literals, one with a fraction makes the others floating point: `([2.5], [1])`.)
            let mine = hasFloatLiteral(args[ai].value)
            let donor = c.params.indices.first { pj in
                pj != pi && c.params[pj].type?.description == t.description
                    && mapping[pj].map { !isUntypedLiteral(args[$0].value) || !mine && hasFloatLiteral(args[$0].value) } == true
            }
            guard let donor else { continue }
            let other = typeExpr(of: values[donor])
            guard isConcreteType(other), other.description != typeExpr(of: values[pi]).description, other.baseName != "Any" else { continue }
            values[pi] = try coerce(try eval(args[ai].value, env, expected: other), to: other, args[ai].value.loc, argument: true)
        }
    }

    private func hasFloatLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .arrayLiteral(let xs): return xs.contains(where: hasFloatLiteral)
        case .dictionaryLiteral(let pairs): return pairs.contains { hasFloatLiteral($0.0) || hasFloatLiteral($0.1) }
        default: return e.traits.contains(.floatLiteral)
        }
    }

    /// A literal, or a collection literal of only such: what it is made as, its context says.
    private func isUntypedLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .arrayLiteral(let xs): return xs.allSatisfy(isUntypedLiteral)
        case .dictionaryLiteral(let pairs): return pairs.allSatisfy { isUntypedLiteral($0.0) && isUntypedLiteral($0.1) }
        default: return e.traits.contains(.numericLiteral) || e.kind.isLiteral && !e.kind.isNilLiteral
        }
    }

    /// Generic parameters are values inside the function (`T.zero`, `T(size: n)`, `"\(T.self)"`)
    /// and types in its casts (`x as? T`): each is bound to the type its arguments give it, as
    /// Swift infers it at the call. Returns the bindings for `canonical` to see while the body runs.
    /// `argumentTypes`: the call site's static types of arguments that are empty collections.
    func bindGenericParameters(_ decl: FunctionDecl, _ frame: Env, argumentTypes: [Int: TypeExpr] = [:]) -> [String: TypeExpr] {
        let first = decl.hasSelf ? 1 : 0
        var scope: [String: TypeExpr] = [:]
        for (k, name) in decl.genericParameters.enumerated() {
            var bound: (type: TypeExpr, runtime: RuntimeType, exact: Bool)?
            for (i, p) in decl.params.enumerated() where bound == nil {
                var arg = frame[first + i], type = p.type
                if p.isVariadic {
                    guard case .array(let xs) = arg, let x = xs.first else { continue }
                    arg = x
                    // A variadic `T...` is lowered as `[T]`: each argument is one element.
                    if case .array(let element)? = type { type = element }
                }
                bound = genericBinding(name, in: type, arg)
                if bound == nil, let type, let written = argumentTypes[i], let (p, t) = resultPlaceholderBinding(type, written), p == name,
                   case .type(let rt)? = try? typeValue(t, .none) {
                    bound = (t, rt, true)
                }
                if bound == nil, let t = keyPathValueType(name, in: p.type, arg, receiver: decl.hasSelf ? frame[0] : nil)
                    ?? closureResultBinding(name, in: p.type, arg) {
                    bound = (t, (try? typeValue(t, .none)).flatMap { if case .type(let rt) = $0 { return rt } else { return nil } } ?? .builtin(t.description), true)
                }
            }
            frame[first + decl.params.count + k] = .type(bound?.runtime ?? .builtin(name))
            // A number may have come from a literal, whose type Swift takes from elsewhere (`x.clamped(min: 0, max: 1)`
            // on a CGFloat binds T to CGFloat): casts to T then stay open rather than wrong. An
            // Optional never comes from a bare literal: `wrap(maybe)` binds T to `Int?` exactly.
            if let bound, bound.exact || bound.type.isOptional || !["Int", "Double", "CGFloat", "Float"].contains(bound.type.baseName) { scope[name] = bound.type }
            // Loosely bound, it still types what nothing else can (`let z: T = .zero`).
            else if let bound { scope[Self.looseBinding(name)] = bound.type }
            // What the body may assume of `T`, for the overloads it calls with a `T` (`constraintsKey`).
            let protocols = decl.genericRequirements.filter { $0.parameter == name }.flatMap(\.protocols)
            scope[Self.constraintsKey(name)] = .named(protocols.isEmpty ? "Any" : protocols.joined(separator: " & "), [])
        }
        return scope
    }

    /// Where a function's scope keeps the protocols its generic parameter `name` is constrained
    /// to (`Any` for none): inside `format<T>(_ v: T?)`, `format($0)` cannot take an overload
    /// that needs `T: StringProtocol`, whatever `$0` holds, as Swift decides before it runs.
    static func constraintsKey(_ name: String) -> String { "^" + name }

    /// `T` of a parameter `(Scalar) -> T` given a closure whose code says its result type.
    private func closureResultBinding(_ name: String, in written: TypeExpr?, _ arg: Value) -> TypeExpr? {
        guard case .function(_, let result)? = written?.unwrapped, case .named(let n, let args) = result, n == name, args.isEmpty,
              case .function(let f) = arg.optionalPayload ?? arg else { return nil }
        return writtenResultType(of: f)
    }

    /// Marks a protocol member's scope, whose `Self` is its conformer's type: there a bare
    /// `Outlined` is not the `Outlined<Plain>` that `Self` may be (as it is inside `Outlined`'s own members).
    static let conformerSelfKey = "@Self"

    /// Where a generic parameter bound only by a literal's type is kept in its scope: a name no
    /// written type can have, so `canonical` never reads it.
    static func looseBinding(_ name: String) -> String { "~" + name }

    /// `Item` in an instance member of `struct TabView<Item, Content>`: Loom's instances do not
    /// carry their generic arguments, so the type is read off the first stored property declared
    /// with the parameter (`selection: Item`, `items: [Item]`, `value: Item?`) that holds a value.
    /// (`fromScope`: else what the innermost scope binds that name to, when it is concrete. Not
    /// for an instance's own type: a caller's `Value` says nothing of the receiver's.)
    func genericArgument(_ name: String, of instance: Value, loc: Loc, fromScope: Bool = true) throws -> Value {
        let (type, fields): (UserType, Fields)
        switch instance {
        case .structValue(let s): (type, fields) = (s.type, s.fields)
        case .object(let o): (type, fields) = (o.type, o.fields)
        default:
            // A static member (`static var zero: Box { Box(v: T.zero) }` on `Box<Int>`): what the
            // type was named with.
            if case .type(let t) = instance, let bound = t.genericBindings?[name] { return try typeValue(bound, loc) }
            if let bound = genericScopes.last(where: { $0[name] != nil })?[name] { return try typeValue(bound, loc) }
            throw ScriptError(loc, "generic parameter '\(name)' is only known inside a struct or class instance")
        }
        // What its construction said, then what its stored values say.
        if let bound = fields.genericArguments?[name] { return try typeValue(bound, loc) }
        for owner in type.chain {
            for p in owner.storedProperties {
                if let value = fields[p.name], let bound = genericBinding(name, in: p.type, value) { return .type(bound.runtime) }
            }
        }
        if fromScope, let bound = genericScopes.last(where: { $0[name] != nil })?[name], isConcreteType(bound) { return try typeValue(bound, loc) }
        throw ScriptError(loc, "cannot infer generic parameter '\(name)' of '\(type.name)': no stored property declared with it holds a value")
    }

    /// The type a value passed as `type` gives the generic parameter `name`, if it mentions it.
    /// `exact` when it came from a metatype (`as: Int.self`) rather than a value, which may have been a literal.
    func genericBinding(_ name: String, in type: TypeExpr?, _ arg: Value) -> (type: TypeExpr, runtime: RuntimeType, exact: Bool)? {
        // `reducer: Reducer<State, Act>`: what the alias stands for.
        if case .named(let n, _)? = type, n != name, typeAliases[n] != nil, let t = type {
            return genericBinding(name, in: expandingAlias(t), arg)
        }
        switch type {
        case .named(let n, let args)? where args.isEmpty:
            // (A generic value with its arguments: `Outlined(inner: self)` with `self` an `Outlined<Plain>`.)
            if n == name { return (arg.userType?.genericParameters.isEmpty == false ? specializedTypeExpr(arg) : typeExpr(of: arg), metatype(of: arg), false) }
            if n == name + ".Type", case .type(let t) = arg { return (writtenType(of: t), t, true) }
            return nil
        // `Range<Bound>` given `0..<3`, `Set<T>` given a set: what their elements say.
        case .named(let n, let args)? where args.count == 1 && (n == "Range" || n == "ClosedRange"):
            guard case .range(let lower, _, _) = arg else { return nil }
            return genericBinding(name, in: args[0], lower)
        case .named("Set", let args)? where args.count == 1:
            guard case .set(let s) = arg, let first = s.members.first else { return nil }
            return genericBinding(name, in: args[0], first)
        // `path: KeyPath<R, V>` given `\Point.x`: `R` is the root it names, `V` its value's type.
        case .named(let n, let args)? where args.count == 2 && ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(n):
            guard case .function(let f) = arg, f.keyPathText != nil else { return nil }
            if case .named(name, let rargs) = args[0], rargs.isEmpty, let root = f.keyPathRoot, let u = userTypes[root] {
                return (.simple(root), .user(u), true)
            }
            guard let t = keyPathValueType(name, in: type, arg, receiver: nil), case .type(let rt)? = try? typeValue(t, .none) else { return nil }
            return (t, rt, true)
        case .named(let n, let args)?:
            // `[P<T>]` given `[P(x: 1.5)]`: `T` is what the instance's own `T` is.
            guard let u = arg.userType, u.name == n, u.genericParameters.count == args.count else { return nil }
            for (parameter, written) in zip(u.genericParameters, args) where written.mentions(name) {
                guard case .type(let bound)? = try? genericArgument(parameter, of: arg, loc: .none) else { continue }
                // (With its own arguments as types, not spelled into one name: `Box<Int>` is `Box` of `Int`.)
                if case .named(let w, let wargs) = written, w == name, wargs.isEmpty { return (writtenType(of: bound), bound, true) }
            }
            return nil
        case .optional(let w)?:
            if case .null = arg { return nil }
            if case .some(let x) = arg { return genericBinding(name, in: w, x) }
            return genericBinding(name, in: w, arg)
        case .array(let e)?:
            if case .array(let xs) = arg, let x = xs.first { return genericBinding(name, in: e, x) }
            return nil
        case .dictionary(let k, let v)?:
            guard case .dictionary(let d) = arg, let key = d.keys.first, let value = d.values.first else { return nil }
            return genericBinding(name, in: k, key) ?? genericBinding(name, in: v, value)
        case .tuple(let ts, _)?:
            // `entry((Port.self, 80))` with `_ kv: (K.Type, K.Value)`: what some element gives.
            guard case .tuple(let vs, _) = arg, vs.count == ts.count else { return nil }
            return zip(ts, vs).lazy.compactMap { self.genericBinding(name, in: $0, $1) }.first
        case .function(let ps, let r)?:
            // `Store(handle: log)` with `handle: (A) -> Void` and `func log(_ a: Action)`: `A` is
            // what the function's declaration writes in that place.
            guard case .function(let f) = arg, let signature = functionSignature(f) else { return nil }
            for (written, declared) in zip(ps + [r], signature.params + [signature.result ?? .tuple([], labels: [])]) {
                guard case .named(name, let args) = written, args.isEmpty else { continue }
                let bound = canonical(declared)
                guard isClosedType(bound), case .type(let rt)? = try? typeValue(bound, .none) else { continue }
                return (bound, rt, true)
            }
            return nil
        default: return nil
        }
    }

    /// `T` of `sum<T>(_ kp: KeyPath<Element, T>)` called with `\.salary`: the declared type of
    /// the path's last property, walked from the root type (the written root, or the element type
    /// of a sequence receiver) through each property's declaration. Nil when a step is not a
    /// declared property of a script type.
    func keyPathValueType(_ name: String, in type: TypeExpr?, _ arg: Value, receiver: Value?) -> TypeExpr? {
        guard case .named(let n, let args)? = type, ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(n), args.count == 2,
              case .function(let f) = arg, let path = f.keyPath, !path.isEmpty else { return nil }
        // `KeyPath<S, V?>` to an `Int?` property: `V` is `Int`.
        let throughOptional: Bool
        switch args[1] {
        case .named(name, let valueArgs) where valueArgs.isEmpty: throughOptional = false
        case .optional(.named(name, let valueArgs)) where valueArgs.isEmpty: throughOptional = true
        default: return nil
        }
        // (The root the path writes, when the parameter's is a placeholder: `zeroOf(\P.w)`.)
        var root: UserType? = userTypes[args[0].baseName] ?? f.keyPathRoot.flatMap { userTypes[$0] }
        if root == nil, let receiver {
            switch receiver {
            case .array(let xs): root = xs.first?.userType
            default: root = receiver.userType
            }
        }
        guard let root, let declared = declaredType(ofKeyPath: path, from: root) else { return nil }
        if throughOptional { if case .optional(let wrapped) = declared { return wrapped }; return nil }
        return declared
    }

    /// The type the properties along a key path declare (`\.owner.name` from `Pet`: `String`);
    /// nil when one of them is not a script type's.
    /// (A standard type's property along the way has the type its declaration in the registry
    /// says: `\.title.count` is an `Int`.)
    func declaredType(ofKeyPath path: [String], from root: UserType) -> TypeExpr? {
        var current: UserType? = root, currentName = root.name
        var found: TypeExpr?
        for component in path {
            var declared: TypeExpr?
            // `\.c.lat` with `c: (lat: Double, lon: Double)`: the tuple's element.
            if case .tuple(let elements, let labels)? = found.map(canonical) {
                let k = labels.firstIndex(of: component) ?? Int(component)
                guard let k, k < elements.count else { return nil }
                found = elements[k]
                current = userTypes[elements[k].unwrapped.baseName]
                currentName = elements[k].unwrapped.baseName
                continue
            }
            if let current {
                // (A stored property without a written type has its initial value's: `var x = 1`.)
                let stored = current.chain.lazy.flatMap(\.storedProperties).first { $0.name == component }
                declared = stored?.type ?? stored?.initial.flatMap { inferredType($0, nil, parameters: [:]) ?? (isIntegerLiteral($0) ? Self.intType : nil) }
                    ?? current.findComputed(component)?.getter.returnType
            } else if let table = natives.standardType(named: currentName) ?? nativeTypes[currentName] {
                declared = table.declaredMembers.first { $0.kind == .property && $0.name == component }?.signature?.type
            }
            guard let declared else { return nil }
            found = declared
            currentName = declared.unwrapped.baseName
            current = userTypes[currentName]
        }
        return found
    }

    /// The generic parameters of the type an initializer makes, as its arguments give them
    /// (`Box([1, 2])` with `init(_ xs: [T])`); nil when none is given.
    func initializerBindings(_ decl: FunctionDecl, _ frame: Env) -> [String: TypeExpr]? {
        guard let type = frame[0].userType, !type.genericParameters.isEmpty else { return nil }
        var scope = decl.sameTypeRequirements.filter { type.genericParameters.contains($0.key) }
        for name in type.genericParameters {
            // (Not from a parameter with a literal default: `value: T = 0` in a `Matrix<U>(rows:)`
            // whose `U` is not known yet says nothing of `T`; a default never binds a placeholder.)
            for (i, p) in decl.params.enumerated() where scope[name] == nil && i + 1 < frame.count && !(p.defaultValue.map(isLiteralExpr) ?? false) {
                if let bound = genericBinding(name, in: p.type, frame[i + 1]) { scope[name] = bound.type }
            }
        }
        return scope.isEmpty ? nil : scope
    }

    /// The generic arguments a struct or class instance was made with, when its construction named them.
    func recordedGenericArguments(_ v: Value) -> [String: TypeExpr]? {
        switch v {
        case .structValue(let s): s.fields.genericArguments
        case .object(let o): o.fields.genericArguments
        default: nil
        }
    }

    /// A generic instance made with an Optional argument (`Stack<String?>`): its methods' arguments
    /// must be wrapped as that Optional, so they are given its bindings whatever they are.
    func bindsAnOptional(_ v: Value) -> Bool {
        recordedGenericArguments(v)?.values.contains { $0.isOptional } ?? false
    }

    /// What a member of a generic type sees of its receiver: its generic arguments and `Self`
    /// (`Point<Float>`, which the bare name `Point` means inside). Nil when they are not known.
    func receiverBindings(_ receiver: Value) -> [String: TypeExpr]? {
        let type: RuntimeType
        switch receiver {
        case .structValue(let s) where !s.type.genericParameters.isEmpty: type = metatype(of: receiver)
        case .object(let o) where !o.type.genericParameters.isEmpty: type = metatype(of: receiver)
        case .enumValue(let e) where !e.type.genericParameters.isEmpty: type = metatype(of: receiver)
        case .type(let t): type = t
        default: return nil
        }
        guard case .generic(let u, let args) = type, var bindings = type.genericBindings else { return nil }
        bindings["Self"] = .named(u.name, args)
        return bindings
    }

    /// The bindings a written generic type gives its script type's parameters
    /// (`Result<Int, E>`: `Success` is `Int`, `Failure` is `E`).
    func genericArguments(of t: TypeExpr) -> [String: TypeExpr]? {
        // `Length<Meters>` with `typealias Length<X: U> = Measure<X>`: the aliased type's arguments.
        if case .named(let name, let args) = t, !args.isEmpty, userTypes[name] == nil, typeAliases[name] != nil {
            let expanded = canonical(t)
            return expanded.baseName == name ? nil : genericArguments(of: expanded)
        }
        guard case .named(let name, let args) = t, !args.isEmpty, let type = userTypes[name],
              type.genericParameters.count == args.count else { return nil }
        // Bound now, while the scope that binds them (`Measurement<V>` inside `converted<V>`) is innermost.
        return Dictionary(zip(type.genericParameters, args.map { canonicalThroughout($0) }), uniquingKeysWith: { a, _ in a })
    }

    /// `let g: Greeter = G(); g.wave()`: a protocol-extension method that is not a requirement is
    /// chosen by the variable's static type, as Swift does, even when the value's own type has a
    /// method of that name. Nil when the written type is not a protocol or `name` is a requirement.
    func staticallyDispatched(_ name: String, on base: Value, _ baseExpr: Expr, _ env: Env?, loc: Loc) throws -> FunctionValue? {
        if protocolExtensionMethods.epoch != declarationEpoch {
            let names = userTypes.values.lazy.filter { $0.kind == .protocolType }.flatMap(\.methods.keys)
            protocolExtensionMethods = (declarationEpoch, Set(names))
        }
        guard protocolExtensionMethods.names.contains(name), let t = writtenStaticType(baseExpr, env) else { return nil }
        let protocolName: String
        switch canonical(t) {
        case .named(let n, let args) where args.isEmpty: protocolName = n
        case .opaque(let n): protocolName = n
        default: return nil
        }
        guard let p = userTypes[protocolName], p.kind == .protocolType, p.methods[name] != nil else { return nil }
        // A requirement of the protocol or of one it refines is dispatched dynamically.
        var seen: Set<String> = []
        func required(_ q: UserType) -> Bool {
            guard seen.insert(q.name).inserted else { return false }
            if q.requirementNames.contains(name) { return true }
            return q.conformances.contains { conformedType($0, by: q).map(required) ?? false }
        }
        guard !required(p), case .function(let f)? = try userMember(p, receiver: base, name, loc: loc, searchProtocols: false) else { return nil }
        // Through the protocol alone, an extension's `where` clause is not known to hold: its
        // methods are not the ones chosen (`seeded.report()` on a `some Repository`).
        let all = p.methods[name] ?? []
        if all.contains(where: { !$0.extensionConstraints.isEmpty }) {
            let plain = all.filter { $0.extensionConstraints.isEmpty }.map { FunctionValue(.script($0, p.env, p), receiver: base) }
            if !plain.isEmpty { return plain.count == 1 ? plain[0] : FunctionValue(.overloads(plain)) }
        }
        return f
    }

    /// An expression's static type where its syntax and declarations say it without running
    /// anything: a variable's written type, a cast, an element of a variable written `[any P]`,
    /// the declared result of a plain script function (`make() -> any P`).
    func writtenStaticType(_ e: Expr, _ env: Env?) -> TypeExpr? {
        switch e.kind {
        // `self` in an `extension Array` method: an array of the `Element` its scope binds.
        case .local(_, _, "self") where e.declaredType == nil:
            guard let element = genericScopes.last?["Element"], case .array? = try? eval(e, env) else { return nil }
            return .array(element)
        case .local: return e.declaredType
        case .global(let n): return globals[slot: globalSlot(e, n)].type
        // `(s as any Greeter).wave()`: the cast is the static type.
        case .cast(_, let t, .plain): return t
        // `(i < count ? self[i] : .identity)`: the branch that says its type.
        case .ternary(_, let a, let b): return writtenStaticType(a, env) ?? writtenStaticType(b, env)
        case .subscriptCall(let base, let args) where args.count == 1 && args[0].label == nil:
            if case .array(let element)? = writtenStaticType(base, env).map(canonical) { return element }
            return nil
        case .call(let callee, _):
            guard case .global(let n) = callee.kind, case .function(let f)? = globals[slot: globalSlot(callee, n)].value,
                  case .script(let decl, _, _) = f.kind, decl.genericParameters.isEmpty else { return nil }
            return decl.returnType
        // `line.item` with `let item: any Item`: the property's written type (reading a
        // variable to find its type has no effects).
        case .member(let owner, let name):
            switch owner.kind {
            case .local, .global: break
            default: return nil
            }
            guard let type = (try? eval(owner, env))?.userType else { return nil }
            for t in type.chain {
                if let stored = t.storedProperties.first(where: { $0.name == name }) { return stored.type }
                if let (getter, _) = t.computed[name] { return getter.returnType }
            }
            return nil
        default: return nil
        }
    }

    /// The type of a value, as `type(of:)` gives it: script types are themselves, so their
    /// static members and initializers can be reached from it.
    func metatype(of v: Value) -> RuntimeType {
        switch v {
        case .structValue(let s): return s.type.genericParameters.isEmpty ? .user(s.type) : specializedType(s.type, of: v)
        case .object(let o): return o.type.genericParameters.isEmpty ? .user(o.type) : specializedType(o.type, of: v)
        case .enumValue(let e):
            guard let bound = e.genericArguments, !e.type.genericParameters.isEmpty else { return .user(e.type) }
            let args = e.type.genericParameters.compactMap { bound[$0] }
            return args.count == e.type.genericParameters.count ? .generic(e.type, args) : .user(e.type)
        // `ArraySlice<Int>`: the element type, from the first element.
        case .native(let n) where n.payload is ArraySlice<Value>:
            return .builtin("ArraySlice<\((n.payload as! ArraySlice<Value>).first.map { metatype(of: $0).name } ?? "Any")>")
        case .function(let f) where f.keyPathText != nil:
            // (Else the type it was stored as: `let kp: KeyPath<User, Int> = \.tags.count`.)
            return .builtin(keyPathTypeName(f) ?? f.keyPathWrittenType ?? v.typeName)
        case .function(let f):
            return .builtin(functionTypeName(f) ?? v.typeName)
        // `type(of: ring.dropFirst())`: the view's type with its base's (`Slice<Ring>`).
        case .native(let n) where n.payload is CollectionSlice: return .builtin("Slice<\(metatype(of: (n.payload as! CollectionSlice).base).name)>")
        case .native(let n) where n.payload is ReversedCollectionView:
            return .builtin("ReversedCollection<\(metatype(of: (n.payload as! ReversedCollectionView).base).name)>")
        case .native(let n):
            if let name = n.type.typeName?(n.payload) { return .builtin(name) }
            return .native(n.type)
        case .type(let t): return .builtin(t.name + ".Type")
        case .array, .some: return .builtin(typeExpr(of: v, qualified: false).description)
        case .dictionary(let d):
            let k = d.keys.first.map { metatype(of: $0).name } ?? "AnyHashable", val = d.values.first.map { metatype(of: $0).name } ?? "Any"
            return .builtin("[\(k): \(val)]")
        case .set(let s): return .builtin("Set<\(s.members.first.map { metatype(of: $0).name } ?? "AnyHashable")>")
        case .tuple(let vs, let labels):
            return .builtin("(" + zip(vs, labels).map { v, l in (l.map { $0 + ": " } ?? "") + metatype(of: v).name }.joined(separator: ", ") + ")")
        default: return .builtin(v.typeName)
        }
    }

    /// `(Int) -> Int`, `(Any..., String, String) -> ()`: a function's type as Swift names it, from
    /// its declaration; nil when a parameter's type is not written (a closure's `{ x in … }`).
    func functionTypeName(_ f: FunctionValue) -> String? {
        guard let (params, result) = declaredParameters(f) else { return nil }
        // A method of a generic type's instance: in that instance's arguments (`Box<String>().pair`
        // is `(String) -> Array<String>`).
        let receiverScope = f.receiver.flatMap { r in r.userType?.genericParameters.isEmpty == false ? receiverBindings(r) : nil }
        if let receiverScope { genericScopes.append(receiverScope) }
        defer { if receiverScope != nil { genericScopes.removeLast() } }
        var parts: [String] = []
        for p in params {
            guard let t = p.type else { return nil }
            var name = Self.spelledOut(canonicalThroughout(t).description)
            if p.isVariadic, case .array(let e) = t { name = Self.spelledOut(canonicalThroughout(e).description) + "..." }
            parts.append((p.isInout ? "inout " : "") + name)
        }
        let returned = result.map { Self.spelledOut(canonicalThroughout($0).description) } ?? "()"
        let effects: String = if case .script(let d, _, _) = f.kind, !d.effects.isEmpty { d.effects + " " } else { "" }
        return "(\(parts.joined(separator: ", "))) \(effects)-> \(returned == "Void" ? "()" : returned)"
    }

    /// A function's parameter and result types where its declaration (or a closure's context)
    /// writes them all; nil otherwise.
    func functionSignature(_ f: FunctionValue) -> (params: [TypeExpr], result: TypeExpr?)? {
        guard let (params, result) = declaredParameters(f) else { return nil }
        let types = params.compactMap(\.type)
        return types.count == params.count ? (types, result) : nil
    }

    private func declaredParameters(_ f: FunctionValue) -> (params: [Param], result: TypeExpr?)? {
        switch f.kind {
        case .script(let d, _, _): return (d.params, d.returnType)
        case .closure where f.closureType != nil, .native where f.closureType != nil:
            guard case .function(let ps, let r)? = f.closureType else { return nil }
            return (ps.map { Param(label: nil, name: "", type: $0) }, r)
        case .closure(let d, _):
            if d.returnType == nil, f.returnContext == nil { return nil }
            return (d.params.map { Param(label: nil, name: $0.name, type: $0.type) }, d.returnType ?? f.returnContext)
        case .native(_, let fs) where fs.count == 1: return (fs[0].decl.params, fs[0].decl.returnType)
        // `print` named as a value: the overload that writes to no stream (`to: &output` takes an inout).
        case .native(_, let fs):
            let plain = fs.filter { !$0.decl.params.contains(where: \.isInout) }
            return plain.count == 1 ? (plain[0].decl.params, plain[0].decl.returnType) : nil
        default: return nil
        }
    }

    /// A generic type with the arguments its instance `v` was made with (`type(of: Pair(v: 1))` is
    /// `Pair<Int>`), or the bare type when some argument is not known.
    private func specializedType(_ t: UserType, of v: Value) -> RuntimeType {
        var args: [TypeExpr] = []
        // What its construction wrote keeps its shape (`Stack<String?>`'s `Element` is an Optional).
        let recorded: [String: TypeExpr]? = switch v {
        case .structValue(let s): s.fields.genericArguments
        case .object(let o): o.fields.genericArguments
        default: nil
        }
        if let recorded, case let written = t.genericParameters.compactMap({ recorded[$0] }), written.count == t.genericParameters.count {
            return .generic(t, written.map(canonical))
        }
        for p in t.genericParameters {
            guard case .type(let bound)? = try? genericArgument(p, of: v, loc: .none, fromScope: false) else { return .user(t) }
            args.append(writtenType(of: bound))
        }
        return .generic(t, args)
    }

    /// The values a parameter of type `type` binds to the generic parameter `name`
    /// (`T`, `T?`, `[T]`, `T...`).
    private func valuesBound(to name: String, by type: TypeExpr?, _ arg: Value) -> [Value] {
        switch type {
        case .named(let n, let args)? where n == name && args.isEmpty: return [arg]
        case .optional(let w)?:
            if case .null = arg { return [] }
            if case .some(let x) = arg { return valuesBound(to: name, by: w, x) }
            return valuesBound(to: name, by: w, arg)
        case .array(let e)?:
            if case .array(let xs) = arg { return xs.flatMap { valuesBound(to: name, by: e, $0) } }
            return []
        default: return []
        }
    }

    /// Literals make one type in Swift (`max(1, 2.5)` is all Double): Int and floating point agree.
    private func sameGenericBinding(_ a: Value, _ b: Value) -> Bool {
        switch (a, b) {
        case (.int, .double), (.double, .int), (.int, .int), (.double, .double): return true
        case (.string, .character), (.character, .string): return true
        // `gcd(UInt8(200), 75)`: an integer literal takes the sized type beside it.
        case (.int, .fixedInt), (.fixedInt, .int): return true
        // An empty literal (`pick([1], [])`) takes its element type from the other argument.
        case (.array(let xs), .array(let ys)) where xs.isEmpty || ys.isEmpty: return true
        case (.dictionary(let x), .dictionary(let y)) where x.keys.isEmpty || y.keys.isEmpty: return true
        // `[Optional(1), nil]`: an empty Optional is of any Optional type.
        case (.null, .some), (.some, .null), (.null, .null): return true
        default: return a.typeName == b.typeName
        }
    }

    private func functionKind(_ decl: FunctionDecl, _ selfType: UserType?) -> String {
        if decl.name == "init" { return "initializer" }
        if !decl.hasSelf { return selfType == nil ? "global function" : "static method" }
        return decl.isStatic ? "static method" : "instance method"
    }

    /// Whether a value's type conforms to a protocol, with the standard library's rules for
    /// builtin types (tuples and functions are not Equatable; payload-free enums are Hashable).
    func satisfies(_ v: Value, _ proto: String) -> Bool {
        switch proto {
        case "Any": return true
        case "AnyObject": if case .object = v { return true }; return false
        case "Equatable", "Hashable":
            switch v {
            case .int, .fixedInt, .double, .bool, .string, .character, .set, .null: return true
            case .some(let x): return satisfies(x, proto)
            case .array(let xs): return xs.allSatisfy { satisfies($0, proto) }
            case .dictionary(let d): return d.values.allSatisfy { satisfies($0, proto) }
            case .range: return true
            case .tuple, .function, .void: return false
            case .enumValue(let e) where e.type.cases.allSatisfy({ $0.payload.isEmpty }) && !e.type.cases.isEmpty: return true
            default:
                let cs = conformances(of: v)
                return cs.contains(proto) || cs.contains("Hashable") || (proto == "Equatable" && cs.contains("Comparable"))
            }
        case "Comparable":
            switch v {
            case .int, .fixedInt, .double, .string, .character: return true
            // Optional is not Comparable (`pick<V: Comparable>(Optional(1))` takes another overload).
            case .bool, .array, .dictionary, .set, .tuple, .function, .void, .null, .range, .some: return false
            default: return conformances(of: v).contains(proto)
            }
        case "Numeric", "AdditiveArithmetic", "SignedNumeric", "Strideable":
            if case .int = v { return true }
            if case .fixedInt(let f) = v { return proto != "SignedNumeric" || f.kind.isSigned }
            if case .double = v { return true }
            return conformances(of: v).contains(proto)
        case "BinaryInteger", "FixedWidthInteger", "SignedInteger", "UnsignedInteger":
            if case .int = v { return proto != "UnsignedInteger" }
            if case .fixedInt(let f) = v { return proto == "SignedInteger" ? f.kind.isSigned : proto == "UnsignedInteger" ? !f.kind.isSigned : true }
            return false
        case "FloatingPoint", "BinaryFloatingPoint":
            if case .double = v { return true }
            return false
        case "StringProtocol":
            if case .string = v { return true }
            if case .native(let n) = v { return n.payload is Substring }
            return false
        case "Sequence", "Collection":
            switch v {
            case .array, .string, .set, .dictionary, .range: return true
            default: return conformances(of: v).contains(proto)
            }
        case "CustomStringConvertible":
            switch v {
            case .int, .double, .bool, .string, .character, .array, .dictionary, .set, .range: return true
            default: return conformances(of: v).contains(proto)
            }
        // SwiftUI's `extension Optional: View where Wrapped: View`: an absent view draws nothing.
        case "View" where v.isOptional:
            if case .some(let x) = v { return satisfies(x, proto) }
            return true
        default:
            if userTypes[proto]?.kind == .protocolType { return conformances(of: v).contains(proto) }
            // Bridged protocols (`View`, `Shape`) and names Loom does not know.
            return (try? valueConforms(v, to: .simple(proto))) ?? true
        }
    }
}

// MARK: Associated types

extension Interpreter {
    /// `S.Value` for a script type `S` that conforms to a protocol with `associatedtype Value`:
    /// its generic parameter or type alias of that name, else what Swift infers from the type's
    /// own declarations of the protocol's requirements (`subscript(key: K) -> V?` against
    /// `subscript(key: Key) -> Value?` makes `Value` be `V`, as the type was named with).
    /// `Scalar` of the conformer `Self` is (`Box<Float>`), in its terms: `typealias Scalar = T`
    /// or a witness `var v: T` with `T` its argument.
    func associatedType(_ name: String, ofConformer me: TypeExpr) throws -> TypeExpr? {
        guard case .named(let selfName, let selfArgs) = me, let own = userTypes[selfName] else { return nil }
        let bindings = own.genericParameters.count == selfArgs.count && !selfArgs.isEmpty
            ? Dictionary(zip(own.genericParameters, selfArgs), uniquingKeysWith: { a, _ in a }) : nil
        if let bindings { genericScopes.append(bindings) }
        defer { if bindings != nil { genericScopes.removeLast() } }
        return try associatedType(own, name).map(canonical)
    }

    /// `viaWitnesses`: read from the members that witness it even where the type has a generic
    /// parameter of that name (`InMemoryRepository<Entity>`'s `var all: [Entity]`).
    func associatedType(_ t: UserType, _ name: String, viaWitnesses: Bool = false) throws -> TypeExpr? {
        if !viaWitnesses, t.genericParameters.contains(name) { return genericScopes.last?[name] }
        if let alias = typeAliases[t.name + "." + name] { return alias }
        for proto in protocols(of: t) where proto.associatedTypes.contains(name) {
            for (requirement, type) in proto.requirementTypes where type.mentions(name) {
                for declared in try declaredTypes(of: requirement, in: t) {
                    if let found = matchAssociated(name, in: type, against: canonical(declared)) { return found }
                }
            }
        }
        // `extension Animatable where AnimatableData == Int { var animatableData: Int { 42 } }`: a
        // protocol extension's default, which the type uses, says it.
        for proto in protocols(of: t) where proto.associatedTypes.contains(name) {
            for (requirement, type) in proto.requirementTypes where type.mentions(name) {
                for p in protocols(of: t) {
                    guard let declared = p.computed[requirement]?.getter.returnType, !declared.mentions(name),
                          let found = matchAssociated(name, in: type, against: canonical(declared)), isConcreteType(found) else { continue }
                    return found
                }
            }
        }
        return try standardAssociatedType(t, name)
    }

    /// `Index`, `Element`, `Iterator` of a script `Sequence`/`Collection`, inferred from its
    /// witnesses as Swift infers them: `startIndex`'s type, the position subscript's or
    /// `next()`'s result, `makeIterator()`'s result.
    private func standardAssociatedType(_ t: UserType, _ name: String) throws -> TypeExpr? {
        func result(_ member: String, parameters: Int) throws -> TypeExpr? {
            for case .function(let ps, let r) in try declaredTypes(of: member, in: t) where ps.count == parameters { return r }
            return nil
        }
        switch name {
        case "Index": return try declaredTypes(of: "startIndex", in: t).first
        case "Element":
            if let r = try result("subscript", parameters: 1) { return r }
            if let r = try result("next", parameters: 0), case .optional(let w) = r { return w }
            if let iterator = try result("makeIterator", parameters: 0), let u = userTypes[iterator.baseName], u !== t {
                return try standardAssociatedType(u, "Element")
            }
            return nil
        case "Iterator": return try result("makeIterator", parameters: 0)
        // `Identifiable`'s: what `id` is declared as.
        case "ID": return try declaredTypes(of: "id", in: t).first
        default: return nil
        }
    }

    /// The script type a protocol member runs for: its receiver's, or the type it was called on.
    func conformingType(of receiver: Value) -> UserType? {
        if case .type(let t) = receiver, let u = t.userType, u.kind != .protocolType { return u }
        return receiver.userType
    }

    /// The script protocols a type conforms to, with the protocols they inherit.
    func protocols(of t: UserType) -> [UserType] {
        var out: [UserType] = []
        var names = expandingCompositions(t.chain.flatMap(\.conformances))
        while let n = names.popLast() {
            guard let p = conformedType(n, by: t), p.kind == .protocolType, p !== t, !out.contains(where: { $0 === p }) else { continue }
            out.append(p)
            names += expandingCompositions(p.conformances)
        }
        return out
    }

    /// The types a type declares for a member: a property's, a method's or subscript's result,
    /// or (`static var defaultValue = 0`) the type of the value it holds.
    private func declaredTypes(of member: String, in t: UserType) throws -> [TypeExpr] {
        var out: [TypeExpr] = []
        for owner in t.chain {
            // (`var w = 2.5` says its type by its value: `W` is Double.)
            for p in owner.storedProperties where p.name == member {
                if let t = p.type { out.append(t) } else if let e = p.initial, let t = inferredType(e, nil) ?? (isIntegerLiteral(e) ? .simple("Int") : nil) {
                    out.append(t)
                }
            }
            if let getter = owner.computed[member]?.getter, let g = getter.returnType { out.append(underlyingType(of: g, returnedBy: getter) ?? g) }
            // Methods and subscripts as function types, matching how requirements are kept.
            out += ((owner.methods[member] ?? []) + (owner.staticMethods[member] ?? [])).map { .function($0.params.compactMap(\.type), $0.returnType ?? .simple("Void")) }
            if let g = owner.staticComputed[member]?.returnType { out.append(g) }
            if let (type, _) = owner.staticStored[member] {
                if let type { out.append(type) } else if let v = try staticMember(owner, member, loc: .none) { out.append(typeExpr(of: v)) }
            }
        }
        return out
    }

    /// `var body: some View { Text() }`: the type an opaque result stands for, when its one
    /// expression says it without running (`Card.Body` is `Text`). Nil otherwise.
    private func underlyingType(of declared: TypeExpr, returnedBy decl: FunctionDecl) -> TypeExpr? {
        guard case .opaque = declared, let stmts = decl.body?.stmts, stmts.count == 1 else { return nil }
        let e: Expr
        switch stmts[0].kind {
        case .expr(let x), .returnStmt(let x?): e = x
        default: return nil
        }
        guard let t = inferredType(e, nil).map({ canonicalThroughout($0) }), isConcreteType(t) else { return nil }
        return t
    }

    /// What `name` stands for where `requirement` (written with it) and `declared` agree.
    private func matchAssociated(_ name: String, in requirement: TypeExpr, against declared: TypeExpr) -> TypeExpr? {
        if case .named(let n, let args) = requirement, n == name, args.isEmpty { return declared }
        switch (requirement, declared) {
        case (.optional(let a), .optional(let b)), (.array(let a), .array(let b)):
            return matchAssociated(name, in: a, against: b)
        case (.dictionary(let k1, let v1), .dictionary(let k2, let v2)):
            return matchAssociated(name, in: k1, against: k2) ?? matchAssociated(name, in: v1, against: v2)
        case (.named(let n1, let a1), .named(let n2, let a2)) where n1 == n2 && a1.count == a2.count:
            return zip(a1, a2).lazy.compactMap { self.matchAssociated(name, in: $0, against: $1) }.first
        case (.tuple(let t1, _), .tuple(let t2, _)) where t1.count == t2.count:
            return zip(t1, t2).lazy.compactMap { self.matchAssociated(name, in: $0, against: $1) }.first
        case (.function(let p1, let r1), .function(let p2, let r2)) where p1.count == p2.count:
            return matchAssociated(name, in: r1, against: r2) ?? zip(p1, p2).lazy.compactMap { self.matchAssociated(name, in: $0, against: $1) }.first
        default:
            return nil
        }
    }
}

extension Interpreter {
    /// A metatype as the type Swift writes for it: `[String].self` is `[String]` (a builtin
    /// type's name is its spelling), `Pair<Int>.self` is `Pair<Int>`.
    func writtenType(of t: RuntimeType) -> TypeExpr {
        switch t {
        case .generic(let u, let args): return .named(u.name, args)
        case .builtin(let spelled) where spelled.contains(where: { "<[(?".contains($0) }):
            return NativeSignatures.type(spelled: spelled) ?? .simple(spelled)
        default: return .simple(t.name)
        }
    }
}
