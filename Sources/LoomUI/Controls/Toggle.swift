import LoomGraphics

/// A switch with its label: the label leading, the switch trailing, filling the width it is
/// offered, as SwiftUI's default toggle style does on iOS. Drawn in its `isOn` state.
public struct Toggle: LeafView {
    public var label: any ViewNode
    public var isOn: Bool

    public init(title: String, isOn: Bool) {
        self.init(label: Text(title), isOn: isOn)
    }

    public init(_ title: String, isOn: Bool) {
        self.init(title: title, isOn: isOn)
    }

    public init(isOn: Bool, label: any ViewNode) {
        self.init(label: label, isOn: isOn)
    }

    public init(label: any ViewNode, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }

    /// `UISwitch`'s fixed size (UIKit documentation: 51 × 31 pt) and its 27 pt knob inset by 2 pt.
    static let trackSize = Size(width: 51, height: 31)
    static let knobDiameter = 27.0
    static let knobInset = 2.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        switch environment.controls.toggleStyle {
        case .automatic, .switch:
            return try switchNode(in: environment)
        case .button:
            // A button that shows its state: tinted like a bordered button when on, a plain
            // tinted label when off.
            var inner = environment
            inner.controls.buttonStyle = isOn ? .bordered : .automatic
            return try Button(label: label).resolveSingle(in: inner)
        case .custom(let style, let outer):
            // The style's body replaces the toggle; inside it, `Toggle(configuration)` draws with
            // the style in effect outside this one.
            var inner = environment
            inner.controls.toggleStyle = outer
            return try style.makeBody(ToggleStyleConfiguration(label: label, isOn: isOn), inner).resolveSingle(in: inner)
        }
    }

    /// `Toggle(configuration)` inside a `ToggleStyle`'s `makeBody`: the toggle the style was given.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(label: configuration.label, isOn: configuration.isOn)
    }

    private func switchNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let onColor = environment.controls.tint ?? ControlPalette.switchOn
        let track = Capsule().fill(isOn ? onColor : ControlPalette.secondaryFill)
        let knob = controlKnob(diameter: Self.knobDiameter).padding(Self.knobInset)
        let switchView = ZStack(alignment: isOn ? .trailing : .leading, content: [track, knob])
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
            .opacity(environment.isEnabled ? 1 : ControlPalette.disabledControlOpacity)
        if environment.controls.labelsHidden { return try switchView.resolveSingle(in: environment) }
        return try HStack(content: [label, Spacer(), switchView]).resolveSingle(in: environment)
    }
}

/// What a toggle style's `makeBody(configuration:)` is given: the label and the state (SwiftUI's
/// `ToggleStyleConfiguration`; a picture never flips it).
public struct ToggleStyleConfiguration {
    public var label: any ViewNode
    public var isOn: Bool

    public init(label: any ViewNode, isOn: Bool) {
        self.label = label
        self.isOn = isOn
    }
}

/// A toggle style made outside LoomUI (a script's `ToggleStyle`): the body that replaces a toggle.
public typealias CustomToggleStyle = CustomStyle<ToggleStyleConfiguration>

/// SwiftUI's toggle styles on iOS: the switch (also `.automatic`), the button, or a custom one
/// that knows the style in effect outside it.
public indirect enum ToggleStyle {
    case automatic, `switch`, button
    case custom(CustomToggleStyle, outer: ToggleStyle)
}

extension ViewNode {
    /// How toggles below this view are drawn.
    public func toggleStyle(_ style: ToggleStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            if case .custom(let custom, _) = style {
                environment.controls.toggleStyle = .custom(custom, outer: environment.controls.toggleStyle)
            } else {
                environment.controls.toggleStyle = style
            }
        }
    }
}
