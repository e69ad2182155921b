import LoomGraphics

extension ViewNode {
    /// SwiftUI's `preferredColorScheme(_:)`: a preference for the whole presentation, not just this
    /// subtree. The picture this view is part of is drawn in `scheme` (system colours, primary
    /// label colour, `.background`); nil leaves the scheme to the page.
    public func preferredColorScheme(_ scheme: ColorScheme?) -> PreferredColorSchemeView {
        PreferredColorSchemeView(content: self, scheme: scheme)
    }
}

extension ViewNode {
    /// SwiftUI's `colorScheme(_:)` (deprecated for `environment(\.colorScheme, _)`, which it is):
    /// this subtree only is drawn in `scheme`.
    public func colorScheme(_ scheme: ColorScheme) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.colorScheme = scheme }
    }
}

public struct PreferredColorSchemeView: ViewNode {
    public var content: any ViewNode
    public var scheme: ColorScheme?

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard let scheme else { return try content.resolve(in: environment) }
        // Tell the renderer, which redraws the whole picture in this scheme; the subtree uses it
        // at once, so it is right even where no renderer listens.
        environment.presentation?.preferredColorScheme = scheme
        var changed = environment
        changed.colorScheme = scheme
        return try content.resolve(in: changed)
    }
}

/// Preferences a view sets for the picture it is drawn in (SwiftUI sends them up to the
/// presentation); `renderImage` reads them after resolving the view.
final class PresentationPreferences {
    var preferredColorScheme: ColorScheme?
}

extension ColorScheme {
    /// The system background of the scheme: white, or black in dark mode.
    public var systemBackground: RGBA { Color.background.resolve(in: self) }
}
