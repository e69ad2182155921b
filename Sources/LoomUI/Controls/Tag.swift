/// SwiftUI's `.tag(_:)`: the value a picker row stands for. It draws its content unchanged;
/// pickers read it to find the row their selection names. `ForEach` tags each row with its
/// element's identity, as SwiftUI does. Tags are values, compared as `Hashable` values are.
public struct TaggedView: ViewNode {
    public var content: any ViewNode
    public var tag: AnyHashable

    public init(content: any ViewNode, tag: AnyHashable) {
        self.content = content
        self.tag = tag
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolve(in: environment)
    }
}

extension ViewNode {
    public func tag(_ tag: AnyHashable) -> TaggedView {
        TaggedView(content: self, tag: tag)
    }
}
