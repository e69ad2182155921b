import LoomGraphics

/// A group box in iOS's default style: its label in the headline font over its content,
/// leading-aligned, 16 pt inside a rounded rectangle (8 pt corners) of the secondary system
/// background. It is as wide as what it holds.
public struct GroupBox: LeafView {
    public var label: (any ViewNode)?
    public var content: [any ViewNode]

    public init(label: (any ViewNode)? = nil, content: [any ViewNode]) {
        self.label = label
        self.content = content
    }

    static let padding = 16.0
    static let cornerRadius = 8.0
    static let spacing = 8.0
    /// UIColor.secondarySystemBackground.
    static let background = Color(light: RGBA(bytes: 242, 242, 247), dark: RGBA(bytes: 28, 28, 30))

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var rows: [any ViewNode] = []
        if let label { rows.append(label.font(.headline)) }
        rows.append(VStack(alignment: .leading, content: content))
        return try VStack(alignment: .leading, spacing: Self.spacing, content: rows)
            .padding(Self.padding)
            .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(Self.background))
            .resolveSingle(in: environment)
    }
}
