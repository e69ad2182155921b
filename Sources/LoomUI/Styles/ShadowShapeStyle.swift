import LoomGraphics

extension ShapeStyle {
    /// SwiftUI's `ShapeStyle.shadow(_:)` (iOS 16): this style, casting `style` with whatever it
    /// paints — a filled or stroked shape, text, a symbol. Shadows chain
    /// (`.shadow(.inner(…)).shadow(.inner(…))`), each applied to what the ones before drew.
    public func shadow(_ style: ShadowStyle) -> ShadowShapeStyle {
        // Chained on one another, the shadows stay in one list on the style they shadow.
        if let shadowed = self as? ShadowShapeStyle { return ShadowShapeStyle(base: shadowed.base, shadows: shadowed.shadows + [style]) }
        return ShadowShapeStyle(base: self, shadows: [style])
    }
}

/// A style with its shadows: it paints as its base does.
public struct ShadowShapeStyle: ShapeStyle {
    public let base: any ShapeStyle
    public let shadows: [ShadowStyle]

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        base.paint(in: rect, environment: environment)
    }

    public func shadows(in environment: EnvironmentValues) -> [ShadowStyle] {
        base.shadows(in: environment) + shadows
    }
}

extension RenderContext {
    /// Appends what `body` draws, with the shadows `style` casts (in `environment`) applied to it
    /// in order; as drawn when it casts none.
    func append(shadowsOf style: any ShapeStyle, in environment: EnvironmentValues, _ body: () -> Void) {
        let shadows = style.shadows(in: environment)
        guard !shadows.isEmpty else { return body() }
        var drawn = collect(body)
        for shadow in shadows {
            var shadowed = DisplayList()
            shadowed.items = [.effect(drawn, shadow.effect(in: environment))]
            drawn = shadowed
        }
        for item in drawn.items { append(item) }
    }
}
