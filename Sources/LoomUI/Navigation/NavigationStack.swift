import LoomGraphics

/// A navigation stack showing its root view: the bar its content asks for (`NavigationBar`:
/// title, display mode, toolbar items) above the content, which fills the rest of the space it
/// is offered, centred as iOS centres a root view that does not scroll. Pushed destinations are
/// not shown: a picture is the stack's first screen.
public struct NavigationStack: LeafView {
    public var title: String?
    public var content: any ViewNode

    public init(title: String? = nil, content: any ViewNode) {
        self.title = title
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let preferences = NavigationPreferences()
        if let title { preferences.title = Text(title) }
        var inner = environment
        inner.navigation = preferences
        let body = ResolvedView(nodes: try content.resolve(in: inner))
        let bar = NavigationBar(preferences: preferences)
        // Grouped lists carry their grey up under the bar, as on iOS.
        let isGrouped = Self.isGrouped(content, in: environment)
        var rows = bar.top
        rows.append(body.frame(maxWidth: .infinity, maxHeight: .infinity).clipped())
        if let bottom = bar.bottom { rows.append(bottom) }
        return try VStack(alignment: .leading, spacing: 0, content: rows)
            .frame(idealWidth: List.idealWidth, maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
            .background((isGrouped ? ControlPalette.groupedBackground : ControlPalette.background).ignoresSafeArea())
            .resolveSingle(in: environment)
    }

    /// Whether the root view is a Form, or a List in a grouped style (the environment's, or one
    /// its own modifiers choose), under the modifiers that only speak to the bar.
    static func isGrouped(_ view: any ViewNode, in environment: EnvironmentValues) -> Bool {
        switch view {
        case let preference as NavigationPreferenceView: return isGrouped(preference.content, in: environment)
        case let tagged as TaggedView: return isGrouped(tagged.content, in: environment)
        case let searchable as SearchableView: return isGrouped(searchable.content, in: environment)
        case let modifier as EnvironmentModifierView:
            var changed = environment
            modifier.transform(&changed)
            return isGrouped(modifier.content, in: changed)
        case is Form: return true
        case is List: return environment.controls.listStyle != .plain
        default: return false
        }
    }
}

/// SwiftUI's older name for a navigation container; drawn the same way.
public typealias NavigationView = NavigationStack
