import SwiftSyntax

/// Builds a declaration's fragments the way the compiler prints them in a symbol graph: one
/// space between words, none inside brackets or before `,` `:` `?` `...`, `: ` after a label,
/// ` : ` in a dictionary type or a conformance requirement. Comments and the source's own line
/// breaks are dropped, so a signature written over several lines reads as one.
struct DeclarationFragments {
    typealias Fragment = ModuleInterface.Fragment

    private(set) var fragments: [Fragment] = []

    /// Appends, joining text to text (the compiler never splits a run of punctuation).
    mutating func append(_ kind: Fragment.Kind, _ spelling: String) {
        guard !spelling.isEmpty else { return }
        if kind == .text, let last = fragments.last, last.kind == .text {
            fragments[fragments.count - 1].spelling += spelling
        } else {
            fragments.append(Fragment(kind, spelling))
        }
    }

    mutating func append(_ other: DeclarationFragments) {
        for fragment in other.fragments { append(fragment.kind, fragment.spelling) }
    }

    /// `keyword name`: how every declaration starts.
    static func opening(_ keyword: String, _ name: String) -> DeclarationFragments {
        var fragments = DeclarationFragments()
        fragments.keyword(keyword)
        fragments.text(" ")
        fragments.append(.identifier, name)
        return fragments
    }

    mutating func text(_ spelling: String) { append(.text, spelling) }
    mutating func keyword(_ spelling: String) { append(.keyword, spelling) }

    /// A type as written: names are type identifiers, attributes (`@escaping`) and keywords
    /// (`some`, `inout`, `throws`) keep their kinds, the rest is spaced punctuation. A short form
    /// (`escaping: false`) leaves `@escaping` out, as the compiler's does.
    mutating func type(_ type: some SyntaxProtocol, escaping: Bool = true) {
        var previous: TokenSyntax?
        for token in type.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            if !escaping, let attribute = token.ancestorOrSelf(mapping: { $0.as(AttributeSyntax.self) }),
               attribute.attributeName.trimmedDescription == "escaping" { continue }
            if let previous, Self.spaced(previous, token) { text(" ") }
            switch token.tokenKind {
            case .identifier, .dollarIdentifier:
                if previous?.tokenKind == .atSign {
                    fragments[fragments.count - 1].spelling += token.text
                } else {
                    append(.typeIdentifier, token.text)
                }
            case .keyword(.Self), .keyword(.Any), .keyword(.Type), .keyword(.Protocol):
                append(.typeIdentifier, token.text)
            case .keyword:
                if previous?.tokenKind == .atSign {
                    fragments[fragments.count - 1].spelling += token.text
                } else {
                    keyword(token.text)
                }
            case .atSign:
                append(.attribute, "@")
            case .integerLiteral, .floatLiteral:
                append(.number, token.text)
            default:
                text(token.text)
            }
            previous = token
        }
    }

    /// An expression (a default value) as text, spaced as its source is, each run of whitespace,
    /// line breaks and comments one space.
    mutating func expression(_ expression: some SyntaxProtocol) {
        var previous: TokenSyntax?
        for token in expression.tokens(viewMode: .sourceAccurate) where token.presence == .present {
            if previous != nil, !(previous?.trailingTrivia.isEmpty ?? true) || !token.leadingTrivia.isEmpty {
                text(" ")
            }
            text(token.text)
            previous = token
        }
    }

    /// Whether the compiler puts a space between two tokens of a type.
    static func spaced(_ previous: TokenSyntax, _ next: TokenSyntax) -> Bool {
        if next.tokenKind == .colon {
            return next.parent?.is(DictionaryTypeSyntax.self) == true
                || next.parent?.is(ConformanceRequirementSyntax.self) == true
        }
        switch next.tokenKind {
        case .comma, .rightParen, .rightSquare, .rightAngle, .postfixQuestionMark, .exclamationMark,
             .ellipsis, .period, .leftAngle, .postfixOperator:
            return false
        case .leftParen:
            // A call hugs its callee; a tuple or function type is spaced from what comes before.
            if next.parent?.is(FunctionCallExprSyntax.self) == true { return false }
            return ![.leftParen, .leftSquare, .leftAngle].contains(previous.tokenKind)
        default:
            break
        }
        switch previous.tokenKind {
        case .leftParen, .leftSquare, .leftAngle, .period, .atSign, .prefixOperator, .prefixAmpersand:
            return false
        default:
            return true
        }
    }
}
