import LoomGraphics

/// A menu at rest: the button that opens it. iOS 17 draws the label in the accent colour like a
/// borderless button (a bordered button style, when set, applies to it as to any button); the
/// items appear only when it is tapped, so a picture never shows them.
public struct Menu: LeafView {
    public var label: any ViewNode

    public init(label: any ViewNode) {
        self.label = label
    }

    public init(_ title: String) {
        self.init(label: Text(title))
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        try Button(label: label).resolveSingle(in: environment)
    }
}

/// `.controlGroupStyle(_:)`: drawn as a row of buttons (`.automatic`, `.navigation`) or as a menu
/// button showing the group's label (`.menu`, `.compactMenu`).
public enum ControlGroupStyle: Sendable, Equatable, CaseIterable {
    case automatic, navigation, menu, compactMenu, palette
}

/// A control group outside a menu, as iOS 17 draws it: its controls side by side in one rounded
/// rectangle on the tertiary fill, each taking an equal share, split by hairlines — each control
/// in the accent colour, 8 pt corners, 34 pt tall like a compact segmented control.
public struct ControlGroup: LeafView {
    public var content: [any ViewNode]
    public var label: (any ViewNode)?

    public init(content: [any ViewNode], label: (any ViewNode)? = nil) {
        self.content = content
        self.label = label
    }

    static let height = 34.0
    static let cornerRadius = 8.0
    static let separatorHeight = 18.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        switch environment.controls.controlGroupStyle {
        case .menu, .compactMenu:
            return try Menu(label: label ?? Text("")).resolveSingle(in: environment)
        case .automatic, .navigation, .palette:
            var cells: [any ViewNode] = []
            for (index, control) in content.enumerated() {
                if index > 0 { cells.append(ControlPalette.separator.frame(width: 1, height: Self.separatorHeight)) }
                cells.append(control.buttonStyle(.borderless).lineLimit(1)
                    .padding(.horizontal, 8).frame(maxWidth: .infinity).frame(height: Self.height))
            }
            return try EqualWidthRow(cells: cells)
                .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ControlPalette.tertiaryFill))
                .resolveSingle(in: environment)
        }
    }
}

extension ViewNode {
    /// How control groups below this view are drawn.
    public func controlGroupStyle(_ style: ControlGroupStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.controlGroupStyle = style }
    }
}
