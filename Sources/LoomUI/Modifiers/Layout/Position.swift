import LoomGraphics

extension ViewNode {
    /// Puts the view's centre at (x, y) in a box that takes all the space it is offered.
    public func position(x: Double = 0, y: Double = 0) -> PositionView {
        PositionView(content: self, point: Point(x: x, y: y))
    }

    public func position(_ point: Point) -> PositionView {
        PositionView(content: self, point: point)
    }
}

public struct PositionView: ViewNode {
    public var content: any ViewNode
    public var point: Point

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { PositionNode(child: $0, point: Point(x: point.x.finiteOrZero, y: point.y.finiteOrZero)) }
    }
}

/// Greedy: the proposal, with the child's size where the proposal has none (research doc §1.13).
final class PositionNode: ModifierNode {
    let point: Point

    init(child: LayoutNode, point: Point) {
        self.point = point
        super.init(child: child)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let child = child.sizeThatFits(proposal)
        return Size(width: proposal.width ?? child.width, height: proposal.height ?? child.height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = ProposedSize(context.unsnappedSize(of: self, in: frame, proposal: proposal))
        let size = child.sizeThatFits(offer)
        let origin = Point(x: frame.minX + point.x - size.width / 2, y: frame.minY + point.y - size.height / 2)
        child.render(in: Rect(origin: origin, size: size), proposal: offer, into: context)
    }

    override var debugName: String { "Position" }

    /// Its edges are its own, not the text's inside it.
    override var textEdgeFontSize: Double? { nil }
}
