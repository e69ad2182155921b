import LoomGraphics

/// The hairline under a list row. Since iOS 16 it starts where the row's text starts (SwiftUI's
/// `listRowSeparatorLeading` guide): past the icon under a Label row, at the row inset otherwise.
struct ListRowSeparator: LeafView {
    /// The row above the separator, whose title it lines up with.
    var row: any ViewNode
    /// Where the row's content begins, from the card's leading edge.
    var inset: Double

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // Always across the list, whatever stack the list is in.
        var rows = environment
        rows.stackAxis = nil
        return try Divider().padding(.leading, inset + titleOffset(in: environment)).resolveSingle(in: rows)
    }

    /// How far right of the row's leading edge its label's title begins; 0 for other rows.
    private func titleOffset(in environment: EnvironmentValues) throws -> Double {
        var environment = environment
        var view = row
        // Look through modifiers like `.foregroundColor` to the label, in the environment they set.
        while let modified = view as? EnvironmentModifierView {
            modified.transform(&environment)
            view = modified.content
        }
        guard let label = view as? Label else { return 0 }
        switch environment.controls.labelStyle.kind {
        case .automatic, .titleAndIcon:
            return try label.icon.resolveSingle(in: environment).sizeThatFits(.unspecified).width + Label.spacing
        case .iconOnly, .titleOnly:
            return 0
        }
    }
}
