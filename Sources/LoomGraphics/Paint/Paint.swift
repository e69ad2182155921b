/// What fills or strokes a path, in the canvas's current coordinates.
public enum Paint: Hashable, Sendable {
    case solid(RGBA)
    /// Colour stops (location 0…1) interpolated along the line from `start` to `end`, padded beyond.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
}

public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}
