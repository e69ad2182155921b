import LoomGraphics

/// A rectangle with rounded corners. `.continuous` corners are drawn as circular ones for now.
public struct RoundedRectangle: Shape {
    public enum Style: Hashable, Sendable { case circular, continuous }

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
        Path { $0.addRoundedRect(in: rect, cornerSize: cornerSize) }
    }
}
