import LoomGraphics

/// A horizontal slider at `value` within `bounds`: a 4 pt track, filled with the accent colour up
/// to a white 28 pt thumb. It fills the width it is offered, like `UISlider`. Value labels, when
/// given, sit at the track's two ends as `UISlider`'s minimum and maximum value images do.
public struct Slider: LeafView {
    public var value: Double
    public var bounds: ClosedRange<Double>
    public var minimumValueLabel: (any ViewNode)?
    public var maximumValueLabel: (any ViewNode)?

    public init(value: Double, in bounds: ClosedRange<Double> = 0...1,
                minimumValueLabel: (any ViewNode)? = nil, maximumValueLabel: (any ViewNode)? = nil) {
        self.value = value
        self.bounds = bounds
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    /// `UISlider` on iOS 17: a 4 pt track with round ends, a 28 pt thumb, a 30 pt tall control
    /// (Interface Builder's default slider is 118 × 30 pt; SwiftUI's Slider has no ideal width of
    /// its own, so that width stands in when none is offered).
    static let trackHeight = 4.0
    static let thumbDiameter = 28.0
    static let height = 30.0
    static let idealWidth = 118.0

    /// Where the thumb sits, 0…1; values outside the range are clamped.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let accent = environment.accentColor
        let fraction = fraction
        let reader = GeometryReader { proxy in
            let width = proxy.size.width
            let travel = max(width - Self.thumbDiameter, 0)
            let centre = Self.thumbDiameter / 2 + travel * fraction
            return ZStack(alignment: .leading, content: [
                Capsule().fill(ControlPalette.sliderTrack).frame(width: width, height: Self.trackHeight),
                Capsule().fill(accent).frame(width: centre, height: Self.trackHeight),
                controlKnob(diameter: Self.thumbDiameter).offset(x: travel * fraction),
            ]).frame(width: width, height: Self.height)
        }
        let track = reader
            .frame(idealWidth: Self.idealWidth, maxWidth: .infinity)
            .frame(height: Self.height)
            .opacity(environment.isEnabled ? 1 : ControlPalette.disabledControlOpacity)
        guard minimumValueLabel != nil || maximumValueLabel != nil else { return try track.resolveSingle(in: environment) }
        // The value labels keep their ideal size; the track takes the rest.
        let ends: [any ViewNode] = [minimumValueLabel, track, maximumValueLabel].compactMap { $0 }
        return try HStack(content: ends).resolveSingle(in: environment)
    }
}
