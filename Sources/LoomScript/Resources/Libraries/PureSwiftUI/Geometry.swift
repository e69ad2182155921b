// PureSwiftUI — geometry conveniences: points, angles, rects and paths.
import SwiftUI

extension CGPoint {
    /// A point with both coordinates set to `value`: `.point(1)` is `(1, 1)`.
    static func point(_ value: CGFloat) -> CGPoint {
        CGPoint(x: value, y: value)
    }

    /// A point on the x axis: `.x(1)` is `(1, 0)`.
    static func x(_ value: CGFloat) -> CGPoint {
        CGPoint(x: value, y: 0)
    }

    /// A point on the y axis: `.y(1)` is `(0, 1)`.
    static func y(_ value: CGFloat) -> CGPoint {
        CGPoint(x: 0, y: value)
    }

    func offset(_ dx: CGFloat, _ dy: CGFloat) -> CGPoint {
        CGPoint(x: x + dx, y: y + dy)
    }
}

extension CGSize {
    static func square(_ side: CGFloat) -> CGSize {
        CGSize(width: side, height: side)
    }
}

extension Int {
    var degrees: Angle { Angle(degrees: Double(self)) }
    var radians: Angle { Angle(radians: Double(self)) }
    var asString: String { "\(self)" }
    var asDouble: Double { Double(self) }
    var asCGFloat: CGFloat { CGFloat(self) }
}

extension Double {
    var degrees: Angle { Angle(degrees: self) }
    var radians: Angle { Angle(radians: self) }
    var asString: String { "\(self)" }
    var asCGFloat: CGFloat { CGFloat(self) }

    /// A random value from zero up to this value (`1.0.random()` is in `0...1`).
    func random() -> Double {
        self * Double(CGFloat.random(in: 0...1))
    }

    /// A random fraction in `0...1`.
    static func random() -> Double {
        Double(CGFloat.random(in: 0...1))
    }
}

extension Angle {
    // PureSwiftUI measures direction angles clockwise from the top, like a compass.
    static let top = Angle(degrees: 0)
    static let topTrailing = Angle(degrees: 45)
    static let trailing = Angle(degrees: 90)
    static let bottomTrailing = Angle(degrees: 135)
    static let bottom = Angle(degrees: 180)
    static let bottomLeading = Angle(degrees: 225)
    static let leading = Angle(degrees: 270)
    static let topLeading = Angle(degrees: 315)
}

extension CGRect {
    var center: CGPoint { CGPoint(x: midX, y: midY) }
    var top: CGPoint { CGPoint(x: midX, y: minY) }
    var bottom: CGPoint { CGPoint(x: midX, y: maxY) }
    var leading: CGPoint { CGPoint(x: minX, y: midY) }
    var trailing: CGPoint { CGPoint(x: maxX, y: midY) }
    var topLeading: CGPoint { CGPoint(x: minX, y: minY) }
    var topTrailing: CGPoint { CGPoint(x: maxX, y: minY) }
    var bottomLeading: CGPoint { CGPoint(x: minX, y: maxY) }
    var bottomTrailing: CGPoint { CGPoint(x: maxX, y: maxY) }

    /// The rect shrunk by `amount` on every side.
    func inset(_ amount: CGFloat) -> CGRect {
        insetBy(dx: amount, dy: amount)
    }

    func inset(_ dx: CGFloat, _ dy: CGFloat) -> CGRect {
        insetBy(dx: dx, dy: dy)
    }
}

extension Path {
    mutating func move(_ point: CGPoint) {
        move(to: point)
    }

    mutating func line(_ point: CGPoint) {
        addLine(to: point)
    }

    mutating func lines(_ points: [CGPoint]) {
        addLines(points)
    }

    mutating func ellipse(_ rect: CGRect) {
        addEllipse(in: rect)
    }

    mutating func rect(_ rect: CGRect) {
        addRect(rect)
    }
}
