import LoomGraphics

/// The radii of a rectangle's four corners, in SwiftUI's order.
public struct RectangleCornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Every radius made smaller by `amount` (not below 0), for a concentric inset outline.
    func reduced(by amount: Double) -> RectangleCornerRadii {
        RectangleCornerRadii(topLeading: max(topLeading - amount, 0), bottomLeading: max(bottomLeading - amount, 0),
                             bottomTrailing: max(bottomTrailing - amount, 0), topTrailing: max(topTrailing - amount, 0))
    }
}

/// A rectangle whose corners each have their own radius: continuous corners by default, as in
/// SwiftUI, or quarter circles with `.circular`. Each radius is limited to half the shorter side.
public struct UnevenRoundedRectangle: Shape {
    public var cornerRadii: RectangleCornerRadii
    public var style: RoundedRectangle.Style

    public init(cornerRadii: RectangleCornerRadii, style: RoundedRectangle.Style = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    public init(topLeadingRadius: Double = 0, bottomLeadingRadius: Double = 0, bottomTrailingRadius: Double = 0,
                topTrailingRadius: Double = 0, style: RoundedRectangle.Style = .continuous) {
        self.init(cornerRadii: RectangleCornerRadii(topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                                                    bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
                  style: style)
    }

    public func path(in rect: Rect) -> Path {
        let radii = CornerRadii(topLeading: cornerRadii.topLeading, topTrailing: cornerRadii.topTrailing,
                                bottomTrailing: cornerRadii.bottomTrailing, bottomLeading: cornerRadii.bottomLeading)
        return Path { $0.addRoundedRect(in: rect, cornerRadii: radii, continuous: style == .continuous) }
    }
}
