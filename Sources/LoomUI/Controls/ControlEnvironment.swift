import LoomGraphics

/// What controls read from the environment: the accent colour and the chosen styles. Set with
/// `.tint(_:)`, `.buttonStyle(_:)`, `.pickerStyle(_:)`, `.textFieldStyle(_:)` and `.listStyle(_:)`, which apply to
/// every control below the view they modify, as in SwiftUI.
public struct ControlEnvironment {
    public var tint: Color?
    /// A tint that is not a colour (a gradient), for the controls that can draw it; `tint` then
    /// holds the colour the others use.
    public var tintStyle: (any ShapeStyle)?
    public var buttonStyle: ButtonStyle = .automatic
    public var pickerStyle: PickerStyle = .automatic
    public var textFieldStyle: TextFieldStyle = .automatic
    public var listStyle: ListStyle = .automatic
    public var labelStyle: LabelStyle = .automatic
    public var tabViewStyle: TabViewStyle = .automatic
    public var datePickerStyle: DatePickerStyle = .automatic
    public var controlSize: ControlSize = .regular
    public var controlGroupStyle: ControlGroupStyle = .automatic
    public var gaugeStyle: GaugeStyle = .automatic
    public var progressViewStyle: ProgressViewStyle = .automatic
    public var toggleStyle: ToggleStyle = .automatic
    public var buttonBorderShape: ButtonBorderShape = .automatic
    /// Inside a List or Form, rows draw the way cells do (a menu picker shows its label, …).
    var isInList = false
    /// `.labelsHidden()`: toggles, steppers and pickers below draw their control without the
    /// title label, and stop filling the width the label and spacer took.
    public var labelsHidden = false

    public init() {}
}

/// SwiftUI's `ButtonBorderShape`: what a bordered button's fill is shaped as.
public enum ButtonBorderShape: Sendable, Hashable { case automatic, capsule, circle, roundedRectangle(radius: Double?) }

/// SwiftUI's `ControlSize`.
public enum ControlSize: Sendable, Hashable, CaseIterable { case mini, small, regular, large, extraLarge }

extension EnvironmentValues {
    /// The accent colour controls are drawn in: `.tint(_:)` or system blue.
    var accentColor: Color { controls.tint ?? ControlPalette.accent }
}

extension ViewNode {
    /// The accent colour of controls below this view (SwiftUI's `tint`); nil restores system blue.
    public func tint(_ color: Color?) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.tint = color; $0.controls.tintStyle = nil }
    }

    /// A tint of any shape style (iOS 16): gauges and `.tint` shape styles draw a gradient as it
    /// is; every other control uses its first stop's colour.
    public func tint(_ style: (any ShapeStyle)?) -> EnvironmentModifierView {
        if let color = style as? Color { return tint(color) }
        return EnvironmentModifierView(content: self) { $0.controls.tint = style?.approximateColor; $0.controls.tintStyle = style }
    }

    /// How buttons below this view are drawn.
    public func buttonStyle(_ style: ButtonStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            if case .custom(let custom, _) = style.kind {
                environment.controls.buttonStyle = ButtonStyle(kind: .custom(custom, outer: environment.controls.buttonStyle.kind))
            } else {
                environment.controls.buttonStyle = style
            }
        }
    }

    /// How pickers below this view are drawn.
    public func pickerStyle(_ style: PickerStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.pickerStyle = style }
    }

    /// Hides the title labels of the controls below this view, keeping only the controls.
    public func labelsHidden() -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.labelsHidden = true }
    }

    /// The shape bordered buttons below this view sit on.
    public func buttonBorderShape(_ shape: ButtonBorderShape) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.buttonBorderShape = shape }
    }

    /// The size of the controls below this view (bordered buttons draw it).
    public func controlSize(_ size: ControlSize) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.controlSize = size }
    }

    /// How text fields below this view are drawn.
    public func textFieldStyle(_ style: TextFieldStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.textFieldStyle = style }
    }
}
