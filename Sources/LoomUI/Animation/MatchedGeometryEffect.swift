import LoomGraphics

/// The scope ids of `matchedGeometryEffect` are matched in (SwiftUI's `Namespace.ID`).
public struct NamespaceID: Hashable, Sendable {
    public var name: String
    public init(_ name: String) { self.name = name }
}

/// Which parts of the source's frame a matched view takes.
public struct MatchedGeometryProperties: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let position = MatchedGeometryProperties(rawValue: 1)
    public static let size = MatchedGeometryProperties(rawValue: 2)
    public static let frame: MatchedGeometryProperties = [.position, .size]
}

extension ViewNode {
    /// Views with one `id` in one namespace share their geometry (Docs/Animation.md §Matched
    /// geometry). In an animated change the view's frame moves from where the view with its id
    /// was before the change (usually another view, one the change removed) to where it is now.
    /// A view that is not the source (`isSource: false`) is drawn in the source's frame — its
    /// size, and its `anchor` at the source's — while its parent still lays it out as itself.
    public func matchedGeometryEffect(id: String, in namespace: NamespaceID, properties: MatchedGeometryProperties = .frame,
                                      anchor: UnitPoint = .center, isSource: Bool = true) -> MatchedGeometryView {
        MatchedGeometryView(content: self, key: "\(namespace.name)/\(id)", properties: properties, anchor: anchor, isSource: isSource)
    }
}

public struct MatchedGeometryView: ViewNode {
    public var content: any ViewNode
    /// The namespace and id, as one key.
    public var key: String
    public var properties: MatchedGeometryProperties
    public var anchor: UnitPoint
    public var isSource: Bool

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        // The matched frame carries the view from one branch to the other: the branch does not
        // fade it in or out as well (Docs/Animation.md §Known differences).
        environment.motion?.clock.writtenTransitions += 1
        return try content.resolveEach(in: environment) { MatchedGeometryNode(child: $0, key: key, properties: properties, anchor: anchor, isSource: isSource) }
    }
}

final class MatchedGeometryNode: ModifierNode {
    let key: String
    let properties: MatchedGeometryProperties
    let anchor: UnitPoint
    let isSource: Bool

    init(child: LayoutNode, key: String, properties: MatchedGeometryProperties, anchor: UnitPoint, isSource: Bool) {
        self.key = key
        self.properties = properties
        self.anchor = anchor
        self.isSource = isSource
        super.init(child: child)
    }

    /// A source's frame is animated under its id, in the picture's coordinates, rather than by
    /// its place in the tree: so the view with the id after a change moves on from where the one
    /// before it was, wherever either sits (LayoutAnimation.swift).
    override var motionKey: String? { isSource ? "matched/" + key : nil }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        if isSource {
            context.matchedSources[key] = frame
            // What is inside follows the frame as it moves: laid out in it, not animated apart
            // (the view before and after a change need not be alike inside).
            let motion = context.layoutMotion
            context.layoutMotion = nil
            defer { context.layoutMotion = motion }
            return child.render(in: frame, proposal: proposal, into: context)
        }
        guard let source = context.matchedSources[key] else {
            // The source is drawn later: `layOutPicture` draws the picture again knowing it.
            context.missedMatchedSource = true
            return child.render(in: frame, proposal: proposal, into: context)
        }
        let size = properties.contains(.size) ? source.size : frame.size
        // The anchor point of the view lands on the source's (position), or stays where it is.
        let pinned = properties.contains(.position) ? anchor.point(in: source) : anchor.point(in: frame)
        let shown = Rect(x: pinned.x - anchor.x * size.width, y: pinned.y - anchor.y * size.height, width: size.width, height: size.height)
        child.render(in: shown, proposal: ProposedSize(shown.size), into: context)
    }
}
