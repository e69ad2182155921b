import LoomGraphics

/// Colours spread outward from the circle of `startRadius` to that of `endRadius`, in points.
public struct RadialGradient: ShapeStyle, LeafView, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadius: Double
    public var endRadius: Double

    public init(gradient: Gradient, center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    public init(colors: [Color], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: Double, endRadius: Double) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .radialGradient(stops: gradient.resolvedStops(in: environment), center: center.point(in: rect),
                        startRadius: startRadius, endRadius: endRadius, transform: .identity)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}

/// A radial gradient stretched to the ellipse of the filled bounds; radii are fractions of it
/// (`endRadiusFraction` 0.5 reaches the edges).
public struct EllipticalGradient: ShapeStyle, LeafView, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startRadiusFraction: Double
    public var endRadiusFraction: Double

    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: Double = 0, endRadiusFraction: Double = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        // Gradient space is a unit circle at the origin, scaled to the rect's size, moved to the centre.
        let c = center.point(in: rect)
        let transform = Transform(scaleX: max(rect.width, 0.0001), y: max(rect.height, 0.0001)).concatenating(Transform(translationX: c.x, y: c.y))
        return .radialGradient(stops: gradient.resolvedStops(in: environment), center: .zero,
                               startRadius: startRadiusFraction, endRadius: endRadiusFraction, transform: transform)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}

/// Colours swept around `center` from `startAngle` to `endAngle` (0° at 3 o'clock, clockwise).
public struct AngularGradient: ShapeStyle, LeafView, Sendable {
    public var gradient: Gradient
    public var center: UnitPoint
    public var startAngle: Angle
    public var endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public init(colors: [Color], center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startAngle: Angle = .zero, endAngle: Angle = .degrees(360)) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// `AngularGradient(colors:center:angle:)`: one full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint = .center, angle: Angle) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: Angle(radians: angle.radians + 2 * .pi))
    }

    public init(colors: [Color], center: UnitPoint = .center, angle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    public init(stops: [Gradient.Stop], center: UnitPoint = .center, angle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .conicGradient(stops: gradient.resolvedStops(in: environment), center: center.point(in: rect),
                       startAngle: startAngle.radians, endAngle: endAngle.radians)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}
