import LoomGraphics

/// Anything LoomUI can lay out and draw: SwiftUI's `View`, seen from below the interpreter.
///
/// A view is an immutable description. Rendering first *resolves* it against the environment
/// (inherited colour, font, …), which yields layout nodes; they then size themselves for
/// proposals and finally emit a display list.
public protocol ViewNode {
    /// The layout nodes this view stands for in `environment`: one for most views, any number for
    /// `Group` and `ForEach`, whose children join the enclosing container.
    func resolve(in environment: EnvironmentValues) throws -> [LayoutNode]
}

extension ViewNode {
    /// The view resolved to exactly one node; several children are stacked vertically, as SwiftUI
    /// does for a bare list of views at the root.
    func resolveSingle(in environment: EnvironmentValues) throws -> LayoutNode {
        let nodes = try resolve(in: environment)
        if nodes.count == 1 { return nodes[0] }
        return StackNode(axis: .vertical, alignment: .center, spacing: nil, children: nodes)
    }
}

/// A view that stands for a single node it builds from the environment.
protocol LeafView: ViewNode {
    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode
}

extension LeafView {
    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        [try makeNode(in: environment)]
    }
}
