import LoomGraphics

/// A bare `Gradient` is a shape style too (iOS 16): drawn as a linear gradient from the top of
/// what it fills to the bottom, as `Color.gradient` is.
extension Gradient: ShapeStyle {
    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).paint(in: rect, environment: environment)
    }
}

extension ShapeStyle {
    /// The colours of a gradient style (`Gradient`, linear, radial, elliptical, angular); nil for others.
    var gradientStops: Gradient? {
        switch self {
        case let g as Gradient: g
        case let g as LinearGradient: g.gradient
        case let g as RadialGradient: g.gradient
        case let g as EllipticalGradient: g.gradient
        case let g as AngularGradient: g.gradient
        default: nil
        }
    }

    /// The one colour a control that cannot draw this style uses instead: a colour is itself, a
    /// gradient its first stop ("controls which can not style themselves using a gradient will
    /// attempt to use the color of the gradient's first stop", SwiftUI's `tint(_:)`).
    var approximateColor: Color? {
        if let color = self as? Color { return color }
        return gradientStops?.stops.first?.color
    }
}
