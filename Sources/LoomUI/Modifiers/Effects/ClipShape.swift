import LoomGraphics

extension ViewNode {
    /// Only what falls inside `shape`, laid over the view's frame, is drawn.
    public func clipShape(_ shape: any Shape, style: FillStyle = FillStyle()) -> ClipView {
        ClipView(content: self, shape: shape, evenOdd: style.isEOFilled)
    }

    /// Only what falls inside the view's frame is drawn.
    public func clipped() -> ClipView {
        clipShape(Rectangle())
    }

    /// Clips to a rounded rectangle of the view's frame.
    public func cornerRadius(_ radius: Double) -> ClipView {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }
}

public struct ClipView: ViewNode {
    public var content: any ViewNode
    public var shape: any Shape
    public var evenOdd: Bool

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { ClipNode(child: $0, shape: shape, evenOdd: evenOdd) }
    }
}

final class ClipNode: ModifierNode {
    let shape: any Shape
    let evenOdd: Bool

    init(child: LayoutNode, shape: any Shape, evenOdd: Bool) {
        self.shape = shape
        self.evenOdd = evenOdd
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let clip: Path
        do {
            clip = try shape.path(placedIn: frame)
        } catch {
            context.fail(error)
            return
        }
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        context.append(.layer(inner, transform: .identity, opacity: 1, clip: clip, evenOddClip: evenOdd))
    }

    override var debugName: String { "Clip" }
}
