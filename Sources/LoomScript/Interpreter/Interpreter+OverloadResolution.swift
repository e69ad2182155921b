/// Choosing among a call's candidates: by labels (Swift's backward and forward scans), then by
/// the arguments' types, literals and syntax, with Swift's tie-breaking rules; and the errors
/// when none fits.
extension Interpreter {
    /// Picks an overload by labels, then by argument types, evaluates the arguments with the
    /// chosen parameter types as context, and runs it.
    func call(_ cands: [Candidate], name: String, _ args: [Argument], _ env: Env?, loc: Loc, expected: TypeExpr?) throws -> (Value, Value?) {
        try tick(loc)
        var preEvaluated: [Int: Value] = [:]
        let (candidate, mapping, _) = try chooseOverload(cands, name: name, args, env, loc: loc, preEvaluated: &preEvaluated, expected: expected)
        return try run(candidate, mapping: mapping, args, env, preEvaluated: preEvaluated, loc: loc, expected: expected)
    }

    /// The overload a call runs: by labels, then by the arguments' types. Arguments whose value
    /// does not depend on the choice are evaluated to score the overloads (those already in
    /// `preEvaluated` are not evaluated again) and left in `preEvaluated` for the run.
    /// `labelsChose` says only one overload took the labels.
    func chooseOverload(_ cands: [Candidate], name: String, _ args: [Argument], _ env: Env?, loc: Loc,
                        preEvaluated: inout [Int: Value], expected: TypeExpr? = nil) throws -> (Candidate, [Int?], labelsChose: Bool) {
        let labelled = cands.compactMap { c in matchLabels(c, args).map { (c, $0) } }
        // `{ 7 }` passed as a `(T) -> U` with `T == Void`: called with `()`, it takes nothing;
        // `{ n, s in … }` passed as an `(A) -> T` with `A` a pair: called with one, it takes its parts.
        if labelled.isEmpty, cands.count == 1, cands[0].positional, args.count == 1, args[0].label == nil {
            let only = cands[0]
            let v = try preEvaluated[0] ?? evalArgument(args[0], env, expected: nil)
            preEvaluated[0] = v
            if only.params.isEmpty, v.isEmptyTuple { return (only, [], true) }
            if case .tuple(let parts, _) = v, parts.count == only.params.count, parts.count > 1 {
                let spread = Candidate(name: only.name, params: [Param(label: nil, name: "tuple", type: nil)], positional: true) { values, loc in
                    guard case .tuple(let parts, _)? = values.first else { return try only.run(values, loc) }
                    return try only.run(parts, loc)
                }
                return (spread, [0], true)
            }
        }
        guard !labelled.isEmpty else { throw labelError(cands, name: name, args, loc: loc) }
        var chosen = labelled[0]
        if labelled.count > 1 {
            // Evaluate the context-free arguments once, then score each overload. String literals
            // wait when an overload takes a LocalizedStringKey: their type depends on the choice.
            let takesKey = labelled.contains { $0.0.params.contains { $0.type?.unwrapped.baseName == "LocalizedStringKey" } }
            // An argument some overload takes as an `@autoclosure` runs only if that body asks
            // (`check(ok, expensive())`, `tint(c != nil, c!)`): a literal is scored by its value,
            // anything else by its syntax; a tie goes to the overload that takes them lazily.
            var deferred = Set<Int>()
            for (c, mapping) in labelled {
                for (pi, p) in c.params.enumerated() where p.isAutoclosure { if let ai = mapping[pi] { deferred.insert(ai) } }
            }
            for (i, a) in args.enumerated() where !isContextDependent(a.value) && !(takesKey && isStringLiteral(a.value)) {
                if deferred.contains(i), literalSample(a.value) == nil { continue }
                if preEvaluated[i] == nil { preEvaluated[i] = try evalArgument(a, env, expected: nil) }
            }
            // `kind([Int]())`: an empty collection's elements cannot say which overload; its static type can.
            var emptyTypes: [Int: TypeExpr] = [:]
            for (i, v) in preEvaluated where v.isEmptyCollection {
                if let t = inferredType(args[i].value, env).map({ canonicalThroughout($0) }), isConcreteType(t) { emptyTypes[i] = t }
            }
            var scored: [(Candidate, [Int?], Int)] = []
            for (c, mapping) in labelled {
                if let s = score(c, mapping, args, preEvaluated, emptyTypes: emptyTypes) { scored.append((c, mapping, s)) }
            }
            guard let best = scored.max(by: { $0.2 < $1.2 }) else {
                let list = labelled.map { describeSignature($0.0) }.joined(separator: ", ")
                throw ScriptError(loc, "no '\(name)' accepts these argument types (\(args.map { argumentTypeName($0, preEvaluated, args) }.joined(separator: ", "))); candidates: \(list)")
            }
            var ties = scored.filter { $0.2 == best.2 }
            // `let n: Int = value()` beside `func value() -> String`: what the context wants.
            if ties.count > 1, let e = expected.map(canonical), e.baseName != "Any" {
                let fitting = ties.filter { $0.0.declaredResult.map { canonical($0).description } == e.description }
                if !fitting.isEmpty, fitting.count < ties.count { ties = fitting }
            }
            // Of generic overloads that fit alike, the more constrained is the more specialized
            // (`mean<T: BinaryInteger>(_: [T])` beats `mean<T>(_: [T])`), as Swift ranks them.
            if ties.count > 1 {
                let counts = ties.map { c, mapping, _ in metConstraints(c, mapping, args, preEvaluated, emptyTypes: emptyTypes) }
                if let most = counts.max(), counts.contains(where: { $0 != most }) { ties = zip(ties, counts).filter { $0.1 == most }.map(\.0) }
            }
            // Overloads Loom cannot tell apart by labels and types differ only in generic
            // constraints (`extension TrackPad where Label == Text`): Swift picks the more
            // constrained, which is declared later; failing would reject code swiftc compiles.
            if ties.count > 1, Set(ties.map { describeSignature($0.0) + typeList($0.0) }).count == 1 { ties = [ties[ties.count - 1]] }
            // Unevaluated arguments could not tell the overloads apart: the one taking them as
            // autoclosures is the one that does not need their values; of several, the later
            // declared (a concrete type's extension after its protocol's: PureSwiftUI's
            // `Text.foregroundColorIf` beside `View.foregroundColorIf`).
            if ties.count > 1, !deferred.isEmpty {
                let lazy = ties.filter { c, mapping, _ in
                    c.params.indices.allSatisfy { pi in mapping[pi].map { !deferred.contains($0) || c.params[pi].isAutoclosure } ?? true }
                }
                if let last = lazy.last { ties = [last] }
            }
            // `render(3.5)` with `render<T>(_: T)` and `render<T>(_: T?)`: wrapping a value in an
            // Optional is a conversion, which Swift ranks below taking the value as it is; an
            // Optional argument goes to the overload that takes an Optional (the more specialized).
            if ties.count > 1 {
                let fits = ties.map { c, mapping, _ in optionalFit(c, mapping, args, preEvaluated) }
                if let best = fits.max(), fits.contains(where: { $0 != best }) {
                    ties = zip(ties, fits).filter { $0.1 == best }.map(\.0)
                }
            }
            // `g(4)` beside `g(_: Float)` and `g(_: Binding<Float>)`: Loom's bindings are the values
            // they hold, so the argument's syntax says which (`$x`, `.constant(v)`, `Binding(…)`).
            if ties.count > 1 {
                let fits = ties.map { c, mapping, _ in bindingFit(c, mapping, args) }
                if let best = fits.max(), fits.contains(where: { $0 != best }) {
                    ties = zip(ties, fits).filter { $0.1 == best }.map(\.0)
                }
            }
            // `f()` beside `f(capacity: Int = 4)` and `f(values: Int...)`: Swift ranks an empty
            // variadic list below a default argument.
            if ties.count > 1 {
                let plain = ties.filter { c, _, _ in !c.params.contains(where: \.isVariadic) }
                if plain.count == 1 { ties = plain }
            }
            // Bridged overloads whose defaults make them equal (`Animation.spring()` with either set
            // of spring parameters): SwiftUI's own resolution picks one; the first declared stands for it.
            if ties.count > 1, ties.allSatisfy({ $0.0.isNative }) { ties = [ties[0]] }
            // A script's own overload beside a bridged one its arguments fit as well
            // (`7.formatted(.number.prefixed("#"))` with the script's `formatted<S: Style>`): the
            // module's own, as a declaration shadows the imported one it stands beside.
            if ties.count > 1, ties.contains(where: { $0.0.isNative }), ties.contains(where: { !$0.0.isNative }) {
                ties = ties.filter { !$0.0.isNative }
            }
            // `s.contains(.top)` with the type's own `contains(_: Edge)` beside OptionSet's `contains(_: Self)`:
            // the concrete type's method is the more specialized.
            if ties.count > 1, ties.contains(where: { $0.0.isProtocolDefault }), ties.contains(where: { !$0.0.isProtocolDefault && !$0.0.isNative }) {
                ties = ties.filter { !$0.0.isProtocolDefault }
            }
            if ties.count > 1, let trial = closureResultTrial(ties.map { ($0.0, $0.1) }, args) { return (trial, ties[0].1, false) }
            if ties.count > 1 {
                throw ScriptError(loc, "ambiguous use of '\(name)'; candidates: \(ties.map { describeSignature($0.0) }.joined(separator: ", "))")
            }
            chosen = (ties[0].0, ties[0].1)
        }
        return (chosen.0, chosen.1, labelled.count == 1)
    }

    /// Maps each parameter to the argument that fills it (nil: default). One unlabelled trailing
    /// closure goes to the last parameter when that works, as Swift 5 mode's backward scan has it
    /// (`g { 5 }` for `g(first: () -> Int = …, second: () -> Int = …)` fills `second`); else
    /// Swift's forward scan.
    func matchLabels(_ c: Candidate, _ args: [Argument]) -> [Int?]? {
        if !c.positional, let last = args.last, last.isTrailing, last.label == nil, !args.dropLast().contains(where: \.isTrailing),
           let final = c.params.last, !final.isVariadic, isClosureParam(final) || final.type == nil {
            // (Slices, not copies: this runs for every call with a trailing closure.)
            if var mapping = forwardMatch(c.params.dropLast(), positional: false, args.dropLast()) {
                mapping.append(args.count - 1)
                return mapping
            }
        }
        return forwardMatch(c.params[...], positional: c.positional, args[...])
    }

    /// Swift's forward scan (SE-0286).
    func forwardMatch(_ params: ArraySlice<Param>, positional: Bool, _ args: ArraySlice<Argument>) -> [Int?]? {
        // NB: the scan below rejects these too, after allocating; a type's many initializers
        // (`String(word)` against eight) are mostly told apart by the first label alone.
        if !positional, let p = params.first, p.defaultValue == nil, !p.isVariadic {
            if let a = args.first, !a.isTrailing, a.label != p.label { return nil }
            if args.isEmpty, !(p.type?.isOptional == true && isClosureParam(p)) { return nil }
        }
        var mapping: [Int?] = Array(repeating: nil, count: params.count)
        var ai = 0
        for (pi, p) in params.enumerated() {
            if positional {
                guard ai < args.count else { return nil }
                mapping[pi] = ai; ai += 1
                continue
            }
            guard ai < args.count else {
                if p.defaultValue == nil && !p.isVariadic && !(p.type?.isOptional == true && isClosureParam(p)) { return nil }
                continue
            }
            let a = args[ai]
            if a.isTrailing && a.label == nil {
                // An unlabelled trailing closure fills the next closure-typed parameter — passing over
                // one with a default when a later closure parameter needs an argument (SE-0286:
                // `init(onTap: (() -> Void)? = nil, content: () -> C)` called as `Card { … }`).
                if isClosureParam(p) || p.type == nil {
                    // (Not when a labelled trailing closure after it fills that one: `SwipeCard(…) { … } content: { … }`.)
                    let later = params[(pi + 1)...], laterLabels = Set(args[(ai + 1)...].compactMap(\.label))
                    if p.defaultValue != nil, later.contains(where: { $0.defaultValue == nil && !$0.isVariadic && isClosureParam($0)
                                                                       && !laterLabels.contains($0.label ?? "_") }) { continue }
                    mapping[pi] = ai; ai += 1; continue
                }
                if p.defaultValue != nil || p.isVariadic { continue }
                return nil
            }
            if a.label == p.label {
                mapping[pi] = ai; ai += 1
                if p.isVariadic { while ai < args.count, args[ai].label == nil, !args[ai].isTrailing { ai += 1 } }
                continue
            }
            if p.defaultValue != nil || p.isVariadic { continue }
            return nil
        }
        return ai == args.count ? mapping : nil
    }

    func variadicIndices(_ c: Candidate, _ mapping: [Int?], _ pi: Int, _ args: [Argument]) -> [Int] {
        guard let start = mapping[pi] else { return [] }
        var out = [start]
        var i = start + 1
        while i < args.count, args[i].label == nil, !args[i].isTrailing { out.append(i); i += 1 }
        return out
    }

    func isClosureParam(_ p: Param) -> Bool {
        // `handler: @escaping Handler` with `typealias Handler = (String, Any) -> Void`.
        guard let t = p.type.map(canonical)?.unwrapped else { return false }
        switch t {
        case .function: return true
        case .named("ViewBuilder", _), .named("@builder", _): return true
        default: return false
        }
    }

    /// Literals, implicit members and closures take their type from the parameter.
    func isContextDependent(_ e: Expr) -> Bool {
        switch e.kind {
        case .intLiteral, .floatLiteral, .nilLiteral, .implicitMember, .closure: return true
        // `trimmingCharacters(in: " ")` with a script's `(in c: Character)`: one character may be a Character.
        case .stringLiteral(let text) where text.count == 1: return true
        case .call(let c, _):
            if case .implicitMember = c.kind { return true }
            // `.number.prefixed("#")`: a chain from an implicit member.
            if startsWithImplicitMember(c) { return true }
            // `scale(2.5, M.make())`: a generic type's static member written without its
            // arguments, which the other arguments bind (`M<Double>`).
            return isUnspecializedGenericMember(c)
        // (A one-character string inside is a String still: `total(["a"])` is not an array of numbers.)
        case .arrayLiteral(let xs): return xs.isEmpty || xs.contains { if case .stringLiteral = $0.kind { false } else { isContextDependent($0) } }
        // (`merging(["crypto": 300], …)`: its keys are the receiver's `Key`, made once the overload is chosen.)
        case .dictionaryLiteral: return true
        // `span(.min ... .max)`: a range of implicit members has its parameter's bounds.
        case .binary(let op, let l, let r) where op == "..." || op == "..<": return namesAnImplicitMember(l) || namesAnImplicitMember(r)
        case .binary(let op, let l, let r): return ["+", "-", "*", "/"].contains(op) && isContextDependent(l) && isContextDependent(r)
        case .prefix("-", let x): return isContextDependent(x)
        // `angle: on ? .topLeading : .bottomTrailing`: the branches take the parameter's type
        // (literal branches are scored by their kind: `padding(wide ? 12 : 4)` takes a length).
        case .ternary(_, let a, let b): return namesAnImplicitMember(a) || namesAnImplicitMember(b)
        // `foregroundColor(o.flatMap { … } ?? .black)`: the default takes the parameter's type.
        case .binary("??", _, let r): return namesAnImplicitMember(r)
        default: return false
        }
    }

    /// `M.make`, `Stack.empty` with `M`, `Stack` generic script types: the member of a type its
    /// context has to complete.
    func isUnspecializedGenericMember(_ e: Expr) -> Bool {
        guard e.traits.contains(.typeMember), case .member(let base, _) = e.kind, case .global(let n) = base.kind,
              let type = userTypes[n], !type.genericParameters.isEmpty else { return false }
        return genericScopes.last?[n] == nil
    }

    /// `.topLeading`, `.degrees(30)`, or a conditional with one among its branches.
    func namesAnImplicitMember(_ e: Expr) -> Bool {
        switch e.kind {
        case .implicitMember: return true
        case .call(let c, _): if case .implicitMember = c.kind { return true }; return false
        case .ternary(_, let a, let b): return namesAnImplicitMember(a) || namesAnImplicitMember(b)
        default: return false
        }
    }

    func isStringLiteral(_ e: Expr) -> Bool {
        switch e.kind {
        case .stringLiteral, .interpolation: return true
        default: return false
        }
    }

    /// How well an overload fits; nil when some argument cannot fit at all.
    func score(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value], emptyTypes: [Int: TypeExpr] = [:]) -> Int? {
        withOwnParameters(c) { scoreInScope(c, mapping, args, pre, emptyTypes: emptyTypes) }
    }

    private func scoreInScope(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value], emptyTypes: [Int: TypeExpr]) -> Int? {
        var total = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi] else { continue }
            guard var type = p.type.map(canonical) else { total += 1; continue }
            // A bridged parameter's `FormatStyle` is SwiftUI's, even beside a program's own (as `run` reads it).
            if c.isNative, case .named(let n, let a) = type, a.isEmpty, userTypes[n] != nil, nativeTypes[n] != nil { type = .named("SwiftUI." + n, []) }
            // A dictionary literal is no array (`merging(["k": 1])` beside `merging([("k", 1)])`).
            if case .dictionaryLiteral = args[ai].value.kind, case .array = type.unwrapped { return nil }
            // `_ color: @autoclosure () -> Color` takes a Color.
            if p.isAutoclosure, case .function(let ps, let result) = type, ps.isEmpty {
                // A closure literal is not the value of a `String` autoclosure: the overload taking a closure is meant.
                if case .closure = args[ai].value.kind, !result.isFunction { return nil }
                type = result
            }
            let elemType: TypeExpr = { if p.isVariadic, case .array(let t) = type { return t }; return type }()
            // `func h<T: Numeric>(_ x: T)` takes only what meets its constraint, and beats an
            // unconstrained `func h<T>(_ x: T)` for it, as in Swift.
            if case .named(let n, let a) = elemType, a.isEmpty, let proto = c.genericProtocols[n] {
                // A closure conforms to no protocol; an array literal is an array (`kind([1])` is
                // not the `BinaryInteger` overload's, whatever its elements).
                if case .closure = args[ai].value.kind, proto != "Any" { return nil }
                if proto != "Any", !openArgumentMeets(args[ai].value, proto) { return nil }
                if case .arrayLiteral(let xs) = args[ai].value.kind, pre[ai] == nil {
                    guard satisfies(.array(xs.compactMap(literalSample)), proto) else { return nil }
                    total += 2
                    continue
                }
                guard let sample = pre[ai] ?? literalSample(args[ai].value) else { total += 1; continue }
                guard satisfies(sample, proto) else { return nil }
                total += 2
                continue
            }
            // `pick<T: P>(_ v: T?)`: the constraint is the wrapped value's, as for `T` (which an
            // Optional argument may meet too, by a conditional conformance: `optionalFit` decides).
            if case .optional(.named(let n, let a)) = elemType, a.isEmpty, let proto = c.genericProtocols[n], proto != "Any" {
                if case .closure = args[ai].value.kind { return nil }
                switch pre[ai] ?? literalSample(args[ai].value) {
                case nil: total += 1
                case .null?: total += 2  // (a nil fits any `T?`; `optionalFit` prefers it to a `T`)
                case let v?:
                    guard satisfies(v.optionalPayload ?? v, proto) else { return nil }
                    total += 2
                }
                continue
            }
            // `render(x)` with `x: T` inside a generic function: Swift chose when `T` could be
            // anything, so an overload for one concrete type does not take it.
            if isOpenGenericArgument(args[ai].value), isConcreteNominal(elemType) { return nil }
            // `norm<T: BinaryFloatingPoint>(_ v: [T])` takes only arrays whose elements meet the
            // constraint, and beats `norm<T>(_ v: [T])` for them.
            if case .array(.named(let n, let a)) = elemType, a.isEmpty, let proto = c.genericProtocols[n], proto != "Any",
               let sample = firstElementSample(args[ai].value, pre[ai], staticType: emptyTypes[ai]) {
                guard satisfies(sample, proto) else { return nil }
            }
            if let t = emptyTypes[ai] {
                // (Exactly its type, or a placeholder's: an `[Int]` is not a `[String]`.)
                if isConcreteType(elemType) { guard interchangeable(t, elemType) else { return nil }; total += 4 } else { total += 3 }
                continue
            }
            if let v = pre[ai] {
                guard let s = typeScore(v, elemType) else { return nil }
                total += s
            } else {
                guard let s = literalScore(args[ai].value, elemType) else { return nil }
                total += s
            }
        }
        // `where T.Element: Numeric`: met by the elements of the argument that binds `T`.
        for (parameter, protocols) in c.elementRequirements {
            guard let pi = c.params.firstIndex(where: { if case .named(parameter, let a)? = $0.type { a.isEmpty } else { false } }),
                  let ai = mapping[pi], let v = pre[ai] else { continue }
            let element: Value?
            switch v {
            case .array(let xs): element = xs.first
            case .set(let s): element = s.members.first
            case .string(let s): element = s.first.map(Value.character)
            default: element = nil
            }
            guard let element else { continue }
            for proto in protocols { guard satisfies(element, proto) else { return nil } }
        }
        // Fewer defaulted parameters left over means a closer match (`padding(8)` vs `padding(_:_:)`).
        total -= mapping.filter { $0 == nil }.count
        return total
    }

    /// The same type, where a Double and a CGFloat count as one (each converts to the other).
    func interchangeable(_ a: TypeExpr, _ b: TypeExpr) -> Bool {
        let (x, y) = (canonical(a), canonical(b))
        if let k = floatKind(x), let l = floatKind(y) { return k == l || k.isDoubleWidth && l.isDoubleWidth }
        return x.description == y.description
    }

    /// A local declared with a generic parameter of the running function or type as its type.
    /// (`v[0]` with `v: [T]`, `o!` with `o: T?` too: what its declaration says it is.)
    func isOpenGenericArgument(_ e: Expr) -> Bool {
        guard let scope = genericScopes.last, case .named(let n, let args)? = declaredShape(e), args.isEmpty else { return false }
        return scope[n] != nil || scope[Self.looseBinding(n)] != nil
    }

    /// Runs `body` with the caller's scope, in which the candidate's own generic parameters are
    /// themselves: `show<T>(_: T)` called inside `format<T>`, whose `T` is bound to String, still
    /// takes a `T`.
    private func withOwnParameters<R>(_ c: Candidate, _ body: () -> R) -> R {
        guard !c.genericParameters.isEmpty, var scope = genericScopes.last, c.genericParameters.contains(where: { scope[$0] != nil }) else { return body() }
        for g in c.genericParameters { scope[g] = .named(g, []) }
        genericScopes.append(scope)
        defer { genericScopes.removeLast() }
        return body()
    }

    /// False when the argument's static type is the running generic function's own `T` and `T`
    /// is not constrained to `proto` (by name: a refinement is taken as not meeting it).
    private func openArgumentMeets(_ e: Expr, _ proto: String) -> Bool {
        guard let scope = genericScopes.last, case .named(let n, let args)? = declaredShape(e), args.isEmpty,
              case .named(let constraints, _)? = scope[Self.constraintsKey(n)] else { return true }
        return constraints.components(separatedBy: " & ").contains(proto)
    }

    /// A local's written type, through subscripts of arrays and force-unwraps, unresolved.
    private func declaredShape(_ e: Expr) -> TypeExpr? {
        switch e.kind {
        case .local: return e.declaredType
        case .forceUnwrap(let x): if case .optional(let w)? = declaredShape(x) { return w }; return nil
        case .subscriptCall(let x, let a) where a.count == 1 && a[0].label == nil:
            if case .array(let element)? = declaredShape(x) { return element }; return nil
        default: return nil
        }
    }

    /// `Int`, `String`, a script struct: one type, not a protocol, `Any` or a placeholder.
    func isConcreteNominal(_ t: TypeExpr) -> Bool {
        guard case .named(let n, _) = t else { return false }
        if ["Any", "AnyObject", "Optional", "Array", "Dictionary", "Set"].contains(n) { return false }
        if Self.builtinTypeNames.contains(n) { return true }
        guard let u = userTypes[n] else { return false }
        return u.kind != .protocolType && u.kind != .extensionOf
    }

    /// How well `c`'s `Binding` parameters fit their arguments: +1 for each given a binding
    /// (`$x`, `.constant(v)`, `Binding(…)`), -1 for each given anything else.
    func bindingFit(_ c: Candidate, _ mapping: [Int?], _ args: [Argument]) -> Int {
        var fit = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], p.type?.unwrapped.baseName == "Binding" else { continue }
            fit += looksLikeBinding(args[ai].value) ? 1 : -1
        }
        return fit
    }

    func looksLikeBinding(_ e: Expr) -> Bool {
        switch e.kind {
        case .member(_, "projectedValue"): return true
        case .name(let n), .global(let n): return n.hasPrefix("$")
        case .local(_, _, let n): return n.hasPrefix("$") || (e.declaredType?.baseName == "Binding")
        case .call(let callee, _):
            switch callee.kind {
            case .implicitMember("constant"): return true
            case .global("Binding"), .name("Binding"): return true
            case .member(let base, "constant"): if case .global("Binding") = base.kind { return true }; return false
            default: return false
            }
        default: return false
        }
    }

    /// How well an overload's Optional parameters fit a call's arguments, for overloads that
    /// tie otherwise: each Optional argument an Optional parameter takes counts one up, each
    /// value it must wrap in an Optional one down.
    func optionalFit(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value]) -> Int {
        var fit = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], let t = p.type, case .optional = canonical(t) else { continue }
            let isOptional: Bool
            if let v = pre[ai] {
                switch v {
                case .null, .some: isOptional = true
                default: isOptional = false
                }
            } else {
                isOptional = args[ai].value.kind.isNilLiteral
            }
            fit += isOptional ? 1 : -1
        }
        return fit
    }

    func literalScore(_ e: Expr, _ t: TypeExpr) -> Int? {
        // `g(1)` prefers `g(_: Int)` to `g(_: Int?)`: wrapping is a conversion.
        if case .optional(let w) = t, !(e.kind.isNilLiteral) { return literalScore(e, w).map { max(1, $0 - 1) } }
        if case .named("Binding", let args) = t.unwrapped, let read = args.first { return literalScore(e, read) }
        let base = t.unwrapped
        let name = base.baseName
        if name == "Any" || isGenericName(name) { return 1 }
        switch e.kind {
        case .intLiteral:
            // A numeric protocol (`some BinaryInteger`) takes an integer literal as an Int if Int
            // conforms, else as a Double.
            if Self.numericProtocols.contains(name) {
                return conformances(of: .int(0)).contains(name) ? 4 : conformances(of: .double(0, .double)).contains(name) ? 3 : nil
            }
            return name == "Int" ? 4 : (floatKind(base) != nil ? 3 : nil)
        case .floatLiteral:
            if Self.numericProtocols.contains(name) { return conformances(of: .double(0, .double)).contains(name) ? 4 : nil }
            // A float literal is a Double unless its context says otherwise (`describe(2.5)` beside a `Float` overload).
            return name == "Double" ? 4 : floatKind(base) != nil ? 3 : nil
        // `background(o ?? .clear)`: the default's member says which overload (a ShapeStyle's).
        case .binary("??", _, let r) where namesAnImplicitMember(r): return literalScore(r, t)
        case .binary, .prefix: return literalScore(firstLiteral(e), t)
        case .nilLiteral: return t.isOptional ? 4 : nil
        case .closure(let c):
            guard isClosureParam(Param(label: nil, name: "", type: t)) else { return nil }
            // `init<A, B>(@ViewBuilder content: () -> TupleView<(A, B)>)` beside the one-view
            // `init<A>`: the overload whose tuple has as many views as the closure builds.
            var closureType = base
            if case .named("ViewBuilder", let wrapped) = base, let f = wrapped.first { closureType = canonical(f) }
            if case .function(_, .named("TupleView", let parts)) = closureType, case .tuple(let views, _)? = parts.first {
                return builderChildCount(c.body.stmts) == views.count ? 5 : nil
            }
            return 4
        case .implicitMember(let n):
            // (A static member or a case: an instance method named through the type, `CGFloat.rounded`,
            // is a function, which fits only a function parameter.)
            return implicitMemberBases(base).contains { b in
                guard let v = try? member(of: b, n, loc: .none, expected: base) else { return false }
                return !v.isFunctionValue || base.isFunction
            } ? 4 : nil
        case .call(let c, _):
            if case .implicitMember(let n) = c.kind {
                // `.init(width: 0.2)`: any type that can be made.
                if n == "init" { return implicitMemberBases(base, member: n).contains { (try? candidates(forMember: "init", of: $0, loc: .none))?.isEmpty == false } ? 4 : nil }
                return implicitMemberBases(base, member: n).contains { (try? member(of: $0, n, loc: .none, expected: base, forCall: true)) != nil } ? 4 : nil
            }
            return 1
        case .stringLiteral(let text) where text.count == 1 && name == "Character":
            return 4  // (`" "` where a Character is wanted: a character literal)
        case .stringLiteral, .interpolation:
            // In SwiftUI a string literal is a LocalizedStringKey first (Markdown), a String second.
            return name == "LocalizedStringKey" ? 5 : typeScore(.string(""), t)
        case .arrayLiteral(let xs):
            // `[1, 2]` fits `[Int]` better than `[T]`.
            if case .array(let element) = base {
                let fits = xs.map { literalScore($0, element) }
                if fits.contains(where: { $0 == nil }) { return nil }
                // `[UInt8(3), 4]` is a `[UInt8]`, not an `[Int]`: an element whose type is its own says so.
                if isConcreteNominal(element), xs.contains(where: { x in inferredType(x, nil, parameters: [:]).map { !interchangeable($0, element) } ?? false }) {
                    return nil
                }
                return !xs.isEmpty && fits.allSatisfy({ ($0 ?? 0) >= 4 }) ? 4 : 3
            }
            // `.padding([.horizontal, .bottom])`: an option set is written as an array literal.
            return name == "Set" || nativeTypes[name]?.emptyOptionSet != nil ? 3 : nil
        default: return 1
        }
    }

    /// How many views a builder closure's statements make, as its `buildBlock` counts them:
    /// each expression, `if`, `switch` or `for` is one; declarations are none.
    func builderChildCount(_ stmts: [Stmt]) -> Int {
        stmts.reduce(0) { n, s in
            switch s.kind {
            case .expr(let e): if case .assign = e.kind { return n }; return n + 1
            case .ifStmt, .switchStmt, .forIn: return n + 1
            default: return n
            }
        }
    }

    /// How many of `c`'s generic constraints the arguments were seen to meet (`T: Numeric` given
    /// a number, `[T]` with `T: BinaryFloatingPoint` given Doubles, `where T.Element: P`); an
    /// argument whose type is not known yet meets none.
    func metConstraints(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value], emptyTypes: [Int: TypeExpr]) -> Int {
        withOwnParameters(c) { metConstraintsInScope(c, mapping, args, pre, emptyTypes: emptyTypes) }
    }

    private func metConstraintsInScope(_ c: Candidate, _ mapping: [Int?], _ args: [Argument], _ pre: [Int: Value], emptyTypes: [Int: TypeExpr]) -> Int {
        var met = 0
        for (pi, p) in c.params.enumerated() {
            guard let ai = mapping[pi], let type = p.type.map(canonical) else { continue }
            switch type {
            case .named(let n, let a) where a.isEmpty, .optional(.named(let n, let a)) where a.isEmpty:
                if let proto = c.genericProtocols[n], proto != "Any", pre[ai] ?? literalSample(args[ai].value) != nil { met += 1 }
            case .array(.named(let n, let a)) where a.isEmpty:
                if let proto = c.genericProtocols[n], proto != "Any",
                   firstElementSample(args[ai].value, pre[ai], staticType: emptyTypes[ai]) != nil { met += 1 }
            case .named(_, let a) where !a.isEmpty:
                // `metricOnly<U: LengthUnit & Metric>(_: Length<U>)` beside `<U: Dimension>(_: Measurement<U, Double>)`:
                // a placeholder among the type's arguments weighs the protocols it must meet.
                // (One the argument's type argument does not meet rules the overload out.)
                let given = pre[ai].map { writtenType(of: metatype(of: $0)) }
                for (k, t) in a.enumerated() {
                    guard case .named(let n, let inner) = t, inner.isEmpty, c.genericParameters.contains(n) else { continue }
                    for (parameter, protocols) in c.genericRequirements where parameter == n {
                        if case .named(given?.baseName, let bound)? = given, bound.count == a.count,
                           protocols.contains(where: { typeMeets(canonical(bound[k]), $0) == false }) {
                            return Int.min / 2
                        }
                        met += protocols.reduce(0) { $0 + protocolWeight($1) }
                    }
                }
            default: break
            }
        }
        return met + c.elementRequirements.count
    }

    /// How many protocols meeting `proto` means meeting: itself and the script protocols it refines.
    private func protocolWeight(_ proto: String) -> Int {
        var seen: Set<String> = [proto]
        var queue = [proto]
        while let p = queue.popLast() {
            for q in userTypes[p].map({ $0.kind == .protocolType ? $0.conformances : [] }) ?? [] where seen.insert(q).inserted { queue.append(q) }
        }
        return seen.count
    }

    /// An array argument's first element, or a value of its type, to test a constraint against.
    /// (Of an empty one, a value of the element type its static type says: `norm([Double]())`.)
    private func firstElementSample(_ e: Expr, _ value: Value?, staticType: TypeExpr?) -> Value? {
        if case .array(let element)? = staticType { return sample(ofType: element) }
        if case .array(let xs)? = value { return xs.first }
        guard case .arrayLiteral(let xs) = e.kind, let first = xs.first else { return nil }
        if let sample = literalSample(first) { return sample }
        // `[Float(6), 8]`: a conversion's type.
        return inferredType(first, nil, parameters: [:]).flatMap(sample(ofType:))
    }

    /// A value of a standard scalar type, to test a constraint against.
    private func sample(ofType t: TypeExpr) -> Value? {
        guard case .named(let n, let targs) = canonical(t), targs.isEmpty else { return nil }
        if let k = FloatKind(typeName: n) { return .double(0, k) }
        if let k = FixedInt.Kind(typeName: n) { return .fixedInt(FixedInt(k, truncating: 0)) }
        return n == "Int" ? .int(0) : n == "String" ? .string("") : nil
    }

    /// A value of a literal's default type, to test a generic constraint against.
    func literalSample(_ e: Expr) -> Value? {
        // `describe(1 + 2)`: arithmetic over literals is a literal of the same kind.
        if e.traits.contains(.numericLiteral), case .binary = e.kind { return e.traits.contains(.floatLiteral) ? .double(0, .double) : .int(0) }
        switch e.kind {
        case .intLiteral(let i): return .int(i)
        case .floatLiteral(let d): return .double(d, .double)
        case .stringLiteral(let s): return .string(s)
        case .interpolation: return .string("")
        case .boolLiteral(let b): return .bool(b)
        default: return nil
        }
    }

    func firstLiteral(_ e: Expr) -> Expr {
        switch e.kind {
        case .binary(_, let l, let r):
            let a = firstLiteral(l)
            if case .floatLiteral = a.kind { return a }
            let b = firstLiteral(r)
            if case .floatLiteral = b.kind { return b }
            return a
        case .prefix(_, let x): return firstLiteral(x)
        default: return e
        }
    }

    /// How well a runtime value fits a parameter type: 4 exact … 1 loose; nil: does not fit.
    func typeScore(_ v: Value, _ t: TypeExpr) -> Int? {
        let base = canonical(t)
        // A binding is the value it reads (see `coerce`).
        if case .named("Binding", let args) = base, let read = args.first { return typeScore(v, read) }
        if case .optional(let w) = base {
            if case .null = v { return 4 }
            if case .some(let inner) = v { return typeScore(inner, w) }
            return typeScore(v, w).map { max(1, $0 - 1) }
        }
        let name = base.baseName
        if name == "Any" || name == "AnyObject" || isGenericName(name) { return 1 }
        // An Optional is not its wrapped type: `g(o)` with `o: Int?` calls `g(_: Int?)`.
        if case .some = v { return nil }
        if case .array(let element) = base, case .array(let xs) = v {
            guard let first = xs.first else { return 3 }
            guard let s = typeScore(first, element) else { return nil }
            // `[UInt8(3), 4]` is a `[UInt8]`: any element that does not fit rules an `[Int]` out.
            for x in xs.dropFirst().prefix(15) where typeScore(x, element) == nil { return nil }
            return s >= 4 ? 4 : 3
        }
        // `(1, 2)` fits `(Int, Int)`, not `(y: Int, xs: [Int])`: element by element, labels agreeing.
        if case .tuple(let ts, let typeLabels) = base, !ts.isEmpty {
            guard case .tuple(let vs, let labels) = v, vs.count == ts.count else { return nil }
            var score = 4
            for i in vs.indices {
                if let l = labels[i], let tl = typeLabels[i], l != tl { return nil }
                guard let s = typeScore(vs[i], ts[i]) else { return nil }
                score = min(score, s)
            }
            return score
        }
        switch (v, name) {
        case (.int, "Int"): return 4
        case (.int, "Double"), (.int, "CGFloat"), (.int, "Float"): return 1
        // Double and CGFloat convert into each other implicitly; a Float into neither (nor they into it).
        case (.double(_, let k), _) where floatKind(base) != nil:
            guard let want = floatKind(base) else { return nil }
            if want == k { return 4 }
            return want.isDoubleWidth && k.isDoubleWidth ? 3 : nil
        case (.string, "String"), (.bool, "Bool"), (.character, "Character"): return 4
        case (.string, "LocalizedStringKey"), (.string, "StringProtocol"): return 3
        case (.array, "Array"): return 3
        case (.dictionary, "Dictionary"): return 3
        case (.set, "Set"): return 4
        case (.function(let f), _):
            if f.keyPathText != nil {
                // `\.count` fits a `KeyPath` or a one-argument function, not a comparator.
                if ["KeyPath", "WritableKeyPath", "ReferenceWritableKeyPath", "PartialKeyPath"].contains(name) { return keyPathScore(f, base) }
                if case .function(let ps, _) = base, ps.count != 1 { return nil }
            }
            if case .function = base { return 3 }
            return isViewBuilderType(base) ? 3 : nil
        default: break
        }
        if (try? valueConforms(v, to: base)) == true {
            return v.typeName == name ? 4 : 2
        }
        return isUserGenericParameter(base) ? 1 : nil
    }

    /// How well a key path fits `KeyPath<Root, Value>`: key paths are invariant, so one to a
    /// `String` property does not fit `KeyPath<P, V?>`, and one to a `String?` fits it better than
    /// `KeyPath<P, V>` (Swift's more specific overload). 4 when the property is not a script type's.
    func keyPathScore(_ f: FunctionValue, _ base: TypeExpr) -> Int? {
        // (A key path from another root does not fit: `\B.y` is no `KeyPath<A, T>`.)
        if case .named(_, let args) = base, let wanted = args.first.map({ canonical($0).baseName }), let root = f.keyPathRoot,
           userTypes[wanted] != nil, userTypes[root] != nil, wanted != root { return nil }
        guard case .named(_, let args) = base, args.count == 2, let path = f.keyPath, !path.isEmpty,
              let root = userTypes[canonical(args[0]).baseName], let declared = declaredType(ofKeyPath: path, from: root) else { return 4 }
        switch (args[1].isOptional, declared.isOptional) {
        case (true, false): return nil
        case (false, true): return 3
        default: return 4
        }
    }

    func argumentTypeName(_ a: Argument, _ pre: [Int: Value], _ args: [Argument]) -> String {
        if let i = args.firstIndex(where: { $0.value === a.value }), let v = pre[i] { return v.typeName }
        return "_"
    }

    func describeSignature(_ c: Candidate) -> String { c.signature }

    /// Swift's wording for a single candidate; a candidate list for overloads.
    func labelError(_ cands: [Candidate], name: String, _ args: [Argument], loc: Loc) -> ScriptError {
        let have = args.filter { !$0.isTrailing }.map { ($0.label ?? "_") + ":" }.joined()
        if cands.count == 1, let c = cands.first {
            let required = c.params.filter { $0.defaultValue == nil && !$0.isVariadic }
            let expectedLabels = c.params.map { ($0.label ?? "_") + ":" }.joined()
            if args.count > c.params.count {
                if c.params.isEmpty { return ScriptError(loc, "argument passed to call that takes no arguments") }
                return ScriptError(loc, "extra argument\(args.last?.label.map { " '\($0)'" } ?? "") in call")
            }
            if args.count < required.count {
                let provided = Set(args.compactMap(\.label))
                if let missing = required.first(where: { $0.label == nil || !provided.contains($0.label ?? "") }) {
                    if args.isEmpty || required.count - args.count >= 1 && args.allSatisfy({ a in c.params.contains { $0.label == a.label } }) {
                        return ScriptError(loc, "missing argument for parameter \(missing.label.map { "'\($0)'" } ?? "#\((c.params.firstIndex { $0.name == missing.name } ?? 0) + 1)") in call")
                    }
                }
            }
            let wrong = zip(args, c.params).filter { $0.label != $1.label }.count
            let plural = wrong > 1 ? "labels" : "label"
            return ScriptError(loc, "incorrect argument \(plural) in call (have '\(have)', expected '\(expectedLabels)')")
        }
        let list = cands.map(describeSignature).joined(separator: ", ")
        return ScriptError(loc, "no '\(name)' accepts labels (\(have)); candidates: \(list)")
    }
}
