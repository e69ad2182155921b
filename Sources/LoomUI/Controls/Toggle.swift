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
        let onColor = environment.controls.tint ?? ControlPalette.switchOn
        let track = Capsule().fill(isOn ? onColor : ControlPalette.secondaryFill)
        let knob = controlKnob(diameter: Self.knobDiameter).padding(Self.knobInset)
        let switchView = ZStack(alignment: isOn ? .trailing : .leading, content: [track, knob])
            .frame(width: Self.trackSize.width, height: Self.trackSize.height)
        if environment.controls.labelsHidden { return try switchView.resolveSingle(in: environment) }
        return try HStack(content: [label, Spacer(), switchView]).resolveSingle(in: environment)
    }
}
