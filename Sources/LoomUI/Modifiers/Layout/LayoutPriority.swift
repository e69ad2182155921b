import LoomGraphics

extension ViewNode {
    /// Stacks offer space to higher priorities first (default 0). Put it outermost: frames and
    /// padding report priority 0 whatever their child says, as in SwiftUI.
    public func layoutPriority(_ priority: Double) -> LayoutPriorityView {
        LayoutPriorityView(content: self, priority: priority)
    }
}

public struct LayoutPriorityView: LeafView {
    public var content: any ViewNode
    public var priority: Double

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        LayoutPriorityNode(child: try content.resolveSingle(in: environment), priority: priority)
    }
}

final class LayoutPriorityNode: ModifierNode {
    let priority: Double

    init(child: LayoutNode, priority: Double) {
        self.priority = priority
        super.init(child: child)
    }

    override var layoutPriority: Double { priority }
    override var isSpacer: Bool { child.isSpacer }
    override var debugName: String { "LayoutPriority" }
}
