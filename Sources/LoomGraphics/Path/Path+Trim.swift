import Foundation

extension Path {
    /// The part of the outline between fractions `from` and `to` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)`: curves are measured by flattening, closed subpaths include their
    /// closing segment, and the result is open.
    public func trimmed(from start: Double, to end: Double) -> Path {
        let (from, to) = (min(max(start, 0), 1), min(max(end, 0), 1))
        guard to > from else { return Path() }
        if from == 0 && to == 1 { return self }
        let segments = flattened()
        let total = segments.reduce(0) { $0 + $1.length }
        guard total > 0 else { return Path() }
        let (a, b) = (from * total, to * total)
        var out = Path()
        var walked = 0.0
        var lastEnd: Point?
        for segment in segments {
            let (s0, s1) = (walked, walked + segment.length)
            walked = s1
            guard s1 > a, s0 < b, segment.length > 0 else { continue }
            let t0 = max(0, (a - s0) / segment.length), t1 = min(1, (b - s0) / segment.length)
            let p0 = segment.point(at: t0), p1 = segment.point(at: t1)
            if lastEnd != p0 || segment.startsSubpath { out.move(to: p0) }
            out.addLine(to: p1)
            lastEnd = p1
        }
        return out
    }

    struct LineSegment {
        var from: Point
        var to: Point
        var startsSubpath: Bool
        var length: Double { hypot(to.x - from.x, to.y - from.y) }
        func point(at t: Double) -> Point { Point(x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t) }
    }

    /// The outline as straight segments, curves split finely enough for trimming to look smooth.
    func flattened() -> [LineSegment] {
        var segments: [LineSegment] = []
        var current = Point.zero, start = Point.zero
        var newSubpath = true
        func add(_ p: Point) {
            segments.append(LineSegment(from: current, to: p, startsSubpath: newSubpath))
            newSubpath = false
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                current = p
                start = p
                newSubpath = true
            case .line(let p):
                add(p)
            case .quadCurve(let p, let c):
                let p0 = current
                for i in 1...32 {
                    let t = Double(i) / 32, u = 1 - t
                    add(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current
                for i in 1...32 {
                    let t = Double(i) / 32, u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(Point(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
            case .closeSubpath:
                if current != start { add(start) }
                current = start
                newSubpath = true
            }
        }
        return segments
    }
}
