import LoomGraphics

extension ViewNode {
    /// A line of `width` drawn just inside the view's frame; the layout is unchanged.
    public func border(_ style: any ShapeStyle, width: Double = 1) -> SecondaryLayerView {
        overlay(InsetRectangle(inset: width / 2).stroke(style, lineWidth: width))
    }
}

/// The frame shrunk by `inset` on every side: strokes of twice that width stay inside the frame.
struct InsetRectangle: Shape {
    var inset: Double

    func path(in rect: Rect) -> Path {
        .rect(rect.insetBy(dx: inset, dy: inset))
    }
}
