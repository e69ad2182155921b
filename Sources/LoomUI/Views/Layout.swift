import LoomGraphics

/// SwiftUI's `Layout` protocol (iOS 16): a container that sizes itself for a proposal from its
/// subviews' answers, then places each subview. A layout is used as a container with
/// `callAsFunction` (`MyLayout { … }` in SwiftUI), or through `AnyLayout`.
///
/// Methods may throw: a script's layout can fail, and the picture reports it.
public protocol Layout {
    /// What the layout keeps between its calls for one container (SwiftUI's `Cache`).
    associatedtype Cache

    func makeCache(subviews: LayoutSubviews) throws -> Cache
    func sizeThatFits(proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) throws -> Size
    func placeSubviews(in bounds: Rect, proposal: ProposedSize, subviews: LayoutSubviews, cache: inout Cache) throws
}

extension Layout where Cache == Void {
    public func makeCache(subviews: LayoutSubviews) throws -> Cache { () }
}

extension Layout {
    /// The layout as a container of `content` (SwiftUI's `callAsFunction(_:)`).
    public func callAsFunction(content: [any ViewNode]) -> LayoutView<Self> {
        LayoutView(layout: self, content: content)
    }
}

/// SwiftUI's `LayoutSubviews`: the container's subviews in source order, a `ForEach` or `Group`
/// contributing each of its views.
public typealias LayoutSubviews = [LayoutSubview]

/// SwiftUI's `LayoutSubview`: a proxy through which a layout asks one subview for its size and
/// tells it where to go.
public struct LayoutSubview: Equatable {
    let node: LayoutNode
    let index: Int
    let placements: LayoutPlacements

    /// The size the subview chooses for `proposal`.
    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        node.sizeThatFits(proposal)
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedSize) -> ViewDimensions {
        ViewDimensions(node: node, size: node.sizeThatFits(proposal))
    }

    /// The subview's `layoutPriority`.
    public var priority: Double { node.layoutPriority }

    /// `subview[Key.self]`: the value the subview was tagged with under `key`, nil when untagged
    /// (the caller answers the key's `defaultValue`).
    public subscript(key: LayoutValueKeyID) -> Any? { node.layoutValue(key) }

    /// What the subview asks of its neighbours' gaps.
    public var spacing: ViewSpacing { ViewSpacing(node) }

    /// Puts the subview's `anchor` point at `position` (in the coordinates of the bounds the
    /// layout was given), sized for `proposal`. Only `placeSubviews` places: a call while the
    /// layout is being measured does nothing, as in SwiftUI.
    public func place(at position: Point, anchor: UnitPoint = .topLeading, proposal: ProposedSize) {
        guard placements.isPlacing else { return }
        placements.byIndex[index] = LayoutPlacements.Placement(position: position, anchor: anchor, proposal: proposal)
    }

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }
}

/// Where a container's `placeSubviews` put each subview.
final class LayoutPlacements {
    struct Placement {
        var position: Point
        var anchor: UnitPoint
        var proposal: ProposedSize
    }
    var isPlacing = false
    var byIndex: [Int: Placement] = [:]
}

/// SwiftUI's `ViewSpacing`: what a view asks of the gaps beside it. A Spacer asks for none; two
/// texts in a column sit by their fonts' line spacing; other views ask for 8 pt, as in stacks.
public struct ViewSpacing: Sendable {
    enum Kind: Sendable { case zero, spacer, view(textFontSize: Double?) }
    let kind: Kind

    init(_ node: LayoutNode) {
        kind = node.isSpacer ? .spacer : .view(textFontSize: node.textEdgeFontSize)
    }

    init(kind: Kind) { self.kind = kind }

    /// A view's default spacing preferences.
    public init() { kind = .view(textFontSize: nil) }

    /// No spacing on any edge.
    public static let zero = ViewSpacing(kind: .zero)

    /// The gap between this view and `next`, which follows it along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> Double {
        switch (kind, next.kind) {
        case (.zero, _), (_, .zero), (.spacer, _), (_, .spacer): return 0
        case (.view(let upper), .view(let lower)):
            if axis == .vertical, let upper, let lower { return TextSpacing.vertical(between: upper, and: lower) }
            return 8
        }
    }

    /// The larger preferences of both (SwiftUI's `formUnion(_:edges:)` over every edge).
    public mutating func formUnion(_ other: ViewSpacing) {
        self = union(other)
    }

    public func union(_ other: ViewSpacing) -> ViewSpacing {
        switch (kind, other.kind) {
        case (.view(let a), .view(let b)): return ViewSpacing(kind: .view(textFontSize: a == b ? a : nil))
        case (.view, _): return self
        case (_, .view): return other
        default: return ViewSpacing(kind: .zero)
        }
    }
}

/// A layout used as a container: its subviews are `content`'s views.
public struct LayoutView<L: Layout>: LeafView {
    public var layout: L
    public var content: [any ViewNode]

    public init(layout: L, content: [any ViewNode]) {
        self.layout = layout
        self.content = content
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        CustomLayoutNode(layout: layout, children: try content.resolveAll(in: environment))
    }
}

/// SwiftUI's `AnyLayout`: a layout chosen at run time (an HStack's or VStack's, or a custom one),
/// used as a container.
public struct AnyLayout {
    let make: ([any ViewNode]) -> any ViewNode

    public init<L: Layout>(_ layout: L) {
        make = { LayoutView(layout: layout, content: $0) }
    }

    /// A built-in container's layout: `HStackLayout`, `VStackLayout`, `ZStackLayout`, ….
    public init(container: @escaping ([any ViewNode]) -> any ViewNode) {
        make = container
    }

    public static func hStack(alignment: VerticalAlignment = .center, spacing: Double? = nil) -> AnyLayout {
        AnyLayout { HStack(alignment: alignment, spacing: spacing, content: $0) }
    }

    public static func vStack(alignment: HorizontalAlignment = .center, spacing: Double? = nil) -> AnyLayout {
        AnyLayout { VStack(alignment: alignment, spacing: spacing, content: $0) }
    }

    public static func zStack(alignment: Alignment = .center) -> AnyLayout {
        AnyLayout { ZStack(alignment: alignment, content: $0) }
    }

    public func callAsFunction(content: [any ViewNode]) -> any ViewNode {
        make(content)
    }
}

/// A custom layout's container: it measures by asking the layout, and draws each subview where
/// the layout's `placeSubviews` put it. A subview the layout does not place is centred in the
/// container and offered the container's proposal (Apple's `place(at:anchor:proposal:)`).
/// Subviews draw by `zIndex`, then source order. The container sets no alignment guides of
/// its own (no `explicitAlignment`): beside other views it aligns by its edges.
final class CustomLayoutNode<L: Layout>: LayoutNode {
    let layout: L
    let children: [LayoutNode]
    private let placements = LayoutPlacements()
    private lazy var subviews: LayoutSubviews = children.indices.map { LayoutSubview(node: children[$0], index: $0, placements: placements) }
    /// Made on first use and kept for the container's lifetime, as SwiftUI keeps it.
    private var cache: L.Cache?
    /// The first error the layout raised while measuring; drawing reports it.
    private var layoutError: (any Error)?

    init(layout: L, children: [LayoutNode]) {
        self.layout = layout
        self.children = children
    }

    private func withCache<T>(_ body: (inout L.Cache) throws -> T) throws -> T {
        var current = try cache ?? layout.makeCache(subviews: subviews)
        defer { cache = current }
        return try body(&current)
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        do {
            return try withCache { try layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        } catch {
            layoutError = layoutError ?? error
            return proposal.replacingUnspecifiedDimensions()
        }
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        if let layoutError { return context.fail(layoutError) }
        let bounds = Rect(origin: frame.origin, size: context.unsnappedSize(of: self, in: frame, proposal: proposal))
        placements.byIndex = [:]
        placements.isPlacing = true
        do {
            try withCache { try layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0) }
        } catch {
            placements.isPlacing = false
            return context.fail(error)
        }
        placements.isPlacing = false
        for index in children.drawingOrder {
            let child = children[index]
            let placement = placements.byIndex[index]
                ?? LayoutPlacements.Placement(position: Point(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
            let size = child.sizeThatFits(placement.proposal)
            let origin = Point(x: placement.position.x - placement.anchor.x * size.width, y: placement.position.y - placement.anchor.y * size.height)
            child.render(in: Rect(origin: origin, size: size), proposal: placement.proposal, into: context)
        }
    }
}
