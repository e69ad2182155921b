/// `.animation(_:value:)`: changes inside the view animate with `animation` whenever `value`
/// (described as text) differs from the previous snapshot's; `.animation(_:)` without a value
/// animates every change. The modifier decides the animation for its subtree, over the
/// transaction's (SwiftUI's implicit animation; `nil` turns animation off there).
extension ViewNode {
    public func animation(_ animation: Animation?, value: String?) -> AnimationModifierView {
        AnimationModifierView(content: self, animation: animation, value: value)
    }
}

public struct AnimationModifierView: ViewNode {
    public var content: any ViewNode
    public var animation: Animation?
    /// The watched value as text; nil watches every change.
    public var value: String?

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard var motion = environment.motion else { return try content.resolve(in: environment) }
        if motion.clock.watch(value, key: motion.clock.nextKey("animation")) {
            motion.implicitAnimation = .some(animation)
        }
        var inner = environment
        inner.motion = motion
        // Its decision holds for the layout below it too.
        return try content.resolve(in: inner).map { ImplicitAnimationNode(child: $0, animation: motion.implicitAnimation) }
    }
}
