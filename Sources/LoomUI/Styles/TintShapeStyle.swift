import LoomGraphics

/// SwiftUI's `.tint` shape style: the tint (accent) colour in effect, blue unless `.tint(_:)`
/// set another, so `.foregroundStyle(.tint)` follows the control tint — a gradient tint included.
public struct TintShapeStyle: ShapeStyle, Hashable, Sendable {
    public init() {}

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        if let style = environment.controls.tintStyle, !(style is TintShapeStyle) {
            return style.paint(in: rect, environment: environment)
        }
        return environment.accentColor.paint(in: rect, environment: environment)
    }
}
