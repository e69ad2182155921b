import LoomGraphics

/// A view whose body is computed only when it is rendered: how a script's `struct …: View`
/// reaches LoomUI without LoomUI knowing about scripts.
public struct DeferredView: ViewNode {
    /// The most nested bodies one render may evaluate; a view that contains itself stops here.
    public static let maximumDepth = 200

    public var name: String
    /// Computes the body in the environment the view is resolved in (what `@Environment`
    /// properties read).
    public var body: (EnvironmentValues) throws -> any ViewNode

    public init(name: String, body: @escaping () throws -> any ViewNode) {
        self.name = name
        self.body = { _ in try body() }
    }

    public init(name: String, bodyIn body: @escaping (EnvironmentValues) throws -> any ViewNode) {
        self.name = name
        self.body = body
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        guard environment.bodyDepth < Self.maximumDepth else {
            throw RenderError("'\(name)' nests its body more than \(Self.maximumDepth) views deep; does it contain itself?")
        }
        var inner = environment
        inner.bodyDepth += 1
        return try body(inner).resolve(in: inner)
    }
}
