import LoomGraphics

extension ViewNode {
    /// The view at its ideal size on the chosen axes, whatever it is offered.
    public func fixedSize(horizontal: Bool = true, vertical: Bool = true) -> FixedSizeView {
        FixedSizeView(content: self, horizontal: horizontal, vertical: vertical)
    }
}

public struct FixedSizeView: ViewNode {
    public var content: any ViewNode
    public var horizontal: Bool
    public var vertical: Bool

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { FixedSizeNode(child: $0, horizontal: horizontal, vertical: vertical) }
    }
}

/// Proposes nil on the fixed axes, so the child answers its ideal length (research doc §1.9).
final class FixedSizeNode: ModifierNode {
    let horizontal: Bool
    let vertical: Bool

    init(child: LayoutNode, horizontal: Bool, vertical: Bool) {
        self.horizontal = horizontal
        self.vertical = vertical
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(childProposal(proposal))
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(offered: childProposal(proposal), alignedIn: frame, alignment: .center, into: context)
    }

    /// The one unary modifier that passes its child's priority through.
    override var layoutPriority: Double { child.layoutPriority }
    override var debugName: String { "FixedSize" }
}
