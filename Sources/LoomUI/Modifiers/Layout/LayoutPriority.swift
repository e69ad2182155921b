import LoomGraphics

extension ViewNode {
    /// Stacks offer space to higher priorities first (default 0). Put it outermost: frames and
    /// padding report priority 0 whatever their child says, as in SwiftUI.
    public func layoutPriority(_ priority: Double) -> LayoutPriorityView {
        LayoutPriorityView(content: self, priority: priority)
    }
}

public struct LayoutPriorityView: ViewNode {
    public var content: any ViewNode
    public var priority: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { LayoutPriorityNode(child: $0, priority: priority) }
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
