import LoomGraphics

/// A rectangle with rounded corners: Apple's continuous-curvature corners by default, as in
/// current SwiftUI, or quarter circles with `.circular`.
public struct RoundedRectangle: Shape {
    public enum Style: Hashable, Sendable, CaseIterable { case circular, continuous }

    public var cornerSize: Size
    public var style: Style

    public init(cornerRadius: Double, style: Style = .continuous) {
        self.init(cornerSize: Size(width: cornerRadius, height: cornerRadius), style: style)
    }

    public init(cornerSize: Size, style: Style = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    public func path(in rect: Rect) -> Path {
        // Continuous corners are defined for round corners; elliptical ones stay circular-style.
        if style == .continuous && cornerSize.width == cornerSize.height {
            return Path { $0.addContinuousRoundedRect(in: rect, cornerRadius: cornerSize.width) }
        }
        return Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) }
    }
}
