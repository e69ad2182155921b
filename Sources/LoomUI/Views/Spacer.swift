import LoomGraphics

/// Flexible empty space along the axis of the stack it is in; at least `minLength` (8 pt by default).
public struct Spacer: LeafView, Hashable, Sendable {
    public var minLength: Double?

    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        SpacerNode(minLength: minLength ?? 8)
    }
}

final class SpacerNode: LayoutNode {
    let minLength: Double
    /// Set by the stack that holds it; outside a stack a spacer grows both ways.
    var axis: Axis?

    init(minLength: Double) {
        self.minLength = minLength
    }

    override func measure(_ proposal: ProposedSize) -> Size {
        func length(_ proposed: Double?) -> Double { max(proposed ?? -.infinity, minLength) }
        switch axis {
        case .horizontal: return Size(width: length(proposal.width), height: 0)
        case .vertical: return Size(width: 0, height: length(proposal.height))
        case nil: return Size(width: length(proposal.width), height: length(proposal.height))
        }
    }

    /// Sized after everything else in its stack, so it takes only what is left.
    override var layoutPriority: Double { -.infinity }
    override var isSpacer: Bool { true }
}
