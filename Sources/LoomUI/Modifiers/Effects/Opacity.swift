import LoomGraphics

extension ViewNode {
    /// Fades what the view draws to `opacity` (0…1): each leaf on its own, unless the view is a
    /// `compositingGroup()`, which fades as one image (research doc §4.3).
    public func opacity(_ opacity: Double) -> OpacityView {
        OpacityView(content: self, opacity: min(max(opacity, 0), 1))
    }
}

public struct OpacityView: ViewNode {
    public var content: any ViewNode
    public var opacity: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let opacity = min(max(environment.animated(self.opacity, "opacity"), 0), 1)
        return try content.resolveEach(in: environment) { OpacityNode(child: $0, opacity: opacity) }
    }
}

final class OpacityNode: ModifierNode {
    let opacity: Double

    init(child: LayoutNode, opacity: Double) {
        self.opacity = opacity
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        guard opacity < 1 else { context.append(.layer(inner, transform: .identity, opacity: 1, clip: nil, evenOddClip: false)); return }
        context.append(.layer(inner.fadingEachLeaf(by: opacity), transform: .identity, opacity: 1, clip: nil, evenOddClip: false))
    }

    override var layoutPriority: Double { child.layoutPriority }

    override var debugName: String { "Opacity" }
}
