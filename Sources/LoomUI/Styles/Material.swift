import LoomGraphics

/// SwiftUI's materials (`.ultraThinMaterial` … `.ultraThickMaterial`, `.bar`) without the blur: a
/// still picture gets the tint a material lays over what is behind it, lighter or darker in
/// each scheme, so a card on a material reads as it does on a device.
public struct Material: ShapeStyle, Hashable, Sendable {
    public enum Thickness: Hashable, Sendable {
        case ultraThin, thin, regular, thick, ultraThick, bar
    }

    public var thickness: Thickness

    public init(_ thickness: Thickness) {
        self.thickness = thickness
    }

    /// How much of the material's tint covers the background, thinnest to thickest.
    var coverage: Double {
        switch thickness {
        case .ultraThin: 0.35
        case .thin: 0.55
        case .regular: 0.72
        case .thick: 0.85
        case .ultraThick: 0.93
        case .bar: 0.8
        }
    }

    public func paint(in rect: Rect, environment: EnvironmentValues) -> Paint {
        let tint = environment.colorScheme == .dark ? RGBA(bytes: 28, 28, 30) : RGBA(bytes: 250, 250, 252)
        return .solid(RGBA(red: tint.red, green: tint.green, blue: tint.blue, alpha: coverage))
    }
}
