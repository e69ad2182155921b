/// SwiftUI's `.tag(_:)`: the value a picker row stands for. It draws its content unchanged;
/// pickers read it to find the row their selection names. `ForEach` tags each row with its
/// element's identity, as SwiftUI does. Tags are values, compared as `Hashable` values are.
/// A canvas finds its symbols by their tags (`GraphicsContext.resolveSymbol(id:)`).
public struct TaggedView: ViewNode {
    public var content: any ViewNode
    public var tag: AnyHashable

    public init(content: any ViewNode, tag: AnyHashable) {
        self.content = content
        self.tag = tag
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let nodes = try resolveContent(in: environment)
        environment.symbolTags?.note(tag, on: nodes)
        return nodes
    }

    private func resolveContent(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard var motion = environment.motion else { return try content.resolve(in: environment) }
        // On an animation's clock a tag is the row's identity: what is inside it is keyed under
        // it, so that rows (and the views inside them) keep their keys when others come and go.
        let key = motion.scope + "tag:\(tag)"
        motion.scope = key + "/"
        var inner = environment
        inner.motion = motion
        return try content.resolve(in: inner).map { LayoutScopeNode(child: $0, key: key) }
    }
}

extension ViewNode {
    public func tag(_ tag: AnyHashable) -> TaggedView {
        TaggedView(content: self, tag: tag)
    }
}
