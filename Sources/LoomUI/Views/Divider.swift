import LoomGraphics

/// A hairline across the stack it is in: horizontal in a VStack (or alone), vertical in an HStack.
public struct Divider: LeafView, Hashable, Sendable {
    public init() {}

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // The separator colour of research doc §1.21.
        let color = environment.colorScheme == .light ? RGBA(bytes: 60, 60, 67, alpha: 0.29) : RGBA(bytes: 84, 84, 88, alpha: 0.6)
        let node = DividerNode(color: color)
        node.stackAxis = environment.stackAxis
        return node
    }
}

final class DividerNode: LayoutNode {
    let color: RGBA
    /// Set by the stack that holds it; the line runs across that stack's axis.
    var stackAxis: Axis?

    init(color: RGBA) {
        self.color = color
    }

    /// One pixel at 2×, SwiftUI's `pixelLength` for the default output scale.
    static let thickness = 0.5

    override func measure(_ proposal: ProposedSize) -> Size {
        if stackAxis == .horizontal {
            return Size(width: Self.thickness, height: proposal.height ?? Self.thickness)
        }
        return Size(width: proposal.width ?? Self.thickness, height: Self.thickness)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        // A divider thinner than a pixel still covers one pixel, as on screen.
        let thickness = max(Self.thickness, 1 / context.scale)
        let line = stackAxis == .horizontal
            ? Rect(x: frame.minX, y: frame.minY, width: thickness, height: frame.height)
            : Rect(x: frame.minX, y: frame.minY, width: frame.width, height: thickness)
        context.append(.fill(.rect(line), .solid(color), evenOdd: false))
    }
}
