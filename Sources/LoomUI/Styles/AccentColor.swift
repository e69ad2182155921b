import LoomGraphics

/// SwiftUI's `Color.accentColor` is the environment's accent, not a fixed colour: under
/// `.accentColor(.pink)` every `Color.accentColor` below (fills, strokes, foregrounds, text, child
/// bodies) draws pink, so it is looked up where it is painted. `.tint(_:)` colours controls only
/// and leaves it alone (iOS 15+); with neither it is system blue, an app without an AccentColor asset.
extension Color {
    public static let accentColor = Color(storage: .accent)

    /// The concrete colour where `environment` paints it: its scheme, and its accent for `Color.accentColor`.
    public func rgba(in environment: EnvironmentValues) -> RGBA {
        resolve(in: environment.colorScheme, accent: environment.accent)
    }

    /// This colour with `Color.accentColor` in it replaced by `accent` (system blue when nil),
    /// so an accent set from the accent (`.accentColor(Color.accentColor.opacity(0.5))`) does not refer to itself.
    func replacingAccent(with accent: Color?) -> Color {
        let replaced: Storage = switch storage {
        case .accent: (accent ?? ControlPalette.accent).storage
        case .lightened(let color, let amount): .lightened(color.replacingAccent(with: accent), by: amount)
        case .mixed(let a, let b, let fraction, let space): .mixed(a.replacingAccent(with: accent), b.replacingAccent(with: accent), by: fraction, in: space)
        case .constant, .system, .dynamic: storage
        }
        let outer = storage == .accent ? (accent ?? ControlPalette.accent).opacityFactor : 1
        return Color(storage: replaced, opacity: opacityFactor * outer)
    }
}

extension ViewNode {
    /// The accent colour below this view: what `Color.accentColor` draws as, and (as in SwiftUI
    /// before `tint`) the tint of controls; nil restores system blue.
    public func accentColor(_ color: Color?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            let accent = color?.replacingAccent(with: environment.accent)
            environment.accent = accent
            environment.controls.tint = accent
            environment.controls.tintStyle = nil
        }
    }
}
