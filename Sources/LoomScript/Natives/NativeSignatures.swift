import Foundation
import SwiftOperators

/// Parses bridge signatures with SwiftParser and lowers them like script functions.
enum NativeSignatures {
    /// A signature's declaration, or nil when it does not parse as a Swift function head.
    /// `mutating` may lead (`"mutating append(_ newElement: Element)"`), as in a declaration.
    static func parse(_ signature: String) -> FunctionDecl? {
        let isMutating = signature.hasPrefix("mutating ")
        let head = isMutating ? String(signature.dropFirst("mutating ".count)) : signature
        let isInit = head.hasPrefix("init(") || head.hasPrefix("init<")
        let text = "func " + (isInit ? "`init`" + head.dropFirst(4) : head) + " {}"
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse(text, operators: &table)
        guard diags.isEmpty, stmts.count == 1, case .function(let decl, _)? = stmts.first?.kind else { return nil }
        let named = FunctionDecl(name: decl.name == "`init`" ? "init" : decl.name, params: decl.params,
                                 returnType: decl.returnType, body: nil, loc: .none)
        named.genericRequirements = decl.genericRequirements
        named.genericParameters = decl.genericParameters
        named.isMutating = isMutating
        return named
    }
}
