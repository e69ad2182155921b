import LoomGraphics

/// A button, drawn at rest. Its label is tinted with the accent colour (`.automatic`,
/// `.borderless`), set on an accent-tinted rounded rectangle (`.bordered`), on an accent fill in
/// white (`.borderedProminent`), or left in the primary colour (`.plain`), as iOS 17 draws them.
/// Below `.disabled(true)` the label is grey and a bordered style's fill a light grey.
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

    /// `Button(configuration)` inside a `PrimitiveButtonStyle`'s `makeBody`: the button the style
    /// was given, drawn by the style in effect outside that one.
    public init(_ configuration: ButtonStyleConfiguration) {
        self.init(role: configuration.role, label: configuration.label)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // A destructive button is drawn in system red whatever the tint (SwiftUI's `role`); a
        // disabled one in grey whatever both.
        let accent = !environment.isEnabled ? ControlPalette.disabledLabel : role == .destructive ? Color.red : environment.accentColor
        var view: any ViewNode
        let metrics = Self.borderedMetrics(environment.controls.controlSize)
        let insets = EdgeInsets(top: metrics.vertical, leading: metrics.horizontal, bottom: metrics.vertical, trailing: metrics.horizontal)
        switch environment.controls.buttonStyle.kind {
        case .automatic, .borderless:
            // A foreground style set on the button or around it wins over the tint (and a role's
            // red), as in SwiftUI: `Button("Add") { }.foregroundColor(.black)`.
            view = environment.foregroundStyle == nil ? label.foregroundColor(accent) : label
        case .plain:
            // Untinted, but greyed when disabled, as the tinted styles are.
            view = environment.foregroundStyle == nil && !environment.isEnabled ? label.foregroundColor(accent) : label
        case .bordered, .borderedProminent:
            let prominent = environment.controls.buttonStyle.kind == .borderedProminent
            // Disabled, both bordered styles draw UIKit's disabled button: a grey label on a grey fill.
            let fill = !environment.isEnabled ? ControlPalette.disabledFill
                : prominent ? accent : accent.opacity(Self.borderedFillOpacity)
            view = metrics.font.map { label.font($0) as any ViewNode } ?? label
            view = view.foregroundColor(prominent && environment.isEnabled ? .white : accent).padding(insets)
                .background(Self.plate(environment.controls.buttonBorderShape, cornerRadius: metrics.cornerRadius, fill: fill))
        case .custom(let style, let outer):
            // A style of the script's own: its body replaces the button, given the label as it is
            // (untinted: only the built-in styles tint it) and `isPressed` false, as at rest. The
            // body sees the style in effect outside it, which `Button(configuration)` draws with.
            var inner = environment
            inner.controls.buttonStyle = ButtonStyle(kind: outer)
            return try style.makeBody(ButtonStyleConfiguration(label: label, isPressed: false, role: role), inner).resolveSingle(in: inner)
        }
        return try view.resolveSingle(in: environment)
    }
}

/// What a button does, as far as drawing goes: `.destructive` buttons are red.
public enum ButtonRole: Hashable, Sendable, CaseIterable {
    case destructive, cancel
}

/// How a button is drawn: `.automatic`, `.borderless`, `.plain`, `.bordered`, `.borderedProminent`,
/// or a style made outside LoomUI (a script's `ButtonStyle` or `PrimitiveButtonStyle`).
public struct ButtonStyle: Hashable, Sendable {
    indirect enum Kind: Hashable, Sendable {
        case automatic, borderless, plain, bordered, borderedProminent
        /// A custom style, and the style in effect outside it.
        case custom(CustomButtonStyle, outer: Kind)
    }
    let kind: Kind

    /// A custom style; `.buttonStyle(_:)` records the style it replaces as its outer one.
    public static func custom(_ style: CustomButtonStyle) -> ButtonStyle {
        ButtonStyle(kind: .custom(style, outer: .automatic))
    }

    public static let automatic = ButtonStyle(kind: .automatic)
    public static let borderless = ButtonStyle(kind: .borderless)
    public static let plain = ButtonStyle(kind: .plain)
    public static let bordered = ButtonStyle(kind: .bordered)
    public static let borderedProminent = ButtonStyle(kind: .borderedProminent)
}

/// What a button style's `makeBody(configuration:)` is given (SwiftUI's `ButtonStyleConfiguration`
/// and `PrimitiveButtonStyleConfiguration`): the label, whether it is pressed (never, in a
/// picture) and the button's role.
public struct ButtonStyleConfiguration {
    public var label: any ViewNode
    public var isPressed: Bool
    public var role: ButtonRole?

    public init(label: any ViewNode, isPressed: Bool = false, role: ButtonRole? = nil) {
        self.label = label
        self.isPressed = isPressed
        self.role = role
    }
}

/// A button style made outside LoomUI: it builds the body that replaces a button, for its
/// configuration, in the environment the button is resolved in. Two styles are the same style
/// when they are the same object.
public final class CustomButtonStyle: Hashable, @unchecked Sendable {
    public let name: String
    public let makeBody: (ButtonStyleConfiguration, EnvironmentValues) throws -> any ViewNode

    public init(name: String, makeBody: @escaping (ButtonStyleConfiguration, EnvironmentValues) throws -> any ViewNode) {
        self.name = name
        self.makeBody = makeBody
    }

    public static func == (a: CustomButtonStyle, b: CustomButtonStyle) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
