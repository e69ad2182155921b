// PureSwiftUI — colours from 0–255 components and gradients by direction.
import SwiftUI

/// A colour from 0–255 red, green and blue, with an optional 0–1 opacity.
func RGB(_ red: Double, _ green: Double, _ blue: Double, _ opacity: Double = 1) -> Color {
    Color(red: red / 255, green: green / 255, blue: blue / 255, opacity: opacity)
}

/// A grey from a 0–255 level.
func Gray(_ level: Double, _ opacity: Double = 1) -> Color {
    Color(white: level / 255, opacity: opacity)
}

/// A colour from 0–360 hue and 0–100 saturation and brightness.
func HSB(_ hue: Double, _ saturation: Double, _ brightness: Double, _ opacity: Double = 1) -> Color {
    Color(hue: hue / 360, saturation: saturation / 100, brightness: brightness / 100, opacity: opacity)
}

extension UnitPoint {
    /// The point mirrored through the centre: `.topTrailing.opposite` is `.bottomLeading`.
    var opposite: UnitPoint {
        UnitPoint(x: 1 - x, y: 1 - y)
    }
}

extension LinearGradient {
    /// A gradient that runs towards `to`, starting from the opposite side.
    init(_ colors: [Color], to endPoint: UnitPoint = .trailing) {
        self = LinearGradient(colors: colors, startPoint: endPoint.opposite, endPoint: endPoint)
    }

    /// A gradient that runs from `from` to the opposite side.
    init(_ colors: [Color], from startPoint: UnitPoint) {
        self = LinearGradient(colors: colors, startPoint: startPoint, endPoint: startPoint.opposite)
    }
}
