import LoomGraphics

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from start: Double = 0, to end: Double = 1) -> TransformedShape {
        var shape = TransformedShape(base: self) { path, _ in path.trimmed(from: start, to: end) }
        shape.animatable = (AnimatableVector([start, end]), { v in { path, _ in path.trimmed(from: v.values[0], to: v.values[1]) } })
        return shape
    }

    /// The outline moved by (x, y); the frame is unchanged.
    public func offset(x: Double = 0, y: Double = 0) -> TransformedShape {
        TransformedShape(base: self) { path, _ in path.applying(Transform(translationX: x, y: y)) }
    }

    /// The outline turned about `anchor` of its frame.
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self) { path, rect in path.applying(Self.about(anchor.point(in: rect), Transform(rotation: angle.radians))) }
    }

    /// The outline scaled about `anchor` of its frame.
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self) { path, rect in path.applying(Self.about(anchor.point(in: rect), Transform(scaleX: x, y: y))) }
    }

    public func scale(_ factor: Double, anchor: UnitPoint = .center) -> TransformedShape {
        scale(x: factor, y: factor, anchor: anchor)
    }

    public func transform(_ transform: Transform) -> TransformedShape {
        TransformedShape(base: self) { path, _ in path.applying(transform) }
    }

    static func about(_ pivot: Point, _ t: Transform) -> Transform {
        Transform(translationX: -pivot.x, y: -pivot.y).concatenating(t).concatenating(Transform(translationX: pivot.x, y: pivot.y))
    }
}

/// A shape whose outline is derived from another's (trimmed, moved, turned, scaled); it sizes like it.
public struct TransformedShape: Shape {
    public var base: any Shape
    public var change: (Path, Rect) -> Path
    /// The numbers an animation moves (a trim's fractions) and the change they make.
    var animatable: (values: AnimatableVector, make: (AnimatableVector) -> (Path, Rect) -> Path)?

    public init(base: any Shape, change: @escaping (Path, Rect) -> Path) {
        self.base = base
        self.change = change
    }

    public func path(in rect: Rect) throws -> Path {
        change(try base.path(in: rect), rect)
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size { try base.sizeThatFits(proposal) }
}
