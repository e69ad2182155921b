import LoomGraphics

/// The bars a NavigationStack draws from its content's preferences, with iOS 17's metrics
/// (iPhone, default Dynamic Type): a 44 pt bar with the leading and trailing items 16 pt from the
/// edges, and then either a 52 pt large-title row (34 pt bold, 16 pt in, its line 8 pt above the
/// row's bottom) or the title centred in the bar in 17 pt semibold. Bars at the top of their
/// content are transparent, as iOS draws them before anything scrolls under them.
struct NavigationBar {
    static let barHeight = 44.0
    static let largeTitleHeight = 52.0
    static let largeTitleFont = Font.system(size: 34, weight: .bold)
    static let inlineTitleFont = Font.headline
    static let margin = 16.0
    static let titleBottomPadding = 8.0
    /// Between two items at one end of the bar.
    static let itemSpacing = 16.0
    /// The bottom toolbar: 44 pt, transparent like the top bar.
    static let toolbarHeight = 44.0

    var preferences: NavigationPreferences

    private func items(_ slot: ToolbarItemPlacement.Slot) -> [any ViewNode] {
        preferences.items.filter { $0.placement.slot == slot }.map(\.content)
    }

    var isLarge: Bool { preferences.displayMode != .inline && preferences.title != nil }

    /// The rows above the content: the bar, and the large title under it.
    var top: [any ViewNode] {
        guard !preferences.barHidden else { return [] }
        var middle: [any ViewNode] = items(.principal)
        if middle.isEmpty, !isLarge, let title = preferences.title {
            middle = [title.font(Self.inlineTitleFont).lineLimit(1)]
        }
        let ends = HStack(spacing: Self.itemSpacing, content: items(.leading) + [Spacer()] + items(.trailing))
            .padding(.horizontal, Self.margin)
        var rows: [any ViewNode] = [
            ZStack(content: [ends] + (middle.isEmpty ? [] : [HStack(spacing: Self.itemSpacing, content: middle)]))
                .frame(maxWidth: .infinity, minHeight: Self.barHeight, maxHeight: Self.barHeight),
        ]
        if isLarge, let title = preferences.title {
            rows.append(title.font(Self.largeTitleFont).lineLimit(1)
                .padding(EdgeInsets(top: 0, leading: Self.margin, bottom: Self.titleBottomPadding, trailing: Self.margin))
                .frame(maxWidth: .infinity, minHeight: Self.largeTitleHeight, alignment: .bottomLeading))
        }
        return rows
    }

    /// The bottom toolbar, when items asked for it: spread across the bar.
    var bottom: (any ViewNode)? {
        let views = items(.bottom)
        guard !views.isEmpty, !preferences.barHidden else { return nil }
        var spread: [any ViewNode] = []
        for (index, view) in views.enumerated() {
            if index > 0 { spread.append(Spacer()) }
            spread.append(view)
        }
        if views.count == 1 { spread = [Spacer(), views[0], Spacer()] }
        return HStack(spacing: Self.itemSpacing, content: spread)
            .padding(.horizontal, Self.margin)
            .frame(maxWidth: .infinity, minHeight: Self.toolbarHeight, maxHeight: Self.toolbarHeight)
    }
}

/// A layout node already resolved, used as a view: a container that had to resolve its content
/// first (to read its preferences) builds around it without resolving it twice.
struct ResolvedView: ViewNode {
    var nodes: [LayoutNode]

    func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { nodes }
}
