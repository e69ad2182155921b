import LoomGraphics

/// Several views that join whatever container holds them; what `Group { … }` and `ForEach` make.
public struct Group: ViewNode {
    public var content: [any ViewNode]

    public init(content: [any ViewNode]) {
        self.content = content
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveAll(in: environment)
    }
}

/// Draws nothing and takes no space.
public struct EmptyView: ViewNode {
    public init() {}

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] { [] }
}
