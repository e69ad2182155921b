import Foundation

extension Path {
    /// A rounded rectangle with Apple's continuous-curvature ("squircle") corners, SwiftUI's
    /// default `RoundedRectangle` style (research doc §2.6).
    ///
    /// Each corner eases in over 1.52866 × `cornerRadius` of each edge along three cubics joined by
    /// two short lines. When that does not fit in half the shorter side, the corner is blended
    /// toward a circular one of the largest radius that fits, so a maximal radius gives a stadium,
    /// as SwiftUI's capsules are.
    public mutating func addContinuousRoundedRect(in rect: Rect, cornerRadius radius: Double) {
        let r = CornerRadii(topLeading: radius, bottomLeading: radius, bottomTrailing: radius, topTrailing: radius)
        addRoundedRect(in: rect, cornerRadii: r, continuous: true)
    }

    /// A rectangle whose four corners each have their own radius (SwiftUI's
    /// `UnevenRoundedRectangle`), continuous or quarter-circle. Each radius is limited to half
    /// the shorter side.
    public mutating func addRoundedRect(in rect: Rect, cornerRadii radii: CornerRadii, continuous: Bool) {
        let limit = min(rect.width, rect.height) / 2
        let clamped = [radii.topTrailing, radii.bottomTrailing, radii.bottomLeading, radii.topLeading].map { min(max($0, 0), limit) }
        guard clamped.contains(where: { $0 > 0 }) else { addRect(rect); return }
        let reach = ContinuousCorner.reach
        func cornerPoints(_ r: Double) -> [Point] {
            guard continuous else { return ContinuousCorner.circularPoints.map { Point(x: $0.x * r, y: $0.y * r) } }
            if r * reach <= limit {
                return ContinuousCorner.points.map { Point(x: $0.x * r, y: $0.y * r) }
            }
            // Between the continuous corner that just fits and a circular corner of radius `limit`.
            let fitting = limit / reach
            let blend = (r - fitting) / (limit - fitting)
            return zip(ContinuousCorner.points, ContinuousCorner.circularPoints).map { c, q in
                Point(x: c.x * fitting + (q.x * limit - c.x * fitting) * blend,
                      y: c.y * fitting + (q.y * limit - c.y * fitting) * blend)
            }
        }
        // Corners clockwise from top-right; (a, b) = distance from the corner along the incoming
        // edge and along the outgoing edge.
        let corners: [(Point, Point, Point)] = [
            (Point(x: rect.maxX, y: rect.minY), Point(x: -1, y: 0), Point(x: 0, y: 1)),
            (Point(x: rect.maxX, y: rect.maxY), Point(x: 0, y: -1), Point(x: -1, y: 0)),
            (Point(x: rect.minX, y: rect.maxY), Point(x: 1, y: 0), Point(x: 0, y: -1)),
            (Point(x: rect.minX, y: rect.minY), Point(x: 0, y: 1), Point(x: 1, y: 0)),
        ]
        func place(_ p: Point, _ c: (Point, Point, Point)) -> Point {
            Point(x: c.0.x + p.x * c.1.x + p.y * c.2.x, y: c.0.y + p.x * c.1.y + p.y * c.2.y)
        }
        let shapes = clamped.map(cornerPoints)
        // Start where the top-left corner ends, on the top edge, and go clockwise.
        move(to: place(shapes[3][11], corners[3]))
        for (c, corner) in zip(corners, shapes) {
            let p = corner.map { place($0, c) }
            addLine(to: p[0])
            // A square corner (radius 0) is just the corner point.
            guard p[0] != p[11] else { continue }
            addCurve(to: p[3], control1: p[1], control2: p[2])
            addLine(to: p[4])
            addCurve(to: p[7], control1: p[5], control2: p[6])
            addLine(to: p[8])
            addCurve(to: p[11], control1: p[9], control2: p[10])
        }
        closeSubpath()
    }
}

/// The radii of a rectangle's four corners, in SwiftUI's order (LoomUI's `RectangleCornerRadii`).
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// One continuous corner in units of the corner radius, as 12 points: the first cubic (start,
/// c1, c2, end), a short line's end and the second cubic's controls and end, another short
/// line's end and the third cubic's controls and end (PaintCode's reverse-engineered iOS 7 geometry).
enum ContinuousCorner {
    static let reach = 1.52866483

    static let points: [Point] = [
        Point(x: 1.52866483, y: 0),
        Point(x: 1.08849323, y: 0), Point(x: 0.86840689, y: 0), Point(x: 0.66993427, y: 0.06549600),
        Point(x: 0.63149399, y: 0.07491100),
        Point(x: 0.37282392, y: 0.16905899), Point(x: 0.16905899, y: 0.37282392), Point(x: 0.07491100, y: 0.63149399),
        Point(x: 0.06549600, y: 0.66993427),
        Point(x: 0, y: 0.86840689), Point(x: 0, y: 1.08849323), Point(x: 0, y: 1.52866483),
    ]

    /// A quarter circle of radius 1 in the same 12-point form: three 30° cubics, zero-length lines.
    static let circularPoints: [Point] = {
        func at(_ degrees: Double) -> Point {
            let t = degrees * .pi / 180
            return Point(x: 1 - sin(t), y: 1 - cos(t))
        }
        func tangent(_ degrees: Double) -> Point {
            let t = degrees * .pi / 180
            return Point(x: -cos(t), y: sin(t))
        }
        let k = 4.0 / 3.0 * tan((30.0 * .pi / 180) / 4)
        // Each 30° arc contributes its start, two controls and end; a segment's start doubles as
        // the previous "short line"'s end, which is therefore of zero length.
        return [(0.0, 30.0), (30.0, 60.0), (60.0, 90.0)].flatMap { from, to -> [Point] in
            let p0 = at(from), p1 = at(to), t0 = tangent(from), t1 = tangent(to)
            return [p0, Point(x: p0.x + k * t0.x, y: p0.y + k * t0.y), Point(x: p1.x - k * t1.x, y: p1.y - k * t1.y), p1]
        }
    }()
}
