import LoomGraphics

/// A rounded rectangle whose corner radius is half its shorter side.
public struct Capsule: Shape {
    public init() {}

    public func path(in rect: Rect) -> Path {
        .roundedRect(rect, cornerRadius: min(rect.width, rect.height) / 2)
    }
}
