import LoomGraphics

/// iOS 17's empty state: a large symbol in the secondary colour, a bold title and a description,
/// centred in all the space offered, with optional actions below.
public struct ContentUnavailableView: LeafView {
    public var label: any ViewNode
    public var description: (any ViewNode)?
    public var actions: [any ViewNode]

    public init(label: any ViewNode, description: (any ViewNode)? = nil, actions: [any ViewNode] = []) {
        self.label = label
        self.description = description
        self.actions = actions
    }

    public init(_ title: String, systemImage: String, description: (any ViewNode)? = nil) {
        self.init(label: Label(title, systemImage: systemImage), description: description)
    }

    /// `ContentUnavailableView.search` and `.search(text:)`.
    public static func search(text: String? = nil) -> ContentUnavailableView {
        let title = text.map { "No Results for \u{201C}\($0)\u{201D}" } ?? "No Results"
        return ContentUnavailableView(title, systemImage: "magnifyingglass",
                                      description: Text("Check the spelling or try a new search."))
    }

    static let iconFont = Font.system(size: 48)
    static let titleFont = Font.system(size: 22, weight: .bold)
    static let descriptionFont = Font.subheadline

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var rows: [any ViewNode] = []
        if let label = label as? Label {
            rows.append(label.icon.font(Self.iconFont).foregroundColor(ControlPalette.secondaryLabel).padding(.bottom, 4))
            rows.append(label.title.font(Self.titleFont))
        } else {
            rows.append(label.font(Self.titleFont))
        }
        if let description {
            rows.append(description.font(Self.descriptionFont).foregroundColor(ControlPalette.secondaryLabel))
        }
        if !actions.isEmpty { rows.append(VStack(spacing: 8, content: actions).padding(.top, 8)) }
        return try VStack(spacing: 8, content: rows)
            .multilineTextAlignment(.center)
            .padding(.horizontal, 32)
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .resolveSingle(in: environment)
    }
}
