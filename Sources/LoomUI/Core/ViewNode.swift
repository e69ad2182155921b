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

    /// The view's nodes, each wrapped by `modify`: how a modifier resolves. Applied to content
    /// that stands for several views (a `ForEach`, a `Group`), a SwiftUI modifier modifies each
    /// of them, and they still join the enclosing container one by one:
    /// `ForEach(0..<3) { … }.frame(width: 40).offset(x: 8)` frames and moves every element
    /// (OpenSwiftUI's layout and render modifiers are `MultiViewModifier`s). Empty content stays
    /// empty: a frame on an `if` that is false takes no space.
    func resolveEach(in environment: EnvironmentValues, _ modify: (LayoutNode) throws -> LayoutNode) throws -> [LayoutNode] {
        try resolve(in: environment).map(modify)
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
