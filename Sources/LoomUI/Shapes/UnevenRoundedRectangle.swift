import LoomGraphics

/// SwiftUI's name for the radii of a rectangle's four corners.
public typealias RectangleCornerRadii = CornerRadii

extension RectangleCornerRadii {
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
        Path { $0.addRoundedRect(in: rect, cornerRadii: cornerRadii, continuous: style == .continuous) }
    }
}
