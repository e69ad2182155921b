import LoomGraphics

extension Color {
    /// SwiftUI's `Color.gradient` (iOS 16): "a standard gradient for the color", top to bottom,
    /// the colour a little lighter at the top. Apple does not publish the exact mix; Loom blends
    /// the top stop 20 % toward white, which is close to screenshots by eye. Calibrate before
    /// relying on exact pixels.
    public var gradient: LinearGradient {
        LinearGradient(gradient: Gradient(stops: [
            Gradient.Stop(color: Color(storage: .lightened(self, by: 0.2)), location: 0),
            Gradient.Stop(color: self, location: 1),
        ]), startPoint: .top, endPoint: .bottom)
    }
}
