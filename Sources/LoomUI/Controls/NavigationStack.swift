import LoomGraphics

/// A navigation stack showing its root: an empty 44 pt navigation bar, the title in iOS's large
/// title style at the leading edge, and the content below, filling the space it is offered. The
/// title comes from `title:` or from a `.navigationTitle(_:)` on the content.
public struct NavigationStack: LeafView {
    public var title: String?
    public var content: any ViewNode

    public init(title: String? = nil, content: any ViewNode) {
        self.title = title
        self.content = content
    }

    /// iOS large-title navigation bar: a 44 pt bar above a 52 pt large-title row; the title is
    /// 34 pt bold, 16 pt from the leading edge, its line 8 pt above the bar's bottom.
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    static let titleInset = 16.0
    static let titleBottomPadding = 8.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var body = content
        var title = title
        if let titled = content as? NavigationTitleView {
            body = titled.content
            title = title ?? titled.title
        }
        // Grouped lists carry their grey up under the bar, as on iOS.
        let isGrouped = body is List || body is Form
        var rows: [any ViewNode] = [Color.clear.frame(height: Self.barHeight)]
        if let title {
            rows.append(Text(title).font(Self.largeTitleFont).lineLimit(1)
                .padding(EdgeInsets(top: 0, leading: Self.titleInset, bottom: Self.titleBottomPadding, trailing: Self.titleInset))
                .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, alignment: .bottomLeading))
        }
        rows.append(body.frame(maxWidth: .infinity, alignment: .topLeading))
        return try VStack(alignment: .leading, spacing: 0, content: rows)
            .frame(idealWidth: List.idealWidth, maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background(isGrouped ? ControlPalette.groupedBackground : ControlPalette.background)
            .clipped()
            .resolveSingle(in: environment)
    }
}

/// SwiftUI's older name for a navigation container; drawn the same way.
public typealias NavigationView = NavigationStack

extension ViewNode {
    /// The title a `NavigationStack` around this view shows in large type.
    public func navigationTitle(_ title: String) -> NavigationTitleView {
        NavigationTitleView(content: self, title: title)
    }
}

/// A view with a navigation title; elsewhere than directly in a NavigationStack it is just its content.
public struct NavigationTitleView: ViewNode {
    public var content: any ViewNode
    public var title: String

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolve(in: environment)
    }
}
