import Foundation
import LoomGraphics

/// Progress: a linear bar filled to `value / total` when a value is given, else the spinning
/// activity indicator, drawn at rest. A label goes above the bar, or below the spinner; a current
/// value label below the bar. `.progressViewStyle(_:)` chooses the bar, the spinner or a
/// script's own `makeBody(configuration:)`.
public struct ProgressView: ViewNode {
    public var title: String?
    public var value: Double?
    public var total: Double
    /// A label view (`ProgressView(value:total:) { label }`); a title is drawn as a Text label.
    public var label: (any ViewNode)?
    public var currentValueLabel: (any ViewNode)?

    /// The indeterminate spinner.
    public init() {
        self.init(title: nil, value: nil)
    }

    public init(_ title: String) {
        self.init(title: title, value: nil)
    }

    public init(value: Double?, total: Double = 1) {
        self.init(title: nil, value: value, total: total)
    }

    public init(_ title: String, value: Double?, total: Double = 1) {
        self.init(title: title, value: value, total: total)
    }

    public init(title: String?, value: Double?, total: Double = 1) {
        self.title = title
        self.value = value
        self.total = total
    }

    public init(value: Double?, total: Double = 1, label: (any ViewNode)?, currentValueLabel: (any ViewNode)? = nil) {
        self.init(title: nil, value: value, total: total)
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    /// `ProgressView(configuration)` inside a style's `makeBody`: the progress view the style
    /// was given, drawn by the style in effect outside that one.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(value: configuration.fractionCompleted, label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }

    /// `UIProgressView` (iOS 14+): a 4 pt bar with round ends, `systemFill` track, accent fill.
    static let barHeight = 4.0
    /// Between a title and the bar (SwiftUI's linear style stacks them with 4 pt).
    static let titleSpacing = 4.0
    /// `UIActivityIndicatorView.Style.medium`: 20 × 20 pt, 8 spokes.
    public static let spinnerSize = 20.0
    /// `UIActivityIndicatorView.Style.large`: 37 × 37 pt.
    public static let largeSpinnerSize = 37.0
    static let spokeCount = 8
    /// Spoke geometry measured from the iOS 17 simulator: from 4.5 pt to 9.5 pt out from the
    /// centre, 2.5 pt thick at the rim tapering to 1.8 pt inside, round ends; the leading spoke
    /// is opaque and each one behind it fades (systemGray).
    static let spokeInnerRadius = 4.5
    static let spokeOuterRadius = 9.5
    static let spokeOuterWidth = 2.5
    static let spokeInnerWidth = 1.8

    var fraction: Double {
        guard let value, total > 0, value.isFinite else { return 0 }
        return min(max(value / total, 0), 1)
    }

    /// The label as a view: the label view, else the title as text.
    var labelView: (any ViewNode)? { label ?? title.map { Text($0) } }

    public var configuration: ProgressViewStyleConfiguration {
        ProgressViewStyleConfiguration(label: labelView, currentValueLabel: currentValueLabel, fractionCompleted: value == nil ? nil : fraction)
    }

    public func resolve(in environment: EnvironmentValues) throws -> [LayoutNode] {
        let view: any ViewNode
        switch environment.controls.progressViewStyle {
        case .custom(let style, let outer):
            // The style's body sees the style in effect outside it: `ProgressView(configuration)` draws with that.
            var inner = environment
            inner.controls.progressViewStyle = outer
            return try style.makeBody(configuration, inner).resolve(in: inner)
        case .linear: view = linear(in: environment)
        case .circular: view = circular()
        case .automatic: view = value != nil ? linear(in: environment) : circular()
        }
        return [try view.resolveSingle(in: environment)]
    }

    /// The bar, with the label above it and the current value label below (secondary, as iOS
    /// draws the linear style's); without a value the track is empty.
    private func linear(in environment: EnvironmentValues) -> any ViewNode {
        let fraction = fraction
        let accent = environment.accentColor
        let bar = GeometryReader { proxy in
            ZStack(alignment: .leading, content: [
                Capsule().fill(ControlPalette.systemFill).frame(width: proxy.size.width, height: Self.barHeight),
                Capsule().fill(accent).frame(width: proxy.size.width * fraction, height: Self.barHeight),
            ])
        }
        .frame(idealWidth: Slider.idealWidth, maxWidth: .infinity)
        .frame(height: Self.barHeight)
        let parts: [any ViewNode] = [labelView, bar, currentValueLabel.map { $0.font(.caption).foregroundColor(ControlPalette.secondaryLabel) }]
            .compactMap { $0 }
        return parts.count == 1 ? bar : VStack(alignment: .leading, spacing: Self.titleSpacing, content: parts)
    }

    /// The spinner (iOS ignores a value here), with the label below it in secondary text.
    private func circular() -> any ViewNode {
        let spinner = Self.spinner(diameter: Self.spinnerSize, color: nil)
        guard let labelView else { return spinner }
        return VStack(spacing: 8, content: [spinner, labelView.foregroundColor(ControlPalette.secondaryLabel)])
    }

    /// The activity indicator's eight spokes in a `diameter` box, in `color` (systemGray when nil).
    public static func spinner(diameter: Double, color: Color?) -> any ViewNode {
        let spokes: [any ViewNode] = (0..<spokeCount).map { index in
            // The leading spoke points straight up; the rest trail it counterclockwise.
            let opacity = 1 - Double(index) / Double(spokeCount) * 0.85
            return SpinnerSpoke(angle: -Double(index) * 2 * .pi / Double(spokeCount))
                .fill((color ?? ControlPalette.systemGray).opacity(opacity))
        }
        return ZStack(content: spokes).frame(width: diameter, height: diameter)
    }
}

/// What a progress view style's `makeBody(configuration:)` is given (SwiftUI's
/// `ProgressViewStyleConfiguration`): the labels, and the fraction done when it is known.
public struct ProgressViewStyleConfiguration {
    public var label: (any ViewNode)?
    public var currentValueLabel: (any ViewNode)?
    public var fractionCompleted: Double?

    public init(label: (any ViewNode)?, currentValueLabel: (any ViewNode)?, fractionCompleted: Double?) {
        self.label = label
        self.currentValueLabel = currentValueLabel
        self.fractionCompleted = fractionCompleted
    }
}

/// A progress view style made outside LoomUI (a script's `ProgressViewStyle`).
public typealias CustomProgressViewStyle = CustomStyle<ProgressViewStyleConfiguration>

/// SwiftUI's progress view styles: the bar, the spinner, the one a value chooses, or a custom
/// one that knows the style in effect outside it.
public indirect enum ProgressViewStyle {
    case automatic, linear, circular
    case custom(CustomProgressViewStyle, outer: ProgressViewStyle)
}

extension ViewNode {
    /// How progress views below this view are drawn.
    public func progressViewStyle(_ style: ProgressViewStyle) -> EnvironmentModifierView {
        EnvironmentModifierView(content: self) { environment in
            if case .custom(let custom, _) = style {
                environment.controls.progressViewStyle = .custom(custom, outer: environment.controls.progressViewStyle)
            } else {
                environment.controls.progressViewStyle = style
            }
        }
    }
}

/// One tapered spoke of the activity indicator, `angle` radians clockwise from 12 o'clock.
struct SpinnerSpoke: Shape {
    var angle: Double

    func path(in rect: Rect) -> Path {
        let centre = Point(x: rect.midX, y: rect.midY)
        let scale = min(rect.width, rect.height) / ProgressView.spinnerSize
        let (r0, r1) = (ProgressView.spokeInnerRadius * scale, ProgressView.spokeOuterRadius * scale)
        let (w0, w1) = (ProgressView.spokeInnerWidth * scale / 2, ProgressView.spokeOuterWidth * scale / 2)
        // Built pointing up, then turned: a trapezoid with a round cap at each end.
        let (s, c) = (sin(angle), cos(angle))
        func p(_ x: Double, _ y: Double) -> Point {
            Point(x: centre.x + x * c - y * s, y: centre.y + x * s + y * c)
        }
        let k = 0.5523
        return Path { path in
            path.move(to: p(-w0, -r0))
            path.addLine(to: p(-w1, -r1))
            path.addCurve(to: p(0, -r1 - w1), control1: p(-w1, -r1 - w1 * k), control2: p(-w1 * k, -r1 - w1))
            path.addCurve(to: p(w1, -r1), control1: p(w1 * k, -r1 - w1), control2: p(w1, -r1 - w1 * k))
            path.addLine(to: p(w0, -r0))
            path.addCurve(to: p(0, -r0 + w0), control1: p(w0, -r0 + w0 * k), control2: p(w0 * k, -r0 + w0))
            path.addCurve(to: p(-w0, -r0), control1: p(-w0 * k, -r0 + w0), control2: p(-w0, -r0 + w0 * k))
            path.closeSubpath()
        }
    }
}
