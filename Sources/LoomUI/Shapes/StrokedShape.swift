import LoomGraphics

extension Shape {
    /// The area a stroke of the outline covers, as a shape: SwiftUI's `stroke(style:)` and
    /// `stroke(lineWidth:)` without a style to paint return `some Shape`, so a stroked circle can
    /// clip, mask or be filled (`.clipShape(Circle().stroke(lineWidth: 2))` keeps a ring).
    public func stroke(style strokeStyle: StrokeStyle) -> StrokedShape {
        StrokedShape(base: self, style: strokeStyle)
    }

    public func stroke(lineWidth: Double = 1) -> StrokedShape {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }
}

/// A shape's stroke as a shape of its own (SwiftUI's `_StrokedShape`); it sizes like its base.
public struct StrokedShape: Shape {
    public var base: any Shape
    public var style: StrokeStyle

    /// The stroke's area, to fill with the non-zero rule (`Path.strokedPath(_:)`).
    public func path(in rect: Rect) throws -> Path {
        try base.path(in: rect).stroked(style)
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size { try base.sizeThatFits(proposal) }

    /// As a view it is the base stroked in the foreground style, drawn as `stroke(.foreground, style:)` draws it.
    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        try base.stroke(ForegroundStyle(), style: style).resolve(in: environment)
    }
}
