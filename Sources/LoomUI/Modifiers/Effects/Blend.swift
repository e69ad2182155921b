import LoomGraphics

extension ViewNode {
    /// Combines the view's colours with what is drawn beneath it (siblings behind it, backgrounds)
    /// by `mode`; layout is unchanged.
    public func blendMode(_ mode: BlendMode) -> BlendModeView {
        BlendModeView(content: self, mode: mode)
    }
}

public struct BlendModeView: ViewNode {
    public var content: any ViewNode
    public var mode: BlendMode

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { BlendModeNode(child: $0, mode: mode) }
    }
}

/// The subtree is drawn as one layer and blended as a whole (SwiftUI blends each leaf unless a
/// `compositingGroup` flattens them; the two differ only where the subtree overlaps itself).
final class BlendModeNode: ModifierNode {
    let mode: BlendMode

    init(child: LayoutNode, mode: BlendMode) {
        self.mode = mode
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        if mode == .normal {
            for item in inner.items { context.append(item) }
        } else {
            context.append(.blend(inner, mode))
        }
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var debugName: String { "BlendMode" }
}
