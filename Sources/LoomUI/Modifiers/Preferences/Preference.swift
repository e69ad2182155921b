import LoomGraphics

/// A preference key as LoomUI sees it (SwiftUI's `PreferenceKey`): a name, the value when no view
/// below sets one, and how a value and the next one in view order combine. Values are opaque.
public struct PreferenceKey {
    public var name: String
    public var defaultValue: () throws -> Any
    public var reduce: (Any, Any) throws -> Any

    public init(name: String, defaultValue: @escaping () throws -> Any, reduce: @escaping (Any, Any) throws -> Any) {
        self.name = name
        self.defaultValue = defaultValue
        self.reduce = reduce
    }

    /// The values in the order the views that set them are drawn, the first folded with each
    /// later one; `defaultValue` when no view sets one. A single view's value is its own, whatever
    /// `reduce` does (SwiftUI calls it only to combine values: an empty `reduce` keeps the value).
    func reduced(_ values: [Any]) throws -> Any {
        guard let first = values.first else { return try defaultValue() }
        return try values.dropFirst().reduce(first) { try reduce($0, $1) }
    }
}

/// A view's geometry, kept for a `GeometryProxy` to resolve in its own coordinates
/// (SwiftUI's `Anchor<CGRect>` and `Anchor<CGPoint>`): here, in the picture's coordinates.
public enum Anchor: Hashable, Sendable {
    case rect(Rect)
    case point(Point)

    /// What `.anchorPreference(key:value:transform:)` takes: the bounds, or a point of them.
    public enum Source: Hashable, Sendable {
        case bounds
        case unitPoint(UnitPoint)

        func anchor(in frame: Rect) -> Anchor {
            switch self {
            case .bounds: return .rect(frame)
            case .unitPoint(let p): return .point(p.point(in: frame))
            }
        }
    }
}

extension GeometryProxy {
    /// `proxy[anchor]`: the anchored rectangle or point in the reader's coordinates.
    public subscript(anchor: Anchor) -> Anchor {
        switch anchor {
        case .rect(let r): return .rect(r.offsetBy(dx: -frame.minX, dy: -frame.minY))
        case .point(let p): return .point(Point(x: p.x - frame.minX, y: p.y - frame.minY))
        }
    }
}

extension ViewNode {
    /// Sets `key`'s value for the views above that read it (`overlayPreferenceValue` …).
    public func preference(key: PreferenceKey, value: Any) -> PreferenceView {
        PreferenceView(content: self, key: key) { _ in value }
    }

    /// Sets `key`'s value from this view's geometry, as an anchor `transform` turns into the value.
    public func anchorPreference(key: PreferenceKey, value source: Anchor.Source, transform: @escaping (Anchor) throws -> Any) -> PreferenceView {
        PreferenceView(content: self, key: key) { frame in try transform(source.anchor(in: frame)) }
    }
}

public struct PreferenceView: ViewNode {
    public var content: any ViewNode
    public var key: PreferenceKey
    /// The value, given the frame the view is drawn in.
    public var value: (Rect) throws -> Any

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { PreferenceNode(child: $0, key: key, value: value) }
    }
}

final class PreferenceNode: ModifierNode {
    let key: PreferenceKey
    let value: (Rect) throws -> Any

    init(child: LayoutNode, key: PreferenceKey, value: @escaping (Rect) throws -> Any) {
        self.key = key
        self.value = value
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        // Only readers above collect: without one the value has nowhere to go.
        if context.preferenceReaders.contains(where: { $0.key == key.name }) {
            do {
                let value = try value(frame)
                for i in context.preferenceReaders.indices where context.preferenceReaders[i].key == key.name {
                    context.preferenceReaders[i].values.append(value)
                }
            } catch {
                context.fail(error)
            }
        }
        child.render(in: frame, proposal: proposal, into: context)
    }
}
