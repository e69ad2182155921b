import LoomGraphics

/// A circle in the centred square of the shorter side; it sizes as that square (research doc §1.17).
public struct Circle: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        let side = min(rect.width, rect.height)
        return .ellipse(in: Rect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }

    public func sizeThatFits(_ proposal: ProposedSize) -> Size {
        let size = proposal.replacingUnspecifiedDimensions()
        let side = min(size.width, size.height)
        return Size(width: side, height: side)
    }
}
