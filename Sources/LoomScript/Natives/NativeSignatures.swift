import Foundation
import SwiftOperators

/// Parses bridge signatures with SwiftParser and lowers them like script functions.
enum NativeSignatures {
    /// A signature's declaration, or nil when it does not parse as a Swift function head.
    static func parse(_ signature: String) -> FunctionDecl? {
        let isInit = signature.hasPrefix("init(") || signature.hasPrefix("init<")
        let text = "func " + (isInit ? "`init`" + signature.dropFirst(4) : signature) + " {}"
        var table = OperatorTable.standardOperators
        let (stmts, diags) = Lowering.parse(text, operators: &table)
        guard diags.isEmpty, stmts.count == 1, case .function(let decl, _)? = stmts.first?.kind else { return nil }
        let named = FunctionDecl(name: decl.name == "`init`" ? "init" : decl.name, params: decl.params,
                                 returnType: decl.returnType, body: nil, loc: .none)
        named.genericRequirements = decl.genericRequirements
        return named
    }
}
