import LoomGraphics

/// SwiftUI's `ShadowStyle` (iOS 16): a shadow a shape style casts with what it paints
/// (`Color.white.shadow(.drop(radius: 2))`, ShadowShapeStyle.swift). A drop shadow is drawn
/// behind the content "by blurring, tinting and offsetting its per-pixel alpha values"; an inner
/// shadow on top of it "by blurring, tinting, inverting and offsetting" them (Apple's docs), so
/// the content darkens inwards from its edges. `radius` is the blur's standard deviation in
/// points, as for `View.shadow` (research doc §4.1).
public struct ShadowStyle: Sendable {
    public enum Kind: Hashable, Sendable { case drop, inner }

    public var kind: Kind
    public var color: Color
    public var radius: Double
    public var x: Double
    public var y: Double

    /// Black at 33 % opacity by default (`Color(.sRGBLinear, white: 0, opacity: 0.33)`).
    public static func drop(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.33), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// Black at 55 % opacity by default (`Color(.sRGBLinear, white: 0, opacity: 0.55)`).
    public static func inner(color: Color = Color(red: 0, green: 0, blue: 0, opacity: 0.55), radius: Double, x: Double = 0, y: Double = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }

    /// The filter that draws this shadow with a group of drawing, its colour resolved in `environment`.
    func effect(in environment: EnvironmentValues) -> LayerEffect {
        // A negative or non-finite radius blurs nothing, as for `View.shadow`.
        let sigma = radius.isFinite ? max(radius, 0) : 0
        let offset = Point(x: x.finiteOrZero, y: y.finiteOrZero)
        let color = color.rgba(in: environment)
        switch kind {
        case .drop: return .shadow(color: color, sigma: sigma, offset: offset)
        case .inner: return .innerShadow(color: color, sigma: sigma, offset: offset)
        }
    }
}
