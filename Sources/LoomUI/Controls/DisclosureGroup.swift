import LoomGraphics

/// A disclosure group as iOS 17 draws it: its label with a chevron at the trailing edge (accent
/// colour, 14 pt semibold; pointing right when collapsed, down when expanded) and, when
/// expanded, its content below, leading-aligned. It starts collapsed, as in SwiftUI.
public struct DisclosureGroup: LeafView {
    public var label: any ViewNode
    public var isExpanded: Bool
    public var content: [any ViewNode]

    public init(label: any ViewNode, isExpanded: Bool = false, content: [any ViewNode]) {
        self.label = label
        self.isExpanded = isExpanded
        self.content = content
    }

    static let chevronFont = Font.system(size: 14, weight: .semibold)
    /// Between the label row and the content outside a list.
    static let spacing = 8.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let chevron = Image(systemName: isExpanded ? "chevron.down" : "chevron.right")
            .font(Self.chevronFont).foregroundColor(environment.accentColor)
        let header = HStack(content: [label, Spacer(minLength: 8), chevron])
        guard isExpanded else { return try header.resolveSingle(in: environment) }
        return try VStack(alignment: .leading, spacing: Self.spacing, content: [header] + content).resolveSingle(in: environment)
    }
}
