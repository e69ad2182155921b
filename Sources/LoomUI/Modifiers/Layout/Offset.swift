import LoomGraphics

extension ViewNode {
    /// Moves the drawing, not the layout: siblings and later modifiers still see the original place.
    public func offset(x: Double = 0, y: Double = 0) -> OffsetView {
        OffsetView(content: self, x: x, y: y)
    }

    public func offset(_ size: Size) -> OffsetView {
        OffsetView(content: self, x: size.width, y: size.height)
    }
}

public struct OffsetView: ViewNode {
    public var content: any ViewNode
    public var x: Double
    public var y: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let shown = environment.animated(Point(x: x.finiteOrZero, y: y.finiteOrZero), "offset")
        return try content.resolveEach(in: environment) { OffsetNode(child: $0, x: shown.x, y: shown.y) }
    }
}

final class OffsetNode: ModifierNode {
    let x: Double
    let y: Double

    init(child: LayoutNode, x: Double, y: Double) {
        self.x = x
        self.y = y
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        child.render(in: frame.offsetBy(dx: x, dy: y), proposal: proposal, into: context)
    }

    /// An offset animates as a value, not as layout (LayoutAnimation.swift).
    override var drawingShift: Point { Point(x: x, y: y) }

    override var debugName: String { "Offset" }
}
