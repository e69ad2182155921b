/// How content that does not animate — a text's words — changes under an animation (SwiftUI's
/// `ContentTransition`). `identity` swaps the words at the change; every other kind crossfades
/// the old words into the new ones over the change's animation, which is SwiftUI's `opacity`
/// (the default). SwiftUI's `numericText` rolls each changed digit; Loom crossfades them.
public enum ContentTransition: Hashable, Sendable {
    case identity
    case opacity
    case interpolate
    case numericText(countsDown: Bool)
}

extension ViewNode {
    /// How the texts below change their words under an animation.
    public func contentTransition(_ transition: ContentTransition) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.contentTransition = transition }
    }
}
