// PureSwiftUITools — a colour as plain red, green, blue and alpha numbers, so it can be mixed.
import SwiftUI
import PureSwiftUI

/// Red, green, blue and alpha, each 0–1 (sRGB). Unlike `Color`, its parts can be read and
/// interpolated.
struct RGBA: Equatable {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(_ red: Double, _ green: Double, _ blue: Double, _ alpha: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// Equal when every component is within a rounding error.
    static func == (lhs: RGBA, rhs: RGBA) -> Bool {
        let tolerance = 0.0001
        return abs(lhs.red - rhs.red) < tolerance && abs(lhs.green - rhs.green) < tolerance
            && abs(lhs.blue - rhs.blue) < tolerance && abs(lhs.alpha - rhs.alpha) < tolerance
    }

    var asColor: Color {
        Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    func withRed(_ value: Double) -> RGBA { RGBA(value, green, blue, alpha) }
    func withGreen(_ value: Double) -> RGBA { RGBA(red, value, blue, alpha) }
    func withBlue(_ value: Double) -> RGBA { RGBA(red, green, value, alpha) }
    func withOpacity(_ value: Double) -> RGBA { RGBA(red, green, blue, value) }
}

extension RGBA {
    /// The colour `fraction` of the way (0–1) from this one to `target`.
    func interpolate(to target: RGBA, fraction: Double) -> RGBA {
        RGBA.interpolateColor(from: self, to: target, fraction: fraction)
    }

    static func interpolateColor(from: RGBA, to: RGBA, fraction: Double) -> RGBA {
        RGBA(interpolateValue(from: from.red, to: to.red, fraction: fraction),
             interpolateValue(from: from.green, to: to.green, fraction: fraction),
             interpolateValue(from: from.blue, to: to.blue, fraction: fraction),
             interpolateValue(from: from.alpha, to: to.alpha, fraction: fraction))
    }

    static func interpolateValue(from: Double, to: Double, fraction: Double) -> Double {
        let clamped = min(max(fraction, 0), 1)
        return from + (to - from) * clamped
    }
}

extension RGBA {
    // SwiftUI's light-mode system colours.
    static let white = RGBA(1, 1, 1)
    static let black = RGBA(0, 0, 0)
    static let gray = RGBA(142 / 255, 142 / 255, 147 / 255)
    static let red = RGBA(1, 59 / 255, 48 / 255)
    static let orange = RGBA(1, 149 / 255, 0)
    static let yellow = RGBA(1, 204 / 255, 0)
    static let green = RGBA(52 / 255, 199 / 255, 89 / 255)
    static let blue = RGBA(0, 122 / 255, 1)
    static let pink = RGBA(1, 45 / 255, 85 / 255)
    static let purple = RGBA(175 / 255, 82 / 255, 222 / 255)
    static let clear = RGBA(0, 0, 0, 0)

    // Fully saturated primaries and secondaries.
    static let pureRed = RGBA(1, 0, 0)
    static let pureGreen = RGBA(0, 1, 0)
    static let pureBlue = RGBA(0, 0, 1)
    static let pureYellow = RGBA(1, 1, 0)
    static let pureMagenta = RGBA(1, 0, 1)
    static let pureCyan = RGBA(0, 1, 1)
}
