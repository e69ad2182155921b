import SwiftParser
import SwiftSyntax

/// The names of a block's `#Preview("Name") { … }`s, which caption their pictures the way
/// Xcode's canvas labels them. The interpreter reports pictures, not where they came from, so a
/// block's pictures are matched with its previews only when there are as many of each.
enum PreviewNames {
    /// One caption per picture (nil: none), or all nil when the pictures are not exactly the
    /// block's `#Preview`s.
    static func captions(in source: String, pictures: Int) -> [String?] {
        guard source.contains("#Preview") else { return Array(repeating: nil, count: pictures) }
        let names = previews(in: source)
        guard names.count == pictures else { return Array(repeating: nil, count: pictures) }
        return names
    }

    /// Each top-level `#Preview`'s name, in source order (nil for an unnamed one).
    static func previews(in source: String) -> [String?] {
        var names: [String?] = []
        for statement in Parser.parse(source: source).statements {
            let arguments: LabeledExprListSyntax
            if let macro = statement.item.as(MacroExpansionDeclSyntax.self), macro.macroName.text == "Preview" {
                arguments = macro.arguments
            } else if let macro = statement.item.as(MacroExpansionExprSyntax.self)
                        ?? statement.item.as(ExpressionStmtSyntax.self)?.expression.as(MacroExpansionExprSyntax.self),
                      macro.macroName.text == "Preview" {
                arguments = macro.arguments
            } else {
                continue
            }
            names.append(arguments.first.flatMap(name))
        }
        return names
    }

    /// `"Dark"` in `#Preview("Dark")`: an unlabelled plain string literal.
    private static func name(_ argument: LabeledExprSyntax) -> String? {
        guard argument.label == nil, let literal = argument.expression.as(StringLiteralExprSyntax.self) else { return nil }
        var text = ""
        for segment in literal.segments {
            guard let plain = segment.as(StringSegmentSyntax.self) else { return nil }
            text += plain.content.text
        }
        return text
    }
}
