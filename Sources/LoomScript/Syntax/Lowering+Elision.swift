import SwiftSyntax

extension Lowering {
    /// `func animatableLinearGradient(…) -> some View { ... }` in a README shows a signature
    /// ("what you're using"); its body is elided, not empty. Such a function is shown, not
    /// defined: declaring it would hide the library's real one behind a body that returns `()`.
    func isElided(_ f: FunctionDeclSyntax) -> Bool {
        guard !elidedLines.isEmpty, let body = f.body, body.statements.isEmpty else { return false }
        let first = loc(body.leftBrace).line, last = loc(body.rightBrace).line
        return elidedLines.contains { first <= $0 && $0 <= last }
    }
}
