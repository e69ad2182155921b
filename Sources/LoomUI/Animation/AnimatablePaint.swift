import LoomGraphics

/// Paints animate through their numbers: a colour's components, a gradient's stop colours and
/// locations and its geometry. Paints of different kinds, or gradients with different numbers
/// of stops, do not animate (the new paint shows at once), as in SwiftUI.
extension EnvironmentValues {
    func animated(_ paint: Paint, _ kind: String) -> Paint {
        guard motion != nil else { return paint }
        switch paint {
        case .solid(let color):
            return .solid(animated(color, kind + ".solid"))
        case .linearGradient(let stops, let start, let end):
            let v = animated(AnimatableVector(Self.numbers(stops) + [start.x, start.y, end.x, end.y]), kind + ".linear.\(stops.count)")
            let n = stops.count * 5
            return .linearGradient(stops: Self.stops(v.values, stops.count), start: Point(x: v.values[n], y: v.values[n + 1]),
                                   end: Point(x: v.values[n + 2], y: v.values[n + 3]))
        case .radialGradient(let stops, let center, let startRadius, let endRadius, let transform):
            let v = animated(AnimatableVector(Self.numbers(stops) + [center.x, center.y, startRadius, endRadius]), kind + ".radial.\(stops.count)")
            let n = stops.count * 5
            return .radialGradient(stops: Self.stops(v.values, stops.count), center: Point(x: v.values[n], y: v.values[n + 1]),
                                   startRadius: v.values[n + 2], endRadius: v.values[n + 3], transform: transform)
        case .conicGradient(let stops, let center, let startAngle, let endAngle):
            let v = animated(AnimatableVector(Self.numbers(stops) + [center.x, center.y, startAngle, endAngle]), kind + ".conic.\(stops.count)")
            let n = stops.count * 5
            return .conicGradient(stops: Self.stops(v.values, stops.count), center: Point(x: v.values[n], y: v.values[n + 1]),
                                  startAngle: v.values[n + 2], endAngle: v.values[n + 3])
        case .image:
            return paint
        }
    }

    private static func numbers(_ stops: [GradientStop]) -> [Double] {
        stops.flatMap { [$0.color.red, $0.color.green, $0.color.blue, $0.color.alpha, $0.location] }
    }

    private static func stops(_ values: [Double], _ count: Int) -> [GradientStop] {
        (0..<count).map { i in
            let v = values[(i * 5)..<(i * 5 + 5)].map { $0 }
            return GradientStop(color: RGBA(red: v[0], green: v[1], blue: v[2], alpha: v[3]), location: v[4])
        }
    }
}
