import LoomGraphics

extension ViewNode {
    /// `view` drawn behind this one, offered exactly this view's size and aligned with it.
    public func background(_ view: any ViewNode, alignment: Alignment = .center) -> SecondaryLayerView {
        SecondaryLayerView(content: self, layer: view, alignment: alignment, isBehind: true)
    }

    /// `view` drawn in front of this one, offered exactly this view's size and aligned with it.
    public func overlay(_ view: any ViewNode, alignment: Alignment = .center) -> SecondaryLayerView {
        SecondaryLayerView(content: self, layer: view, alignment: alignment, isBehind: false)
    }
}

/// `background` and `overlay`: the primary view alone decides the layout (research doc §1.14).
public struct SecondaryLayerView: ViewNode {
    public var content: any ViewNode
    public var layer: any ViewNode
    public var alignment: Alignment
    public var isBehind: Bool

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        // Each element of a ForEach gets a layer of its own: a node is laid out in one place.
        try content.resolveEach(in: environment) { child in
            // Several views in the closure form stack up in an implicit ZStack.
            let layerNodes = try layer.resolve(in: environment)
            let layerNode = layerNodes.count == 1 ? layerNodes[0] : ZStackNode(alignment: alignment, children: layerNodes)
            return SecondaryLayerNode(child: child, layer: layerNode, alignment: alignment, isBehind: isBehind)
        }
    }
}

final class SecondaryLayerNode: ModifierNode {
    let layer: LayoutNode
    let alignment: Alignment
    let isBehind: Bool

    init(child: LayoutNode, layer: LayoutNode, alignment: Alignment, isBehind: Bool) {
        self.layer = layer
        self.alignment = alignment
        self.isBehind = isBehind
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        if isBehind { drawLayer(in: frame, proposal: proposal, into: context) }
        child.render(in: frame, proposal: proposal, into: context)
        if !isBehind { drawLayer(in: frame, proposal: proposal, into: context) }
    }

    private func drawLayer(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = ProposedSize(context.unsnappedSize(of: self, in: frame, proposal: proposal))
        let size = layer.sizeThatFits(offer)
        // The layer's guides meet the primary view's, explicit ones included.
        // (Explicit ones at the size the primary was measured at: its snapped frame may be a hair
        // too short for its text, which would lay the text out again on fewer lines.)
        let origin = layer.alignedOrigin(of: size, in: frame, alignment: alignment, matching: child, measured: offer)
        layer.render(in: Rect(origin: origin, size: size), proposal: offer, into: context)
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var isSpacer: Bool { child.isSpacer }

    override var debugName: String { isBehind ? "Background" : "Overlay" }
}
