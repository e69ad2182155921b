import Foundation
import LoomGraphics

/// `.gaugeStyle(_:)`: iOS's linear bar (the default), or the accessory styles widgets use.
public enum GaugeStyle: Sendable, Equatable, CaseIterable {
    case automatic, linearCapacity, accessoryLinear, accessoryLinearCapacity, accessoryCircular, accessoryCircularCapacity
}

/// A gauge showing `value` within `bounds`, in the tint colour.
/// - linear (`.automatic`, `.linearCapacity`, `.accessoryLinearCapacity`): the label over a 4 pt
///   capsule filled up to the value, the value labels at its ends;
/// - `.accessoryLinear`: the same track, thinner, with a dot at the value instead of a fill;
/// - `.accessoryCircular`: a 56 pt ring open at the bottom, a dot at the value, the current value
///   (else the label) in the middle and the bounds' labels in the opening;
/// - `.accessoryCircularCapacity`: a closed ring filled clockwise from the top, the current value inside.
public struct Gauge: LeafView {
    public var value: Double
    public var bounds: ClosedRange<Double>
    public var label: any ViewNode
    public var currentValueLabel: (any ViewNode)?
    public var minimumValueLabel: (any ViewNode)?
    public var maximumValueLabel: (any ViewNode)?

    public init(value: Double, in bounds: ClosedRange<Double> = 0...1, label: any ViewNode,
                currentValueLabel: (any ViewNode)? = nil, minimumValueLabel: (any ViewNode)? = nil, maximumValueLabel: (any ViewNode)? = nil) {
        self.value = value
        self.bounds = bounds
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.minimumValueLabel = minimumValueLabel
        self.maximumValueLabel = maximumValueLabel
    }

    static let trackHeight = 4.0
    static let ringDiameter = 56.0
    static let ringWidth = 6.0

    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, value.isFinite else { return 0 }
        return min(max((value - bounds.lowerBound) / span, 0), 1)
    }

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let tint = environment.accentColor
        // A gradient tint runs along the gauge: its first stop at the low end, its last at the high.
        let gradient = environment.controls.tintStyle?.gradientStops
        switch environment.controls.gaugeStyle {
        case .automatic, .linearCapacity, .accessoryLinearCapacity: return try linear(tint, gradient, filled: true).resolveSingle(in: environment)
        case .accessoryLinear: return try linear(tint, gradient, filled: false).resolveSingle(in: environment)
        case .accessoryCircular: return try circular(tint, gradient).resolveSingle(in: environment)
        case .accessoryCircularCapacity: return try capacityRing(tint, gradient).resolveSingle(in: environment)
        }
    }

    private func linear(_ tint: Color, _ gradient: Gradient?, filled: Bool) -> any ViewNode {
        let fraction = fraction
        let track = GeometryReader { proxy in
            let width = proxy.size.width
            let barWidth = max(width * fraction, Self.trackHeight)
            // The fill shows the part of a gradient laid over the whole track that it covers.
            let fill: any ShapeStyle = gradient.map {
                LinearGradient(gradient: $0, startPoint: .leading, endPoint: UnitPoint(x: width / barWidth, y: 0.5))
            } ?? tint
            let bar: any ViewNode = filled
                ? Capsule().fill(fill).frame(width: barWidth, height: Self.trackHeight)
                : Circle().fill(tint).frame(width: Self.trackHeight * 2, height: Self.trackHeight * 2)
                    .offset(x: max(min(width * fraction - Self.trackHeight, width - Self.trackHeight * 2), 0))
            return ZStack(alignment: .leading, content: [
                Capsule().fill(tint.opacity(0.2)).frame(width: width, height: Self.trackHeight), bar,
            ]).frame(width: width, height: Self.trackHeight * 2)
        }.frame(height: Self.trackHeight * 2)
        var top: [any ViewNode] = [label]
        if let currentValueLabel { top += [Spacer(), currentValueLabel.foregroundColor(ControlPalette.secondaryLabel)] }
        let row = HStack(content: [minimumValueLabel, track, maximumValueLabel].compactMap { $0 })
        return VStack(alignment: .leading, spacing: 4, content: [HStack(content: top), row])
    }

    private func ringPath(from start: Double, to end: Double, style: any ShapeStyle = ForegroundStyle()) -> any ViewNode {
        ClosureShape(name: "GaugeRing") { rect in
            var path = Path()
            let radius = (min(rect.width, rect.height) - Self.ringWidth) / 2
            path.addArc(center: Point(x: rect.midX, y: rect.midY), radius: radius, startAngle: start, endAngle: end, clockwise: false)
            return path
        }.stroke(style, style: StrokeStyle(lineWidth: Self.ringWidth, lineCap: .round))
    }

    /// A ring from `start` to `end` in the tint: a gradient swept along it at full strength, or
    /// the tint's colour faded to `opacity`.
    private func ring(from start: Double, to end: Double, _ tint: Color, _ gradient: Gradient?, opacity: Double) -> any ViewNode {
        guard let gradient else { return ringPath(from: start, to: end).foregroundColor(tint.opacity(opacity)) }
        return ringPath(from: start, to: end, style: AngularGradient(gradient: gradient, startAngle: .radians(start), endAngle: .radians(end)))
    }

    private func circular(_ tint: Color, _ gradient: Gradient?) -> any ViewNode {
        // The ring runs 270° clockwise from the lower left (135°) to the lower right (405°).
        let start = 135.0 * .pi / 180, sweep = 270.0 * .pi / 180
        let at = start + sweep * fraction
        let radius = (Self.ringDiameter - Self.ringWidth) / 2
        let dot = Circle().strokeBorder(Color.white, lineWidth: 1.5).background(Circle().fill(tint))
            .frame(width: Self.ringWidth + 2, height: Self.ringWidth + 2)
            .offset(x: radius * cos(at), y: radius * sin(at))
        var layers: [any ViewNode] = [ring(from: start, to: start + sweep, tint, gradient, opacity: 0.3), dot]
        layers.append((currentValueLabel ?? label).font(.system(size: 15, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
            .frame(width: Self.ringDiameter - Self.ringWidth * 3))
        var ends: [any ViewNode] = []
        if let minimumValueLabel { ends.append(minimumValueLabel) }
        ends.append(Spacer())
        if let maximumValueLabel { ends.append(maximumValueLabel) }
        if ends.count > 1 {
            layers.append(HStack(content: ends).font(.system(size: 10)).frame(width: Self.ringDiameter - 8)
                .frame(maxHeight: .infinity, alignment: .bottom))
        }
        return ZStack(content: layers).frame(width: Self.ringDiameter, height: Self.ringDiameter)
    }

    private func capacityRing(_ tint: Color, _ gradient: Gradient?) -> any ViewNode {
        let top = -Double.pi / 2
        return ZStack(content: [
            ringPath(from: top, to: top + 2 * .pi).foregroundColor(tint.opacity(0.3)),
            ring(from: top, to: top + 2 * .pi * fraction, tint, gradient, opacity: 1),
            (currentValueLabel ?? label).font(.system(size: 15, weight: .medium)).lineLimit(1).minimumScaleFactor(0.5)
                .frame(width: Self.ringDiameter - Self.ringWidth * 3),
        ]).frame(width: Self.ringDiameter, height: Self.ringDiameter)
    }
}

extension ViewNode {
    /// How gauges below this view are drawn.
    public func gaugeStyle(_ style: GaugeStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { $0.controls.gaugeStyle = style }
    }
}
