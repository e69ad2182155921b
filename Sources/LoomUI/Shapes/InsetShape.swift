import LoomGraphics

extension Shape {
    /// The shape drawn in its frame shrunk by `amount` on every side (`InsettableShape.inset(by:)`).
    public func inset(by amount: Double) -> InsetShape {
        // Insets add up on the original shape, so rounded corners stay concentric (a stroked
        // border of an inset rounded rectangle insets it twice).
        if let inset = self as? InsetShape { return InsetShape(base: inset.base, amount: inset.amount + amount) }
        return InsetShape(base: self, amount: amount)
    }

    /// A stroke that stays inside the frame: the outline is inset by half the line width first.
    public func strokeBorder(_ style: any ShapeStyle = ForegroundStyle(), lineWidth: Double = 1) -> ShapeView {
        strokeBorder(style, style: StrokeStyle(lineWidth: lineWidth))
    }

    public func strokeBorder(_ style: any ShapeStyle = ForegroundStyle(), style strokeStyle: StrokeStyle) -> ShapeView {
        var border = inset(by: strokeStyle.lineWidth / 2).stroke(style, style: strokeStyle)
        border.uninset = self
        return border
    }
}

public struct InsetShape: Shape {
    public var base: any Shape
    public var amount: Double

    public func path(in rect: Rect) throws -> Path {
        // A shape that insets itself (a script's `InsettableShape`) draws in the whole rect, as
        // SwiftUI asks `inset(by:)`'s result for `path(in:)` of the frame, not of a smaller one.
        if let closure = base as? ClosureShape, let insetting = closure.insetting { return try insetting(amount).path(in: rect) }
        let inner = rect.insetBy(dx: amount, dy: amount)
        // A rounded rectangle keeps concentric corners: its radius shrinks with the inset.
        if let rounded = base as? RoundedRectangle {
            let size = Size(width: max(rounded.cornerSize.width - amount, 0), height: max(rounded.cornerSize.height - amount, 0))
            return RoundedRectangle(cornerSize: size, style: rounded.style).path(in: inner)
        }
        if let uneven = base as? UnevenRoundedRectangle {
            return UnevenRoundedRectangle(cornerRadii: uneven.cornerRadii.reduced(by: amount), style: uneven.style).path(in: inner)
        }
        return try base.path(in: inner)
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size { try base.sizeThatFits(proposal) }
}
