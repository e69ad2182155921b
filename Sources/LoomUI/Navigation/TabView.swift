import LoomGraphics

/// Tabs as iOS 17 draws them on an iPhone: the selected tab's view fills the space above a
/// 49 pt tab bar whose items share its width equally, each a symbol over a 10 pt medium title, in the accent colour when
/// selected and grey otherwise. `.tabViewStyle(.page)` shows the page alone with page dots.
/// The selected tab is the one tagged with `selection`, else the first. The bar is transparent,
/// as iOS 15 and later draw it while no content scrolls under it (its scroll-edge appearance).
public struct TabView: LeafView {
    public var selection: AnyHashable?
    public var tabs: [any ViewNode]

    public init(selection: AnyHashable? = nil, tabs: [any ViewNode]) {
        self.selection = selection
        self.tabs = Self.flattened(tabs)
    }

    /// Each view of a `ForEach` or `Group` is a tab of its own, as in SwiftUI.
    static func flattened(_ views: [any ViewNode]) -> [any ViewNode] {
        views.flatMap { view -> [any ViewNode] in
            if let group = view as? Group { return flattened(group.content) }
            return [view]
        }
    }

    static let barHeight = 49.0
    static let iconFont = Font.system(size: 22)
    static let titleFont = Font.system(size: 10, weight: .medium)
    static let unselected = Color(light: RGBA(bytes: 153, 153, 153), dark: RGBA(bytes: 128, 128, 128))
    /// UIPageControl: 8 pt dots, 8 pt apart, 12 pt above the bottom; white, the others at 30 %.
    static let dotSize = 8.0
    static let dotSpacing = 8.0
    static let dotsBottomPadding = 12.0

    /// A tab's tag and `.tabItem` content, under the modifiers that carry them.
    static func parts(of tab: any ViewNode) -> (tag: AnyHashable?, item: [any ViewNode]) {
        switch tab {
        case let tagged as TaggedView:
            let inner = parts(of: tagged.content)
            return (tagged.tag, inner.item)
        case let item as TabItemView:
            let inner = parts(of: item.content)
            return (inner.tag, item.item.isEmpty ? inner.item : item.item)
        default:
            return (nil, [])
        }
    }

    var selectedIndex: Int {
        guard let selection else { return 0 }
        return tabs.firstIndex { Self.parts(of: $0).tag == selection } ?? 0
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        guard !tabs.isEmpty else { return try Color.clear.resolveSingle(in: environment) }
        let index = selectedIndex
        let page = tabs[index].frame(maxWidth: .infinity, maxHeight: .infinity)
        let view: any ViewNode
        switch environment.controls.tabViewStyle {
        case .page(let dots):
            let showsDots = dots == .always || (dots == .automatic && tabs.count > 1)
            view = ZStack(alignment: .bottom, content: [page] + (showsDots ? [pageDots(selected: index)] : []))
        case .automatic:
            view = VStack(spacing: 0, content: [page, bar(selected: index, in: environment)])
        }
        return try view.resolveSingle(in: environment)
    }

    private func bar(selected: Int, in environment: EnvironmentValues) -> any ViewNode {
        let items: [any ViewNode] = tabs.enumerated().map { index, tab in
            let (icon, title) = Self.iconAndTitle(Self.parts(of: tab).item)
            var rows: [any ViewNode] = []
            if let icon { rows.append(icon.font(Self.iconFont).frame(height: 30)) }
            if let title { rows.append(title.font(Self.titleFont).lineLimit(1)) }
            return VStack(spacing: 1, content: rows)
                .foregroundColor(index == selected ? environment.accentColor : Self.unselected)
                .frame(maxWidth: .infinity)
        }
        return HStack(alignment: .top, spacing: 0, content: items)
            .padding(.top, 4)
            .frame(maxWidth: .infinity, minHeight: Self.barHeight, maxHeight: Self.barHeight, alignment: .top)
    }

    /// The symbol and title a `.tabItem` shows: a Label's icon and title, or its Image and Text.
    static func iconAndTitle(_ views: [any ViewNode]) -> (icon: (any ViewNode)?, title: (any ViewNode)?) {
        var icon: (any ViewNode)?, title: (any ViewNode)?
        for view in views {
            if let label = view as? Label {
                icon = icon ?? label.icon
                title = title ?? label.title
            } else if view is Image {
                icon = icon ?? view
            } else {
                title = title ?? view
            }
        }
        return (icon, title)
    }

    private func pageDots(selected: Int) -> any ViewNode {
        HStack(spacing: Self.dotSpacing, content: tabs.indices.map { index in
            Circle().fill(Color.white.opacity(index == selected ? 1 : 0.3)).frame(width: Self.dotSize, height: Self.dotSize)
        }).padding(.bottom, Self.dotsBottomPadding)
    }
}

/// A tab with the item its TabView's bar shows for it; elsewhere just its content.
public struct TabItemView: ViewNode {
    public var content: any ViewNode
    public var item: [any ViewNode]

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolve(in: environment)
    }
}

extension ViewNode {
    /// The symbol and title the TabView around this view shows for it.
    public func tabItem(_ item: [any ViewNode]) -> TabItemView {
        TabItemView(content: self, item: item)
    }

    /// How TabViews below this view are drawn.
    public func tabViewStyle(_ style: TabViewStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.tabViewStyle = style }
    }
}

/// `.automatic` (a tab bar) or `.page` (one page with page dots, `indexDisplayMode` saying when).
public enum TabViewStyle: Hashable, Sendable {
    case automatic
    case page(indexDisplayMode: IndexDisplayMode)

    public enum IndexDisplayMode: Hashable, Sendable, CaseIterable { case automatic, always, never }
}
