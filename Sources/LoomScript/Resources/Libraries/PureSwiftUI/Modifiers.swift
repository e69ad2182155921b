// PureSwiftUI — short forms of common modifiers.
import SwiftUI

/// The colour SwiftUI's `shadow(radius:)` uses when none is given.
let defaultShadowColor = Color(.sRGBLinear, white: 0, opacity: 0.33)

extension View {
    // MARK: Shadows

    func shadow(_ radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        shadow(color: defaultShadowColor, radius: radius, x: x, y: y)
    }

    func shadow(_ radius: CGFloat, offset: CGPoint) -> some View {
        shadow(color: defaultShadowColor, radius: radius, x: offset.x, y: offset.y)
    }

    func shadowColor(_ color: Color, _ radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        shadow(color: color, radius: radius, x: x, y: y)
    }

    // MARK: Colours

    func backgroundColor(_ color: Color) -> some View {
        background(color)
    }

    // MARK: Clipping

    func clipCircle() -> some View {
        clipShape(Circle())
    }

    func clipCapsule() -> some View {
        clipShape(Capsule())
    }

    func clipRectangle() -> some View {
        clipShape(Rectangle())
    }

    func clipRoundedRectangle(_ cornerRadius: CGFloat) -> some View {
        clipShape(RoundedRectangle(cornerRadius: cornerRadius))
    }

    /// Fills behind the view, clips it to a circle and strokes the circle's outline.
    func clipCircleWithStroke(_ content: ShapeStyle, lineWidth: CGFloat = 1, fill: ShapeStyle = Color.clear) -> some View {
        background(Circle().fill(fill))
            .clipShape(Circle())
            .overlay(Circle().stroke(content, lineWidth: lineWidth))
    }

    func clipCapsuleWithStroke(_ content: ShapeStyle, lineWidth: CGFloat = 1, fill: ShapeStyle = Color.clear) -> some View {
        background(Capsule().fill(fill))
            .clipShape(Capsule())
            .overlay(Capsule().stroke(content, lineWidth: lineWidth))
    }

    func clipRectangleWithStroke(_ content: ShapeStyle, lineWidth: CGFloat = 1, fill: ShapeStyle = Color.clear) -> some View {
        background(Rectangle().fill(fill))
            .clipShape(Rectangle())
            .overlay(Rectangle().stroke(content, lineWidth: lineWidth))
    }

    func clipRoundedRectangleWithStroke(_ cornerRadius: CGFloat, _ content: ShapeStyle, lineWidth: CGFloat = 1, fill: ShapeStyle = Color.clear) -> some View {
        background(RoundedRectangle(cornerRadius: cornerRadius).fill(fill))
            .clipShape(RoundedRectangle(cornerRadius: cornerRadius))
            .overlay(RoundedRectangle(cornerRadius: cornerRadius).stroke(content, lineWidth: lineWidth))
    }

    // MARK: Transforms

    func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(scale, anchor: anchor)
    }

    func scale(_ x: CGFloat, _ y: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: x, y: y, anchor: anchor)
    }

    func rotate(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        rotationEffect(angle, anchor: anchor)
    }

    func offset(_ x: CGFloat, _ y: CGFloat) -> some View {
        offset(x: x, y: y)
    }

    func offset(_ point: CGPoint) -> some View {
        offset(x: point.x, y: point.y)
    }

    func xOffset(_ x: CGFloat) -> some View {
        offset(x: x, y: 0)
    }

    func yOffset(_ y: CGFloat) -> some View {
        offset(x: 0, y: y)
    }

    // MARK: Conditional opacity

    /// `opacity` when `condition` holds, fully opaque otherwise.
    func opacityIf(_ condition: Bool, _ opacity: Double) -> some View {
        self.opacity(condition ? opacity : 1)
    }

    func opacityIfNot(_ condition: Bool, _ opacity: Double) -> some View {
        self.opacity(condition ? 1 : opacity)
    }
}

extension Shape {
    /// On a shape, `scale` stays SwiftUI's own: a scaled shape that can still be filled or stroked.
    func scale(_ scale: CGFloat, anchor: UnitPoint = .center) -> some Shape {
        self.scale(x: scale, y: scale, anchor: anchor)
    }

    func fillColor(_ color: Color) -> some View {
        fill(color)
    }

    func strokeColor(_ color: Color, lineWidth: CGFloat = 1) -> some View {
        stroke(color, lineWidth: lineWidth)
    }
}

/// Shows its content only when `condition` holds.
struct RenderIf<Content: View>: View {
    let condition: Bool
    let content: () -> Content

    init(_ condition: Bool, @ViewBuilder content: @escaping () -> Content) {
        self.condition = condition
        self.content = content
    }

    var body: some View {
        if condition {
            content()
        } else {
            EmptyView()
        }
    }
}
