// PureSwiftUITools — `ps_innerShadow`: every way of asking for an inner shadow.
//
// The first argument says what the shadow falls inside:
//  - on a `Shape`: `.fill(content)` or `.stroke(content, lineWidth:)` / `.stroke(content, style:)`;
//  - on any `View`: a shape with optional content, `.circle(…)`, `.ellipse(…)`, `.capsule(…)`,
//    `.rectangle(…)`, `.roundedRectangle(radius, …)`;
//  - on a `Text`, an `Image` or an SF symbol (or any view with transparency): the content painted
//    through the view's own alpha, `Color.clear` when omitted.
// Then either a `PSInnerShadowConfig` or its parts: `radius`, an `offset` (a point, or a length
// and an `angle`), and an `intensity` or a `color`.
import SwiftUI
import PureSwiftUI

extension PSInnerShadowConfig {
    static func make(radius: CGFloat, offset: CGPoint, intensity: Double?, color: Color?) -> PSInnerShadowConfig {
        if let color = color {
            return PSInnerShadowConfig(radius: radius, offset: offset, color: color)
        }
        return PSInnerShadowConfig(radius: radius, offset: offset, intensity: intensity ?? psDefaultInnerShadowIntensity)
    }
}

extension Shape {
    /// Drawn as one flattened layer, like SwiftUI's `drawingGroup()`, so whatever a stroke puts
    /// outside the shape's frame is cut off (inset the shape to keep it).
    func ps_innerShadow(_ fillOrStroke: PSShapeInnerShadowContent, _ config: PSInnerShadowConfig) -> some View {
        PSInnerShadowedSilhouette(silhouette: fillOrStroke.silhouette(of: self), content: fillOrStroke.content, config: config)
            .clipped()
    }

    func ps_innerShadow(_ fillOrStroke: PSShapeInnerShadowContent, radius: CGFloat, offset: CGPoint = .zero,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(fillOrStroke, PSInnerShadowConfig.make(radius: radius, offset: offset, intensity: intensity, color: color))
    }

    func ps_innerShadow(_ fillOrStroke: PSShapeInnerShadowContent, radius: CGFloat, offset: CGFloat, angle: Angle,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(fillOrStroke, PSInnerShadowConfig.make(radius: radius, offset: PSInnerShadowConfig.offset(offset, angle),
                                                              intensity: intensity, color: color))
    }
}

extension View {
    // MARK: A shape (and content) for any view

    func ps_innerShadow(_ shape: PSInnerShadowShape, _ config: PSInnerShadowConfig) -> some View {
        PSInnerShadowedView(view: self, shape: shape, config: config)
    }

    func ps_innerShadow(_ shape: PSInnerShadowShape, radius: CGFloat, offset: CGPoint = .zero,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(shape, PSInnerShadowConfig.make(radius: radius, offset: offset, intensity: intensity, color: color))
    }

    func ps_innerShadow(_ shape: PSInnerShadowShape, radius: CGFloat, offset: CGFloat, angle: Angle,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(shape, PSInnerShadowConfig.make(radius: radius, offset: PSInnerShadowConfig.offset(offset, angle),
                                                       intensity: intensity, color: color))
    }

    // MARK: Through the view's own alpha (Text, Image, SF symbols)

    func ps_innerShadow(_ content: any View = Color.clear, _ config: PSInnerShadowConfig) -> some View {
        PSInnerShadowedSilhouette(silhouette: self, content: content, config: config, whitensSilhouette: true)
    }

    func ps_innerShadow(_ content: any View = Color.clear, radius: CGFloat, offset: CGPoint = .zero,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(content, PSInnerShadowConfig.make(radius: radius, offset: offset, intensity: intensity, color: color))
    }

    func ps_innerShadow(_ content: any View = Color.clear, radius: CGFloat, offset: CGFloat, angle: Angle,
                        intensity: Double? = nil, color: Color? = nil) -> some View {
        ps_innerShadow(content, PSInnerShadowConfig.make(radius: radius, offset: PSInnerShadowConfig.offset(offset, angle),
                                                         intensity: intensity, color: color))
    }
}
