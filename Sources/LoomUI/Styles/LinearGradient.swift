import LoomGraphics

/// Colours spread along a line between two unit points of the filled shape's bounds.
public struct LinearGradient: ShapeStyle, Sendable {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        .linearGradient(stops: gradient.resolvedStops(in: environment), start: startPoint.point(in: rect), end: endPoint.point(in: rect))
    }
}

extension LinearGradient: LeafView {
    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        PaintNode(style: self, environment: environment)
    }
}

/// Colours at locations 0…1; `Gradient(colors:)` spaces them evenly.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: Double

        public init(color: Color, location: Double) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) {
        self.stops = stops
    }

    public init(colors: [Color]) {
        let last = Double(max(colors.count - 1, 1))
        self.stops = colors.enumerated().map { Stop(color: $1, location: colors.count == 1 ? 0 : Double($0) / last) }
    }

    func resolvedStops(in environment: EnvironmentValues) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.rgba(in: environment), location: $0.location) }
    }
}
