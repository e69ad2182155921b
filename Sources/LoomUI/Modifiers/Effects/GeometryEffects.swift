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

    /// Applies `transform` to the drawing, in the view's own coordinates (origin at its top-left).
    public func transformEffect(_ transform: Transform) -> TransformEffectView {
        TransformEffectView(content: self, anchor: .topLeading) { _ in transform }
    }
}

/// A render-only transform about an anchor of the view's frame (research doc §4.5).
public struct TransformEffectView: LeafView {
    public var content: any ViewNode
    public var anchor: UnitPoint
    /// The transform for a frame of the given size, applied about the anchor.
    public var transform: (Size) -> Transform
    /// The numbers an animation moves (an angle, two scale factors) and the transform they make.
    var animatable: (kind: String, values: AnimatableVector, make: (AnimatableVector) -> (Size) -> Transform)?

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        var transform = self.transform
        if let animatable, environment.motion != nil {
            transform = animatable.make(environment.animated(animatable.values, animatable.kind))
        }
        return TransformEffectNode(child: try content.resolveSingle(in: environment), anchor: anchor, transform: transform)
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
