import SwiftSyntax

extension Lowering {
    mutating func lowerDecl(_ d: DeclSyntax) throws -> [Stmt] {
        let l = loc(d)
        if let v = d.as(VariableDeclSyntax.self) { return [Stmt(.variable(try lowerVar(v)), l)] }
        if let attributes = d.asProtocol(WithAttributesSyntax.self)?.attributes, isUnavailable(attributes) { return [] }
        if let f = d.as(FunctionDeclSyntax.self) {
            if isElided(f) { return [] }
            return [Stmt(.function(try lowerFunction(f), slot: -1), l)]
        }
        if let s = d.as(StructDeclSyntax.self) {
            try rejectAppScaffolding(s.attributes, s.inheritanceClause, at: d)
            let decl = try lowerType(kind: .structType, name: s.name.identifierText, inheritance: s.inheritanceClause, members: s.memberBlock, at: d)
            decl.genericParameters = (s.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
            decl.lendRequirements(genericRequirements(s.genericParameterClause, s.genericWhereClause))
            return [Stmt(.type(decl), l)]
        }
        if let c = d.as(ClassDeclSyntax.self) {
            let decl = try lowerType(kind: .classType, name: c.name.identifierText, inheritance: c.inheritanceClause, members: c.memberBlock, at: d)
            decl.genericParameters = (c.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
            decl.lendRequirements(genericRequirements(c.genericParameterClause, c.genericWhereClause))
            return [Stmt(.type(decl), l)]
        }
        if let a = d.as(ActorDeclSyntax.self) {
            // An actor is a class whose calls are awaited; a script runs on one thread, so its
            // isolation holds by itself.
            let decl = try lowerType(kind: .classType, name: a.name.identifierText, inheritance: a.inheritanceClause, members: a.memberBlock, at: d)
            decl.genericParameters = (a.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
            decl.lendRequirements(genericRequirements(a.genericParameterClause, a.genericWhereClause))
            return [Stmt(.type(decl), l)]
        }
        if let e = d.as(EnumDeclSyntax.self) {
            let decl = try lowerType(kind: .enumType, name: e.name.identifierText, inheritance: e.inheritanceClause, members: e.memberBlock, at: d)
            decl.genericParameters = (e.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
            decl.lendRequirements(genericRequirements(e.genericParameterClause, e.genericWhereClause))
            return [Stmt(.type(decl), l)]
        }
        if let p = d.as(ProtocolDeclSyntax.self) {
            return [Stmt(.type(try lowerType(kind: .protocolType, name: p.name.identifierText, inheritance: p.inheritanceClause, members: p.memberBlock, at: d)), l)]
        }
        if let x = d.as(ExtensionDeclSyntax.self) {
            let name = try lowerType(x.extendedType).baseName
            // `extension ProgressViewStyle where Self == RingStyle { static var ring: Self { .init() } }`:
            // inside, `Self` is that type (what `.progressViewStyle(.ring)` makes).
            var selfIs: String?
            for r in x.genericWhereClause?.requirements ?? [] {
                // (A generic type's arguments are left to inference: `Self == Ring<TintShapeStyle, Color>` is `Ring`.)
                if case .sameTypeRequirement(let s) = r.requirement, s.leftType.trimmedDescription == "Self" {
                    selfIs = s.rightType.as(IdentifierTypeSyntax.self)?.name.text ?? s.rightType.trimmedDescription
                }
            }
            let decl = try lowerType(kind: .extensionOf, name: name, inheritance: x.inheritanceClause, members: x.memberBlock, at: d, selfIs: selfIs)
            // `extension Repo where Entity: Equatable`: its methods are there only where that holds.
            var constraints: [(parameter: String, protocols: [String])] = []
            for r in x.genericWhereClause?.requirements ?? [] {
                guard case .conformanceRequirement(let c) = r.requirement, let left = c.leftType.as(IdentifierTypeSyntax.self) else { continue }
                constraints.append((left.name.text, c.rightType.trimmedDescription.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }))
            }
            if !constraints.isEmpty { for f in decl.functions { f.extensionConstraints = constraints } }
            return [Stmt(.type(decl), l)]
        }
        if let t = d.as(TypeAliasDeclSyntax.self) {
            let parameters = t.genericParameterClause?.parameters.map(\.name.identifierText) ?? []
            let parts = t.initializer.value.as(CompositionTypeSyntax.self)?.elements.map { $0.type.trimmedDescription } ?? []
            return [Stmt(.typeAlias(t.name.identifierText, try lowerType(t.initializer.value), parameters, composition: parts), l)]
        }
        if let imp = d.as(ImportDeclSyntax.self) {
            if let first = imp.path.first { imports.append((first.name.identifierText, l)) }
            return []
        }
        // Operator declarations only matter for folding, which already used them.
        if d.is(OperatorDeclSyntax.self) || d.is(PrecedenceGroupDeclSyntax.self) { return [] }
        if let m = d.as(MacroExpansionDeclSyntax.self) {
            // `#Preview { … }` shows its body, like a top-level `Group { … }`.
            if m.macroName.text == "Preview", isLibrary { return [] }
            if m.macroName.text == "Preview", let body = m.trailingClosure {
                let closure = try lowerClosure(body)
                let group = Expr(.call(Expr(.name("Group"), loc(m)), [Argument(label: nil, value: closure, isTrailing: true)]), loc(m))
                return [Stmt(.expr(group), l)]
            }
            throw unsupported(m, "macro '#\(m.macroName.text)'")
        }
        throw unsupported(d, "this declaration")
    }

    func hasModifier(_ mods: DeclModifierListSyntax, _ name: Keyword) -> Bool {
        mods.contains { $0.name.tokenKind == .keyword(name) }
    }

    /// The first attribute that may name a user `@resultBuilder` (not a built-in attribute).
    func customAttribute(_ attrs: AttributeListSyntax) -> String? {
        let builtins: Set<String> = ["ViewBuilder", "escaping", "autoclosure", "Sendable", "MainActor", "objc", "available", "discardableResult",
                                     "inlinable", "usableFromInline", "nonobjc", "State", "Binding", "Published", "Environment", "ObservedObject",
                                     "StateObject", "EnvironmentObject", "Namespace", "frozen", "IBAction", "warn_unqualified_access", "preconcurrency"]
        for a in attrs {
            guard let attr = a.as(AttributeSyntax.self) else { continue }
            // `@ListBuilder<T>`: the builder type is `ListBuilder`, its argument inferred as Swift does.
            let name = attr.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attr.attributeName.trimmedDescription
            if !builtins.contains(name), name.first?.isUppercase == true { return name }
        }
        return nil
    }

    /// The key path of an `@Environment(\.key)` attribute, lowered; nil when there is none.
    mutating func environmentKeyPath(_ attrs: AttributeListSyntax) throws -> Expr? {
        for a in attrs {
            guard let attr = a.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == "Environment",
                  case .argumentList(let list)? = attr.arguments, let first = list.first else { continue }
            return try lowerExpr(first.expression)
        }
        return nil
    }

    func hasAttribute(_ attrs: AttributeListSyntax, _ name: String) -> Bool {
        attrs.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    mutating func lowerVar(_ v: VariableDeclSyntax) throws -> VarDecl {
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        var bindings: [VarBinding] = []
        for b in v.bindings {
            let pattern = try lowerPattern(b.pattern, bindByDefault: true)
            var type = try b.typeAnnotation.map { try lowerType($0.type) }
            // `@State private var x = 1` behaves as a plain stored variable here.
            let bindingName: String
            if case .binding(let n, _) = pattern { bindingName = n } else { bindingName = b.pattern.trimmedDescription }
            var binding = VarBinding(pattern: pattern, type: type, initializer: try b.initializer.map { try lowerInitialValue($0.value, usedBy: bindingName) })
            binding.isViewBuilder = b.accessorBlock == nil && hasAttribute(v.attributes, "ViewBuilder")
            binding.isImplicitlyUnwrapped = b.typeAnnotation?.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) ?? false
            if binding.initializer == nil, hasAttribute(v.attributes, "Namespace") {
                // `@Namespace var ns`: the wrapper makes its own ID (`Namespace().wrappedValue`).
                let at = loc(b.pattern)
                binding.initializer = Expr(.member(Expr(.call(Expr(.name("Namespace"), at), []), at), "wrappedValue"), at)
            }
            if binding.initializer == nil, hasAttribute(v.attributes, "FocusState") || hasAttribute(v.attributes, "AccessibilityFocusState") {
                // `@FocusState var focused: Bool` starts unfocused: `false`, or `nil` for an optional field.
                let at = loc(b.pattern)
                var isBool = false
                if case .named("Bool", _)? = type { isBool = true }
                binding.initializer = Expr(isBool ? .boolLiteral(false) : .nilLiteral, at)
            }
            if hasModifier(v.modifiers, .lazy), let initial = b.initializer, case .binding(let n, _) = pattern {
                // Lowered a second time: the copy is resolved as a method (with `self`), the original as a plain initializer.
                let body = Block([Stmt(.expr(try lowerInitialValue(initial.value, usedBy: n)), loc(initial.value))])
                binding.lazyInitializer = FunctionDecl(name: n, params: [], returnType: type, body: body, loc: loc(initial.value))
            }
            if let acc = b.accessorBlock {
                let name: String
                if case .binding(let n, _) = pattern { name = n } else { throw unsupported(b.pattern, "this computed property pattern") }
                if type == nil { type = nil }
                let builder = hasAttribute(v.attributes, "ViewBuilder") || name == "body" || name == "previews"
                switch acc.accessors {
                case .getter(let items):
                    let getter = FunctionDecl(name: name, params: [], returnType: type, body: try lowerBody(items, usedBy: name), loc: loc(acc))
                    getter.isViewBuilder = builder
                    getter.resultBuilder = customAttribute(v.attributes)
                    binding.getter = getter
                case .accessors(let list):
                    var willSet: FunctionDecl?, didSet: FunctionDecl?
                    for a in list {
                        let body = try a.body.map { try lowerBody($0.statements, usedBy: name) } ?? Block([])
                        let kind = a.accessorSpecifier.tokenKind
                        if kind == .keyword(.get) {
                            let g = FunctionDecl(name: name, params: [], returnType: type, body: body, loc: loc(a))
                            g.isViewBuilder = builder
                            // `mutating get` (a cache filled on first read): its changes are the reader's.
                            g.isMutating = a.modifier?.name.tokenKind == .keyword(.mutating)
                            binding.getter = g
                        } else if kind == .keyword(.set) || kind == .keyword(.willSet) || kind == .keyword(.didSet) {
                            let defaultName = kind == .keyword(.didSet) ? "oldValue" : "newValue"
                            let pname = a.parameters?.name.identifierText ?? defaultName
                            let f = FunctionDecl(name: name, params: [Param(label: nil, name: pname, type: type)], returnType: nil, body: body, loc: loc(a))
                            // (`nonmutating set`: it stores elsewhere, so even a `let` value takes it.)
                            f.isMutating = a.modifier?.name.tokenKind != .keyword(.nonmutating)
                            if kind == .keyword(.set) { binding.setter = f } else if kind == .keyword(.willSet) { willSet = f } else { didSet = f }
                        } else {
                            throw unsupported(a, "accessor '\(a.accessorSpecifier.text)'")
                        }
                    }
                    if willSet != nil || didSet != nil { binding.willSetDidSet = (willSet, didSet) }
                @unknown default:
                    throw unsupported(acc, "these accessors")
                }
            }
            // `@Environment(\.key) var x` reads the environment of the body being computed:
            // a getter calling the interpreter's reader, so it is no stored property to initialise.
            if binding.initializer == nil, binding.getter == nil, case .binding(let n, _) = pattern, !declaresOwnEnvironment,
               let keyPath = try environmentKeyPath(v.attributes) {
                let at = loc(b)
                let read = Expr(.call(Expr(.name(Interpreter.environmentReader), at), [Argument(label: nil, value: keyPath)]), at)
                binding.getter = FunctionDecl(name: n, params: [], returnType: type, body: Block([Stmt(.expr(read), at)]), loc: at)
            }
            bindings.append(binding)
        }
        // `let a: Int, b = 2` — a later annotation does not flow backwards, but `var a, b: Int` does.
        for i in bindings.indices.reversed() where bindings[i].type == nil && bindings[i].initializer == nil && i + 1 < bindings.count {
            bindings[i].type = bindings[i + 1].type
        }
        let decl = VarDecl(isLet: isLet, bindings: bindings, loc: loc(v.bindings))
        decl.isStatic = hasModifier(v.modifiers, .static) || hasModifier(v.modifiers, .class)
        decl.isLazy = hasModifier(v.modifiers, .lazy)
        if hasModifier(v.modifiers, .weak) { decl.reference = .weak }
        decl.isOverride = hasModifier(v.modifiers, .override)
        if v.modifiers.contains(where: { $0.name.tokenKind == .keyword(.unowned) }) { decl.reference = .unowned }
        for a in v.attributes {
            guard let attr = a.as(AttributeSyntax.self) else { continue }
            // (`@Tagged<Int>(7)`: the wrapper's arguments are what the property's type binds.)
            let name = attr.attributeName.as(IdentifierTypeSyntax.self)?.name.text ?? attr.attributeName.trimmedDescription
            if ["ViewBuilder", "MainActor", "objc", "available", "discardableResult", "inlinable", "usableFromInline", "nonobjc", "IBOutlet", "IBInspectable", "NSManaged"].contains(name) { continue }
            var args: [Argument] = []
            if case .argumentList(let list)? = attr.arguments {
                args = try list.map { Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }
            }
            decl.wrappers.append((name, args))
        }
        return decl
    }

    /// A parameter's property wrapper (`@Clamped(1...6) die: Int`) with its arguments: a custom
    /// attribute on a parameter that is not a closure (on a closure it is a result builder).
    mutating func wrapperAttribute(of p: FunctionParameterSyntax) -> (name: String, args: [Argument])? {
        guard let name = customAttribute(p.attributes), !((try? lowerType(p.type))?.isFunction ?? true) else { return nil }
        for a in p.attributes {
            guard let attr = a.as(AttributeSyntax.self), attr.attributeName.trimmedDescription == name else { continue }
            guard case .argumentList(let list)? = attr.arguments else { return (name, []) }
            guard let args = try? list.map({ Argument(label: $0.label?.text, value: try lowerExpr($0.expression)) }) else { return nil }
            return (name, args)
        }
        return nil
    }

    /// Puts the prologue first; a body that was one expression still returns it.
    static func insert(_ prologue: [Stmt], into body: Block) {
        guard !prologue.isEmpty else { return }
        if body.stmts.count == 1, case .expr(let e) = body.stmts[0].kind { body.stmts[0] = Stmt(.returnStmt(e), body.stmts[0].loc) }
        body.stmts.insert(contentsOf: prologue, at: 0)
    }

    /// The name a wrapped parameter's argument arrives under: not one a script can write.
    static func wrappedArgumentName(_ name: String) -> String { name + "#argument" }

    /// `var die` wrapped as the parameter declares, made from its argument, for each wrapped
    /// parameter: reads and writes of `die` and `$die` then go through the wrapper, as Swift's do.
    mutating func wrappedParameterPrologue(_ clause: FunctionParameterClauseSyntax) throws -> [Stmt] {
        var out: [Stmt] = []
        for p in clause.parameters {
            guard let wrapper = wrapperAttribute(of: p) else { continue }
            let name = (p.secondName ?? p.firstName).text
            let at = loc(p)
            let argument = Expr(.name(Self.wrappedArgumentName(name)), at)
            let decl = VarDecl(isLet: false, bindings: [VarBinding(pattern: .binding(name, slot: -1), type: try lowerType(p.type), initializer: argument)], loc: at)
            decl.wrappers.append(wrapper)
            out.append(Stmt(.variable(decl), at))
        }
        return out
    }

    mutating func lowerParams(_ clause: FunctionParameterClauseSyntax, isSubscript: Bool = false) throws -> [Param] {
        try clause.parameters.map { p in
            // Subscript parameters have no argument label unless one is written (`subscript(safe i: Int)`).
            let first = isSubscript && p.secondName == nil ? "_" : p.firstName.text
            let name = (p.secondName ?? p.firstName).text
            var type = try lowerType(p.type)
            var isInout = false
            var isAutoclosure = false
            if let attributed = p.type.as(AttributedTypeSyntax.self) {
                isInout = attributed.specifiers.contains(where: { $0.trimmedDescription == "inout" })
                isAutoclosure = attributed.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "autoclosure" })
            }
            if p.ellipsis != nil { type = .array(type) }
            if hasAttribute(p.attributes, "ViewBuilder") { type = .named("ViewBuilder", [type]) }
            else if let b = customAttribute(p.attributes), type.isFunction { type = .named("@builder", [.named(b, []), type]) }
            // `@Clamped(1...6) die: Int`: the argument arrives under a hidden name and the body
            // begins with the wrapped variable made from it (`wrappedParameterPrologue`).
            let internalName = !isSubscript && wrapperAttribute(of: p) != nil ? Self.wrappedArgumentName(name) : name
            return Param(label: first == "_" ? nil : first, name: internalName, type: type,
                         defaultValue: try p.defaultValue.map { d in
                             // `line: Int = #line` is the caller's line, read where the call is (`run`).
                             if d.value.as(MacroExpansionExprSyntax.self)?.macroName.text == "line" { return Expr(.name(Lowering.callerLine), loc(d.value)) }
                             if d.value.as(MacroExpansionExprSyntax.self)?.macroName.text == "function" { return Expr(.name(Lowering.callerFunction), loc(d.value)) }
                             return try lowerExpr(d.value)
                         },
                         isInout: isInout, isVariadic: p.ellipsis != nil, isAutoclosure: isAutoclosure)
        }
    }

    mutating func lowerFunction(_ f: FunctionDeclSyntax) throws -> FunctionDecl {
        let name: String
        switch f.name.tokenKind {
        case .binaryOperator(let op), .prefixOperator(let op), .postfixOperator(let op): name = op
        default: name = f.name.identifierText
        }
        let params = try lowerParams(f.signature.parameterClause)
        let ret = try f.signature.returnClause.map { try lowerType($0.type) }
        thrownTypes.append(try f.signature.effectSpecifiers?.throwsClause?.type.map { try lowerType($0) })
        defer { thrownTypes.removeLast() }
        let body = try f.body.map { try lowerBody($0.statements, usedBy: name) }
        if let body { Self.insert(try wrappedParameterPrologue(f.signature.parameterClause), into: body) }
        let decl = FunctionDecl(name: name, params: params, returnType: ret, body: body, loc: loc(f.name))
        decl.isStatic = hasModifier(f.modifiers, .static) || hasModifier(f.modifiers, .class)
        decl.isMutating = hasModifier(f.modifiers, .mutating)
        decl.isPostfixOperator = hasModifier(f.modifiers, .postfix)
        // `body(content:)` and `makeBody(configuration:)` are `@ViewBuilder` through their protocols.
        decl.isViewBuilder = hasAttribute(f.attributes, "ViewBuilder") || name == "body" || name == "makeBody"
        decl.resultBuilder = customAttribute(f.attributes)
        decl.genericRequirements = genericRequirements(f.genericParameterClause, f.genericWhereClause)
        decl.elementRequirements = elementRequirements(f.genericParameterClause, f.genericWhereClause)
        decl.genericParameters = (f.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
        decl.sameTypeRequirements = try sameTypeRequirements(f.genericWhereClause)
        // How its type prints: `(String) throws(ParseError) -> Int`.
        if let effects = f.signature.effectSpecifiers {
            decl.effects = [effects.asyncSpecifier?.text, effects.throwsClause?.trimmedDescription].compactMap { $0 }.joined(separator: " ")
        }
        return decl
    }

    /// Conformance requirements on a declaration's own generic parameters (`T: A & B`);
    /// same-type and associated-type requirements are not checked.
    func genericRequirements(_ params: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [(parameter: String, protocols: [String])] {
        func protocols(_ t: TypeSyntax) -> [String] {
            t.trimmedDescription.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }
        }
        var out: [(parameter: String, protocols: [String])] = []
        for p in params?.parameters ?? [] {
            if let inherited = p.inheritedType { out.append((p.name.identifierText, protocols(inherited))) }
        }
        let names = Set((params?.parameters ?? []).map(\.name.identifierText))
        for r in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement else { continue }
            let left = c.leftType.trimmedDescription
            if names.contains(left) { out.append((left, protocols(c.rightType))) }
        }
        return out
    }

    /// `where T.Element: Numeric`: a generic parameter whose elements must conform → the protocols.
    func elementRequirements(_ params: GenericParameterClauseSyntax?, _ whereClause: GenericWhereClauseSyntax?) -> [(parameter: String, protocols: [String])] {
        let names = Set((params?.parameters ?? []).map(\.name.identifierText))
        var out: [(parameter: String, protocols: [String])] = []
        for r in whereClause?.requirements ?? [] {
            guard case .conformanceRequirement(let c) = r.requirement,
                  let member = c.leftType.as(MemberTypeSyntax.self), member.name.identifierText == "Element" else { continue }
            let base = member.baseType.trimmedDescription
            if names.contains(base) {
                out.append((base, c.rightType.trimmedDescription.split(separator: "&").map { String($0.filter { !$0.isWhitespace }) }))
            }
        }
        return out
    }

    /// `where Foreground == TintShapeStyle`: a generic parameter → the type it must be.
    func sameTypeRequirements(_ whereClause: GenericWhereClauseSyntax?) throws -> [String: TypeExpr] {
        var out: [String: TypeExpr] = [:]
        for r in whereClause?.requirements ?? [] {
            guard case .sameTypeRequirement(let same) = r.requirement, let left = same.leftType.as(IdentifierTypeSyntax.self),
                  left.genericArgumentClause == nil, case .type(let right) = same.rightType else { continue }
            out[left.name.identifierText] = try lowerType(right)
        }
        return out
    }

    /// `subscript(…) -> T { get set }`: a getter taking the index parameters, and a setter taking
    /// them plus the new value.
    mutating func lowerSubscript(_ sub: SubscriptDeclSyntax) throws -> SubscriptDecl {
        let params = try lowerParams(sub.parameterClause, isSubscript: true)
        let ret = try lowerType(sub.returnClause.type)
        let isStatic = hasModifier(sub.modifiers, .static) || hasModifier(sub.modifiers, .class)
        guard let acc = sub.accessorBlock else { throw unsupported(sub, "a subscript without a body") }
        var getter: FunctionDecl?, setter: FunctionDecl?
        switch acc.accessors {
        case .getter(let items):
            getter = FunctionDecl(name: "subscript", params: params, returnType: ret, body: Block(try lowerItems(items)), loc: loc(sub))
        case .accessors(let list):
            for a in list {
                let body = Block(try a.body.map { try lowerItems($0.statements) } ?? [])
                if a.accessorSpecifier.tokenKind == .keyword(.get) {
                    getter = FunctionDecl(name: "subscript", params: params, returnType: ret, body: body, loc: loc(a))
                    // (`mutating get`: a read that counts or caches changes the reader's value.)
                    getter?.isMutating = a.modifier?.name.tokenKind == .keyword(.mutating)
                } else if a.accessorSpecifier.tokenKind == .keyword(.set) {
                    let pname = a.parameters?.name.identifierText ?? "newValue"
                    let f = FunctionDecl(name: "subscript", params: params + [Param(label: nil, name: pname, type: ret)], returnType: nil, body: body, loc: loc(a))
                    f.isMutating = a.modifier?.name.tokenKind != .keyword(.nonmutating)
                    setter = f
                } else {
                    throw unsupported(a, "subscript accessor '\(a.accessorSpecifier.text)'")
                }
            }
        @unknown default:
            throw unsupported(acc, "these accessors")
        }
        guard let getter else { throw unsupported(sub, "a subscript without a getter") }
        getter.isStatic = isStatic
        getter.isViewBuilder = hasAttribute(sub.attributes, "ViewBuilder")
        setter?.isStatic = isStatic
        for f in [getter, setter].compactMap({ $0 }) {
            f.genericRequirements = genericRequirements(sub.genericParameterClause, sub.genericWhereClause)
            f.genericParameters = (sub.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
        }
        return SubscriptDecl(getter: getter, setter: setter)
    }

    /// The name a member declares a nested type by (`struct Cache` inside a type), else nil.
    static func nestedTypeName(_ d: DeclSyntax) -> String? {
        if let s = d.as(StructDeclSyntax.self) { return s.name.identifierText }
        if let c = d.as(ClassDeclSyntax.self) { return c.name.identifierText }
        if let e = d.as(EnumDeclSyntax.self) { return e.name.identifierText }
        return nil
    }

    mutating func lowerType(kind: TypeKind, name: String, inheritance: InheritanceClauseSyntax?,
                            members: MemberBlockSyntax, at node: DeclSyntax, selfIs: String? = nil) throws -> TypeDecl {
        let inheritedTypes = try inheritance?.inheritedTypes.map { try lowerType($0.type) } ?? []
        let decl = TypeDecl(kind: kind, name: name, inherited: inheritedTypes.map(\.baseName), loc: loc(node))
        if case .named(_, let args)? = inheritedTypes.first { decl.firstInheritedArguments = args }
        declarationPath.append(name)
        defer { declarationPath.removeLast() }
        let active = try activeMembers(members.members)
        // Its type aliases (`Config` → `Ring.Config`, as the interpreter registers them) and nested
        // types (`Cache` → `Flow.Cache`, qualified through every enclosing type), so two types may
        // each have a `Cache` of their own.
        let owner = memberAlias(name)
        var scope: [String: String] = [:]
        for d in active {
            if let t = d.as(TypeAliasDeclSyntax.self) { scope[t.name.identifierText] = name + "." + t.name.identifierText }
            if let n = Self.nestedTypeName(d), scope[n] == nil { scope[n] = owner + "." + n }
        }
        if let selfIs { scope["Self"] = selfIs }
        memberAliases.append(scope)
        defer { memberAliases.removeLast() }
        for d in active {
          if let attributes = d.asProtocol(WithAttributesSyntax.self)?.attributes, isUnavailable(attributes) { continue }
          do {
            if let v = d.as(VariableDeclSyntax.self) {
                decl.vars.append(try lowerVar(v))
            } else if let f = d.as(FunctionDeclSyntax.self) {
                if !isElided(f) { decl.functions.append(try lowerFunction(f)) }
            } else if let i = d.as(InitializerDeclSyntax.self) {
                let params = try lowerParams(i.signature.parameterClause)
                let body = try i.body.map { try lowerBody($0.statements, usedBy: "init") }
                if let body { Self.insert(try wrappedParameterPrologue(i.signature.parameterClause), into: body) }
                let f = FunctionDecl(name: "init", params: params, returnType: nil, body: body, loc: loc(i.initKeyword))
                f.isMutating = true
                f.isFailable = i.optionalMark?.text == "?"
                f.isConvenience = hasModifier(i.modifiers, .convenience)
                f.genericRequirements = genericRequirements(i.genericParameterClause, i.genericWhereClause)
                f.sameTypeRequirements = try sameTypeRequirements(i.genericWhereClause)
                f.genericParameters = (i.genericParameterClause?.parameters ?? []).map(\.name.identifierText)
                decl.initializers.append(f)
            } else if let c = d.as(EnumCaseDeclSyntax.self) {
                for el in c.elements {
                    let payload = try el.parameterClause?.parameters.map { p in
                        Param(label: p.firstName?.text == "_" ? nil : p.firstName?.text, name: (p.secondName ?? p.firstName)?.text ?? "_",
                              type: try lowerType(p.type), defaultValue: try p.defaultValue.map { try lowerExpr($0.value) })
                    } ?? []
                    decl.cases.append(EnumCaseDecl(name: el.name.identifierText, payload: payload, rawValue: try el.rawValue.map { try lowerExpr($0.value) }))
                }
            } else if d.is(StructDeclSyntax.self) || d.is(ClassDeclSyntax.self) || d.is(EnumDeclSyntax.self) || d.is(ProtocolDeclSyntax.self) {
                for s in try lowerDecl(d) { if case .type(let t) = s.kind { decl.nested.append(t) } }
            } else if let t = d.as(TypeAliasDeclSyntax.self) {
                decl.typeAliases.append((t.name.identifierText, try lowerType(t.initializer.value)))
            } else if let a = d.as(AssociatedTypeDeclSyntax.self) {
                decl.associatedTypes.append(a.name.identifierText)
            } else if let sub = d.as(SubscriptDeclSyntax.self), kind == .protocolType {
                // As a function type: its parameters name associated types too (`subscript(key: Key)`).
                let parameters = try sub.parameterClause.parameters.map { try lowerType($0.type) }
                decl.subscriptRequirementTypes.append(.function(parameters, try lowerType(sub.returnClause.type)))
            } else if let sub = d.as(SubscriptDeclSyntax.self) {
                decl.subscripts.append(try lowerSubscript(sub))
            } else if let de = d.as(DeinitializerDeclSyntax.self) {
                let body = Block(try de.body.map { try lowerItems($0.statements) } ?? [])
                decl.deinitializer = FunctionDecl(name: "deinit", params: [], returnType: nil, body: body, loc: loc(de))
            } else {
                throw unsupported(d, "this member")
            }
          } catch let e as ScriptError where defersFailures {
            let s = stub(for: d, e)
            decl.functions += s.functions
            decl.vars += s.vars
            decl.initializers += s.initializers
            skipped.append(e)
          }
        }
        return decl
    }

    /// `@main struct MyApp: App { … }` launches an app, which a notebook cannot; docs that show
    /// it get a clear message instead of "cannot find 'WindowGroup'".
    func rejectAppScaffolding(_ attributes: AttributeListSyntax, _ inheritance: InheritanceClauseSyntax?, at d: DeclSyntax) throws {
        let isApp = inheritance?.inheritedTypes.contains { $0.type.trimmedDescription == "App" } ?? false
        guard hasAttribute(attributes, "main") || isApp else { return }
        throw ScriptError(loc(d), "'@main' App scaffolding is out of scope for notebooks: Loom draws views, not apps; show the app's root view instead (for example ContentView())")
    }
}
