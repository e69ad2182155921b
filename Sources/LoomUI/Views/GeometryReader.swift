import LoomGraphics

/// What a `GeometryReader`'s content learns about the space it was given.
public struct GeometryProxy: Hashable, Sendable {
    public var size: Size
    /// The reader's frame in the rendered view's coordinates.
    public var frame: Rect
}

/// Takes all the space it is offered (nil → 0) and builds its content from that size; the content
/// is placed at the top-leading corner (research doc §1.15).
public struct GeometryReader: LeafView {
    /// Builds the content for the space given, in the environment the reader is drawn in.
    public var content: (GeometryProxy, EnvironmentValues) throws -> any ViewNode

    public init(content: @escaping (GeometryProxy) throws -> any ViewNode) {
        self.content = { proxy, _ in try content(proxy) }
    }

    /// Content made by code that reads its environment while it builds (a script's closure
    /// reading `@Environment` or setting state through `onPreferenceChange`), which runs at
    /// layout, long after the views around it were built.
    public init(environmentContent: @escaping (GeometryProxy, EnvironmentValues) throws -> any ViewNode) {
        self.content = environmentContent
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        GeometryReaderNode(content: content, environment: environment)
    }
}

final class GeometryReaderNode: LayoutNode {
    let content: (GeometryProxy, EnvironmentValues) throws -> any ViewNode
    let environment: EnvironmentValues

    init(content: @escaping (GeometryProxy, EnvironmentValues) throws -> any ViewNode, environment: EnvironmentValues) {
        self.content = content
        self.environment = environment
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        proposal.replacingUnspecifiedDimensions(by: .zero)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let offer = ProposedSize(frame.size)
        do {
            let nodes = try content(GeometryProxy(size: frame.size, frame: frame), environment).resolve(in: environment)
            for node in nodes {
                node.render(in: Rect(origin: frame.origin, size: node.sizeThatFits(offer)), proposal: offer, into: context)
            }
        } catch {
            context.fail(error)
        }
    }
}
