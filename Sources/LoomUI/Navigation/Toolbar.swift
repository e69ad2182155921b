import LoomGraphics

/// One item of a `.toolbar { … }`: a view and where the bar puts it. As a view it is its
/// content, so builders accept it; the toolbar modifier reads its placement.
public struct ToolbarItem: ViewNode {
    public var placement: ToolbarItemPlacement
    public var content: any ViewNode

    public init(placement: ToolbarItemPlacement = .automatic, content: any ViewNode) {
        self.placement = placement
        self.content = content
    }

    /// `ToolbarItemGroup(placement:) { … }`: several views in one place, spaced as bar buttons are.
    public static func group(placement: ToolbarItemPlacement = .automatic, content: [any ViewNode]) -> ToolbarItem {
        ToolbarItem(placement: placement, content: HStack(spacing: NavigationBar.itemSpacing, content: content))
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolve(in: environment)
    }
}

/// Where a toolbar item goes on an iPhone (iOS 17): the bar's leading or trailing end, its
/// middle (`.principal`, in place of an inline title), or the bottom toolbar.
public enum ToolbarItemPlacement: Hashable, Sendable, CaseIterable {
    case automatic, principal, navigationBarLeading, navigationBarTrailing, topBarLeading, topBarTrailing
    case primaryAction, secondaryAction, confirmationAction, cancellationAction, destructiveAction
    case bottomBar, status, keyboard

    enum Slot { case leading, trailing, principal, bottom, none }

    /// `.automatic` and the semantic actions go where iOS puts them: cancel leading, the rest trailing.
    var slot: Slot {
        switch self {
        case .navigationBarLeading, .topBarLeading, .cancellationAction: .leading
        case .automatic, .navigationBarTrailing, .topBarTrailing, .primaryAction, .secondaryAction,
             .confirmationAction, .destructiveAction: .trailing
        case .principal: .principal
        case .bottomBar, .status: .bottom
        // The keyboard's bar shows only while typing.
        case .keyboard: .none
        }
    }
}

extension ViewNode {
    /// Items for the bar of the NavigationStack around this view; a view that is not a
    /// `ToolbarItem` goes where `.automatic` does (trailing).
    public func toolbar(_ items: [any ViewNode]) -> NavigationPreferenceView {
        NavigationPreferenceView(content: self) {
            $0.items += items.map { $0 as? ToolbarItem ?? ToolbarItem(content: $0) }
        }
    }

    /// `.toolbar(.hidden)` hides the bar, like `navigationBarHidden(true)`.
    public func toolbar(hidden: Bool) -> NavigationPreferenceView {
        navigationBarHidden(hidden)
    }
}
