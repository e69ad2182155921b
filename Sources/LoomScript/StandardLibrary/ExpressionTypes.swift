/// Types Loom names before anything runs, where Swift's type checker would have known them: a
/// lazy map's element type (from its closure) and a key path's value type (from the property's
/// declaration), read by `inferredType`.
extension Interpreter {
    /// The type a closure returns, spelled as `type(of:)` prints it; `input` is its first
    /// parameter's type, spelled the same way. Nil when its code does not say it plainly.
    func closureResultType(_ f: FunctionValue, input: String) -> String? {
        guard case .closure(let decl, _) = f.kind else { return nil }
        if let r = decl.returnType { return Self.spelledOut(r.description) }
        guard let e = decl.singleExpression else { return nil }
        // (The input stays as spelled: a name no lookup takes apart.)
        let parameters = decl.params.first.map { [$0.name: TypeExpr.simple(input)] } ?? [:]
        return inferredType(e, nil, parameters: parameters).map { Self.spelledOut($0.description) }
    }
}

extension Interpreter {
    /// `type(of: \Point.x)`: `WritableKeyPath<Point, Double>` for a `var` of a struct,
    /// `ReferenceWritableKeyPath` once a class's settable property is on the way, `KeyPath`
    /// once a `let` or a get-only property is. Nil when the root or a property's type is not
    /// known (an inferred root, a member no declaration types).
    func keyPathTypeName(_ f: FunctionValue) -> String? {
        guard let root = f.keyPathRoot, userTypes[root] != nil || natives.standardType(named: root) != nil else { return nil }
        // `\P.scores[0]`: its properties, then an array's element (the last step, as far as Loom types it).
        var path = f.keyPath ?? []
        var subscripted = false
        if f.keyPath == nil, let components = f.keyPathComponents, case .subscriptArgs? = components.last {
            for c in components.dropLast() { guard case .property(let n) = c else { return nil }; path.append(n) }
            subscripted = true
        }
        guard !path.isEmpty else { return nil }
        enum Kind { case writable, referenceWritable, readOnly }
        var kind = Kind.writable
        var current = root
        var currentType = TypeExpr.simple(root)
        var valueType: TypeExpr?
        for name in path {
            guard let t = userTypes[current] else {
                // `\String.count`, `\Employee.name.count`: a standard type's property, as declared;
                // settable only where its table can write it.
                guard let type = memberType(name, of: currentType) else { return nil }
                if natives.standardType(named: current)?.setters[name] == nil { kind = .readOnly }
                valueType = type
                currentType = canonical(type)
                current = currentType.description
                continue
            }
            let settable: Bool
            if let stored = t.chain.lazy.compactMap({ $0.storedProperties.first { $0.name == name } }).first {
                settable = !stored.isLet
                // (An integer literal alone is an Int: `var visits = 0`.)
                let initial = stored.initial.flatMap { inferredType($0, nil, parameters: [:]) ?? (isIntegerLiteral($0) ? Self.intType : nil) }
                guard let type = stored.type ?? initial else { return nil }
                valueType = type
            } else if let computed = t.findComputed(name), let type = computed.getter.returnType {
                settable = computed.setter != nil
                valueType = type
            } else {
                return nil
            }
            switch (t.kind == .classType, settable) {
            case (_, false): kind = .readOnly
            case (true, true): kind = .referenceWritable
            case (false, true): break
            }
            guard let next = valueType else { return nil }
            currentType = canonical(next)
            current = currentType.description
        }
        guard var valueType else { return nil }
        if subscripted {
            guard case .array(let element) = canonical(valueType) else { return nil }
            valueType = element
        }
        let name = switch kind { case .writable: "WritableKeyPath"; case .referenceWritable: "ReferenceWritableKeyPath"; case .readOnly: "KeyPath" }
        return "\(name)<\(root), \(Self.spelledOut(canonical(valueType).description))>"
    }
}
