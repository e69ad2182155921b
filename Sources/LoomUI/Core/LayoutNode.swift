import LoomGraphics

/// A resolved view in the layout tree: it answers size proposals and draws itself into a frame.
///
/// Layout is SwiftUI's two-step contract (research doc §1.1): the parent proposes, the child
/// chooses its size (`sizeThatFits`), the parent places it. Answers are cached per proposal,
/// because stacks probe each child several times.
public class LayoutNode {
    private var sizeCache: [ProposedSize: Size] = [:]

    init() {}

    /// The size this node chooses for `proposal`. Cached; subclasses override `measure`.
    final func sizeThatFits(_ proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        let size = measure(proposal)
        sizeCache[proposal] = size
        return size
    }

    func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions()
    }

    /// Emits this node's drawing for `frame`, the rectangle its parent placed it in after
    /// proposing `proposal`.
    final func render(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let snapped = context.snap(frame)
        context.record(self, frame: snapped)
        draw(in: snapped, proposal: proposal, into: context)
        context.leave()
    }

    func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {}

    /// Read by stacks to decide who is sized first (research doc §1.10). Unary layout modifiers
    /// answer 0 whatever their child says, as SwiftUI's do.
    var layoutPriority: Double { 0 }

    /// A Spacer asks its neighbours for no gap; everything else takes the default 8 pt.
    var isSpacer: Bool { false }

    /// Text supplies real baselines; other views put them at their bottom edge.
    func firstBaseline(in size: Size) -> Double { size.height }
    func lastBaseline(in size: Size) -> Double { size.height }

    func horizontalGuide(_ alignment: HorizontalAlignment, in size: Size) -> Double {
        switch alignment {
        case .leading: 0
        case .center: size.width / 2
        case .trailing: size.width
        }
    }

    func verticalGuide(_ alignment: VerticalAlignment, in size: Size) -> Double {
        switch alignment {
        case .top: 0
        case .center: size.height / 2
        case .bottom: size.height
        case .firstTextBaseline: firstBaseline(in: size)
        case .lastTextBaseline: lastBaseline(in: size)
        }
    }

    /// The name a layout dump shows for this node.
    var debugName: String { String(describing: type(of: self)).replacingOccurrences(of: "Node", with: "") }
}

/// A layout node that wraps exactly one child. By default it takes the child's size, draws the
/// child in its own frame and shares its baselines; subclasses override what they change.
class ModifierNode: LayoutNode {
    let child: LayoutNode

    init(child: LayoutNode) {
        self.child = child
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        child.sizeThatFits(proposal)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(in: frame, proposal: proposal, into: context)
    }

    override func firstBaseline(in size: Size) -> Double { child.firstBaseline(in: size) }
    override func lastBaseline(in size: Size) -> Double { child.lastBaseline(in: size) }
}
