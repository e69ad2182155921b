import Foundation

/// A resolution-independent outline made of subpaths of lines and Bézier curves.
/// Pure geometry: it knows nothing about pixels or Cairo (the canvas replays it).
public struct Path: Hashable, Sendable {
    public enum Element: Hashable, Sendable {
        case move(to: Point)
        case line(to: Point)
        case quadCurve(to: Point, control: Point)
        case curve(to: Point, control1: Point, control2: Point)
        case closeSubpath
    }

    public private(set) var elements: [Element] = []

    public init() {}

    public init(_ build: (inout Path) -> Void) {
        build(&self)
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The point the next element starts from, if any.
    public private(set) var currentPoint: Point?
    private var subpathStart: Point?

    public mutating func move(to p: Point) {
        elements.append(.move(to: p))
        currentPoint = p
        subpathStart = p
    }

    public mutating func addLine(to p: Point) {
        if currentPoint == nil { move(to: p); return }
        elements.append(.line(to: p))
        currentPoint = p
    }

    public mutating func addQuadCurve(to p: Point, control: Point) {
        if currentPoint == nil { move(to: control) }
        elements.append(.quadCurve(to: p, control: control))
        currentPoint = p
    }

    public mutating func addCurve(to p: Point, control1: Point, control2: Point) {
        if currentPoint == nil { move(to: control1) }
        elements.append(.curve(to: p, control1: control1, control2: control2))
        currentPoint = p
    }

    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    public mutating func addRect(_ r: Rect) {
        move(to: Point(x: r.minX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.minY))
        addLine(to: Point(x: r.maxX, y: r.maxY))
        addLine(to: Point(x: r.minX, y: r.maxY))
        closeSubpath()
    }

    /// An ellipse inscribed in `r`, starting at 3 o'clock and running clockwise on screen,
    /// as four cubic Béziers (the standard 4·(√2−1)/3 approximation).
    public mutating func addEllipse(in r: Rect) {
        let k = 0.5522847498307936
        let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
        move(to: Point(x: cx + rx, y: cy))
        addCurve(to: Point(x: cx, y: cy + ry), control1: Point(x: cx + rx, y: cy + k * ry), control2: Point(x: cx + k * rx, y: cy + ry))
        addCurve(to: Point(x: cx - rx, y: cy), control1: Point(x: cx - k * rx, y: cy + ry), control2: Point(x: cx - rx, y: cy + k * ry))
        addCurve(to: Point(x: cx, y: cy - ry), control1: Point(x: cx - rx, y: cy - k * ry), control2: Point(x: cx - k * rx, y: cy - ry))
        addCurve(to: Point(x: cx + rx, y: cy), control1: Point(x: cx + k * rx, y: cy - ry), control2: Point(x: cx + rx, y: cy - k * ry))
        closeSubpath()
    }

    /// A rectangle with circular corners of radius `radius` (clamped to half the shorter side),
    /// clockwise from the top edge, like SwiftUI's `.circular` rounded rectangle.
    public mutating func addRoundedRect(in r: Rect, cornerSize: Size) {
        var rx = Swift.min(Swift.max(cornerSize.width, 0), r.width / 2)
        var ry = Swift.min(Swift.max(cornerSize.height, 0), r.height / 2)
        // Round corners stay round: a radius past half the shorter side is limited to it on both
        // axes (`cornerRadius(40)` on a 34-point bar is a capsule, not a lozenge).
        if cornerSize.width == cornerSize.height { rx = Swift.min(rx, ry); ry = rx }
        guard rx > 0, ry > 0 else { addRect(r); return }
        let k = 0.5522847498307936
        move(to: Point(x: r.minX + rx, y: r.minY))
        addLine(to: Point(x: r.maxX - rx, y: r.minY))
        addCurve(to: Point(x: r.maxX, y: r.minY + ry),
                 control1: Point(x: r.maxX - rx + k * rx, y: r.minY), control2: Point(x: r.maxX, y: r.minY + ry - k * ry))
        addLine(to: Point(x: r.maxX, y: r.maxY - ry))
        addCurve(to: Point(x: r.maxX - rx, y: r.maxY),
                 control1: Point(x: r.maxX, y: r.maxY - ry + k * ry), control2: Point(x: r.maxX - rx + k * rx, y: r.maxY))
        addLine(to: Point(x: r.minX + rx, y: r.maxY))
        addCurve(to: Point(x: r.minX, y: r.maxY - ry),
                 control1: Point(x: r.minX + rx - k * rx, y: r.maxY), control2: Point(x: r.minX, y: r.maxY - ry + k * ry))
        addLine(to: Point(x: r.minX, y: r.minY + ry))
        addCurve(to: Point(x: r.minX + rx, y: r.minY),
                 control1: Point(x: r.minX, y: r.minY + ry - k * ry), control2: Point(x: r.minX + rx - k * rx, y: r.minY))
        closeSubpath()
    }

    public static func rect(_ r: Rect) -> Path { Path { $0.addRect(r) } }
    public static func ellipse(in r: Rect) -> Path { Path { $0.addEllipse(in: r) } }
    public static func roundedRect(_ r: Rect, cornerRadius: Double) -> Path {
        Path { $0.addRoundedRect(in: r, cornerSize: Size(width: cornerRadius, height: cornerRadius)) }
    }

    /// The path with every point mapped through `t`.
    public func applying(_ t: Transform) -> Path {
        guard !t.isIdentity else { return self }
        var out = Path()
        out.elements = elements.map { element in
            switch element {
            case .move(let p): .move(to: p.applying(t))
            case .line(let p): .line(to: p.applying(t))
            case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: .closeSubpath
            }
        }
        out.currentPoint = currentPoint?.applying(t)
        out.subpathStart = subpathStart?.applying(t)
        return out
    }

    /// The box around every point and control point: never smaller than the drawn outline,
    /// exact for lines, rectangles, ellipses and rounded rectangles.
    public var controlPointBounds: Rect {
        var points: [Point] = []
        for element in elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .zero }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points.dropFirst() {
            x0 = Swift.min(x0, p.x); y0 = Swift.min(y0, p.y)
            x1 = Swift.max(x1, p.x); y1 = Swift.max(y1, p.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

extension Path {
    /// The smallest rectangle around what the path draws (`boundingBoxOfPath`): curves count
    /// by their extreme points, not their control points.
    public var bounds: Rect {
        var xs: [Double] = [], ys: [Double] = []
        var current = Point.zero
        func add(_ p: Point) { xs.append(p.x); ys.append(p.y) }
        /// Roots in (0, 1) of the derivative of a cubic Bézier coordinate.
        func extrema(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> [Double] {
            let (qa, qb, qc) = (3 * (-a + 3 * b - 3 * c + d), 6 * (a - 2 * b + c), 3 * (b - a))
            if abs(qa) < 1e-12 { return abs(qb) < 1e-12 ? [] : [-qc / qb] }
            let disc = qb * qb - 4 * qa * qc
            guard disc >= 0 else { return [] }
            let r = disc.squareRoot()
            return [(-qb + r) / (2 * qa), (-qb - r) / (2 * qa)]
        }
        func cubic(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
            add(p3)
            for t in extrema(p0.x, p1.x, p2.x, p3.x) + extrema(p0.y, p1.y, p2.y, p3.y) where t > 0 && t < 1 {
                let u = 1 - t
                let x = u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x
                let y = u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y
                add(Point(x: x, y: y))
            }
        }
        for element in elements {
            switch element {
            case .move(let p), .line(let p):
                add(p); current = p
            case .quadCurve(let p, let c):
                // The same curve as a cubic.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cubic(current, c1, c2, p); current = p
            case .curve(let p, let c1, let c2):
                cubic(current, c1, c2, p); current = p
            case .closeSubpath:
                break
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return .null }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
