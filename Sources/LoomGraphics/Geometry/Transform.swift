import Foundation

/// A 2-D affine transform (CGAffineTransform), `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (CoreGraphics' layout).
public struct Transform: Hashable, Sendable {
    public var a, b, c, d, tx, ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX sx: Double, y sy: Double) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// Rotation by `radians`; positive turns clockwise on screen because y grows downward.
    public init(rotation radians: Double) {
        let (s, co) = (sin(radians), cos(radians))
        self.init(a: co, b: s, c: -s, d: co, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// Whether the transform can be undone: finite, and not flattening the plane onto a line
    /// or a point (`scaleEffect(0)`). Cairo refuses any other one for good: a context given a
    /// singular matrix stops drawing altogether.
    public var isInvertible: Bool {
        let det = a * d - b * c
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` applied first, then `next`.
    public func concatenating(_ next: Transform) -> Transform {
        Transform(
            a: a * next.a + b * next.c, b: a * next.b + b * next.d,
            c: c * next.a + d * next.c, d: c * next.b + d * next.d,
            tx: tx * next.a + ty * next.c + next.tx, ty: tx * next.b + ty * next.d + next.ty)
    }

    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }
}

extension Transform {
    /// Core Graphics' `scaledBy(x:y:)`: the scale happens first, then `self`.
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// Core Graphics' `rotated(by:)`: the rotation happens first, then `self`.
    public func rotated(by radians: Double) -> Transform {
        Transform(rotation: radians).concatenating(self)
    }

    /// The transform that undoes this one; a singular transform is returned unchanged, as
    /// `CGAffineTransform.inverted()` does.
    public func inverted() -> Transform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                         tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
