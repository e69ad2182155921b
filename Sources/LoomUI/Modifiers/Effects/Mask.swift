import LoomGraphics

extension ViewNode {
    /// Shows the view only where `mask` is opaque: the mask is laid out like an overlay
    /// (offered this view's size, lined up by `alignment`) and only its alpha counts.
    public func mask(alignment: Alignment = .center, _ mask: any ViewNode) -> MaskView {
        MaskView(content: self, mask: mask, alignment: alignment)
    }

    /// The trailing-closure form's content: several views stack up in an implicit ZStack.
    public func mask(alignment: Alignment = .center, content: [any ViewNode]) -> MaskView {
        MaskView(content: self, mask: Group(content: content), alignment: alignment)
    }
}

public struct MaskView: ViewNode {
    public var content: any ViewNode
    public var mask: any ViewNode
    public var alignment: Alignment

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        // Each element of a ForEach gets a mask of its own: a node is laid out in one place.
        try content.resolveEach(in: environment) { child in
            let maskNodes = try mask.resolve(in: environment)
            let maskNode = maskNodes.count == 1 ? maskNodes[0] : ZStackNode(alignment: alignment, children: maskNodes)
            return MaskNode(child: child, mask: maskNode, alignment: alignment)
        }
    }
}

final class MaskNode: ModifierNode {
    let mask: LayoutNode
    let alignment: Alignment

    init(child: LayoutNode, mask: LayoutNode, alignment: Alignment) {
        self.mask = mask
        self.alignment = alignment
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        let offer = ProposedSize(context.unsnappedSize(of: self, in: frame, proposal: proposal))
        let size = mask.sizeThatFits(offer)
        let origin = mask.alignedOrigin(of: size, in: frame, alignment: alignment, matching: child)
        let maskList = context.collect { mask.render(in: Rect(origin: origin, size: size), proposal: offer, into: context) }
        context.append(.mask(inner, mask: maskList))
    }

    override var debugName: String { "Mask" }
}
