import LoomGraphics

/// An icon before a title. The default (title-and-icon) style puts them in a row; in a List or
/// Form an SF Symbol icon takes the accent colour, as iOS tints list icons; elsewhere both
/// inherit the foreground colour. `.labelStyle(.iconOnly)` or `.titleOnly` keeps one of them.
public struct Label: LeafView {
    public var title: any ViewNode
    public var icon: any ViewNode

    /// `Label { Text("x") } icon: { Image(systemName: "star") }`.
    public init(title: any ViewNode, icon: any ViewNode) {
        self.title = title
        self.icon = icon
    }

    public init(title: String, systemImage: String) {
        self.init(title: Text(title), icon: Image(systemName: systemImage))
    }

    public init(_ title: String, systemImage: String) {
        self.init(title: title, systemImage: systemImage)
    }

    /// `Label("x", image: "name")`: the icon is an image from the page's assets.
    public init(_ title: String, image name: String) {
        self.init(title: Text(title), icon: Image(name))
    }

    /// Between icon and title (SwiftUI's label stack on iOS 17 at body size, measured).
    static let spacing = 8.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var icon = icon
        if environment.controls.isInList, environment.foregroundStyle == nil {
            icon = icon.foregroundColor(environment.accentColor)
        }
        let shown: any ViewNode = switch environment.controls.labelStyle.kind {
        case .iconOnly: icon
        case .titleOnly: title
        case .automatic, .titleAndIcon: HStack(spacing: Self.spacing, content: [icon, title])
        }
        return try shown.resolveSingle(in: environment)
    }
}

/// How labels are drawn: `.automatic` and `.titleAndIcon` show both, `.iconOnly` and
/// `.titleOnly` one of them.
public struct LabelStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, titleAndIcon, iconOnly, titleOnly }
    let kind: Kind

    public static let automatic = LabelStyle(kind: .automatic)
    public static let titleAndIcon = LabelStyle(kind: .titleAndIcon)
    public static let iconOnly = LabelStyle(kind: .iconOnly)
    public static let titleOnly = LabelStyle(kind: .titleOnly)
}

extension ViewNode {
    /// How labels below this view are drawn.
    public func labelStyle(_ style: LabelStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.labelStyle = style }
    }
}
