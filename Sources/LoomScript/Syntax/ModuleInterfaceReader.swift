import Foundation
import SwiftParser
import SwiftSyntax

extension ModuleInterface {
    /// Reads the public declarations of `files` (one module's sources). `#if` takes the clause
    /// Loom runs (`conditions`); a file that does not read, or whose brackets nest too deep to
    /// parse safely, is skipped.
    public static func read(module: String, files: [String],
                            conditions: CompilationConditions = .iOSDevice) -> ModuleInterface {
        var reader = ModuleInterfaceReader(conditions: conditions)
        for file in files {
            guard let data = FileManager.default.contents(atPath: file) else { continue }
            let source = String(decoding: data, as: UTF8.self)
            guard !BracketNesting.isTooDeep(source) else { continue }
            reader.read(Parser.parse(source: source), file: file)
        }
        return ModuleInterface(module: module, symbols: reader.finished())
    }
}

/// The walk behind `ModuleInterface.read`: what is public (written `public`/`open`, inside a
/// `public extension`, a public protocol's requirements, a public enum's cases), and each
/// declaration's fragments as the compiler prints them.
struct ModuleInterfaceReader {
    typealias Symbol = ModuleInterface.Symbol

    var conditions: CompilationConditions
    private var symbols: [Symbol] = []
    private var file = ""
    private var converter: SourceLocationConverter?
    /// Inheritance clauses of extensions, by the extended type's path, merged in at the end.
    private var extensionInherits: [[String]: [String]] = [:]

    init(conditions: CompilationConditions) {
        self.conditions = conditions
    }

    /// Where a declaration sits.
    private struct Scope {
        /// The enclosing type's path (empty at the top level).
        var path: [String] = []
        var kind: Symbol.Kind?
        /// Members are public unless they say otherwise (a `public extension`), or always (a protocol).
        var membersPublic = false
        /// Inside an extension of `path` (which may name a type of another module).
        var isExtension = false

        var isProtocol: Bool { kind == .protocolType }
    }

    mutating func read(_ tree: SourceFileSyntax, file: String) {
        self.file = file
        converter = SourceLocationConverter(fileName: file, tree: tree)
        for item in activeItems(tree.statements) {
            if case .decl(let decl) = item.item { declaration(decl, in: Scope()) }
        }
    }

    /// The symbols, each extension member placed under its type: a type this module declares
    /// (found by its path, or by its last name), else the extended type of another module.
    mutating func finished() -> [Symbol] {
        let typePaths = Set(symbols.filter(\.kind.isType).map(\.path))
        var out: [Symbol] = []
        for var symbol in symbols {
            if let extended = symbol.extendedType {
                let written = extended.split(separator: ".").map(String.init)
                if typePaths.contains(written) {
                    symbol.extendedType = nil
                } else if let own = typePaths.first(where: { $0.last == written.last && $0.count > written.count }) {
                    symbol.path = own + symbol.path.dropFirst(written.count)
                    symbol.extendedType = nil
                }
            }
            if symbol.kind.isType {
                symbol.inherits += extensionInherits[symbol.path, default: []].filter { !symbol.inherits.contains($0) }
            }
            out.append(symbol)
        }
        return out
    }

    // MARK: Declarations

    private mutating func declaration(_ decl: DeclSyntax, in scope: Scope) {
        if let config = decl.as(IfConfigDeclSyntax.self) {
            if case .decls(let members)? = activeClause(config) {
                for member in members { declaration(member.decl, in: scope) }
            } else if case .statements(let items)? = activeClause(config) {
                for item in activeItems(items) {
                    if case .decl(let inner) = item.item { declaration(inner, in: scope) }
                }
            }
        } else if let type = decl.asProtocol(DeclGroupSyntax.self), !decl.is(ExtensionDeclSyntax.self) {
            nominalType(type, in: scope)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            extensionMembers(ext, in: scope)
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            self.function(function, in: scope)
        } else if let initializer = decl.as(InitializerDeclSyntax.self) {
            self.initializer(initializer, in: scope)
        } else if let sub = decl.as(SubscriptDeclSyntax.self) {
            self.subscriptDecl(sub, in: scope)
        } else if let variable = decl.as(VariableDeclSyntax.self) {
            self.variable(variable, in: scope)
        } else if let enumCase = decl.as(EnumCaseDeclSyntax.self) {
            self.enumCase(enumCase, in: scope)
        } else if let alias = decl.as(TypeAliasDeclSyntax.self) {
            typeAlias(alias, in: scope)
        } else if let associated = decl.as(AssociatedTypeDeclSyntax.self) {
            associatedType(associated, in: scope)
        }
    }

    private mutating func nominalType(_ type: some DeclGroupSyntax, in scope: Scope) {
        let (kind, keyword, name, generics, whereClause): (Symbol.Kind, String, TokenSyntax, GenericParameterClauseSyntax?, GenericWhereClauseSyntax?)
        if let s = type.as(StructDeclSyntax.self) {
            (kind, keyword, name, generics, whereClause) = (.structure, "struct", s.name, s.genericParameterClause, s.genericWhereClause)
        } else if let c = type.as(ClassDeclSyntax.self) {
            (kind, keyword, name, generics, whereClause) = (.classType, "class", c.name, c.genericParameterClause, c.genericWhereClause)
        } else if let e = type.as(EnumDeclSyntax.self) {
            (kind, keyword, name, generics, whereClause) = (.enumeration, "enum", e.name, e.genericParameterClause, e.genericWhereClause)
        } else if let a = type.as(ActorDeclSyntax.self) {
            (kind, keyword, name, generics, whereClause) = (.actor, "actor", a.name, a.genericParameterClause, a.genericWhereClause)
        } else if let p = type.as(ProtocolDeclSyntax.self) {
            (kind, keyword, name, generics, whereClause) = (.protocolType, "protocol", p.name, nil, p.genericWhereClause)
        } else {
            return
        }
        // A type that is not public hides its members too.
        guard isPublic(type.modifiers, in: scope) else { return }
        let path = scope.path + [name.text]
        var fragments = DeclarationFragments()
        attributes(type.attributes, into: &fragments)
        if type.modifiers.contains(where: { $0.name.tokenKind == .keyword(.final) }) {
            fragments.keyword("final")
            fragments.text(" ")
        }
        let heading = DeclarationFragments.opening(keyword, name.text)
        fragments.append(heading)
        genericParameters(generics, into: &fragments)
        requirements(inline: generics, written: whereClause, into: &fragments)
        var symbol = make(kind, path: path, title: path.joined(separator: "."), at: name, of: Syntax(type),
                          declaration: fragments, heading: heading, in: scope)
        symbol.inherits = inherited(type.inheritanceClause, of: kind)
        symbols.append(symbol)
        if kind == .enumeration, let raw = type.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
           Self.rawValueTypes.contains(raw) {
            symbols.append(rawValueInitializer(raw, of: path))
        }
        let inner = Scope(path: path, kind: kind, membersPublic: kind == .protocolType, isExtension: false)
        for member in type.memberBlock.members { declaration(member.decl, in: inner) }
    }

    /// The `init?(rawValue:)` the compiler gives an enum with raw values.
    private func rawValueInitializer(_ raw: String, of path: [String]) -> Symbol {
        var declaration = DeclarationFragments()
        declaration.keyword("init")
        declaration.text("?(")
        declaration.append(.externalParam, "rawValue")
        declaration.text(": ")
        declaration.append(.typeIdentifier, raw)
        declaration.text(")")
        var parameter = DeclarationFragments()
        parameter.append(.identifier, "rawValue")
        parameter.text(": ")
        parameter.append(.typeIdentifier, raw)
        var symbol = Symbol(kind: .initializer, path: path + ["init(rawValue:)"], title: "init(rawValue:)",
                            declaration: declaration.fragments, subHeading: declaration.fragments, location: nil)
        symbol.parameters = [.init(name: "rawValue", internalName: nil, declaration: parameter.fragments)]
        return symbol
    }

    private mutating func extensionMembers(_ ext: ExtensionDeclSyntax, in scope: Scope) {
        var extended = ext.extendedType.trimmedDescription
        if let angle = extended.firstIndex(of: "<") { extended = String(extended[..<angle]) }
        let path = extended.split(separator: ".").map(String.init)
        let inherits = inherited(ext.inheritanceClause, of: nil)
        if !inherits.isEmpty { extensionInherits[path, default: []] += inherits }
        let inner = Scope(path: path, kind: nil, membersPublic: isPublic(ext.modifiers, in: Scope(membersPublic: false)),
                          isExtension: true)
        for member in ext.memberBlock.members { declaration(member.decl, in: inner) }
    }

    private mutating func function(_ f: FunctionDeclSyntax, in scope: Scope) {
        guard isPublic(f.modifiers, in: scope) else { return }
        let isOperator: Bool
        switch f.name.tokenKind {
        case .binaryOperator, .prefixOperator, .postfixOperator: isOperator = true
        default: isOperator = false
        }
        let isStatic = f.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let kind: Symbol.Kind = isOperator ? .operator : scope.path.isEmpty ? .function : isStatic ? .typeMethod : .method
        var declaration = DeclarationFragments()
        var heading = DeclarationFragments()
        attributes(f.attributes, into: &declaration)
        leadingModifiers(f.modifiers, into: &declaration, heading: &heading, keep: ["static", "class", "mutating", "nonmutating", "final", "override"])
        declaration.append(.opening("func", f.name.text))
        heading.append(.opening("func", f.name.text))
        if isOperator { declaration.text(" "); heading.text(" ") }
        genericParameters(f.genericParameterClause, into: &declaration)
        genericParameters(f.genericParameterClause, into: &heading)
        let parameters = self.parameters(f.signature.parameterClause.parameters, labelled: !isOperator,
                                         declaration: &declaration, heading: &heading)
        effects(f.signature.effectSpecifiers, into: &declaration, heading: &heading)
        var returns = DeclarationFragments()
        if let result = f.signature.returnClause {
            declaration.text(" -> "); declaration.type(result.type)
            heading.text(" -> "); heading.type(result.type)
            returns.type(result.type)
        }
        requirements(inline: f.genericParameterClause, written: f.genericWhereClause, into: &declaration)
        let title = f.name.text + "(" + f.signature.parameterClause.parameters.map { (isOperator ? "_" : $0.firstName.text) + ":" }.joined() + ")"
        var symbol = make(kind, path: scope.path + [title], title: title, at: f.name, of: Syntax(f),
                          declaration: declaration, heading: heading, in: scope)
        symbol.parameters = parameters
        symbol.returns = returns.fragments
        symbols.append(symbol)
    }

    private mutating func initializer(_ i: InitializerDeclSyntax, in scope: Scope) {
        guard !scope.path.isEmpty, isPublic(i.modifiers, in: scope) else { return }
        var declaration = DeclarationFragments()
        var heading = DeclarationFragments()
        attributes(i.attributes, into: &declaration)
        leadingModifiers(i.modifiers, into: &declaration, heading: &heading, keep: ["convenience", "required", "override"], inHeading: [])
        let optional = i.optionalMark?.text ?? ""
        declaration.keyword("init"); declaration.text(optional)
        heading.keyword("init"); heading.text(optional)
        genericParameters(i.genericParameterClause, into: &declaration)
        genericParameters(i.genericParameterClause, into: &heading)
        let parameters = self.parameters(i.signature.parameterClause.parameters, labelled: true,
                                         declaration: &declaration, heading: &heading)
        effects(i.signature.effectSpecifiers, into: &declaration, heading: &heading)
        requirements(inline: i.genericParameterClause, written: i.genericWhereClause, into: &declaration)
        let title = "init(" + i.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        var symbol = make(.initializer, path: scope.path + [title], title: title, at: i.initKeyword, of: Syntax(i),
                          declaration: declaration, heading: heading, in: scope)
        symbol.parameters = parameters
        symbols.append(symbol)
    }

    private mutating func subscriptDecl(_ s: SubscriptDeclSyntax, in scope: Scope) {
        guard !scope.path.isEmpty, isPublic(s.modifiers, in: scope) else { return }
        let isStatic = s.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        var declaration = DeclarationFragments()
        var heading = DeclarationFragments()
        attributes(s.attributes, into: &declaration)
        leadingModifiers(s.modifiers, into: &declaration, heading: &heading, keep: ["static", "class", "override"])
        declaration.keyword("subscript"); heading.keyword("subscript")
        genericParameters(s.genericParameterClause, into: &declaration)
        genericParameters(s.genericParameterClause, into: &heading)
        // A subscript's one name is its parameter's, not a label.
        let parameters = self.parameters(s.parameterClause.parameters, labelled: false,
                                         declaration: &declaration, heading: &heading)
        declaration.text(" -> "); declaration.type(s.returnClause.type)
        heading.text(" -> "); heading.type(s.returnClause.type)
        accessors(s.accessorBlock, stored: false, isLet: false, modifiers: s.modifiers, into: &declaration)
        requirements(inline: s.genericParameterClause, written: s.genericWhereClause, into: &declaration)
        let title = "subscript(" + s.parameterClause.parameters.map { ($0.secondName == nil ? "_" : $0.firstName.text) + ":" }.joined() + ")"
        var symbol = make(isStatic ? .typeSubscript : .subscript, path: scope.path + [title], title: title,
                          at: s.subscriptKeyword, of: Syntax(s), declaration: declaration, heading: heading, in: scope)
        symbol.parameters = parameters
        var returns = DeclarationFragments()
        returns.type(s.returnClause.type)
        symbol.returns = returns.fragments
        symbols.append(symbol)
    }

    private mutating func variable(_ v: VariableDeclSyntax, in scope: Scope) {
        guard isPublic(v.modifiers, in: scope) else { return }
        let isStatic = v.modifiers.contains { [.keyword(.static), .keyword(.class)].contains($0.name.tokenKind) }
        let kind: Symbol.Kind = scope.path.isEmpty ? .variable : isStatic ? .typeProperty : .property
        let isLet = v.bindingSpecifier.tokenKind == .keyword(.let)
        for binding in v.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            var declaration = DeclarationFragments()
            var heading = DeclarationFragments()
            attributes(v.attributes, into: &declaration)
            leadingModifiers(v.modifiers, into: &declaration, heading: &heading, keep: ["static", "class", "lazy", "override"])
            declaration.append(.opening(v.bindingSpecifier.text, name.text))
            heading.append(.opening(v.bindingSpecifier.text, name.text))
            if let type = binding.typeAnnotation?.type {
                declaration.text(": "); declaration.type(type)
                heading.text(": "); heading.type(type)
            } else if let literal = binding.initializer.flatMap({ Self.literalType(of: $0.value) }) {
                declaration.text(": "); declaration.append(.typeIdentifier, literal)
                heading.text(": "); heading.append(.typeIdentifier, literal)
            }
            accessors(binding.accessorBlock, stored: binding.accessorBlock == nil, isLet: isLet, modifiers: v.modifiers,
                      into: &declaration)
            symbols.append(make(kind, path: scope.path + [name.text], title: name.text, at: name, of: Syntax(v),
                                declaration: declaration, heading: heading, in: scope))
        }
    }

    private mutating func enumCase(_ c: EnumCaseDeclSyntax, in scope: Scope) {
        guard !scope.path.isEmpty, scope.membersPublic || scope.kind == .enumeration else { return }
        for element in c.elements {
            var declaration = DeclarationFragments.opening("case", element.name.text)
            var component = element.name.text
            if let associated = element.parameterClause {
                declaration.text("(")
                for (index, parameter) in associated.parameters.enumerated() {
                    if index > 0 { declaration.text(", ") }
                    if let label = parameter.firstName, label.tokenKind != .wildcard {
                        declaration.append(.externalParam, label.text)
                        if let second = parameter.secondName { declaration.text(" "); declaration.append(.internalParam, second.text) }
                        declaration.text(": ")
                    }
                    declaration.type(parameter.type)
                }
                declaration.text(")")
                component += "(" + associated.parameters.map { ($0.firstName?.text ?? "_") + ":" }.joined() + ")"
            }
            let title = (scope.path + [component]).joined(separator: ".")
            symbols.append(make(.enumCase, path: scope.path + [component], title: title, at: element.name, of: Syntax(c),
                                declaration: declaration, heading: declaration, in: scope))
        }
    }

    private mutating func typeAlias(_ t: TypeAliasDeclSyntax, in scope: Scope) {
        guard isPublic(t.modifiers, in: scope) else { return }
        var declaration = DeclarationFragments.opening("typealias", t.name.text)
        let heading = declaration
        genericParameters(t.genericParameterClause, into: &declaration)
        declaration.text(" = "); declaration.type(t.initializer.value)
        symbols.append(make(.typeAlias, path: scope.path + [t.name.text], title: (scope.path + [t.name.text]).joined(separator: "."),
                            at: t.name, of: Syntax(t), declaration: declaration, heading: heading, in: scope))
    }

    private mutating func associatedType(_ a: AssociatedTypeDeclSyntax, in scope: Scope) {
        guard scope.isProtocol else { return }
        var declaration = DeclarationFragments.opening("associatedtype", a.name.text)
        if let inherited = a.inheritanceClause {
            declaration.text(" : ")
            for (index, type) in inherited.inheritedTypes.enumerated() {
                if index > 0 { declaration.text(", ") }
                declaration.type(type.type)
            }
        }
        symbols.append(make(.associatedType, path: scope.path + [a.name.text], title: a.name.text, at: a.name, of: Syntax(a),
                            declaration: declaration, heading: declaration, in: scope))
    }

    // MARK: Parts

    private func make(_ kind: Symbol.Kind, path: [String], title: String, at name: TokenSyntax, of decl: Syntax,
                      declaration: DeclarationFragments, heading: DeclarationFragments, in scope: Scope) -> Symbol {
        let position = converter?.location(for: name.positionAfterSkippingLeadingTrivia)
        var symbol = Symbol(kind: kind, path: path, title: title, declaration: declaration.fragments,
                            subHeading: heading.fragments,
                            location: .init(file: file, line: (position?.line ?? 1) - 1, column: (position?.column ?? 1) - 1))
        symbol.documentation = Self.documentation(decl.leadingTrivia)
        symbol.isRequirement = scope.isProtocol
        if scope.isExtension {
            symbol.inExtension = true
            symbol.extendedType = scope.path.joined(separator: ".")
        }
        return symbol
    }

    /// The attributes a declaration shows (`@discardableResult`, `@MainActor`, a result builder's,
    /// `@frozen`); availability, inlining and underscored ones are not part of it for readers.
    private func attributes(_ list: AttributeListSyntax, into declaration: inout DeclarationFragments) {
        for element in list {
            guard case .attribute(let attribute) = element else { continue }
            let name = attribute.attributeName.trimmedDescription
            guard !name.hasPrefix("_"), !["available", "inlinable", "usableFromInline", "backDeployed"].contains(name) else { continue }
            declaration.append(.attribute, attribute.trimmedDescription)
            declaration.text(" ")
        }
    }

    /// Written `public` or `open`; or, saying no access of its own, in a scope whose members are public.
    private func isPublic(_ modifiers: DeclModifierListSyntax, in scope: Scope) -> Bool {
        for modifier in modifiers where modifier.detail == nil {
            switch modifier.name.tokenKind {
            case .keyword(.public), .keyword(.open): return true
            case .keyword(.private), .keyword(.fileprivate), .keyword(.internal), .keyword(.package): return false
            default: continue
            }
        }
        return scope.membersPublic
    }

    /// The modifiers a reader sees, in source order (`static`, `mutating`…); `inHeading`: the ones
    /// the short form keeps too.
    private func leadingModifiers(_ modifiers: DeclModifierListSyntax, into declaration: inout DeclarationFragments,
                                  heading: inout DeclarationFragments, keep: Set<String>,
                                  inHeading: Set<String> = ["static", "class"]) {
        for modifier in modifiers where modifier.detail == nil && keep.contains(modifier.name.text) {
            declaration.keyword(modifier.name.text); declaration.text(" ")
            if inHeading.contains(modifier.name.text) { heading.keyword(modifier.name.text); heading.text(" ") }
        }
    }

    /// `<T, U>` with the names only; their constraints move to the `where` clause, as the compiler prints them.
    private func genericParameters(_ clause: GenericParameterClauseSyntax?, into fragments: inout DeclarationFragments) {
        guard let clause else { return }
        fragments.text("<")
        for (index, parameter) in clause.parameters.enumerated() {
            if index > 0 { fragments.text(", ") }
            fragments.append(.genericParameter, parameter.name.text)
        }
        fragments.text(">")
    }

    /// ` where T : P, T.Element == Int`: the generic parameters' own constraints, then the written clause.
    private func requirements(inline clause: GenericParameterClauseSyntax?, written: GenericWhereClauseSyntax?,
                              into fragments: inout DeclarationFragments) {
        var parts: [(TokenSyntax?, TypeSyntax?, GenericRequirementSyntax?)] = []
        for parameter in clause?.parameters ?? [] {
            if let inherited = parameter.inheritedType { parts.append((parameter.name, inherited, nil)) }
        }
        for requirement in written?.requirements ?? [] { parts.append((nil, nil, requirement)) }
        guard !parts.isEmpty else { return }
        fragments.text(" "); fragments.keyword("where"); fragments.text(" ")
        for (index, part) in parts.enumerated() {
            if index > 0 { fragments.text(", ") }
            if let name = part.0, let type = part.1 {
                fragments.append(.typeIdentifier, name.text); fragments.text(" : "); fragments.type(type)
            } else if let requirement = part.2 {
                fragments.type(requirement.requirement)
            }
        }
    }

    /// Writes `(label name: Type = default, …)` into the declaration and `(label: Type, …)` into
    /// the heading. `labelled`: a lone name is the label (functions), not only the parameter's
    /// name (subscripts, operators).
    private func parameters(_ list: FunctionParameterListSyntax, labelled: Bool,
                            declaration: inout DeclarationFragments, heading: inout DeclarationFragments) -> [ModuleInterface.Parameter] {
        var out: [ModuleInterface.Parameter] = []
        declaration.text("("); heading.text("(")
        for (index, parameter) in list.enumerated() {
            if index > 0 { declaration.text(", "); heading.text(", ") }
            for attribute in parameter.attributes {
                declaration.append(.attribute, attribute.trimmedDescription); declaration.text(" ")
            }
            let first = parameter.firstName.text
            let second = parameter.secondName?.text
            var own = DeclarationFragments()
            if let second {
                declaration.append(.externalParam, first); declaration.text(" "); declaration.append(.internalParam, second)
                own.append(.identifier, second)
                if first != "_" { heading.append(.externalParam, first); heading.text(": ") }
            } else if labelled {
                declaration.append(.externalParam, first)
                own.append(.identifier, first)
                heading.append(.externalParam, first); heading.text(": ")
            } else {
                declaration.append(.internalParam, first)
                own.append(.identifier, first)
            }
            declaration.text(": "); declaration.type(parameter.type)
            own.text(": "); own.type(parameter.type)
            heading.type(parameter.type, escaping: false)
            if let ellipsis = parameter.ellipsis {
                declaration.text(ellipsis.text); heading.text(ellipsis.text); own.text(ellipsis.text)
            }
            if let value = parameter.defaultValue?.value {
                declaration.text(" = "); declaration.expression(value)
            }
            let external = second == nil ? first : (first == "_" ? second! : first)
            out.append(.init(name: external, internalName: second != nil && first != "_" ? second : nil, declaration: own.fragments))
        }
        declaration.text(")"); heading.text(")")
        return out
    }

    private func effects(_ specifiers: FunctionEffectSpecifiersSyntax?, into declaration: inout DeclarationFragments,
                         heading: inout DeclarationFragments) {
        if let async = specifiers?.asyncSpecifier {
            declaration.text(" "); declaration.keyword(async.text)
            heading.text(" "); heading.keyword(async.text)
        }
        if let throwing = specifiers?.throwsClause?.throwsSpecifier {
            declaration.text(" "); declaration.keyword(throwing.text)
            heading.text(" "); heading.keyword(throwing.text)
        }
    }

    /// ` { get }` / ` { get set }` after a property or subscript: what a protocol requires as
    /// written; what a computed one offers; a stored `var` whose setter is not public reads as
    /// `{ get }` (the compiler prints that one as plain text).
    private func accessors(_ block: AccessorBlockSyntax?, stored: Bool, isLet: Bool, modifiers: DeclModifierListSyntax,
                           into declaration: inout DeclarationFragments) {
        if stored {
            guard !isLet else { return }
            let setterHidden = modifiers.contains {
                $0.detail?.detail.text == "set" && [.keyword(.private), .keyword(.fileprivate), .keyword(.internal)].contains($0.name.tokenKind)
            }
            if setterHidden { declaration.text(" { get }") }
            return
        }
        var names: [String] = ["get"]
        if case .accessors(let list)? = block?.accessors, list.contains(where: { ["set", "_modify"].contains($0.accessorSpecifier.text) }) {
            names = ["get", "set"]
        }
        declaration.text(" { ")
        for (index, name) in names.enumerated() {
            if index > 0 { declaration.text(" ") }
            declaration.keyword(name)
        }
        declaration.text(" }")
    }

    /// The inheritance clause's types as written; an enum's raw type is not a conformance.
    private func inherited(_ clause: InheritanceClauseSyntax?, of kind: Symbol.Kind?) -> [String] {
        var names = clause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        if kind == .enumeration, let first = names.first, Self.rawValueTypes.contains(first) { names.removeFirst() }
        return names
    }

    private static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "CGFloat",
    ]

    /// The type an unannotated property's value gives it: a literal's, or the type whose
    /// initializer it calls (`Badge("x")`, written with a capital as types are).
    static func literalType(of value: ExprSyntax) -> String? {
        if let call = value.as(FunctionCallExprSyntax.self), let callee = call.calledExpression.as(DeclReferenceExprSyntax.self),
           callee.baseName.text.first?.isUppercase == true {
            return callee.baseName.text
        }
        if value.is(IntegerLiteralExprSyntax.self) { return "Int" }
        if value.is(FloatLiteralExprSyntax.self) { return "Double" }
        if value.is(StringLiteralExprSyntax.self) { return "String" }
        if value.is(BooleanLiteralExprSyntax.self) { return "Bool" }
        return nil
    }

    /// The `///` lines (or a `/** */` comment) right before a declaration, without their markers
    /// and common indentation. A blank line or a plain comment after them detaches them.
    static func documentation(_ trivia: Trivia) -> [String] {
        var lines: [String] = []
        for piece in trivia {
            switch piece {
            case .docLineComment(let text):
                lines.append(String(text.dropFirst(3)))
            case .docBlockComment(let text):
                var body = text.dropFirst(3)
                if body.hasSuffix("*/") { body = body.dropLast(2) }
                lines = body.split(separator: "\n", omittingEmptySubsequences: false).map {
                    var line = Substring($0)
                    if let star = line.firstIndex(where: { $0 != " " && $0 != "\t" }), line[star] == "*" {
                        line = line[line.index(after: star)...]
                    }
                    return String(line)
                }
                // The compiler drops the rest of the opening line when blank, and keeps the closing one.
                if lines.first?.trimmingCharacters(in: .whitespaces).isEmpty == true { lines.removeFirst() }
            case .newlines(let count) where count > 1:
                lines = []
            case .lineComment, .blockComment:
                lines = []
            default:
                continue
            }
        }
        let indent = lines.filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .map { $0.prefix(while: { $0 == " " || $0 == "\t" }).count }.min() ?? 0
        return lines.map { $0.trimmingCharacters(in: .whitespaces).isEmpty ? "" : String($0.dropFirst(indent)) }
    }

    // MARK: #if

    private func activeClause(_ config: IfConfigDeclSyntax) -> IfConfigClauseSyntax.Elements? {
        for clause in config.clauses {
            guard let condition = clause.condition else { return clause.elements }
            if (try? conditions.evaluate(condition)) == true { return clause.elements }
        }
        return nil
    }

    private func activeItems(_ items: CodeBlockItemListSyntax) -> [CodeBlockItemSyntax] {
        var out: [CodeBlockItemSyntax] = []
        for item in items {
            if case .decl(let d) = item.item, let config = d.as(IfConfigDeclSyntax.self) {
                if case .statements(let inner)? = activeClause(config) { out += activeItems(inner) }
            } else {
                out.append(item)
            }
        }
        return out
    }
}
