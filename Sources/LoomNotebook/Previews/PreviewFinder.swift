import SwiftParser
import SwiftSyntax

/// Finds the previews of one Swift file from its syntax, as Xcode's canvas lists them: every
/// `#Preview` (its name and `traits:`), and every `PreviewProvider`'s `previews`, one preview per
/// view when it is a `Group { … }` (or a list) of views, each with its `previewDisplayName`,
/// `previewLayout`, `previewDevice`, `previewInterfaceOrientation` and colour scheme.
/// The file is only read, never run: what the previews draw is the session's business.
public enum PreviewFinder {
    public static func previews(in source: String) -> [PreviewDeclaration] {
        let tree = Parser.parse(source: source)
        let finder = Finder(converter: SourceLocationConverter(fileName: "", tree: tree))
        finder.walk(tree)
        return finder.found.sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private final class Finder: SyntaxVisitor {
        let converter: SourceLocationConverter
        var found: [PreviewDeclaration] = []

        init(converter: SourceLocationConverter) {
            self.converter = converter
            super.init(viewMode: .sourceAccurate)
        }

        func location(_ node: some SyntaxProtocol) -> (line: Int, column: Int) {
            let here = converter.location(for: node.positionAfterSkippingLeadingTrivia)
            return (here.line, here.column)
        }

        /// `node`'s text placed at its own line and column, so the block's lines are the file's.
        func placed(_ node: some SyntaxProtocol) -> String {
            let (line, column) = location(node)
            return String(repeating: "\n", count: max(line - 1, 0)) + String(repeating: " ", count: max(column - 1, 0))
                + node.trimmedDescription
        }

        override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            macro(node, pound: node.pound, arguments: node.arguments, body: node.trailingClosure)
            return .skipChildren
        }

        override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
            guard node.macroName.text == "Preview" else { return .visitChildren }
            macro(node, pound: node.pound, arguments: node.arguments, body: node.trailingClosure)
            return .skipChildren
        }

        /// `pound`: where the preview is said to be (after any `@available` attribute).
        func macro(_ node: some SyntaxProtocol, pound: TokenSyntax, arguments: LabeledExprListSyntax, body: ClosureExprSyntax?) {
            var traits = PreviewTraits()
            var name: String?
            var inTraits = false
            for (index, argument) in arguments.enumerated() {
                if let label = argument.label?.text { inTraits = label == "traits" }
                if index == 0, argument.label == nil { name = PreviewFinder.string(argument.expression) }
                if inTraits { PreviewFinder.applyTrait(argument.expression, to: &traits) }
            }
            // `.preferredColorScheme(.dark)` on the body's last view.
            if let last = body?.statements.last?.item.as(ExprSyntax.self) {
                var scheme = PreviewTraits()
                _ = PreviewFinder.peel(last, into: &scheme)
                traits.dark = traits.dark || scheme.dark
            }
            let (line, column) = location(pound)
            found.append(PreviewDeclaration(kind: .macro, name: name, line: line, column: column,
                                            code: node.trimmedDescription, block: placed(node) + "\n", traits: traits))
        }

        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            guard inherited.contains(where: { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }) else { return .visitChildren }
            let type = qualifiedName(node)
            for member in node.memberBlock.members {
                guard let variable = member.decl.as(VariableDeclSyntax.self),
                      variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" }),
                      let binding = variable.bindings.first,
                      binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == "previews",
                      let statements = getter(binding) else { continue }
                provider(type, variable: variable, statements: statements)
            }
            return .visitChildren
        }

        func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
            switch binding.accessorBlock?.accessors {
            case .getter(let statements)?: return statements
            case .accessors(let accessors)?:
                return accessors.first { $0.accessorSpecifier.text == "get" }?.body?.statements
            default: return nil
            }
        }

        /// `Outer.Inner_Previews` for a provider nested in other types.
        func qualifiedName(_ node: StructDeclSyntax) -> String {
            var names = [node.name.text]
            var parent = node.parent
            while let current = parent {
                if let s = current.as(StructDeclSyntax.self) { names.insert(s.name.text, at: 0) }
                if let e = current.as(EnumDeclSyntax.self) { names.insert(e.name.text, at: 0) }
                if let c = current.as(ClassDeclSyntax.self) { names.insert(c.name.text, at: 0) }
                if let x = current.as(ExtensionDeclSyntax.self) { names.insert(x.extendedType.trimmedDescription, at: 0) }
                parent = current.parent
            }
            return names.joined(separator: ".")
        }

        func provider(_ type: String, variable: VariableDeclSyntax, statements: CodeBlockItemListSyntax) {
            let expressions = statements.compactMap { $0.item.as(ExprSyntax.self) }
            // Every view the body lists, a `Group { … }` standing for each of its own (as deep as
            // they nest), with the modifiers written after each group (`.padding()`,
            // `.previewLayout(…)`), which Xcode applies to each of its views.
            var views: [(view: ExprSyntax, shared: [String], traits: PreviewTraits)] = []
            if expressions.count == statements.count {
                views = expressions.flatMap { PreviewFinder.previewViews($0, shared: [], traits: PreviewTraits()) }
            }
            if views.count < 2 { views = [] }
            guard !views.isEmpty else {
                // One picture: the whole `previews`, as the type declares it.
                var traits = PreviewTraits()
                if let only = expressions.first, expressions.count == statements.count { _ = PreviewFinder.peel(only, into: &traits) }
                let (line, column) = location(variable)
                found.append(PreviewDeclaration(kind: .provider(type: type, index: nil), name: traits.displayName,
                                                line: line, column: column, code: variable.trimmedDescription,
                                                block: String(repeating: "\n", count: max(line - 1, 0))
                                                    + String(repeating: " ", count: max(column - 1, 0)) + "\(type).previews\n",
                                                traits: traits))
                return
            }
            for (index, (view, shared, groupTraits)) in views.enumerated() {
                var traits = groupTraits
                traits.displayName = nil
                _ = PreviewFinder.peel(view, into: &traits)
                let (line, column) = location(view)
                // The view is evaluated where it was written: as a static member of its type.
                let member = "__loomPreview\(line)_\(column)"
                var block = String(repeating: "\n", count: max(line - 2, 0))
                block += "extension \(type) { static var \(member): some View {" + (line >= 2 ? "\n" : " ")
                block += String(repeating: " ", count: max(column - 1, 0)) + shared.reduce(view.trimmedDescription) { "(" + $0 + ")" + $1 }
                block += "\n} }\n\(type).\(member)\n"
                found.append(PreviewDeclaration(kind: .provider(type: type, index: index), name: traits.displayName,
                                                line: line, column: column, code: view.trimmedDescription,
                                                block: block, traits: traits))
            }
        }
    }

    /// The previews one entry of `previews` makes: itself, or, for a `Group { … }` (after its
    /// modifiers), each view it lists, expanded the same way; `shared` collects the groups'
    /// modifiers from the innermost out, `traits` what those modifiers say.
    static func previewViews(_ expression: ExprSyntax, shared: [String], traits: PreviewTraits)
        -> [(view: ExprSyntax, shared: [String], traits: PreviewTraits)] {
        var groupTraits = traits
        let base = peel(expression, into: &groupTraits)
        guard let call = base.as(FunctionCallExprSyntax.self),
              call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Group",
              call.arguments.isEmpty, let closure = call.trailingClosure,
              let inner = views(of: closure.statements), !inner.isEmpty else { return [(expression, shared, traits)] }
        let modifiers = String(expression.trimmedDescription.dropFirst(base.trimmedDescription.count))
        return inner.flatMap { previewViews($0, shared: (modifiers.isEmpty ? [] : [modifiers]) + shared, traits: groupTraits) }
    }

    /// The views a group's body lists, one per expression statement; those inside an
    /// `if #available(…)` (true on the iOS 17 canvas) count as the group's own. Nil when the body
    /// has any other statement, so the group is drawn as one picture.
    static func views(of statements: CodeBlockItemListSyntax) -> [ExprSyntax]? {
        var views: [ExprSyntax] = []
        for statement in statements {
            if let ifExpr = statement.item.as(ExpressionStmtSyntax.self)?.expression.as(IfExprSyntax.self) ?? statement.item.as(IfExprSyntax.self) {
                guard ifExpr.elseBody == nil, ifExpr.conditions.allSatisfy({ $0.condition.is(AvailabilityConditionSyntax.self) }),
                      let inner = PreviewFinder.views(of: ifExpr.body.statements) else { return nil }
                views += inner
            } else if let expression = statement.item.as(ExprSyntax.self) {
                views.append(expression)
            } else {
                return nil
            }
        }
        return views
    }

    /// Strips the modifiers of `expression` (outermost first), reading the preview traits among
    /// them; returns the view they modify.
    static func peel(_ expression: ExprSyntax, into traits: inout PreviewTraits) -> ExprSyntax {
        var current = expression
        while let call = current.as(FunctionCallExprSyntax.self),
              let member = call.calledExpression.as(MemberAccessExprSyntax.self), let base = member.base {
            let arguments = Array(call.arguments)
            let first = arguments.first?.expression
            switch member.declName.baseName.text {
            case "previewDisplayName":
                if traits.displayName == nil, let first { traits.displayName = string(first) }
            case "previewLayout":
                if let first { applyTrait(first, to: &traits) }
            case "previewDevice":
                if traits.device == nil, let first {
                    traits.device = string(first) ?? first.as(FunctionCallExprSyntax.self)?.arguments.first.flatMap { string($0.expression) }
                }
            case "previewInterfaceOrientation":
                if let first { applyTrait(first, to: &traits) }
            case "preferredColorScheme":
                if let first, memberName(first) == "dark" { traits.dark = true }
            case "environment":
                if arguments.count == 2, arguments[0].expression.trimmedDescription.hasSuffix("colorScheme"),
                   memberName(arguments[1].expression) == "dark" { traits.dark = true }
            default:
                break
            }
            current = base
        }
        return current
    }

    /// One `PreviewTrait` or `PreviewLayout` / `InterfaceOrientation` value.
    static func applyTrait(_ expression: ExprSyntax, to traits: inout PreviewTraits) {
        if let call = expression.as(FunctionCallExprSyntax.self), let name = memberName(call.calledExpression),
           name == "fixed" || name == "fixedLayout" {
            let width = call.arguments.first { $0.label?.text == "width" }.flatMap { number($0.expression) }
            let height = call.arguments.first { $0.label?.text == "height" }.flatMap { number($0.expression) }
            if let width, let height, width > 0, height > 0 { traits.layout = .fixed(width: width, height: height) }
            return
        }
        switch memberName(expression) {
        case "sizeThatFits", "sizeThatFitsLayout": traits.layout = .sizeThatFits
        case "device", "defaultLayout": traits.layout = .device
        case "landscapeLeft", "landscapeRight": traits.landscape = true
        case "portrait", "portraitUpsideDown": traits.landscape = false
        default: break
        }
    }

    /// `.dark` → `dark`, `PreviewLayout.fixed` → `fixed`.
    static func memberName(_ expression: ExprSyntax) -> String? {
        expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
    }

    /// A plain string literal's text.
    static func string(_ expression: ExprSyntax) -> String? {
        guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }

    static func number(_ expression: ExprSyntax) -> Double? {
        if let integer = expression.as(IntegerLiteralExprSyntax.self) { return Double(integer.literal.text.replacingOccurrences(of: "_", with: "")) }
        if let float = expression.as(FloatLiteralExprSyntax.self) { return Double(float.literal.text.replacingOccurrences(of: "_", with: "")) }
        return nil
    }
}
