import LoomUI

extension Interpreter {
    /// `value.name`: stored and computed properties, methods (bound to the receiver), statics on
    /// types, protocol-extension defaults, user extensions of bridged types, bridged members.
    func member(of value: Value, _ name: String, loc: Loc, expected: TypeExpr?, forCall: Bool = false) throws -> Value {
        if nativeMethodNames.contains(name), let merged = mergedMethods(value, name) { return merged }
        // `(1...3).self`: any value's postfix `self` is the value.
        if name == "self", !value.isTypeValue, !value.isTupleOfTypes { return value }
        // `"b"..<"b"`, `2.0..<2.0`: a half-open range of any Comparable bounds is empty where they
        // meet; a closed one never is. (An integer range's is its table's.)
        if name == "isEmpty", !forCall, case .range(let lower, let upper, let closed) = value, !upper.isNull, !(lower.isIntValue && upper.isIntValue),
           let order = compare(lower, upper) {
            return .bool(!closed && order >= 0)
        }
        // `(0...).first { … }`, `(5...).prefix(3)`: an endless range's sequence methods that stop,
        // pulled one element at a time from its lazy view.
        if case .range(.int, .null, _) = value, Self.partialRangeSequenceMethods.contains(name) {
            return try member(of: natives.lazySequence(over: value), name, loc: loc, expected: expected, forCall: forCall)
        }
        // A range of a script Strideable is a collection of its values (`(first..<last).count`).
        if case .range(let lower, let upper, _) = value, lower.userType != nil, !upper.isNull,
           !["lowerBound", "upperBound", "contains", "overlaps", "clamped", "description", "debugDescription"].contains(name) {
            return try member(of: try asArray(value, loc), name, loc: loc, expected: expected, forCall: forCall)
        }
        switch value {
        // `dismiss.callAsFunction`: SwiftUI's actions (`DismissAction`, `OpenURLAction`) are
        // functions here, so their `callAsFunction` is the function itself.
        case .function where name == "callAsFunction":
            return value
        case .structValue(let s):
            if let v = s.fields[name] {
                // `.allowsSingleTapSelect(true)`: a method beside a stored property of its name.
                if forCall, !v.isFunctionValue, let m = try calledMemberBesideField(s.type, value, name, loc: loc) { return m }
                return v
            }
            if name.hasPrefix("_"), let v = s.fields[String(name.dropFirst())] { return v }
            if let r = try storedSpecial(s.type, value, s.fields, name, loc: loc) { return r }
            if !forCall, let r = try sequencePropertyBesideMethods(s.type, value, name, loc: loc) { return r }
            if let r = try userMember(s.type, receiver: value, name, loc: loc) { return r }
        case .object(let o):
            if let v = o.fields[name], !o.type.overridesStoredWithComputed(name) {
                if forCall, !v.isFunctionValue, let m = try calledMemberBesideField(o.type, value, name, loc: loc) { return m }
                return v
            }
            if let r = try storedSpecial(o.type, value, o.fields, name, loc: loc) { return r }
            if !forCall, let r = try sequencePropertyBesideMethods(o.type, value, name, loc: loc) { return r }
            if let r = try userMember(o.type, receiver: value, name, loc: loc) { return r }
        case .enumValue(let e):
            if name == "rawValue", e.type.rawType != nil { return try rawValue(e, loc: loc) }
            if let r = try userMember(e.type, receiver: value, name, loc: loc) { return r }
        case .type(.builtin) where name == "self", .type(.native) where name == "self":
            return value
        case .tuple(let elements, let labels) where name == "self" && value.isTupleOfTypes:
            // `(Int, String).self`: the tuple type, named as Swift prints it.
            let parts = zip(elements, labels).map { e, l in (l.map { $0 + ": " } ?? "") + e.typeValueName }
            return .type(.builtin("(" + parts.joined(separator: ", ") + ")"))
        case .type(.generic(let t, _)):
            // `Box<Int>.zero`, `type(of: box).zero`: inside, `T` is `Int`.
            guard case .type(let rt) = value, let bindings = rt.genericBindings else { break }
            if name == "self" { return value }
            genericScopes.append(bindings)
            defer { genericScopes.removeLast() }
            return recordGenericArguments(bindings, on: try member(of: .type(.user(t)), name, loc: loc, expected: expected, forCall: forCall))
        case .type(.user(let t)):
            if let r = try staticMember(t, name, loc: loc, forCall: forCall) { return r }
            if let owner = t.chain.first(where: { $0.methods[name] != nil }) { return unappliedMethod(name, of: owner) }
            // `strings.compactMap(Version.init)`: the initializers as a function value.
            if name == "init", !forCall { return .function(FunctionValue(.initializers(.user(t)))) }
            // `Self` inside `extension UIScreen`: the extended native type's own statics.
            if t.kind == .extensionOf, let nt = nativeTypes[t.name] { return try member(of: .type(.native(nt)), name, loc: loc, expected: expected, forCall: forCall) }
        case .type(.native(let nt)):
            if let ext = extensions[nt.name], let r = try staticMember(ext, name, loc: loc) {
                // `Color.white` beside a script's `static func white(_:opacity:)`: as a value, the bridged property.
                if !forCall, r.isFunctionValue, let f = nt.staticProperties[name] { return try f(self) }
                return r
            }
            // `Animation.linear` is a value and `Animation.linear(duration:)` a method.
            if let f = nt.staticProperties[name], !forCall || nt.staticMethods[name] == nil { return try f(self) }
            if let fs = nt.staticMethods[name] { return .function(FunctionValue(.native(name: name, fs))) }
            if name == "init", !nt.inits.isEmpty { return .function(FunctionValue(.initializers(.native(nt)))) }
            // `CGSize.AnimatableData`: a bridged type nested in this one.
            if name.first?.isUppercase == true, let nested = nativeTypes[nt.name + "." + name] { return .type(.native(nested)) }
        case .type(.builtin(let n)):
            let script = try extensionOfBuiltin(n).flatMap { try staticMember($0, name, loc: loc) }
            if let r = mergedWithBuiltin(script, try builtinStaticMember(n, name, loc: loc)) { return r }
            if let associated = NumericAssociatedTypes.type(name, of: n) { return .type(.builtin(associated)) }
            // `String.Index`: a bridged type nested in a standard one.
            if name.first?.isUppercase == true, let nested = nativeTypes[n + "." + name] { return .type(.native(nested)) }
            // `String.uppercased`: an instance method named through its type.
            if name.first?.isLowercase == true, natives.standardType(named: n)?.methods[name] != nil { return unappliedMethod(name) }
            // `map(String.init)`: the type's initializers as a function value.
            if name == "init" { return .function(FunctionValue(.initializers(.builtin(n)))) }
        case .function(let f) where f.keyPathText != nil && name == "appending":
            return .function(hostFunction(.appendingKeyPath, receiver: value) { [unowned self] c in
                guard case .function(let g) = c.value(0), g.keyPathText != nil else { throw ScriptError(c.loc, "appending(path:) takes a key path") }
                return self.appendingKeyPath(f, g, loc: c.loc)
            })
        case .native(let nv):
            if let p = nv.type.properties[name], !forCall || nv.type.methods[name] == nil { return try p(nv.payload) }
            if let fs = nv.type.methods[name] { return .function(FunctionValue(.native(name: name, fs), receiver: value)) }
            // A slice has what its text has (`count`, `uppercased()`, `hasPrefix`): String's members;
            // its own extensions' and its protocols' (`extension Substring { var twice }`) run on it.
            if let slice = nv.payload as? Substring, nv.type.name == "Substring" {
                if let own = try extensionMember(of: value, in: Self.substringExtended, name, loc: loc) { return own }
                return try member(of: .string(String(slice)), name, loc: loc, expected: expected, forCall: forCall)
            }
            // A string's view has what its elements have (`map`, `reduce`, `first`, `reversed()`).
            if let view = nv.payload as? StringView {
                return try member(of: .array(view.elements), name, loc: loc, expected: expected, forCall: forCall)
            }
            // An array's slice has what its elements have (`count`, `map`, `sorted()`); a protocol
            // extension's member (`extension Collection { func bounds() }`) runs on the slice
            // itself, which keeps its base's indices.
            if let slice = nv.payload as? ArraySlice<Value> {
                if let own = try extensionMember(of: value, in: Self.arraySliceExtended, name, loc: loc) { return own }
                return try member(of: .array(Array(slice)), name, loc: loc, expected: expected, forCall: forCall)
            }
            // A collection's slice has what its elements have (`count`, `map`, `first`).
            if let slice = nv.payload as? CollectionSlice {
                return try member(of: .array(try sliceElements(slice, loc)), name, loc: loc, expected: expected, forCall: forCall)
            }
            if let reversed = nv.payload as? ReversedCollectionView, name != "base" {
                return try member(of: .array(try reversedElements(reversed, loc)), name, loc: loc, expected: expected, forCall: forCall)
            }
            // `extension Image { func pick(_ s: String) }` beside `extension View { func pick(_ n: Int) }`:
            // one overload set of both.
            if !extensions.isEmpty, let ext = extensions[nv.type.name],
               let own = try userMember(ext, receiver: value, name, loc: loc, searchProtocols: false) {
                var inherited: Value?
                for proto in conformances(of: value) where proto != nv.type.name {
                    if let e = extensions[proto], let r = try userMember(e, receiver: value, name, loc: loc, searchProtocols: false) { inherited = r; break }
                }
                // The protocol's first: where labels and types tie, the later-declared overload
                // wins (see `call`), and the concrete type's is the more specific.
                if case .function(let o) = own, case .function(let i)? = inherited { return .function(FunctionValue(.overloads([i, o]))) }
                return own
            }
        default:
            var script = extensions.isEmpty ? nil : try extensions[baseTypeName(of: value)].flatMap { try userMember($0, receiver: value, name, loc: loc, searchProtocols: false) }
            if script == nil, forCall, !extensions.isEmpty {
                // `extension Sequence { func sorted(by: KeyPath…) }`: a protocol extension's
                // overload of a standard method is a candidate beside the standard one.
                for proto in conformances(of: value) {
                    if let ext = extensions[proto], let r = try userMember(ext, receiver: value, name, loc: loc, searchProtocols: false) { script = r; break }
                }
            }
            // A call looks for a method first (`s.first(where:)` beside the property `first`); a
            // String's own methods and those it has as a sequence of Characters are one overload
            // set (`contains(_:)` beside `contains(where:)`).
            var standard = try standardMember(value, name, forCall: forCall, methodsOnly: forCall)
            if forCall, case .string = value, let own = standard, let more = try builtinMember(value, name, loc: loc, forCall: true) {
                standard = mergedWithBuiltin(own, more)
            }
            standard = try standard ?? builtinMember(value, name, loc: loc, forCall: forCall)
                ?? (forCall ? standardMember(value, name, forCall: true) : nil)
            // `s.count` beside an extension's `func count(of:)`: read, not called, it is the property.
            if !forCall, case .function? = script, let standard, !standard.isFunctionValue { return standard }
            if let r = mergedWithBuiltin(script, standard) { return r }
        }
        // Protocol extensions and bridged protocol members (`padding` on any view).
        for proto in conformances(of: value) {
            if let ext = extensions[proto] ?? conformedType(proto, by: value.userType).flatMap({ $0.kind == .protocolType ? $0 : nil }),
               let r = try userMember(ext, receiver: value, name, loc: loc, searchProtocols: false) {
                return r
            }
            if let nt = nativeTypes[proto], let fs = nt.methods[name] {
                return .function(FunctionValue(.native(name: name, fs), receiver: value))
            }
            if let nt = nativeTypes[proto], let p = nt.properties[name], case .native(let nv) = value { return try p(nv.payload) }
        }
        if let ext = extensions[baseTypeName(of: value)], let r = try userMember(ext, receiver: value, name, loc: loc, searchProtocols: false) {
            return r
        }
        if let r = try sequenceMember(value, name, loc: loc, forCall: forCall) { return r }
        if let r = try dynamicMember(value, name, loc: loc) { return r }
        // `Element(count)`, `Element.zero` inside `extension Collection`: the associated type,
        // read through the implicit `self` of a standard collection.
        if name == "Element", let t = standardElementType(of: value) { return try typeValue(t, loc) }
        // `Identifiable`'s default for a class: its object's identity.
        if name == "id", !forCall, case .object(let o) = value, conforms(o.type, to: "Identifiable") {
            return wrap(ObjectIdentifier(o), as: "ObjectIdentifier")
        }
        // Every hashable value has a `hashValue`: what a `Hasher` fed the value finalizes to.
        // Swift's varies from run to run; Loom's is the same in every run.
        if name == "hashValue", !forCall, let key = HashKey(value) {
            return .int(key.hasherInput.hashValueIgnoringSeed)
        }
        // Every standard value describes itself (`1.5.description`, `"a".debugDescription`).
        if name == "description" || name == "debugDescription", !forCall {
            switch value {
            case .structValue, .object, .enumValue, .type: break
            default: return .string(describe(value, debug: name == "debugDescription"))
            }
        }
        if name == "localizedDescription", !forCall, let text = try localizedDescription(of: value, loc: loc) { return .string(text) }
        // `var capital: City!`: a member Optional lacks is its value's, as an implicitly
        // unwrapped optional gives it (a well-typed program reaches here no other way).
        if case .some(let wrapped) = value { return try member(of: wrapped, name, loc: loc, expected: expected, forCall: forCall) }
        // What a view builder made of none or several views (`maybe(false).offset(y: 10)`) takes a
        // view's modifiers, as SwiftUI's empty and tuple views do.
        if case .array(let xs) = value, xs.allSatisfy(isViewValue) {
            // `content().value.1` of a `TupleView<(A, B)>`: the views, as a tuple.
            if name == "value", !forCall { return .tuple(xs, Array(repeating: nil, count: xs.count)) }
            return try member(of: wrapNative(LoomUI.Group(content: try xs.map { try requireView($0, loc: loc) })), name, loc: loc, expected: expected, forCall: forCall)
        }
        if case .null = value, name != "wrappedValue", name != "projectedValue" {
            throw ScriptError(loc, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
        }
        // `Scalar` in a protocol extension's member, read through `self`: the associated type
        // the instance's type gives it.
        if name.first?.isUppercase == true, let t = value.userType {
            let bindings = t.genericParameters.isEmpty ? nil : receiverBindings(value)
            if let bindings { genericScopes.append(bindings) }
            defer { if bindings != nil { genericScopes.removeLast() } }
            if let a = try associatedType(t, name) { return try typeValue(canonical(a), loc) }
        }
        if name.hasPrefix("$"), case .type(let rt) = value, let t = rt.userType, let projected = try staticProjection(t, String(name.dropFirst()), loc: loc) {
            return projected
        }
        var known: [String] = []
        if case .type(let t) = value { known = staticMemberNames(t) } else { known = memberNameList(of: value) }
        // A binding is its value in a still picture: `binding.wrappedValue` reads it.
        if name == "wrappedValue" || name == "projectedValue" { return value }
        var message = "\(describeTypeForMember(value)) has no member '\(name)'"
        if let guess = closestName(to: name, in: known) { message += "; did you mean '\(guess)'?" }
        throw ScriptError(loc, message)
    }

    /// `error.localizedDescription` of a script error: its `errorDescription` when it is a
    /// `LocalizedError` that gives one, else Foundation's sentence naming the type and the
    /// case's number, as Swift bridges it through `NSError` (worded as swift-corelibs-foundation
    /// words it, the oracle `swiftc` on this platform gives).
    func localizedDescription(of value: Value, loc: Loc) throws -> String? {
        let type: UserType
        switch value {
        case .enumValue(let e): type = e.type
        case .structValue(let s): type = s.type
        case .object(let o): type = o.type
        default: return nil
        }
        guard conformances(of: value).contains("Error") else { return nil }
        if let d = try? member(of: value, "errorDescription", loc: loc, expected: nil), case .some(let inner) = d, case .string(let text) = inner {
            return text
        }
        var code = 1
        if case .enumValue(let e) = value, let i = type.cases.firstIndex(where: { $0.name == e.caseName }) { code = i }
        return "The operation could not be completed. (\(moduleName).\(type.name) error \(code).)"
    }

    /// `@dynamicMemberLookup`: an unknown member is the type's `subscript(dynamicMember:)`, given
    /// the name, or a key path to it when the subscript takes one (`KeyPath<Point, T>`).
    func dynamicMember(_ value: Value, _ name: String, loc: Loc) throws -> Value? {
        guard let type = value.userType else { return nil }
        let declares = type.chain.contains { t in (t.methods["subscript"] ?? []).contains { $0.params.first?.label == "dynamicMember" } }
        guard name != "subscript", declares,
              case .function(let f)? = try? member(of: value, "subscript", loc: loc, expected: nil, forCall: true) else { return nil }
        let lookups = candidates(for: f).filter { $0.params.count == 1 && $0.params[0].label == "dynamicMember" }
        guard let i = dynamicMemberChoice(lookups.map { $0.params[0].type }, name) else { return nil }
        let c = lookups[i]
        let byKeyPath = ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(c.params[0].type?.baseName ?? "")
        let argument: Value
        if byKeyPath {
            argument = memberKeyPath(name, root: keyPathRootName(c.params[0].type, of: value))
        } else {
            argument = .string(name)
        }
        return try withCallDepth(loc) { try c.run([argument], loc).value }
    }

    /// Of several `subscript(dynamicMember:)` overloads (their parameter types), the one for
    /// `name`: one whose key path's root is a script type with that member (`KeyPath<Theme, T>`
    /// for `.name`, `KeyPath<Palette, T>` for `.primary`), else the one taking the name as a
    /// String, else one whose root is not known here.
    func dynamicMemberChoice(_ parameters: [TypeExpr?], _ name: String) -> Int? {
        guard parameters.count > 1 else { return parameters.isEmpty ? nil : 0 }
        // true/false for a script root with/without the member; nil for a root not known here.
        let fits = parameters.map { p -> Bool?? in
            guard case .named(let kind, let args)? = p, kind.hasSuffix("KeyPath") else { return .none }
            guard let root = args.first, let type = userTypes[canonical(root).baseName] else { return .some(nil) }
            return .some(hasMember(type, name))
        }
        return fits.firstIndex { $0 == .some(true) } ?? fits.firstIndex { $0 == .none } ?? fits.firstIndex { $0 == .some(nil) } ?? 0
    }

    /// The key path `\.name` a dynamic member lookup hands its subscript: read and written by
    /// name, and equal to the same path written out (`seen[0] == \User.name`).
    /// (`root`: the type it starts from, when known, which types what it reads: `\P.name`'s `String`.)
    func memberKeyPath(_ name: String, root: String? = nil) -> Value {
        let path = hostFunction(.keyPath) { [unowned self] c in try self.member(of: c.value(0), name, loc: c.loc, expected: nil) }
        path.keyPath = [name]
        path.keyPathText = "." + name
        path.keyPathRoot = root
        return .function(path)
    }

    /// The script type a dynamic member's `KeyPath<Root, T>` starts from, `Root` read in the
    /// receiver's generic arguments (`Value` of a `Box<P>` is `P`).
    func keyPathRootName(_ parameter: TypeExpr?, of receiver: Value) -> String? {
        guard case .named(_, let args)? = parameter, var root = args.first else { return nil }
        if let bound = receiverBindings(receiver) { root = root.substituting(Array(bound.keys), with: Array(bound.values)) }
        let name = canonical(root).baseName
        return userTypes[name] != nil ? name : nil
    }

    /// `w.name = "b"` on a `@dynamicMemberLookup` type whose `subscript(dynamicMember:)` has a
    /// setter: the setter runs with the member's key path (or name); the new receiver comes back.
    func setDynamicMember(_ base: Value, _ name: String, _ value: Value, loc: Loc) throws -> Value? {
        guard let (t, setters) = subscriptSetters(base), case let lookups = setters.filter({ $0.params.count == 2 && $0.params[0].label == "dynamicMember" }),
              let i = dynamicMemberChoice(lookups.map { $0.params[0].type }, name) else { return nil }
        let setter = lookups[i]
        let argument: Value
        if ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath"].contains(setter.params[0].type?.baseName ?? "") {
            argument = memberKeyPath(name)
        } else {
            argument = .string(name)
        }
        let done = try withCallDepth(loc) { try invokeAccessor(setter, env: t.env, selfType: t, receiver: base, args: [argument, value], loc: loc) }
        return done.newReceiver ?? base
    }

    /// `Stack.top`, `String.uppercased`: an instance method named through its type is a function
    /// from an instance to that instance's bound method (`Stack.top(s)()`).
    func unappliedMethod(_ name: String, of owner: UserType? = nil) -> Value {
        var f = hostFunction(.unappliedMethod, named: name) { [unowned self] c in
            try self.member(of: c.value(0), name, loc: c.loc, expected: nil, forCall: true)
        }
        // Its type, when one script method of that name says it: `(Temperature) -> () -> Double`.
        if let owner, owner.genericParameters.isEmpty, let methods = owner.methods[name], methods.count == 1, let decl = methods.first, decl.genericParameters.isEmpty,
           case let types = decl.params.compactMap(\.type), types.count == decl.params.count {
            f.closureType = .function([.simple(owner.name)], .function(types, decl.returnType ?? .tuple([], labels: [])))
        }
        return .function(f)
    }

    /// A member of a standard-library value from its typed table (`"abc".hasPrefix`, `x.rounded`).
    /// In a call, a method beats a property of the same name (`xs.first { $0 > 1 }`).
    func standardMember(_ value: Value, _ name: String, forCall: Bool = false, methodsOnly: Bool = false) throws -> Value? {
        guard let t = natives.standardType(of: value) else { return nil }
        if !methodsOnly, !forCall || t.methods[name] == nil, let get = t.properties[name] { return try get(value) }
        if let fs = t.methods[name] { return .function(FunctionValue(.native(name: name, fs), receiver: value)) }
        return nil
    }

    /// A member both a script extension of a builtin type and the standard library define
    /// (`static func random()` next to `Double.random(in:)`): both sets of overloads, so the
    /// call picks by labels. A script property simply wins.
    func mergedWithBuiltin(_ script: Value?, _ builtin: Value?) -> Value? {
        guard let script else { return builtin }
        guard let builtin, case .function(let s) = script, case .function(let b) = builtin else { return script }
        return .function(FunctionValue(.overloads([s, b])))
    }

    /// Wrapped (`name`, `$name`) and lazy properties of script types.
    func storedSpecial(_ t: UserType, _ value: Value, _ fields: Fields, _ name: String, loc: Loc) throws -> Value? {
        for owner in t.chain {
            if let wrapper = owner.wrappedProperties[name], let w = fields["_" + name] {
                if case .object = value, let access = enclosingInstanceAccess(wrapper.wrapper) {
                    return try invokeAccessor(access.getter, env: access.type.env, selfType: access.type, receiver: .type(.user(access.type)),
                                              args: [value, memberKeyPath(name), memberKeyPath("_" + name)], loc: loc).value
                }
                return try member(of: w, "wrappedValue", loc: loc, expected: nil)
            }
            if name.hasPrefix("$") {
                let base = String(name.dropFirst())
                if owner.wrappedProperties[base] != nil, let w = fields["_" + base] {
                    return try member(of: w, "projectedValue", loc: loc, expected: nil)
                }
            }
            if owner.lazyProperties.contains(name), let p = owner.storedProperties.first(where: { $0.name == name }) {
                var v: Value = .void
                if let g = owner.lazyInitializers[name] {
                    v = try withCallDepth(loc) { try invokeAccessor(g, env: owner.env, selfType: owner, receiver: value, args: [], loc: loc).value }
                } else if let e = p.initial { v = try eval(e, owner.env, expected: p.type) }
                if let ty = p.type { v = try coerce(v, to: ty, loc) }
                if case .object(let o) = value { o.fields[name] = v }
                return v
            }
        }
        // `$flag` without a wrapper: a binding reads the value itself.
        if name.hasPrefix("$"), name.count > 1 { return try member(of: value, String(name.dropFirst()), loc: loc, expected: nil) }
        return nil
    }

    /// A method name both a script extension and the bridge define (`frame(_:)` in
    /// `extension View` next to SwiftUI's `frame(width:height:)`): every overload, script ones
    /// first; a script method with the same labels hides the bridged one. Nil when only one
    /// source has the name.
    func mergedMethods(_ value: Value, _ name: String) -> Value? {
        var userTypesToSearch: [UserType] = []
        var natives: [NativeFunction] = []
        switch value {
        case .type: return nil
        case .structValue(let s): userTypesToSearch += s.type.chain
        case .object(let o): userTypesToSearch += o.type.chain
        case .enumValue(let e): userTypesToSearch.append(e.type)
        case .native(let n): natives += n.type.methods[name] ?? []
        default: return nil
        }
        if let ext = extensions[baseTypeName(of: value)], !userTypesToSearch.contains(where: { $0 === ext }) { userTypesToSearch.append(ext) }
        for proto in conformances(of: value) {
            if let ext = extensions[proto] { userTypesToSearch.append(ext) }
            if let u = conformedType(proto, by: value.userType), u.kind == .protocolType { userTypesToSearch.append(u) }
            if let nt = nativeTypes[proto] { natives += nt.methods[name] ?? [] }
        }
        var scripts: [FunctionValue] = []
        var seen = Set<String>()
        var owners = Set<ObjectIdentifier>()
        for t in userTypesToSearch {
            for f in t.methods[name] ?? [] where seen.insert(f.typedSignature).inserted {
                scripts.append(FunctionValue(.script(f, t.env, t), receiver: value))
                owners.insert(ObjectIdentifier(t))
            }
        }
        guard !scripts.isEmpty else { return nil }
        var nativeSeen = Set<String>()
        // A script method replaces a native one only when it has the same parameter types too.
        let remaining = natives.filter { !seen.contains($0.decl.typedSignature) && nativeSeen.insert($0.decl.typedSignature).inserted }
        // (A type's own `contains(_ bit: Int)` beside the standard protocol's `contains(_ member: Self)`,
        // written in Swift in the prelude: one overload set too.)
        guard !remaining.isEmpty else { return owners.count > 1 ? .function(FunctionValue(.overloads(scripts))) : nil }
        let all = scripts + [FunctionValue(.native(name: name, remaining), receiver: value)]
        return .function(FunctionValue(.overloads(all)))
    }

    func uniqueValues(_ xs: [Value]) -> [Value] {
        var out: [Value] = []
        var seen = Set<HashKey>()
        for x in xs {
            if let k = HashKey(x) { if seen.insert(k).inserted { out.append(x) } }
            else if !out.contains(where: { valuesEqual($0, x) }) { out.append(x) }
        }
        return out
    }

    func describeTypeForMember(_ v: Value) -> String {
        if case .type(let t) = v { return "type '\(t.name)'" }
        return "value of type '\(v.typeName)'"
    }

    /// The script's extension of a standard type written any way (`[Int]`, `Array<Int>`,
    /// `[String: Int]`): `extension Array where Element == Int { static var small }`.
    func extensionOfBuiltin(_ name: String) -> UserType? {
        if let ext = extensions[name] { return ext }
        if name.hasPrefix("[") { return extensions[Self.isDictionaryTypeName(name) ? "Dictionary" : "Array"] }
        if name.hasSuffix("?") { return extensions["Optional"] }
        if let open = name.firstIndex(of: "<") { return extensions[String(name[..<open])] }
        return nil
    }

    func baseTypeName(of v: Value) -> String {
        switch v {
        case .int: return "Int"
        case .double(_, let k): return k.typeName
        case .string: return "String"
        case .bool: return "Bool"
        case .array: return "Array"
        case .dictionary: return "Dictionary"
        case .set: return "Set"
        case .character: return "Character"
        case .native(let n): return n.type.name
        case .structValue(let s): return s.type.name
        case .object(let o): return o.type.name
        case .enumValue(let e): return e.type.name
        // `extension Optional where Wrapped: Collection { var isNilOrEmpty … }`.
        case .some, .null: return "Optional"
        // `extension Range where Bound == Int { var width … }`.
        case .range(_, .null, _): return "PartialRangeFrom"
        case .range(_, _, let closed): return closed ? "ClosedRange" : "Range"
        default: return v.typeName
        }
    }

    func memberNameList(of v: Value) -> [String] {
        var out: [String] = []
        switch v {
        case .structValue(let s): out += s.fields.keys; out += userMemberNames(s.type)
        case .object(let o): out += o.fields.keys; out += userMemberNames(o.type)
        case .enumValue(let e): out += userMemberNames(e.type)
        case .native(let n): out += n.type.properties.keys; out += n.type.methods.keys
        default:
            if let t = natives.standardType(of: v) { out += t.properties.keys; out += t.methods.keys }
            out += builtinMemberNames(v)
        }
        for p in conformances(of: v) {
            if let nt = nativeTypes[p] { out += nt.methods.keys; out += nt.properties.keys }
            if let ext = extensions[p] { out += userMemberNames(ext) }
        }
        return out
    }

    /// The element type of a standard collection value: its generic binding when one is in
    /// scope, else its first element's type (an empty one's is not known).
    private func standardElementType(of v: Value) -> TypeExpr? {
        switch v {
        case .array(let xs):
            if let bound = genericScopes.last?["Element"] { return bound }
            return xs.first.map(typeExpr(of:))
        case .set(let s): return genericScopes.last?["Element"] ?? s.members.first.map(typeExpr(of:))
        case .range(let lo, _, _): return typeExpr(of: lo)
        case .string: return .simple("Character")
        case .dictionary(let d):
            guard let k = d.keys.first, let v = d.values.first else { return nil }
            return .tuple([typeExpr(of: k), typeExpr(of: v)], labels: ["key", "value"])
        default: return nil
        }
    }

    /// `$rating` of a static property declared `@State static var rating` (a preview's): a SwiftUI
    /// wrapper's projection is its binding, which is the value here; a script wrapper's is its
    /// `projectedValue`, of a wrapper made around the current value. Nil when `name` has no wrapper.
    private func staticProjection(_ t: UserType, _ name: String, loc: Loc) throws -> Value? {
        guard let owner = t.chain.first(where: { $0.staticWrappers[name] != nil }), let w = owner.staticWrappers[name] else { return nil }
        let current = try member(of: .type(.user(owner)), name, loc: loc, expected: nil)
        guard userTypes[w.wrapper].map({ $0.kind != .protocolType }) == true else { return current }
        let wrapper = try makeWrapper(w, initial: current, env: owner.env, loc: loc)
        return try member(of: wrapper, "projectedValue", loc: loc, expected: nil)
    }

    func userMemberNames(_ t: UserType) -> [String] {
        Array(t.computed.keys) + Array(t.methods.keys) + t.storedProperties.map(\.name)
    }

    func staticMemberNames(_ t: RuntimeType) -> [String] {
        switch t {
        case .user(let u), .generic(let u, _): return Array(u.staticStored.keys) + Array(u.staticComputed.keys) + Array(u.staticMethods.keys) + u.cases.map(\.name)
        case .native(let n): return Array(n.staticProperties.keys) + Array(n.staticMethods.keys) + (extensions[n.name].map { Array($0.staticStored.keys) + Array($0.staticComputed.keys) } ?? [])
        case .builtin(let name):
            guard let table = natives.standardType(named: name) else { return [] }
            return Array(table.typeConstants.keys) + Array(table.staticMethods.keys)
        }
    }

    /// `.allowsSingleTapSelect(true)`, `map { … }` in a Sequence with a stored `map`: called, a
    /// name means the method beside a stored property of that name (the type's own, or what its
    /// conformance to Sequence gives it).
    func calledMemberBesideField(_ t: UserType, _ value: Value, _ name: String, loc: Loc) throws -> Value? {
        if let m = try userMember(t, receiver: value, name, loc: loc), m.isFunctionValue { return m }
        if name != "next", name != "makeIterator", let m = try sequenceMember(value, name, loc: loc, forCall: true), m.isFunctionValue { return m }
        return nil
    }

    static let partialRangeSequenceMethods: Set<String> = ["first", "prefix", "dropFirst", "drop"]

    static let sequenceProperties: Set<String> = ["count", "isEmpty", "first", "last", "underestimatedCount", "indices", "lazy"]

    /// `bag.count` read on a script collection whose only `count` members are methods taking
    /// arguments (`count(of:)`): Collection's property, as Swift resolves the plain name.
    func sequencePropertyBesideMethods(_ t: UserType, _ value: Value, _ name: String, loc: Loc) throws -> Value? {
        guard Self.sequenceProperties.contains(name), let methods = t.methods[name], !methods.isEmpty,
              methods.allSatisfy({ $0.params.contains { $0.defaultValue == nil } }),
              !t.chain.contains(where: { $0.computed[name] != nil }), isIterableScriptValue(value) else { return nil }
        guard let r = try sequenceMember(value, name, loc: loc, forCall: false), !r.isFunctionValue else { return nil }
        return r
    }

    /// Whether the receiver's type meets the `where` clause of the protocol extension `f` was
    /// declared in (`Entity: Equatable` read through the conformer's associated type). True when
    /// Loom cannot tell.
    func meetsExtensionConstraints(_ f: FunctionDecl, receiver: Value) -> Bool {
        guard !f.extensionConstraints.isEmpty, let conformer = conformingType(of: receiver) else { return true }
        for (parameter, protocols) in f.extensionConstraints {
            let type: TypeExpr?
            if parameter == "Self" {
                type = .simple(conformer.name)
            } else if !conformer.genericParameters.isEmpty, let me = receiverBindings(receiver)?["Self"] {
                // (A generic conformer's, in its arguments: `InMemoryRepository<Sku>`'s `Entity` is `Sku`.)
                type = (try? associatedType(parameter, ofConformer: me)).flatMap { $0 }
            } else {
                type = (try? associatedType(conformer, parameter)).flatMap { $0 }
            }
            guard let type = type.map(canonical) else { continue }
            for proto in protocols where typeMeets(type, proto) == false { return false }
        }
        return true
    }

    /// Whether values of `t` conform to `proto`, as far as declarations say; nil when unknown.
    func typeMeets(_ t: TypeExpr, _ proto: String) -> Bool? {
        guard case .named(let n, let args) = t, args.isEmpty else { return nil }
        if let u = userTypes[n], u.kind != .protocolType {
            if conforms(u, to: proto) { return true }
            // (Synthesized only where declared: `Equatable` is met by `Hashable` or `Comparable` too.)
            if proto == "Equatable", conforms(u, to: "Hashable") || conforms(u, to: "Comparable") { return true }
            if u.kind == .enumType, ["Equatable", "Hashable"].contains(proto), !u.cases.isEmpty, u.cases.allSatisfy({ $0.payload.isEmpty }) { return true }
            return false
        }
        return nil
    }

    /// Sequence methods that only read, which a script sequence has beside its own of the name.
    static let sequenceQueries: Set<String> = ["contains", "first", "min", "max", "allSatisfy", "map", "filter", "compactMap",
                                               "flatMap", "reduce", "sorted", "firstIndex", "lastIndex", "starts", "elementsEqual"]

    /// Instance members declared by a script type, then by the protocols it conforms to.
    func userMember(_ t: UserType, receiver: Value, _ name: String, loc: Loc, searchProtocols: Bool = true) throws -> Value? {
        if let (getter, _) = t.computed[name] {
            return try invokeAccessor(getter, env: t.env, selfType: t, receiver: receiver, args: [], loc: loc).value
        }
        if var fs = t.methods[name] {
            // `extension Repo where Entity: Equatable { func report() }`: only where the conformer meets it.
            if t.kind == .protocolType, fs.contains(where: { !$0.extensionConstraints.isEmpty }) {
                var met = fs.filter { meetsExtensionConstraints($0, receiver: receiver) }
                // Of two alike, the constrained one is the more specialized (Swift's pick).
                let constrained = Set(met.filter { !$0.extensionConstraints.isEmpty }.map(\.typedSignature))
                met.removeAll { $0.extensionConstraints.isEmpty && constrained.contains($0.typedSignature) }
                if !met.isEmpty { fs = met }
            }
            var bound = fs.map { FunctionValue(.script($0, t.env, t), receiver: receiver) }
            // `index(_:offsetBy:)` beside the type's own `index(after:)`: one overload set, its own first.
            if searchProtocols, let defaults = collectionDefaults(t, name, receiver: receiver) { bound.append(defaults) }
            // `bag.contains("ab")` beside a sequence's own `contains(_ length: Int)`: Sequence's, on its
            // elements, gathered only if that overload is the one called.
            else if searchProtocols, Self.sequenceQueries.contains(name), let fs = natives.standardTypes["Array"]?.methods[name], isIterableScriptValue(receiver) {
                let onElements = fs.map { f in
                    NativeFunction(decl: f.decl) { c in
                        c.receiver = try c.interpreter.asArray(c.receiver ?? .void, c.loc)
                        return try f.impl(&c)
                    }
                }
                bound.append(FunctionValue(.native(name: name, onElements), receiver: receiver))
            }
            // `request(at:)` from `extension Limiter` beside the type's own `request(at:cost:)`:
            // a protocol extension's overloads that the type's methods do not replace.
            if searchProtocols, !t.conformances.isEmpty {
                var seen = Set(fs.map(\.typedSignature))
                for p in t.conformances {
                    guard let proto = conformedType(p, by: t), proto.kind == .protocolType, proto !== t else { continue }
                    for f in proto.methods[name] ?? [] where f.body != nil && meetsExtensionConstraints(f, receiver: receiver)
                        && seen.insert(f.typedSignature).inserted {
                        bound.append(FunctionValue(.script(f, proto.env, proto), receiver: receiver))
                    }
                }
            }
            return .function(bound.count == 1 ? bound[0] : FunctionValue(.overloads(bound)))
        }
        if let nested = t.nestedTypes[name] { return .type(nested) }
        if t.kind == .enumType, t.cases.contains(where: { $0.name == name }) { return try enumCase(t, name, loc: loc) }
        if let sup = t.superclass, let r = try userMember(sup, receiver: receiver, name, loc: loc, searchProtocols: false) { return r }
        if searchProtocols {
            for p in t.conformances {
                if let proto = conformedType(p, by: t), proto.kind == .protocolType, proto !== t,
                   let r = try userMember(proto, receiver: receiver, name, loc: loc) { return r }
            }
        }
        return nil
    }

    func staticMember(_ t: UserType, _ name: String, loc: Loc, forCall: Bool = false) throws -> Value? {
        // A case with a payload is named with its labels (`normal(cornerRadius:)`), so a static
        // member `normal` beside it is another name: a call may mean either (the labels choose),
        // a bare read only the static member.
        let payloadCase = t.kind == .enumType && t.cases.contains { $0.name == name && !$0.payload.isEmpty }
        if forCall, payloadCase {
            let constructor = FunctionValue(.enumConstructor(t, name))
            let methods = (t.staticMethods[name] ?? []).map { FunctionValue(.script($0, t.env, t), receiver: .type(.user(t))) }
            return .function(methods.isEmpty ? constructor : FunctionValue(.overloads(methods + [constructor])))
        }
        // `.default` and `.default(thumbSize:)`: a call means the static method of that name.
        if forCall, let fs = t.staticMethods[name] {
            let bound = fs.map { FunctionValue(.script($0, t.env, t), receiver: .type(.user(t))) }
            return .function(bound.count == 1 ? bound[0] : FunctionValue(.overloads(bound)))
        }
        if let v = t.staticValues[name] { return v }
        if let (type, initial) = t.staticStored[name] {
            // Static stored properties are lazy, like Swift's. Made when first read, wherever
            // that is, the value still sees its own type as `Self` (`static let both: Perm = [.read]`).
            var v: Value = .void
            let own = !genericScopes.isEmpty && t.genericParameters.isEmpty
            if own { genericScopes.append(["Self": .named(t.name, [])]) }
            defer { if own { genericScopes.removeLast() } }
            if let initial { v = try eval(initial, t.env, expected: type) }
            if let type { v = try coerce(v, to: type, loc) }
            t.staticValues[name] = v
            return v
        }
        if let g = t.staticComputed[name] {
            return try invokeAccessor(g, env: t.env, selfType: t, receiver: .type(.user(t)), args: [], loc: loc).value
        }
        if let fs = t.staticMethods[name] {
            let bound = fs.map { FunctionValue(.script($0, t.env, t), receiver: .type(.user(t))) }
            return .function(bound.count == 1 ? bound[0] : FunctionValue(.overloads(bound)))
        }
        if t.kind == .enumType, t.cases.contains(where: { $0.name == name }) { return try enumCase(t, name, loc: loc) }
        // (Also through a protocol that refines it: `protocol UnitDefinition: CaseIterable`.)
        if name == "allCases", t.kind == .enumType, conforms(t, to: "CaseIterable") {
            // Synthesized for enums without payloads, in declaration order.
            return .array(try t.cases.map { try enumCase(t, $0.name, loc: loc) })
        }
        if let nested = t.nestedTypes[name] { return .type(nested) }
        if name == "self" { return .type(.user(t)) }
        // `class func make() -> Self` is inherited: found on the superclass, called on this class.
        for sup in t.chain.dropFirst() {
            if let fs = sup.staticMethods[name] {
                let bound = fs.map { FunctionValue(.script($0, sup.env, sup), receiver: .type(.user(t))) }
                return .function(bound.count == 1 ? bound[0] : FunctionValue(.overloads(bound)))
            }
            if let g = sup.staticComputed[name] {
                return try invokeAccessor(g, env: sup.env, selfType: sup, receiver: .type(.user(t)), args: [], loc: loc).value
            }
            if sup.staticStored[name] != nil { return try staticMember(sup, name, loc: loc, forCall: forCall) }
        }
        if let r = try protocolStaticMember(t, name, on: t, loc: loc) { return r }
        // `S.Value` of `S: KeyValueStore`: the associated type this type gives it.
        if name.first?.isUppercase == true, let a = try associatedType(t, name) { return try typeValue(a, loc) }
        return nil
    }

    /// A static member a protocol extension gives every conforming type (`extension Named {
    /// static var name: String { "default" } }`), run with `Self` the conforming type.
    private func protocolStaticMember(_ t: UserType, _ name: String, on conformer: UserType, loc: Loc) throws -> Value? {
        // `Box<Double>.one()`: `Self` is the conformer with the arguments it was named with.
        var me = Value.type(.user(conformer))
        if !conformer.genericParameters.isEmpty, let scope = genericScopes.last {
            let args = conformer.genericParameters.compactMap { scope[$0] }
            if args.count == conformer.genericParameters.count, args.allSatisfy(isConcreteType),
               let specialized = try? typeValue(.named(conformer.name, args), loc) { me = specialized }
        }
        for owner in t.chain {
            for p in owner.conformances {
                guard let proto = conformedType(p, by: owner), proto.kind == .protocolType, proto !== t else { continue }
                if let g = proto.staticComputed[name] {
                    return try invokeAccessor(g, env: proto.env, selfType: proto, receiver: me, args: [], loc: loc).value
                }
                if let fs = proto.staticMethods[name] {
                    let bound = fs.map { FunctionValue(.script($0, proto.env, proto), receiver: me) }
                    return .function(bound.count == 1 ? bound[0] : FunctionValue(.overloads(bound)))
                }
                if let r = try protocolStaticMember(proto, name, on: conformer, loc: loc) { return r }
            }
        }
        return nil
    }

    /// The types whose script extensions a slice's members come from, its own first.
    static let substringExtended = ["Substring", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence"]
    static let arraySliceExtended = ["ArraySlice", "RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence"]

    /// `name` from the first of `types`' script extensions that has it, bound to `value`; nil when none does.
    func extensionMember(of value: Value, in types: [String], _ name: String, loc: Loc) throws -> Value? {
        guard !extensions.isEmpty else { return nil }
        for t in types {
            if let ext = extensions[t], let r = try userMember(ext, receiver: value, name, loc: loc, searchProtocols: false) { return r }
        }
        return nil
    }

    /// A computed property a type has from a protocol it (or a superclass) conforms to, with the
    /// protocol that declares it (`extension Animatable { var data: Int { get set } }`).
    func protocolComputed(_ name: String, of type: UserType) -> (getter: FunctionDecl, setter: FunctionDecl?, owner: UserType)? {
        var seen: Set<ObjectIdentifier> = []
        func search(_ t: UserType) -> (FunctionDecl, FunctionDecl?, UserType)? {
            for p in t.conformances {
                guard let proto = conformedType(p, by: t), proto.kind == .protocolType, seen.insert(ObjectIdentifier(proto)).inserted else { continue }
                if let (g, s) = proto.computed[name] { return (g, s, proto) }
                if let found = search(proto) { return found }
            }
            return nil
        }
        for t in type.chain { if let found = search(t) { return found } }
        return nil
    }

    /// A wrapper that reaches the class instance holding it (`@Published`'s way): its static
    /// `subscript(_enclosingInstance:wrapped:storage:)`, which reads and writes the property
    /// in place of `wrappedValue`.
    func enclosingInstanceAccess(_ wrapper: String) -> (getter: FunctionDecl, setter: FunctionDecl?, type: UserType)? {
        guard let t = userTypes[wrapper],
              let getter = t.staticMethods["subscript"]?.first(where: { $0.params.first?.label == "_enclosingInstance" }) else { return nil }
        return (getter, t.staticSubscriptSetters.first { $0.params.first?.label == "_enclosingInstance" }, t)
    }

    /// A struct's property written by `write` between its `willSet` and `didSet` (none while the
    /// struct's own initializer sets it, nor from inside one of them); `old` is what `didSet` sees.
    private func observedWrite(_ s: StructInstance, _ name: String, newValue: Value, old: () throws -> Value, loc: Loc,
                               write: (inout StructInstance) throws -> Void) throws -> Value {
        var s = s
        let type = s.type
        guard initializingTypes.last !== type, let obs = type.observers[name], !type.observing.contains(name) else {
            try write(&s)
            return .structValue(s)
        }
        type.observing.insert(name)
        defer { type.observing.remove(name) }
        let before = try old()
        if let w = obs.willSet {
            s = try structAfter(invoke(w, env: type.env, selfType: type, receiver: .structValue(s), args: [newValue], loc: loc).newReceiver, s)
        }
        try write(&s)
        if let d = obs.didSet {
            s = try structAfter(invoke(d, env: type.env, selfType: type, receiver: .structValue(s), args: [before], loc: loc).newReceiver, s)
        }
        return .structValue(s)
    }

    /// An object's property written by `write` between its observers. An overriding property's
    /// wrap its superclass's (subclass `willSet` first, its `didSet` last). An initializer sets a
    /// property its own class stores directly, with no observer (a subclass override's neither);
    /// one it inherits goes through them all.
    private func observedWrite(_ o: ObjectInstance, _ base: Value, _ name: String, newValue: Value, old: () throws -> Value, loc: Loc,
                               write: () throws -> Void) throws {
        let stores = initializingTypes.last.map { i in i.storedProperties.contains { $0.name == name } && o.type.chain.contains { $0 === i } } ?? false
        let observing = o.type.observing.contains(name) || stores ? [] : o.type.chain.compactMap { t in t.observers[name].map { (t, $0) } }
        guard !observing.isEmpty else { return try write() }
        o.type.observing.insert(name)
        defer { o.type.observing.remove(name) }
        let before = try old()
        for (t, obs) in observing { if let w = obs.willSet { _ = try invokeAccessor(w, env: t.env, selfType: o.type, receiver: base, args: [newValue], loc: loc) } }
        try write()
        for (t, obs) in observing.reversed() { if let d = obs.didSet { _ = try invokeAccessor(d, env: t.env, selfType: o.type, receiver: base, args: [before], loc: loc) } }
    }

    /// Writes `base.name = value`; returns the updated base for value types (nil for classes).
    func setMember(_ base: Value, _ name: String, _ value: Value, loc: Loc) throws -> Value? {
        switch base {
        case .structValue(var s):
            if let (_, setter) = s.type.computed[name] {
                guard let setter else { throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property") }
                return try invokeAccessor(setter, env: s.type.env, selfType: s.type, receiver: base, args: [value], loc: loc).newReceiver
            }
            if let owner = s.type.chain.first(where: { $0.wrappedProperties[name] != nil }) {
                // Not made yet (an initializer's first `self.name = …`): `Wrapper(wrappedValue:)`.
                guard let w = s.fields["_" + name], !w.isVoid else {
                    s.fields["_" + name] = try makeWrapper(owner.wrappedProperties[name]!, initial: value, env: owner.env, loc: loc,
                                                            propertyType: owner.storedProperties.first { $0.name == name }?.type)
                    return .structValue(s)
                }
                // `@Clamped var level = 1 { didSet { … } }`: the observers around the wrapper's write.
                return try observedWrite(s, name, newValue: value, old: { try member(of: w, "wrappedValue", loc: loc, expected: nil) }, loc: loc) { s in
                    let current = s.fields["_" + name] ?? w
                    s.fields["_" + name] = try setMember(current, "wrappedValue", value, loc: loc) ?? current
                }
            }
            if name.hasPrefix("_"), s.type.chain.contains(where: { $0.wrappedProperties[String(name.dropFirst())] != nil }) {
                s.fields[name] = value
                return .structValue(s)
            }
            // `s.$theme = …`, `s.$theme.undo()`: through the wrapper's `projectedValue` setter.
            if name.hasPrefix("$"), case let wrapped = String(name.dropFirst()),
               s.type.chain.contains(where: { $0.wrappedProperties[wrapped] != nil }), let w = s.fields["_" + wrapped] {
                s.fields["_" + wrapped] = try setMember(w, "projectedValue", value, loc: loc) ?? w
                return .structValue(s)
            }
            // `self._value = value` for `@Binding var value` / `@State var value`: SwiftUI's own
            // wrappers are plain stored values in a still picture, so their storage is the property.
            let stored = s.type.storedProperties.first(where: { $0.name == name })
                ?? (name.hasPrefix("_") ? s.type.storedProperties.first(where: { $0.name == String(name.dropFirst()) }) : nil)
            guard let prop = stored else {
                if let (_, setter, owner) = protocolComputed(name, of: s.type) {
                    guard let setter else { throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property") }
                    return try invokeAccessor(setter, env: owner.env, selfType: owner, receiver: base, args: [value], loc: loc).newReceiver
                }
                if let updated = try setDynamicMember(base, name, value, loc: loc) { return updated }
                throw ScriptError(loc, "value of type '\(s.type.name)' has no member '\(name)'")
            }
            let name = prop.name
            let v = try typedForField(value, as: prop.type, in: s.type, of: base, loc: loc)
            let old = s.fields[name] ?? .void
            return try observedWrite(s, name, newValue: v, old: { old }, loc: loc) { $0.fields[name] = v }
        case .object(let o):
            if let (_, setter) = o.type.findComputed(name) {
                guard let setter else { throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property") }
                _ = try invokeAccessor(setter, env: o.type.env, selfType: o.type, receiver: base, args: [value], loc: loc)
                return nil
            }
            if let owner = o.type.chain.first(where: { $0.wrappedProperties[name] != nil }) {
                guard let w = o.fields["_" + name], !w.isVoid else {
                    o.fields["_" + name] = try makeWrapper(owner.wrappedProperties[name]!, initial: value, env: owner.env, loc: loc,
                                                            propertyType: owner.storedProperties.first { $0.name == name }?.type)
                    return nil
                }
                if let access = enclosingInstanceAccess(owner.wrappedProperties[name]!.wrapper) {
                    guard let setter = access.setter else { throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property") }
                    _ = try invokeAccessor(setter, env: access.type.env, selfType: access.type, receiver: .type(.user(access.type)),
                                           args: [base, memberKeyPath(name), memberKeyPath("_" + name), value], loc: loc)
                    return nil
                }
                // `@W var count = 1 { willSet { … } didSet { … } }`: the observers around the wrapper's write.
                try observedWrite(o, base, name, newValue: value, old: { try member(of: w, "wrappedValue", loc: loc, expected: nil) }, loc: loc) {
                    let current = o.fields["_" + name] ?? w
                    o.fields["_" + name] = try setMember(current, "wrappedValue", value, loc: loc) ?? current
                }
                return nil
            }
            if name.hasPrefix("$"), case let wrapped = String(name.dropFirst()),
               o.type.chain.contains(where: { $0.wrappedProperties[wrapped] != nil }), let w = o.fields["_" + wrapped] {
                o.fields["_" + wrapped] = try setMember(w, "projectedValue", value, loc: loc) ?? w
                return nil
            }
            if !o.type.chain.contains(where: { t in t.storedProperties.contains { $0.name == name } }) {
                if let (_, setter, owner) = protocolComputed(name, of: o.type) {
                    guard let setter else { throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property") }
                    _ = try invokeAccessor(setter, env: owner.env, selfType: owner, receiver: base, args: [value], loc: loc)
                    return nil
                }
                // `o.caption = "B"` on a `@dynamicMemberLookup` class: its subscript's setter.
                if try setDynamicMember(base, name, value, loc: loc) != nil { return nil }
            }
            let old = o.fields[name] ?? .void
            try observedWrite(o, base, name, newValue: value, old: { old }, loc: loc) { o.fields[name] = value }
            return nil
        case .type(.user(let t)), .type(.generic(let t, _)):
            if t.staticStored[name] != nil { t.staticValues[name] = value; return nil }
            if let setter = t.chain.lazy.compactMap({ $0.staticComputedSetters[name] }).first {
                _ = try invokeAccessor(setter, env: t.env, selfType: t, receiver: base, args: [value], loc: loc)
                return nil
            }
        case .tuple(var vs, let labels):
            if let i = labels.firstIndex(of: name) { vs[i] = value; return .tuple(vs, labels) }
        case .string where name == "unicodeScalars":
            // `s.unicodeScalars.append(ch)`: the view changed is the string changed.
            if case .native(let n) = value, let view = n.payload as? StringView { return .string(view.string) }
            guard case .array(let scalars) = value else { break }
            var view = String.UnicodeScalarView()
            for s in scalars {
                switch s {
                case .native(let n): if let scalar = n.payload as? Unicode.Scalar { view.append(scalar) }
                case .string(let text): view.append(contentsOf: text.unicodeScalars)
                case .character(let c): view.append(contentsOf: c.unicodeScalars)
                default: throw ScriptError(loc, "cannot convert value of type '\(s.typeName)' to expected argument type 'Unicode.Scalar'")
                }
            }
            return .string(String(view))
        case .native(let n):
            if let set = n.type.setters[name] {
                return .native(NativeValue(type: n.type, payload: try set(n.payload, value, self, loc)))
            }
        default: break
        }
        if let updated = try setDynamicMember(base, name, value, loc: loc) { return updated }
        throw ScriptError(loc, "cannot assign to property: '\(name)' is a get-only property")
    }

    private func structAfter(_ newSelf: Value?, _ fallback: StructInstance) -> StructInstance {
        if case .structValue(let s)? = newSelf { return s }
        return fallback
    }

    /// Names of the protocols (and base types) a value can use members of.
    /// Whether a script type conforms to `proto`, itself or through a protocol that refines it.
    func conforms(_ t: UserType, to proto: String) -> Bool {
        var seen: Set<String> = []
        func walk(_ u: UserType) -> Bool {
            for c in expandingCompositions(u.conformances) where seen.insert(c).inserted {
                if c == proto { return true }
                if let p = conformedType(c, by: u), p.kind == .protocolType, walk(p) { return true }
            }
            return false
        }
        return walk(t)
    }

    /// Conformance names with each composition alias (`Sellable` = `Named & Priced`) as its protocols.
    func expandingCompositions(_ names: [String]) -> [String] {
        guard !compositionAliases.isEmpty, names.contains(where: { compositionAliases[$0] != nil }) else { return names }
        return names.flatMap { compositionAliases[$0] ?? [$0] }
    }

    /// What the standard scalar types print through (`some CustomStringConvertible` takes `1`).
    static let describable = ["CustomStringConvertible", "CustomDebugStringConvertible", "LosslessStringConvertible"]

    func conformances(of v: Value) -> [String] {
        var out: [String] = []
        func addUser(_ t: UserType) {
            if let sup = t.superclass, !out.contains(sup.name) { out.append(sup.name); addUser(sup) }
            for c in expandingCompositions(t.conformances) where !out.contains(c) {
                out.append(c)
                if let p = conformedType(c, by: t), p.kind == .protocolType { addUser(p) }
                if let nt = nativeTypes[c] { out += nt.conformances.filter { !out.contains($0) } }
                if let refined = ProtocolRefinements.standard[c] { out += refined.filter { !out.contains($0) } }
            }
        }
        switch v {
        case .structValue(let s): addUser(s.type)
        case .object(let o): addUser(o.type)
        case .enumValue(let e): addUser(e.type)
        case .native(let n):
            out = n.type.conformances
            if let ext = extensions[n.type.name] { out += ext.conformances }
        case .int: out = ["Numeric", "BinaryInteger", "FixedWidthInteger", "SignedInteger", "SignedNumeric", "AdditiveArithmetic",
                          "Strideable", "Comparable", "Equatable", "Hashable"] + Self.describable
        case .fixedInt(let f):
            out = ["Numeric", "BinaryInteger", "FixedWidthInteger", f.kind.isSigned ? "SignedInteger" : "UnsignedInteger"]
                + (f.kind.isSigned ? ["SignedNumeric"] : []) + ["AdditiveArithmetic", "Strideable", "Comparable", "Equatable", "Hashable"] + Self.describable
        case .double: out = ["Numeric", "BinaryFloatingPoint", "FloatingPoint", "SignedNumeric", "AdditiveArithmetic", "Strideable",
                             "Comparable", "Equatable", "Hashable"] + Self.describable
        case .string: out = ["StringProtocol", "Comparable", "Equatable", "Hashable", "Collection", "Sequence", "BidirectionalCollection",
                             "RangeReplaceableCollection"] + Self.describable
        case .bool: out = ["Equatable", "Hashable"] + Self.describable
        case .character: out = ["Comparable", "Equatable", "Hashable"] + Self.describable
        case .array: out = ["Collection", "Sequence", "RandomAccessCollection", "BidirectionalCollection", "MutableCollection",
                            "RangeReplaceableCollection", "CustomStringConvertible", "CustomDebugStringConvertible"]
        case .range(_, _, closed: false): out = ["RandomAccessCollection", "BidirectionalCollection", "Collection", "Sequence", "Equatable", "Hashable"]
        case .range: out = ["BidirectionalCollection", "Collection", "Sequence", "Equatable", "Hashable"]
        case .set: out = ["SetAlgebra", "Collection", "Sequence", "Equatable", "Hashable"]
        case .dictionary: out = ["Collection", "Sequence"]
        default: break
        }
        switch v {
        case .structValue, .object, .enumValue, .native: break
        default:
            // `extension Int: Describable {}` makes the standard type conform (and to what the
            // protocol refines).
            if let ext = extensions[baseTypeName(of: v)] {
                for c in ext.conformances where !out.contains(c) {
                    out.append(c)
                    if let p = conformedType(c, by: ext), p.kind == .protocolType { addUser(p) }
                }
            }
        }
        return out
    }

    func isViewValue(_ v: Value) -> Bool {
        switch v {
        case .native(let n): return n.type.conformances.contains("View")
        case .structValue(let s): return conformances(of: .structValue(s)).contains("View")
        case .object(let o): return o.type.isView
        case .enumValue(let e): return e.type.isView
        default: return false
        }
    }
}
