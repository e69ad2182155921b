import LoomGraphics

extension ViewNode {
    /// Lets the view grow into the safe-area insets along `edges` where its frame touches them
    /// (on a device canvas: under the status bar and the home indicator). Its parent still lays it
    /// out in the safe area, so its siblings do not move; off a device there is no safe area and
    /// nothing changes.
    public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> IgnoresSafeAreaView {
        IgnoresSafeAreaView(content: self, edges: regions.contains(.container) ? edges : [])
    }

    /// iOS 15's `background(_:ignoresSafeAreaEdges:)`, which `.background(Color.red)` and
    /// `.background(.ultraThinMaterial)` mean: the style fills the view's bounds and reaches under
    /// the safe area along `edges` where the view touches it, so a view that fills the safe area
    /// is coloured to the screen's edges.
    public func background(_ style: any ShapeStyle, ignoresSafeAreaEdges edges: Edge.Set) -> SecondaryLayerView {
        if let color = style as? Color { return background(color.ignoresSafeArea(edges: edges)) }
        return background(Rectangle().fill(style).ignoresSafeArea(edges: edges))
    }

    /// The iOS 13 spelling of `ignoresSafeArea(.all, edges:)`.
    public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> IgnoresSafeAreaView {
        ignoresSafeArea(.all, edges: edges)
    }
}

/// Which safe areas `ignoresSafeArea` ignores. Pictures have no keyboard, so only `.container`
/// (the status bar and home indicator) changes anything.
public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

public struct IgnoresSafeAreaView: ViewNode {
    public var content: any ViewNode
    public var edges: Edge.Set

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try content.resolveEach(in: environment) { IgnoresSafeAreaNode(child: $0, edges: edges) }
    }
}

final class IgnoresSafeAreaNode: ModifierNode {
    let edges: Edge.Set

    init(child: LayoutNode, edges: Edge.Set) {
        self.edges = edges
        super.init(child: child)
    }

    /// The frame grown to the screen's edge on each ignored side the frame reaches the safe
    /// area's edge on (within half a point: frames are snapped to pixels).
    func expanded(_ frame: Rect, in area: SafeArea) -> Rect {
        let safe = area.safe, screen = area.screen
        var minX = frame.minX, minY = frame.minY, maxX = frame.maxX, maxY = frame.maxY
        if edges.contains(.top), minY <= safe.minY + 0.5 { minY = min(minY, screen.minY) }
        if edges.contains(.bottom), maxY >= safe.maxY - 0.5 { maxY = max(maxY, screen.maxY) }
        if edges.contains(.leading), minX <= safe.minX + 0.5 { minX = min(minX, screen.minX) }
        if edges.contains(.trailing), maxX >= safe.maxX - 0.5 { maxX = max(maxX, screen.maxX) }
        return Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        guard let area = context.safeArea else {
            child.render(in: frame, proposal: proposal, into: context)
            return
        }
        let grown = expanded(frame, in: area)
        guard grown != frame else {
            child.render(in: frame, proposal: proposal, into: context)
            return
        }
        // Offered the grown rectangle, as SwiftUI re-proposes a view that ignores the safe area.
        child.render(offered: ProposedSize(width: grown.width, height: grown.height), alignedIn: grown,
                     alignment: .center, into: context)
    }

    override var debugName: String { "IgnoresSafeArea" }
}
