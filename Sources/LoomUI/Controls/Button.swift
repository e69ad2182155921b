import LoomGraphics

/// A button, drawn at rest. Its label is tinted with the accent colour (`.automatic`,
/// `.borderless`), set on an accent-tinted rounded rectangle (`.bordered`), on an accent fill in
/// white (`.borderedProminent`), or left in the primary colour (`.plain`), as iOS 17 draws them.
public struct Button: LeafView {
    public var label: any ViewNode
    public var role: ButtonRole?

    public init(role: ButtonRole? = nil, label: any ViewNode) {
        self.label = label
        self.role = role
    }

    public init(title: String, role: ButtonRole? = nil) {
        self.init(role: role, label: Text(title))
    }

    public init(_ title: String, role: ButtonRole? = nil) {
        self.init(title: title, role: role)
    }

    /// A title with an SF Symbol before it, like `Button("Add", systemImage: "plus")`.
    public init(_ title: String, systemImage: String) {
        self.label = Label(title: title, systemImage: systemImage)
    }

    /// Bordered buttons of the regular control size (iOS 17 simulator, body text): 12 pt either
    /// side of the label, 7 pt above and below, corners of 8 pt.
    static let borderedHorizontalPadding = 12.0
    static let borderedVerticalPadding = 7.0
    static let borderedCornerRadius = 8.0
    /// `.controlSize(_:)` for bordered buttons: smaller sizes set a smaller text style and tighter
    /// padding (mini: footnote, small: subheadline), `.large` keeps the font and pads the button
    /// to 50 pt tall with 12 pt corners — Loom's reading of iOS 17's sizes, not measured values.
    static func borderedMetrics(_ size: ControlSize) -> (horizontal: Double, vertical: Double, cornerRadius: Double, font: Font?) {
        switch size {
        case .mini: (7, 2, 5, .footnote)
        case .small: (10, 4, 6, .subheadline)
        case .regular: (borderedHorizontalPadding, borderedVerticalPadding, borderedCornerRadius, nil)
        case .large, .extraLarge: (20, 14, 12, nil)
        }
    }

    /// The shape a bordered button sits on: `.buttonBorderShape(_:)`, else the size's rounded rectangle.
    static func plate(_ shape: ButtonBorderShape, cornerRadius: Double, fill: Color) -> any ViewNode {
        switch shape {
        case .automatic: RoundedRectangle(cornerRadius: cornerRadius).fill(fill)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? cornerRadius).fill(fill)
        case .capsule: Capsule().fill(fill)
        case .circle: Circle().fill(fill)
        }
    }

    /// `.bordered` fills with the accent colour at 15 % (SwiftUI's tinted fill for bordered buttons).
    static let borderedFillOpacity = 0.15

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // A destructive button is drawn in system red whatever the tint (SwiftUI's `role`).
        let accent = role == .destructive ? Color.red : environment.accentColor
        var view: any ViewNode
        let metrics = Self.borderedMetrics(environment.controls.controlSize)
        let insets = EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)
        switch environment.controls.buttonStyle.kind {
        case .automatic, .borderless:
            view = label.foregroundColor(accent)
        case .plain:
            view = label
        case .bordered:
            view = metrics.font.map { label.font($0) as any ViewNode } ?? label
            view = view.foregroundColor(accent).padding(insets)
                .background(Self.plate(environment.controls.buttonBorderShape, cornerRadius: metrics.cornerRadius,
                                       fill: accent.opacity(Self.borderedFillOpacity)))
        case .borderedProminent:
            view = (metrics.font.map { label.font($0) as any ViewNode } ?? label).foregroundColor(.white).padding(insets)
                .background(Self.plate(environment.controls.buttonBorderShape, cornerRadius: metrics.cornerRadius, fill: accent))
        }
        return try view.resolveSingle(in: environment)
    }
}

/// What a button does, as far as drawing goes: `.destructive` buttons are red.
public enum ButtonRole: Hashable, Sendable, CaseIterable {
    case destructive, cancel
}

/// How a button is drawn: `.automatic`, `.borderless`, `.plain`, `.bordered`, `.borderedProminent`.
public struct ButtonStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, borderless, plain, bordered, borderedProminent }
    let kind: Kind

    public static let automatic = ButtonStyle(kind: .automatic)
    public static let borderless = ButtonStyle(kind: .borderless)
    public static let plain = ButtonStyle(kind: .plain)
    public static let bordered = ButtonStyle(kind: .bordered)
    public static let borderedProminent = ButtonStyle(kind: .borderedProminent)
}
