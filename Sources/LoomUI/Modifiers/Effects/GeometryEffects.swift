import Foundation
import LoomGraphics

/// An angle; positive turns clockwise on screen, as in SwiftUI.
public struct Angle: Hashable, Sendable {
    public var radians: Double

    public init(radians: Double) {
        self.radians = radians
    }

    public init(degrees: Double) {
        self.radians = degrees * .pi / 180
    }

    public var degrees: Double { radians * 180 / .pi }

    public static func degrees(_ value: Double) -> Angle { Angle(degrees: value) }
    public static func radians(_ value: Double) -> Angle { Angle(radians: value) }
    public static let zero = Angle(radians: 0)
}

extension ViewNode {
    /// Turns the drawing about `anchor`; the layout is unchanged.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> TransformEffectView {
        var view = TransformEffectView(content: self, anchor: anchor) { _ in Transform(rotation: angle.radians) }
        view.animatable = ("rotationEffect", AnimatableVector([angle.radians]), { v in { _ in Transform(rotation: v.values[0]) } })
        return view
    }

    /// Scales the drawing about `anchor`; the layout is unchanged.
    public func scaleEffect(x: Double = 1, y: Double = 1, anchor: UnitPoint = .center) -> TransformEffectView {
        var view = TransformEffectView(content: self, anchor: anchor) { _ in Transform(scaleX: x, y: y) }
        view.animatable = ("scaleEffect", AnimatableVector([x, y]), { v in { _ in Transform(scaleX: v.values[0], y: v.values[1]) } })
        return view
    }

    public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> TransformEffectView {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    /// Draws the view as if turned by `angle` about `axis` in three dimensions and seen in
    /// perspective from `max(width, height) / perspective` points away, as SwiftUI does
    /// (positive about y turns the trailing edge away); the layout is unchanged.
    public func rotation3DEffect(_ angle: Angle, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint = .center,
                                 anchorZ: Double = 0, perspective: Double = 1) -> Rotation3DEffectView {
        Rotation3DEffectView(content: self, angle: angle, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
    }

    /// Applies `transform` to the drawing, in the view's own coordinates (origin at its top-left).
    public func transformEffect(_ transform: Transform) -> TransformEffectView {
        TransformEffectView(content: self, anchor: .topLeading) { _ in transform }
    }

    /// Applies the transform `effect` makes for the view's size, in its own coordinates
    /// (SwiftUI's `GeometryEffect.effectValue(size:)`).
    public func geometryEffect(_ effect: @escaping (Size) -> Transform) -> TransformEffectView {
        TransformEffectView(content: self, anchor: .topLeading, transform: effect)
    }
}

/// A render-only transform about an anchor of the view's frame (research doc §4.5).
public struct TransformEffectView: ViewNode {
    public var content: any ViewNode
    public var anchor: UnitPoint
    /// The transform for a frame of the given size, applied about the anchor.
    public var transform: (Size) -> Transform
    /// The numbers an animation moves (an angle, two scale factors) and the transform they make.
    var animatable: (kind: String, values: AnimatableVector, make: (AnimatableVector) -> (Size) -> Transform)?

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        var transform = self.transform
        if let animatable, environment.motion != nil {
            transform = animatable.make(environment.animated(animatable.values, animatable.kind))
        }
        return try content.resolveEach(in: environment) { TransformEffectNode(child: $0, anchor: anchor, transform: transform) }
    }
}

final class TransformEffectNode: ModifierNode {
    let anchor: UnitPoint
    let transform: (Size) -> Transform

    init(child: LayoutNode, anchor: UnitPoint, transform: @escaping (Size) -> Transform) {
        self.anchor = anchor
        self.transform = transform
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let pivot = anchor.point(in: frame)
        let about = Transform(translationX: -pivot.x, y: -pivot.y)
            .concatenating(transform(frame.size))
            .concatenating(Transform(translationX: pivot.x, y: pivot.y))
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        context.append(.layer(inner, transform: about, opacity: 1, clip: nil, evenOddClip: false))
    }

    override var debugName: String { "TransformEffect" }
}

/// `rotation3DEffect`: render-only, like the affine effects above, but through a perspective map.
public struct Rotation3DEffectView: ViewNode {
    public var content: any ViewNode
    public var angle: Angle
    public var axis: (x: Double, y: Double, z: Double)
    public var anchor: UnitPoint
    public var anchorZ: Double
    public var perspective: Double

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        var radians = angle.radians
        // The angle animates, as SwiftUI's effect interpolates it (a card flip).
        if environment.motion != nil { radians = environment.animated(AnimatableVector([radians]), "rotation3DEffect").values[0] }
        return try content.resolveEach(in: environment) {
            Rotation3DEffectNode(child: $0, radians: radians, axis: axis, anchor: anchor, anchorZ: anchorZ, perspective: perspective)
        }
    }
}

final class Rotation3DEffectNode: ModifierNode {
    let radians: Double
    let axis: (x: Double, y: Double, z: Double)
    let anchor: UnitPoint
    let anchorZ: Double
    let perspective: Double

    init(child: LayoutNode, radians: Double, axis: (x: Double, y: Double, z: Double), anchor: UnitPoint, anchorZ: Double, perspective: Double) {
        (self.radians, self.axis, self.anchor, self.anchorZ, self.perspective) = (radians, axis, anchor, anchorZ, perspective)
        super.init(child: child)
    }

    override func draw(in frame: Rect, proposal: ProposedSize, into context: RenderContext) {
        let inner = context.collect { child.render(in: frame, proposal: proposal, into: context) }
        // The map is made in the view's own coordinates, then moved to where its frame is.
        let local = ProjectiveTransform.rotation3D(radians: radians, axis: axis, anchor: anchor.point(in: Rect(origin: .zero, size: frame.size)),
                                                   anchorZ: anchorZ, perspective: perspective, size: frame.size)
        let projection = ProjectiveTransform(Transform(translationX: -frame.minX, y: -frame.minY))
            .concatenating(local).concatenating(ProjectiveTransform(Transform(translationX: frame.minX, y: frame.minY)))
        context.append(.projection(inner, projection))
    }

    override var debugName: String { "Rotation3DEffect" }
}
