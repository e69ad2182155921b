import LoomGraphics

/// SwiftUI's type-erased shape style (`AnyShapeStyle(.ultraThinMaterial)`), for keeping any
/// style in one property: it paints as the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
    public let base: any ShapeStyle

    public init(_ style: any ShapeStyle) {
        // Erasing twice keeps the one style inside.
        base = (style as? AnyShapeStyle)?.base ?? style
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        base.paint(in: rect, environment: environment)
    }

    public func shadows(in environment: EnvironmentValues) -> [ShadowStyle] {
        base.shadows(in: environment)
    }
}
