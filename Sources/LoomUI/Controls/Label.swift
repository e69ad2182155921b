import LoomGraphics

/// An SF Symbol before a title, SwiftUI's default (title-and-icon) label style. In a List or Form
/// the icon takes the accent colour, as iOS tints list icons; elsewhere both inherit the
/// foreground colour.
public struct Label: LeafView {
    public var title: String
    public var systemImage: String

    public init(title: String, systemImage: String) {
        self.title = title
        self.systemImage = systemImage
    }

    public init(_ title: String, systemImage: String) {
        self.init(title: title, systemImage: systemImage)
    }

    /// Between icon and title (SwiftUI's label stack on iOS 17 at body size, measured).
    static let spacing = 8.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var icon: any ViewNode = Image(systemName: systemImage)
        if environment.controls.isInList, environment.foregroundStyle == nil {
            icon = icon.foregroundColor(environment.accentColor)
        }
        return try HStack(spacing: Self.spacing, content: [icon, Text(title)]).resolveSingle(in: environment)
    }
}
