import Foundation
import LoomGraphics

/// Progress: a linear bar filled to `value / total` when a value is given, else the spinning
/// activity indicator, drawn at rest. A title goes above the bar, or below the spinner.
public struct ProgressView: LeafView {
    public var title: String?
    public var value: Double?
    public var total: Double

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

    /// `UIProgressView` (iOS 14+): a 4 pt bar with round ends, `systemFill` track, accent fill.
    static let barHeight = 4.0
    /// Between a title and the bar (SwiftUI's linear style stacks them with 4 pt).
    static let titleSpacing = 4.0
    /// `UIActivityIndicatorView.Style.medium`: 20 × 20 pt, 8 spokes.
    static let spinnerSize = 20.0
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

    func makeNode(in environment: EnvironmentValues) throws -> LayoutNode {
        let view: any ViewNode
        if value != nil {
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
            if let title {
                view = VStack(alignment: .leading, spacing: Self.titleSpacing, content: [Text(title), bar])
            } else {
                view = bar
            }
        } else {
            let spokes: [any ViewNode] = (0..<Self.spokeCount).map { index in
                // The leading spoke points straight up; the rest trail it counterclockwise.
                let opacity = 1 - Double(index) / Double(Self.spokeCount) * 0.85
                return SpinnerSpoke(angle: -Double(index) * 2 * .pi / Double(Self.spokeCount))
                    .fill(ControlPalette.systemGray.opacity(opacity))
            }
            let spinner = ZStack(content: spokes).frame(width: Self.spinnerSize, height: Self.spinnerSize)
            if let title {
                view = VStack(spacing: 8, content: [spinner, Text(title).foregroundColor(ControlPalette.secondaryLabel)])
            } else {
                view = spinner
            }
        }
        return try view.resolveSingle(in: environment)
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
