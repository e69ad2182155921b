extension ViewNode {
    /// SwiftUI's `disabled(_:)`: `true` turns `isEnabled` off for this view and everything in it.
    /// SwiftUI ANDs the flag with the one inherited, so `.disabled(false)` never enables again
    /// what an ancestor disabled (only `.environment(\.isEnabled, true)` would).
    public func disabled(_ disabled: Bool) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.isEnabled = $0.isEnabled && !disabled }
    }
}
