import Foundation
import SwiftOperators

/// Parses bridge signatures with SwiftParser and lowers them like script functions.
enum NativeSignatures {
    /// Every signature's declaration, in order, from one parse of all of them; nil for one that
    /// does not parse (then each is parsed alone, so a bad one cannot hide the others).
    static func parseAll(_ signatures: [String]) -> [FunctionDecl?] {
        let heads = signatures.map(head(of:))
        var table = OperatorTable.standardOperators
        let text = heads.map { "func " + $0.text + " {}" }.joined(separator: "\n")
        let (stmts, diags) = Lowering.parse(text, operators: &table)
        guard diags.isEmpty, stmts.count == signatures.count else { return signatures.map(parse) }
        return zip(stmts, heads).map { stmt, head in
            guard case .function(let decl, _) = stmt.kind else { return nil }
            return named(decl, isMutating: head.isMutating)
        }
    }

    /// The name a signature declares, read from its text without parsing (`mutating append(_:)`
    /// is `append`, `` `subscript`(…) `` is `subscript`, `init<T>(…)` is `init`).
    static func name(of signature: String) -> String {
        var text = Substring(signature)
        if text.hasPrefix("mutating ") { text = text.dropFirst("mutating ".count) }
        let name = text.prefix { $0 != "(" && $0 != "<" }
        return name.trimmingCharacters(in: CharacterSet(charactersIn: "` "))
    }

    /// A signature's declaration, or nil when it does not parse as a Swift function head.
    /// `mutating` may lead (`"mutating append(_ newElement: Element)"`), as in a declaration.
    static func parse(_ signature: String) -> FunctionDecl? {
        let head = head(of: signature)
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse("func " + head.text + " {}", operators: &table)
        guard diags.isEmpty, stmts.count == 1, case .function(let decl, _)? = stmts.first?.kind else { return nil }
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
