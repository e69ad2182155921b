import SwiftSyntax

/// What `#function` says: the declaration around a place as Swift names it (`f(a:_:)`,
/// `init(x:)`, `subscript(_:)`, a property's name for its accessors and initial value, `deinit`,
/// and `main` at the top level of a script).
enum FunctionNames {
    /// The function a source range belongs to: `#function` as a default argument names the
    /// caller's, found from the call's place among these.
    struct Span: Sendable {
        let start: (line: Int, column: Int)
        let end: (line: Int, column: Int)
        let name: String

        func contains(_ loc: Loc) -> Bool {
            (start.line, start.column) <= (loc.line, loc.column) && (loc.line, loc.column) <= (end.line, end.column)
        }
    }

    static let topLevel = "main"

    /// The name `#function` has at `node`.
    static func enclosing(_ node: some SyntaxProtocol) -> String {
        var current = node.parent
        while let n = current {
            if let name = name(of: n) { return name }
            current = n.parent
        }
        return topLevel
    }

    /// Every named function-like declaration in `file`, for `name(at:)`.
    static func spans(in file: SourceFileSyntax, converter: SourceLocationConverter) -> [Span] {
        final class Collector: SyntaxAnyVisitor {
            let converter: SourceLocationConverter
            var spans: [Span] = []
            init(_ converter: SourceLocationConverter) { self.converter = converter; super.init(viewMode: .sourceAccurate) }
            override func visitAny(_ node: Syntax) -> SyntaxVisitorContinueKind {
                if let name = FunctionNames.name(of: node) {
                    let s = converter.location(for: node.positionAfterSkippingLeadingTrivia)
                    let e = converter.location(for: node.endPositionBeforeTrailingTrivia)
                    spans.append(Span(start: (s.line, s.column), end: (e.line, e.column), name: name))
                }
                return .visitChildren
            }
        }
        let collector = Collector(converter)
        collector.walk(file)
        return collector.spans
    }

    /// The innermost span around `loc`, or the top level's name.
    static func name(at loc: Loc, in spans: [Span]) -> String {
        var best: Span?
        for s in spans where s.contains(loc) {
            if let b = best, (s.start.line, s.start.column) < (b.start.line, b.start.column) { continue }
            best = s
        }
        return best?.name ?? topLevel
    }

    /// The name a declaration gives `#function` inside it; nil for other nodes (closures, types).
    private static func name(of node: Syntax) -> String? {
        if let f = node.as(FunctionDeclSyntax.self) { return f.name.text + labels(f.signature.parameterClause.parameters) }
        if let i = node.as(InitializerDeclSyntax.self) { return "init" + labels(i.signature.parameterClause.parameters) }
        if node.is(DeinitializerDeclSyntax.self) { return "deinit" }
        if let s = node.as(SubscriptDeclSyntax.self) { return "subscript" + labels(s.parameterClause.parameters, isSubscript: true) }
        // A property's accessors and its (lazy) initial value are the property's.
        // (A member's, or a computed variable's; a local `let c = { #function }` is its function's.)
        if let b = node.as(PatternBindingSyntax.self), let id = b.pattern.as(IdentifierPatternSyntax.self),
           b.accessorBlock != nil || b.parent?.parent?.parent?.is(MemberBlockItemSyntax.self) == true {
            return id.identifier.text
        }
        return nil
    }

    /// `(a:_:)`: each parameter's argument label, `_` for none (a subscript's lone name is none).
    private static func labels(_ params: FunctionParameterListSyntax, isSubscript: Bool = false) -> String {
        "(" + params.map { p in (isSubscript && p.secondName == nil ? "_" : p.firstName.text) + ":" }.joined() + ")"
    }
}
