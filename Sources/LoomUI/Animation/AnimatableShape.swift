import LoomGraphics

/// A shape with numbers an animation can move (SwiftUI's `Shape.animatableData`): a rounded
/// rectangle's corner size, a trim's fractions, a script shape's own `animatableData`.
public protocol AnimatableShape: Shape {
    var animatableVector: AnimatableVector { get }
    func withAnimatableVector(_ vector: AnimatableVector) -> any Shape
}

extension EnvironmentValues {
    /// The shape as this pass shows it (see `animated(_:_:)`); shapes inside a trim or a
    /// transform, or stroked as a shape, animate too.
    func animated(_ shape: any Shape) -> any Shape {
        guard motion != nil else { return shape }
        var shape = shape
        if var transformed = shape as? TransformedShape {
            transformed.base = animated(transformed.base)
            shape = transformed
        }
        if var stroked = shape as? StrokedShape {
            stroked.base = animated(stroked.base)
            return stroked
        }
        guard let animatable = shape as? any AnimatableShape else { return shape }
        let vector = animatable.animatableVector
        // A trim, an offset, a scale: each recorded under its own name, so one never moves into another.
        let kind = (shape as? TransformedShape)?.animatable.map { "\(type(of: shape)).\($0.kind)" } ?? "\(type(of: shape))"
        return animatable.withAnimatableVector(animated(vector, "shape.\(kind).\(vector.values.count)"))
    }
}

extension RoundedRectangle: AnimatableShape {
    public var animatableVector: AnimatableVector { AnimatableVector([cornerSize.width, cornerSize.height]) }
    public func withAnimatableVector(_ vector: AnimatableVector) -> any Shape {
        RoundedRectangle(cornerSize: Size(width: max(vector.values[0], 0), height: max(vector.values[1], 0)), style: style)
    }
}

extension TransformedShape: AnimatableShape {
    public var animatableVector: AnimatableVector { animatable?.values ?? AnimatableVector([]) }
    public func withAnimatableVector(_ vector: AnimatableVector) -> any Shape {
        guard let animatable, vector.values.count == animatable.values.values.count else { return self }
        var copy = self
        copy.change = animatable.make(vector)
        return copy
    }
}

extension ClosureShape: AnimatableShape {
    public var animatableVector: AnimatableVector { animatable?.values ?? AnimatableVector([]) }
    public func withAnimatableVector(_ vector: AnimatableVector) -> any Shape {
        guard let animatable, vector.values.count == animatable.values.values.count else { return self }
        var copy = self
        copy.makePath = { rect in try animatable.makePath(vector, rect) }
        return copy
    }
}
