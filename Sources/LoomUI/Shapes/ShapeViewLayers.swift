import LoomGraphics

/// iOS 17's `ShapeView`: a filled or stroked shape can be filled or stroked again, each new
/// drawing over the ones before with the same shape and frame. `.fill(.red).stroke(.yellow)` is
/// SwiftUI's `StrokeShapeView` with the fill as its background, and `.stroke(.black, lineWidth: 6)
/// .fill(.yellow)` its `FillShapeView` over the stroke: the fill covers the stroke's inner half.
extension ShapeView {
    public func fill(_ style: any ShapeStyle = ForegroundStyle(), style fillStyle: FillStyle = FillStyle()) -> ShapeView {
        over(outline.fill(style, style: fillStyle))
    }

    public func stroke(_ style: any ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
        stroke(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func stroke(_ style: any ShapeStyle = ForegroundStyle(), style strokeStyle: StrokeStyle) -> ShapeView {
        over(outline.stroke(style, style: strokeStyle))
    }

    public func strokeBorder(_ style: any ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(_ style: any ShapeStyle = ForegroundStyle(), style strokeStyle: StrokeStyle) -> ShapeView {
        over(outline.strokeBorder(style, style: strokeStyle))
    }

    /// The shape each drawing is of: a border's, not inset (a fill over `strokeBorder` covers it).
    private var outline: any Shape { uninset ?? shape }

    /// `layer` drawn over this view and what it is drawn over.
    private func over(_ layer: ShapeView) -> ShapeView {
        var top = layer
        top.underneath = underneath + [ShapeView(shape: shape, drawing: drawing)]
        return top
    }
}
