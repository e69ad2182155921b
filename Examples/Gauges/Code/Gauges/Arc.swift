import SwiftUI

/// A ring segment from the top, clockwise, covering `fraction` of a turn.
public struct Arc: InsettableShape {
    public var fraction: CGFloat
    var insetAmount: CGFloat = 0

    public init(fraction: CGFloat) {
        self.fraction = fraction
    }

    public func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2 - insetAmount
        let length = 2 * .pi * radius * fraction
        var path = Path()
        guard length > 0 else { return path }
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: radius,
                    startAngle: .degrees(-90), endAngle: .degrees(-90 + 360 * Double(fraction)), clockwise: false)
        return path
    }

    public func inset(by amount: CGFloat) -> some InsettableShape {
        var arc = self
        arc.insetAmount += amount
        return arc
    }
}
