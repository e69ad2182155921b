import LoomGraphics

extension ViewNode {
    /// `background(alignment:) { … }`: the closure's views, in an implicit ZStack, drawn behind
    /// this one and offered exactly its size (research doc §1.14).
    public func background(alignment: Alignment = .center, content: [any ViewNode]) -> SecondaryLayerView {
        SecondaryLayerView(content: self, layer: Group(content: content), alignment: alignment, isBehind: true)
    }

    /// `overlay(alignment:) { … }`: the closure's views, in an implicit ZStack, drawn in front.
    public func overlay(alignment: Alignment = .center, content: [any ViewNode]) -> SecondaryLayerView {
        SecondaryLayerView(content: self, layer: Group(content: content), alignment: alignment, isBehind: false)
    }

    /// `shape` filled with `style` in this view's bounds, behind it.
    public func background(_ style: any ShapeStyle, in shape: any Shape, fillStyle: FillStyle = FillStyle()) -> SecondaryLayerView {
        background(ShapeView(shape: shape, drawing: .fill(style, evenOdd: fillStyle.isEOFilled)))
    }

    /// Hit-testing shape: nothing to draw or lay out in a picture.
    public func contentShape(_ shape: any Shape, eoFill: Bool = false) -> Self { self }
}
