import LoomGraphics

/// Scrollable content, drawn whole: a picture can't scroll, so nothing is clipped. Along the
/// scroll axes the content is offered nil (its ideal length) and starts at the top/leading edge;
/// the scroll view itself takes the space it is offered (nil → the content's length). Across a
/// single scroll axis the content is offered the scroll view's width (or height) and centred.
/// Several views in the content closure are stacked along the scroll axis.
public struct ScrollView: LeafView {
    public var axes: Axis.Set
    public var showsIndicators: Bool
    public var content: [any ViewNode]

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, content: [any ViewNode]) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let nodes = try content.resolveAll(in: environment)
        let stackAxis: Axis = axes == .horizontal ? .horizontal : .vertical
        let child = nodes.count == 1 ? nodes[0] : StackNode(axis: stackAxis, alignment: .center, spacing: nil, children: nodes)
        return ScrollViewNode(child: child, axes: axes)
    }
}

final class ScrollViewNode: ModifierNode {
    let axes: Axis.Set

    init(child: LayoutNode, axes: Axis.Set) {
        self.axes = axes
        super.init(child: child)
    }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: axes.contains(.horizontal) ? nil : proposal.width,
                     height: axes.contains(.vertical) ? nil : proposal.height)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let content = child.sizeThatFits(childProposal(proposal))
        return Size(width: proposal.width ?? content.width, height: proposal.height ?? content.height)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = childProposal(ProposedSize(frame.size))
        let size = child.sizeThatFits(offer)
        // Scrolled to the start; centred across the axis it doesn't scroll along.
        let x = axes.contains(.horizontal) ? frame.minX : frame.minX + (frame.width - size.width) / 2
        let y = axes.contains(.vertical) ? frame.minY : frame.minY + (frame.height - size.height) / 2
        child.render(in: Rect(x: x, y: y, width: size.width, height: size.height), proposal: offer, into: context)
    }

    /// A scroll view's content doesn't line up with what is outside it.
    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? { nil }
    override func subtreeMayDefine(_ key: AlignmentKey) -> Bool { false }
    override func firstBaseline(in size: Size) -> Double { size.height }
    override func lastBaseline(in size: Size) -> Double { size.height }
    override var zIndex: Double { 0 }
    override var debugName: String { "ScrollView" }

    /// Its edges are its own, not the text's inside it.
    override var textEdgeFontSize: Double? { nil }
}
