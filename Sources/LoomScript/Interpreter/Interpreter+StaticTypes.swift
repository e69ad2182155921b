/// What type an expression or a value has where nothing was written: the written types of
/// variables and properties, a literal's elements, a branch beside an implicit member, and
/// `typeExpr(of:)` for a value.
extension Interpreter {
    /// `Int`, `Stack<Int>`, `[Int]`: an expression that is a type's name, read without effects.
    func namesType(_ e: Expr) -> Bool {
        switch e.kind {
        case .typeRef: return true
        case .global(let n), .name(let n), .standardName(let n):
            return userTypes[n] != nil || nativeTypes[n] != nil || Self.builtinTypeNames.contains(n) || typeAliases[n] != nil
        default: return false
        }
    }

    /// `Int?.empty`, `Int?.none.label`, `Int?.make().x`: an optional chain whose head is a static
    /// member of an Optional type, rewritten as the plain member chain it is; nil for a real chain.
    /// (Only a type's name is evaluated to find out: any other base is the chain's, run once.)
    func optionalTypeMemberChain(_ x: Expr, _ env: Env?) throws -> Expr? {
        switch x.kind {
        case .member(let base, let name):
            if case .optionalChainBase(let inner) = base.kind {
                guard namesType(inner), case .type(let wrapped)? = try? eval(inner, env) else { return nil }
                let optional = Expr(.typeRef(.named("Optional", [writtenType(of: wrapped)])), base.loc)
                return Expr(.member(optional, name), x.loc)
            }
            return try optionalTypeMemberChain(base, env).map { Expr(.member($0, name), x.loc) }
        case .call(let callee, let args):
            return try optionalTypeMemberChain(callee, env).map { Expr(.call($0, args), x.loc) }
        case .subscriptCall(let base, let args):
            return try optionalTypeMemberChain(base, env).map { Expr(.subscriptCall($0, args), x.loc) }
        default:
            return nil
        }
    }

    /// `Int?`, `[Int]?` or `Optional<Int>` written where a value goes (`Int?.none`).
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
        case .member(let base, let name):
            // `Route.Section(rawValue:)`: a nested type named through its owner is that type.
            if name.first?.isUppercase == true, let owner = writtenType(of: base), let u = userTypes[owner.baseName] ?? nestedUserType(owner.baseName),
               u.nestedTypes[name] != nil {
                return .simple(owner.baseName + "." + name)
            }
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
        // (A generic enum's case with the arguments it was made with: `[Edit<Int>]`.)
        case .enumValue(let e): return e.type.genericParameters.isEmpty || e.genericArguments == nil ? .simple(name(e.type)) : specializedTypeExpr(v)
        case .native(let n): return .simple(n.type.name)
        default: return .simple("Any")
        }
    }

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
}
