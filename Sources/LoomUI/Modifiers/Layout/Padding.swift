import LoomGraphics

extension ViewNode {
    /// 16 pt on every edge (SwiftUI's default padding), or `length` when given.
    public func padding(_ length: Double? = nil) -> PaddingView {
        padding(.all, length)
    }

    public func padding(_ edges: Edge.Set, _ length: Double? = nil) -> PaddingView {
        PaddingView(content: self, insets: EdgeInsets(edges, length ?? PaddingView.defaultLength))
    }

    public func padding(_ insets: EdgeInsets) -> PaddingView {
        PaddingView(content: self, insets: insets)
    }
}

public struct PaddingView: ViewNode {
    /// `padding()` with no length (research doc §1.12).
    public static let defaultLength = 16.0

    public var content: any ViewNode
    public var insets: EdgeInsets

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { PaddingNode(child: $0, insets: insets) }
    }
}

final class PaddingNode: ModifierNode {
    let insets: EdgeInsets

    init(child: LayoutNode, insets: EdgeInsets) {
        self.insets = EdgeInsets(top: insets.top.finiteOrZero, leading: insets.leading.finiteOrZero,
                                 bottom: insets.bottom.finiteOrZero, trailing: insets.trailing.finiteOrZero)
        super.init(child: child)
    }

    /// The proposal less the insets; nil stays nil, and nothing goes below zero.
    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map { max($0 - insets.leading - insets.trailing, 0) },
                     height: proposal.height.map { max($0 - insets.top - insets.bottom, 0) })
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let size = child.sizeThatFits(childProposal(proposal))
        return Size(width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = childProposal(proposal)
        let inner = Rect(x: frame.minX + insets.leading, y: frame.minY + insets.top,
                         width: frame.width - insets.leading - insets.trailing, height: frame.height - insets.top - insets.bottom)
        child.render(in: inner, proposal: offer, into: context)
    }

    override func firstBaseline(in size: Size) -> Double { insets.top + child.firstBaseline(in: innerSize(size)) }
    override func lastBaseline(in size: Size) -> Double { insets.top + child.lastBaseline(in: innerSize(size)) }

    private func innerSize(_ size: Size) -> Size {
        Size(width: size.width - insets.leading - insets.trailing, height: size.height - insets.top - insets.bottom)
    }

    override func explicitGuide(_ key: AlignmentKey, in size: Size) -> Double? {
        guard let value = child.explicitValue(key, in: innerSize(size)) else { return nil }
        return value + (key.axis == .horizontal ? insets.leading : insets.top)
    }

    override var debugName: String { "Padding" }

    /// Padding on the top or bottom edge makes those edges a plain view's (research doc §1.4).
    override var textEdgeFontSize: Double? { insets.top == 0 && insets.bottom == 0 ? child.textEdgeFontSize : nil }
}
