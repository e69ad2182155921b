import LoomGraphics

/// A link that would push a destination. In a List or Form it is a row with iOS's disclosure
/// chevron at the trailing edge (14 pt semibold `chevron.right` in the tertiary label colour);
/// elsewhere its label is drawn like a button's, in the accent colour. The destination is never
/// shown: a picture is the screen before the tap.
public struct NavigationLink: LeafView {
    public var label: any ViewNode

    public init(label: any ViewNode) {
        self.label = label
    }

    public init(_ title: String) {
        self.init(label: Text(title))
    }

    static let chevronFont = Font.system(size: 14, weight: .semibold)
    /// iOS's disclosure indicator colour (UIColor.tertiaryLabel on a cell, #3C3C43 at 30 %).
    static let chevronColor = Color(light: RGBA(bytes: 60, 60, 67, alpha: 0.3), dark: RGBA(bytes: 235, 235, 245, alpha: 0.3))

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        guard environment.controls.isInList else {
            return try label.foregroundColor(environment.accentColor).resolveSingle(in: environment)
        }
        return try HStack(content: [label, Spacer(minLength: 8),
                                    Image(systemName: "chevron.right").font(Self.chevronFont).foregroundColor(Self.chevronColor)])
            .resolveSingle(in: environment)
    }
}
