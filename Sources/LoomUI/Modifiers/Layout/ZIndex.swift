import LoomGraphics

extension ViewNode {
    /// Draw order among siblings in a ZStack, stack, grid or overlay: higher values in front;
    /// equal values keep source order. Layout is unchanged.
    public func zIndex(_ value: Double) -> ZIndexView {
        ZIndexView(content: self, value: value)
    }
}

public struct ZIndexView: LeafView {
    public var content: any ViewNode
    public var value: Double

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        ZIndexNode(child: try content.resolveSingle(in: environment), value: value)
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
