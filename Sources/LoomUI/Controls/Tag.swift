/// SwiftUI's `.tag(_:)`: the value a picker row stands for. It draws its content unchanged;
/// pickers read it to find the row their selection names. `ForEach` tags each row with its
/// element's identity, as SwiftUI does. Tags are compared by their description.
public struct TaggedView: ViewNode {
    public var content: any ViewNode
    public var tag: String

    public init(content: any ViewNode, tag: String) {
        self.content = content
        self.tag = tag
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolve(in: environment)
    }
}

extension ViewNode {
    public func tag(_ tag: String) -> TaggedView {
        TaggedView(content: self, tag: tag)
    }
}
