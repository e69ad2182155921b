import LoomGraphics

extension ViewNode {
    /// Keeps the view's place in the layout but draws nothing.
    public func hidden() -> HiddenView {
        HiddenView(content: self)
    }
}

public struct HiddenView: ViewNode {
    public var content: any ViewNode

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { HiddenNode(child: $0) }
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
