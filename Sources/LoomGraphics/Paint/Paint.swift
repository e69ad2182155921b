/// What fills or strokes a path, in the canvas's current coordinates.
public enum Paint: Hashable, Sendable {
    case solid(RGBA)
    /// Colour stops (location 0…1) interpolated along the line from `start` to `end`, padded beyond.
    case linearGradient(stops: [GradientStop], start: Point, end: Point)
    /// Colour stops spread from the circle of `startRadius` to that of `endRadius` around `center`;
    /// `transform` maps that circle space into the canvas (an ellipse for elliptical gradients).
    case radialGradient(stops: [GradientStop], center: Point, startRadius: Double, endRadius: Double, transform: Transform)
    /// Colour stops swept around `center` from `startAngle` to `endAngle` (radians, clockwise on
    /// screen from 3 o'clock), SwiftUI's `AngularGradient`.
    case conicGradient(stops: [GradientStop], center: Point, startAngle: Double, endAngle: Double)
    /// The part `source` of `image` (in unit coordinates of the image) repeated in both
    /// directions, one copy filling `tile` (SwiftUI's `ImagePaint`).
    case image(Bitmap, source: Rect, tile: Rect)
}

extension Paint {
    /// Lands no ink at all: a clear colour, or a gradient of clear stops.
    public var isInvisible: Bool {
        switch self {
        case .solid(let c): c.alpha <= 0
        case .linearGradient(let stops, _, _), .radialGradient(let stops, _, _, _, _), .conicGradient(let stops, _, _, _):
            stops.allSatisfy { $0.color.alpha <= 0 }
        case .image: false
        }
    }
}

extension [GradientStop] {
    /// The colour at `location`, interpolated between neighbouring stops (straight alpha) and
    /// padded with the end colours.
    public func color(at location: Double) -> RGBA {
        guard let first, let last else { return .clear }
        if location <= first.location { return first.color }
        if location >= last.location { return last.color }
        for (a, b) in zip(self, dropFirst()) where location <= b.location {
            let span = b.location - a.location
            let t = span > 0 ? (location - a.location) / span : 1
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}

public struct GradientStop: Hashable, Sendable {
    public var color: RGBA
    public var location: Double

    public init(color: RGBA, location: Double) {
        self.color = color
        self.location = location
    }
}
