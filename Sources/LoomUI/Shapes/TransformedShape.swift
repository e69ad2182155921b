import LoomGraphics

extension Shape {
    /// The part of the outline between fractions `from` and `to` of its length.
    public func trim(from start: Double = 0, to end: Double = 1) -> TransformedShape {
        TransformedShape(base: self, kind: "trim", values: [start, end]) { v in { path, _ in path.trimmed(from: v[0], to: v[1]) } }
    }

    /// The outline moved by (x, y); the frame is unchanged. Animatable (SwiftUI's `OffsetShape`).
    public func offset(x: Double = 0, y: Double = 0) -> TransformedShape {
        TransformedShape(base: self, kind: "offset", values: [x, y]) { v in { path, _ in path.applying(Transform(translationX: v[0], y: v[1])) } }
    }

    /// The outline turned about `anchor` of its frame. Animatable with its anchor (`RotatedShape`).
    public func rotation(_ angle: Angle, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self, kind: "rotation", values: [angle.radians, anchor.x, anchor.y]) { v in { path, rect in
            path.applying(Self.about(UnitPoint(x: v[1], y: v[2]).point(in: rect), Transform(rotation: v[0])))
        } }
    }

    /// The outline scaled about `anchor` of its frame. Animatable with its anchor (`ScaledShape`).
    public func scale(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransformedShape {
        TransformedShape(base: self, kind: "scale", values: [x, y, anchor.x, anchor.y]) { v in { path, rect in
            path.applying(Self.about(UnitPoint(x: v[2], y: v[3]).point(in: rect), Transform(scaleX: v[0], y: v[1])))
        } }
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
    /// The numbers an animation moves (a trim's fractions, an offset, a scale and its anchor),
    /// what they are (the key they are recorded under) and the change they make.
    var animatable: (kind: String, values: AnimatableVector, make: (AnimatableVector) -> (Path, Rect) -> Path)?

    public init(base: any Shape, change: @escaping (Path, Rect) -> Path) {
        self.base = base
        self.change = change
    }

    /// A change made from numbers an animation moves.
    init(base: any Shape, kind: String, values: [Double], make: @escaping ([Double]) -> (Path, Rect) -> Path) {
        self.init(base: base, change: make(values))
        animatable = (kind, AnimatableVector(values), { make($0.values) })
    }

    public func path(in rect: Rect) throws -> Path {
        change(try base.path(in: rect), rect)
    }

    public func sizeThatFits(_ proposal: ProposedSize) throws -> Size { try base.sizeThatFits(proposal) }
}
