import SwiftOperators
import SwiftParser
import SwiftSyntax

extension OperatorTable {
    /// Adds the operators and precedence groups a file declares (`infix operator • : DotPrecedence`).
    ///
    /// SwiftOperators as shipped with Swift 6.3 reads a group's `lowerThan: X` backwards (the
    /// group comes out above `X`), so such a relation is given to `X` instead, as its
    /// `higherThan:` — the same order, in the form that reads correctly — and the table is made
    /// again from its own text (`description` writes every group and operator as Swift).
    mutating func addDeclarations(of file: SourceFileSyntax) {
        let groups = file.statements.compactMap { $0.item.as(PrecedenceGroupDeclSyntax.self) }
        var turned: [(group: String, below: String)] = []
        for g in groups {
            for relation in g.groupAttributes.compactMap({ $0.as(PrecedenceGroupRelationSyntax.self) })
            where relation.higherThanOrLowerThanLabel.text == "lowerThan" {
                turned += relation.precedenceGroups.map { (g.name.text, $0.name.text) }
            }
        }
        guard !turned.isEmpty else {
            addSourceFile(file) { _ in }
            return
        }
        var lines = description.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for item in file.statements {
            if let g = item.item.as(PrecedenceGroupDeclSyntax.self) {
                let kept = g.groupAttributes.filter { attribute in
                    attribute.as(PrecedenceGroupRelationSyntax.self)?.higherThanOrLowerThanLabel.text != "lowerThan"
                }
                lines += g.with(\.groupAttributes, kept).trimmedDescription.split(separator: "\n").map(String.init)
            } else if let o = item.item.as(OperatorDeclSyntax.self) {
                lines.append(o.trimmedDescription)
            }
        }
        for (group, below) in turned {
            guard let head = lines.firstIndex(of: "precedencegroup \(below) {") else { continue }
            let end = lines[head...].firstIndex(of: "}") ?? lines.count
            if let existing = lines[head..<end].firstIndex(where: { $0.drop(while: { $0 == " " }).hasPrefix("higherThan:") }) {
                lines[existing] += ", \(group)"
            } else {
                lines.insert("    higherThan: \(group)", at: head + 1)
            }
        }
        var rebuilt = OperatorTable()
        rebuilt.addSourceFile(Parser.parse(source: lines.joined(separator: "\n"))) { _ in }
        self = rebuilt
    }
}
