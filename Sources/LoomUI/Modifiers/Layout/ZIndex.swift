import LoomGraphics

extension ViewNode {
    /// Draw order among siblings in a ZStack, stack, grid or overlay: higher values in front;
    /// equal values keep source order. Layout is unchanged.
    public func zIndex(_ value: Double) -> ZIndexView {
        ZIndexView(content: self, value: value)
    }
}

public struct ZIndexView: ViewNode {
    public var content: any ViewNode
    public var value: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { ZIndexNode(child: $0, value: value) }
    }
}

final class ZIndexNode: ModifierNode {
    let value: Double

    init(child: LayoutNode, value: Double) {
        self.value = value
        super.init(child: child)
    }

    override var zIndex: Double { value }
    override var layoutPriority: Double { child.layoutPriority }
    override var debugName: String { "ZIndex" }
}
