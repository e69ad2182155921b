import Foundation
import SwiftOperators

/// Parses bridge signatures with SwiftParser and lowers them like script functions.
enum NativeSignatures {
    /// Every signature's declaration, in order, from one parse of all of them; nil for one that
    /// does not parse (then each is parsed alone, so a bad one cannot hide the others).
    static func parseAll(_ signatures: [String]) -> [FunctionDecl?] {
        let heads = signatures.map(head(of:))
        return zip(lowerAll(heads.map { "func " + $0.text + " {}" }), heads).map { stmt, head in
            guard case .function(let decl, _)? = stmt else { return nil }
            return named(decl, isMutating: head.isMutating)
        }
    }

    /// A type from its spelling (`[String]`, `Array<Int>?`), or nil when it does not parse.
    static func type(spelled: String) -> TypeExpr? {
        parseMembers(["var t: " + spelled]).first??.type
    }

    /// Member declarations as Swift writes them (`var count: Int`, `static let pi: Double`,
    /// `var x: CGFloat { get set }`), parsed like the functions' signatures, in one batch; nil
    /// for one that is not a single typed property with no initial value.
    static func parseMembers(_ declarations: [String]) -> [MemberSignature?] {
        lowerAll(declarations).map { stmt in
            guard case .variable(let v)? = stmt, v.bindings.count == 1, let binding = v.bindings.first,
                  case .binding(let name, _) = binding.pattern, let type = binding.type,
                  binding.initializer == nil, binding.willSetDidSet == nil,
                  // An accessor block is `{ get set }`, without bodies.
                  binding.getter?.body?.stmts.isEmpty ?? true else { return nil }
            return MemberSignature(name: name, type: type, isStatic: v.isStatic, isSettable: binding.setter != nil)
        }
    }

    /// The name a member declaration declares, read from its text without parsing
    /// (`static let pi: Double` is `pi`, ``static let `default`: NotificationCenter`` is `default`).
    static func memberName(of declaration: String) -> String {
        var text = Substring(declaration)
        for word in ["static ", "var ", "let "] where text.hasPrefix(word) { text = text.dropFirst(word.count) }
        return unquoted(text.prefix { $0 != ":" })
    }

    /// Each declaration's statement, from one parse of all of them; nil for one that does not
    /// lower to exactly one statement (then each is parsed alone, so a bad one cannot hide the others).
    private static func lowerAll(_ declarations: [String]) -> [StmtKind?] {
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse(declarations.joined(separator: "\n"), operators: &table)
        guard diags.isEmpty, stmts.count == declarations.count else { return declarations.map(lower) }
        return stmts.map(\.kind)
    }

    private static func lower(_ declaration: String) -> StmtKind? {
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse(declaration, operators: &table)
        guard diags.isEmpty, stmts.count == 1 else { return nil }
        return stmts.first?.kind
    }

    /// The name a signature declares, read from its text without parsing (`mutating append(_:)`
    /// is `append`, `` `subscript`(…) `` is `subscript`, `init<T>(…)` is `init`).
    static func name(of signature: String) -> String {
        var text = Substring(signature)
        if text.hasPrefix("mutating ") { text = text.dropFirst("mutating ".count) }
        return unquoted(text.prefix { $0 != "(" && $0 != "<" })
    }

    /// A name without the spaces and backticks around it. By hand, not `trimmingCharacters(in:)`:
    /// Foundation's bridges through NSString, and the registry asks this thousands of times at startup.
    private static func unquoted(_ text: Substring) -> String {
        let isPadding: (Character) -> Bool = { $0 == " " || $0 == "`" }
        guard let first = text.firstIndex(where: { !isPadding($0) }), let last = text.lastIndex(where: { !isPadding($0) }) else { return "" }
        return String(text[first...last])
    }

    /// A signature's declaration, or nil when it does not parse as a Swift function head.
    /// `mutating` may lead (`"mutating append(_ newElement: Element)"`), as in a declaration.
    static func parse(_ signature: String) -> FunctionDecl? {
        let head = head(of: signature)
        guard case .function(let decl, _)? = lower("func " + head.text + " {}") else { return nil }
        return named(decl, isMutating: head.isMutating)
    }

    /// The text after `func` (`init` in backticks, so it parses as a name) and whether the
    /// signature began with `mutating`.
    private static func head(of signature: String) -> (text: String, isMutating: Bool) {
        let isMutating = signature.hasPrefix("mutating ")
        let head = isMutating ? String(signature.dropFirst("mutating ".count)) : signature
        let isInit = head.hasPrefix("init(") || head.hasPrefix("init<")
        return (isInit ? "`init`" + head.dropFirst(4) : head, isMutating)
    }

    private static func named(_ decl: FunctionDecl, isMutating: Bool) -> FunctionDecl {
        let named = FunctionDecl(name: decl.name == "`init`" ? "init" : decl.name, params: decl.params,
                                 returnType: decl.returnType, body: nil, loc: .none)
        named.genericRequirements = decl.genericRequirements
        named.genericParameters = decl.genericParameters
        named.isMutating = isMutating
        return named
    }
}
