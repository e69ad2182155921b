// PureSwiftUITools — what an inner shadow looks like: blur radius, offset, and darkness or tint.
import SwiftUI
import PureSwiftUI

/// How dark an inner shadow is when no intensity or colour is given.
let psDefaultInnerShadowIntensity = 0.56

/// The configuration of an inner shadow. The shadow is multiplied onto what lies under it, so it
/// can only darken: `intensity` (0–1) sets how dark, a `color` tints it instead.
struct PSInnerShadowConfig {
    let radius: CGFloat
    let offset: CGPoint
    let shadowColor: Color

    init(radius: CGFloat, offset: CGPoint = .zero, intensity: Double = psDefaultInnerShadowIntensity) {
        self.radius = radius
        self.offset = offset
        self.shadowColor = Color.black.opacity(intensity)
    }

    init(radius: CGFloat, offset: CGPoint = .zero, color: Color) {
        self.radius = radius
        self.offset = offset
        self.shadowColor = color
    }

    /// An offset given as a length in a direction; angles run clockwise from the top, so
    /// `angle: .trailing` (90°) moves the shadow right.
    init(radius: CGFloat, offset: CGFloat, angle: Angle, intensity: Double = psDefaultInnerShadowIntensity) {
        self.radius = radius
        self.offset = PSInnerShadowConfig.offset(offset, angle)
        self.shadowColor = Color.black.opacity(intensity)
    }

    init(radius: CGFloat, offset: CGFloat, angle: Angle, color: Color) {
        self.radius = radius
        self.offset = PSInnerShadowConfig.offset(offset, angle)
        self.shadowColor = color
    }

    static func offset(_ length: CGFloat, _ angle: Angle) -> CGPoint {
        CGPoint(x: length * sin(angle.radians), y: -length * cos(angle.radians))
    }

    /// How far beyond the view the shadow's darkness must reach so that blurring it does not
    /// fade it at the view's own edges.
    var margin: CGFloat {
        radius * 3 + max(abs(offset.x), abs(offset.y)) + 2
    }
}
