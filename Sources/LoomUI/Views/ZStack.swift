import LoomGraphics

/// Children on top of each other, later ones in front, lined up by `alignment`.
public struct ZStack: LeafView {
    public var alignment: Alignment
    public var content: [any ViewNode]

    public init(alignment: Alignment = .center, content: [any ViewNode]) {
        self.alignment = alignment
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        ZStackNode(alignment: alignment, children: try content.resolveAll(in: environment))
    }
}

/// Each child gets the stack's proposal; the stack is as big as its largest highest-priority
/// children (research doc §1.6).
final class ZStackNode: LayoutNode {
    let alignment: Alignment
    let children: [LayoutNode]

    init(alignment: Alignment, children: [LayoutNode]) {
        self.alignment = alignment
        self.children = children
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        let top = children.map(\.layoutPriority).max() ?? 0
        let sizes = children.filter { $0.layoutPriority == top }.map { $0.sizeThatFits(proposal) }
        return Size(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = ProposedSize(frame.size)
        for child in children {
            let size = child.sizeThatFits(offer)
            let origin = child.alignedOrigin(of: size, in: frame, alignment: alignment)
            child.render(in: Rect(origin: origin, size: size), proposal: offer, into: context)
        }
    }
}
