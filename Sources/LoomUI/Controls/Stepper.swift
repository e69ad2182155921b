import LoomGraphics

/// A stepper with its label: the label leading, the −/+ pair trailing, filling the width it is
/// offered like SwiftUI's on iOS. At an end of `bounds` the button that would leave it is dimmed.
public struct Stepper: LeafView {
    public var label: any ViewNode
    public var value: Double
    public var bounds: ClosedRange<Double>?
    public var step: Double

    public init(title: String, value: Double, in bounds: ClosedRange<Double>? = nil, step: Double = 1) {
        self.init(label: Text(title), value: value, in: bounds, step: step)
    }

    public init(_ title: String, value: Double, in bounds: ClosedRange<Double>? = nil, step: Double = 1) {
        self.init(title: title, value: value, in: bounds, step: step)
    }

    public init(label: any ViewNode, value: Double, in bounds: ClosedRange<Double>? = nil, step: Double = 1) {
        self.label = label
        self.value = value
        self.bounds = bounds
        self.step = step
    }

    /// `UIStepper` on iOS 13–17: 94 × 32 pt, two 47 pt halves on a tertiary-fill rounded rectangle
    /// with 8 pt corners, split by a 1 pt separator 18 pt tall; the glyphs are 14 pt bars 2 pt
    /// thick in the label colour (measured from simulator screenshots at 3×).
    static let size = Size(width: 94, height: 32)
    static let cornerRadius = 8.0
    static let separatorSize = Size(width: 1, height: 18)
    static let glyphLength = 14.0
    static let glyphThickness = 2.0

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        // A disabled stepper greys both glyphs, as UIKit greys the end of a range.
        let canDecrement = environment.isEnabled && (bounds.map { value > $0.lowerBound } ?? true)
        let canIncrement = environment.isEnabled && (bounds.map { value < $0.upperBound } ?? true)
        let half = (Self.size.width - Self.separatorSize.width) / 2
        func bar(_ width: Double, _ height: Double) -> any ViewNode {
            RoundedRectangle(cornerRadius: Self.glyphThickness / 2).frame(width: width, height: height)
        }
        let minus = bar(Self.glyphLength, Self.glyphThickness)
            .foregroundColor(canDecrement ? .primary : ControlPalette.tertiaryLabel)
        let plus = ZStack(content: [bar(Self.glyphLength, Self.glyphThickness), bar(Self.glyphThickness, Self.glyphLength)])
            .foregroundColor(canIncrement ? .primary : ControlPalette.tertiaryLabel)
        let control = HStack(spacing: 0, content: [
            minus.frame(width: half, height: Self.size.height),
            ControlPalette.separator.frame(width: Self.separatorSize.width, height: Self.separatorSize.height),
            plus.frame(width: half, height: Self.size.height),
        ])
        .background(RoundedRectangle(cornerRadius: Self.cornerRadius).fill(ControlPalette.tertiaryFill))
        if environment.controls.labelsHidden { return try control.resolveSingle(in: environment) }
        return try HStack(content: [label, Spacer(), control]).resolveSingle(in: environment)
    }
}
