import LoomGraphics

/// What the views inside a NavigationStack tell its bar, as SwiftUI's navigation preferences
/// travel up from the root view: the title, how it is shown, the toolbar items and whether the
/// bar is hidden. The stack makes one while it resolves its content; the modifiers below write it.
final class NavigationPreferences {
    var title: (any ViewNode)?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarItem] = []
    var barHidden = false
}

/// SwiftUI's `NavigationBarItem`, for its `TitleDisplayMode`.
public enum NavigationBarItem {
    /// `.large` puts the title in 34 pt bold under the bar; `.inline` centres it in the bar in
    /// 17 pt semibold; `.automatic` is large at a stack's root, as on iOS.
    public enum TitleDisplayMode: Hashable, Sendable, CaseIterable { case automatic, inline, large }
}

extension ViewNode {
    /// The title a NavigationStack around this view shows.
    public func navigationTitle(_ title: String) -> NavigationPreferenceView {
        navigationTitle(Text(title))
    }

    public func navigationTitle(_ title: any ViewNode) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) { $0.title = title }
    }

    /// iOS 13's `navigationBarTitle(_:displayMode:)`: a title and how it is shown.
    public func navigationBarTitle(_ title: any ViewNode, displayMode: NavigationBarItem.TitleDisplayMode = .automatic) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) {
            $0.title = title
            $0.displayMode = displayMode
        }
    }

    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) { $0.displayMode = mode }
    }

    /// `navigationBarHidden(true)`: the stack draws no bar.
    public func navigationBarHidden(_ hidden: Bool) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) { $0.barHidden = hidden }
    }

    /// iOS 13's bar buttons: `leading` and `trailing` views in the bar.
    public func navigationBarItems(leading: (any ViewNode)? = nil, trailing: (any ViewNode)? = nil) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) {
            if let leading { $0.items.append(ToolbarItem(placement: .navigationBarLeading, content: leading)) }
            if let trailing { $0.items.append(ToolbarItem(placement: .navigationBarTrailing, content: trailing)) }
        }
    }
}

/// A view that tells the NavigationStack around it something about its bar. It draws its content
/// unchanged; outside a stack it is just its content.
public struct NavigationPreferenceView: ViewNode {
    public var content: any ViewNode
    var set: (NavigationPreferences) -> Void

    init(content: any ViewNode, set: @escaping (NavigationPreferences) -> Void) {
        self.content = content
        self.set = set
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        // The content first: a title set closer to the root view (outside) wins, as the last
        // modifier written does in SwiftUI.
        let nodes = try content.resolve(in: environment)
        if let preferences = environment.navigation { set(preferences) }
        return nodes
    }
}
