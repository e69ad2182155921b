import LoomGraphics

extension ViewNode {
    /// Keeps the view's place in the layout but draws nothing.
    public func hidden() -> HiddenView {
        HiddenView(content: self)
    }
}

public struct HiddenView: LeafView {
    public var content: any ViewNode

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        HiddenNode(child: try content.resolveSingle(in: environment))
    }
}

final class HiddenNode: ModifierNode {
    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        // Laid out (its frames still appear in a layout dump), then its drawing is dropped.
        _ = context.collect { child.render(in: frame, proposal: proposal, into: context) }
    }

    override var layoutPriority: Double { child.layoutPriority }
    override var debugName: String { "Hidden" }
}
