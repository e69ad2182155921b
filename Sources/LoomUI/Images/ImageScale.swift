extension Image {
    /// `.imageScale(_:)`: symbols one step smaller or larger than the text they accompany.
    /// SF Symbols' small and large scales are about 0.78× and 1.29× of medium (the ratios of
    /// Apple's symbol point sizes across scales as measured by the guide writers; the research
    /// doc has no figure of its own).
    public enum Scale: Hashable, Sendable, CaseIterable {
        case small, medium, large

        var factor: Double {
            switch self {
            case .small: 0.78
            case .medium: 1
            case .large: 1.29
            }
        }
    }
}

extension ViewNode {
    /// How large symbols below this view are drawn relative to the font.
    public func imageScale(_ scale: Image.Scale) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.imageScale = scale }
    }
}
