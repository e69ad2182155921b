import Foundation

extension Path {
    /// The area a stroke with `style` covers, as a path to fill (`strokedPath(_:)`): one
    /// counter-clockwise polygon per flattened segment, join and cap, so a non-zero fill paints
    /// their union. Dashes are applied first; curves are flattened as for trimming.
    public func stroked(_ style: StrokeStyle) -> Path {
        let half = style.lineWidth / 2
        guard half > 0 else { return Path() }
        var out = Path()
        for line in dashed(polylines(), style) {
            out.addStrokePolygons(for: line, half: half, style: style)
        }
        return out
    }

    /// A subpath as points, and whether it closes on itself.
    struct Polyline {
        var points: [Point]
        var closed: Bool
    }

    func polylines() -> [Polyline] {
        var lines: [Polyline] = []
        for segment in flattened() {
            if segment.startsSubpath || lines.isEmpty { lines.append(Polyline(points: [segment.from], closed: false)) }
            lines[lines.count - 1].points.append(segment.to)
        }
        for i in lines.indices where lines[i].points.count > 2 && lines[i].points.first == lines[i].points.last {
            lines[i].points.removeLast()
            lines[i].closed = true
        }
        return lines
    }

    /// The dashes of `style` cut out of each line (open pieces); all of it without a dash.
    func dashed(_ lines: [Polyline], _ style: StrokeStyle) -> [Polyline] {
        let pattern = style.dash.map { max($0, 0) }
        let period = pattern.reduce(0, +)
        guard !pattern.isEmpty, period > 0 else { return lines }
        var out: [Polyline] = []
        for line in lines {
            var points = line.points
            if line.closed, let first = points.first { points.append(first) }
            var offset = style.dashPhase.truncatingRemainder(dividingBy: period)
            if offset < 0 { offset += period }
            var index = 0
            while offset >= pattern[index] { offset -= pattern[index]; index = (index + 1) % pattern.count }
            var remaining = pattern[index] - offset
            var on = index % 2 == 0
            var current: [Point] = on ? [points[0]] : []
            for k in 1..<max(points.count, 1) {
                var a = points[k - 1]
                let b = points[k]
                var length = hypot(b.x - a.x, b.y - a.y)
                while length > remaining {
                    let t = remaining / length
                    let cut = Point(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
                    if on { current.append(cut); out.append(Polyline(points: current, closed: false)) }
                    current = on ? [] : [cut]
                    on.toggle()
                    length -= remaining
                    a = cut
                    index = (index + 1) % pattern.count
                    remaining = pattern[index]
                }
                remaining -= length
                if on { current.append(b) }
            }
            if on, current.count > 1 { out.append(Polyline(points: current, closed: false)) }
        }
        return out
    }

    mutating func addStrokePolygons(for line: Polyline, half: Double, style: StrokeStyle) {
        let points = line.points
        guard let first = points.first else { return }
        guard points.count > 1 else {
            // A zero-length subpath draws only its caps.
            if style.lineCap == .round { addPolygon(circle(first, half)) }
            if style.lineCap == .square { addPolygon([Point(x: first.x - half, y: first.y - half), Point(x: first.x + half, y: first.y - half),
                                                      Point(x: first.x + half, y: first.y + half), Point(x: first.x - half, y: first.y + half)]) }
            return
        }
        let count = points.count
        let segmentCount = line.closed ? count : count - 1
        for i in 0..<segmentCount {
            let a = points[i], b = points[(i + 1) % count]
            guard let n = normal(a, b, half) else { continue }
            var (p, q) = (a, b)
            if !line.closed, style.lineCap == .square {
                let d = Point(x: n.y, y: -n.x)  // forward along the segment, `half` long
                if i == 0 { p = Point(x: p.x - d.x, y: p.y - d.y) }
                if i == segmentCount - 1 { q = Point(x: q.x + d.x, y: q.y + d.y) }
            }
            addPolygon([Point(x: p.x + n.x, y: p.y + n.y), Point(x: q.x + n.x, y: q.y + n.y),
                        Point(x: q.x - n.x, y: q.y - n.y), Point(x: p.x - n.x, y: p.y - n.y)])
        }
        // Joins at every vertex between two segments.
        let joints = line.closed ? Array(0..<count) : Array(1..<(count - 1))
        for j in joints {
            let v = points[j], before = points[(j - 1 + count) % count], after = points[(j + 1) % count]
            guard let n1 = normal(before, v, half), let n2 = normal(v, after, half) else { continue }
            switch style.lineJoin {
            case .round:
                addPolygon(circle(v, half))
            case .bevel, .miter:
                for side in [1.0, -1.0] {
                    let a = Point(x: v.x + side * n1.x, y: v.y + side * n1.y), b = Point(x: v.x + side * n2.x, y: v.y + side * n2.y)
                    if style.lineJoin == .miter, let m = miterPoint(v, a, before, b, after, half: half, limit: style.miterLimit) {
                        addPolygon([v, a, m, b])
                    } else {
                        addPolygon([v, a, b])
                    }
                }
            }
        }
        if !line.closed, style.lineCap == .round {
            addPolygon(circle(points[0], half))
            addPolygon(circle(points[count - 1], half))
        }
    }

    /// The left normal of `a → b`, `half` long; nil for a zero-length segment.
    func normal(_ a: Point, _ b: Point, _ half: Double) -> Point? {
        let (dx, dy) = (b.x - a.x, b.y - a.y)
        let length = hypot(dx, dy)
        guard length > 1e-12 else { return nil }
        return Point(x: -dy / length * half, y: dx / length * half)
    }

    /// Where the offset edges through `a` (parallel to before→v) and `b` (parallel to v→after)
    /// meet, unless the miter is longer than `limit` line widths allow.
    func miterPoint(_ v: Point, _ a: Point, _ before: Point, _ b: Point, _ after: Point, half: Double, limit: Double) -> Point? {
        let d1 = Point(x: v.x - before.x, y: v.y - before.y), d2 = Point(x: after.x - v.x, y: after.y - v.y)
        let cross = d1.x * d2.y - d1.y * d2.x
        guard abs(cross) > 1e-12 else { return nil }
        let t = ((b.x - a.x) * d2.y - (b.y - a.y) * d2.x) / cross
        let m = Point(x: a.x + d1.x * t, y: a.y + d1.y * t)
        guard hypot(m.x - v.x, m.y - v.y) <= limit * half else { return nil }
        return m
    }

    func circle(_ c: Point, _ r: Double) -> [Point] {
        (0..<24).map { i in
            let angle = Double(i) / 24 * 2 * .pi
            return Point(x: c.x + r * cos(angle), y: c.y + r * sin(angle))
        }
    }

    /// Adds `points` as a closed subpath, turned counter-clockwise so non-zero fills union.
    mutating func addPolygon(_ points: [Point]) {
        guard points.count > 2 else { return }
        var area = 0.0
        for i in points.indices {
            let p = points[i], q = points[(i + 1) % points.count]
            area += p.x * q.y - q.x * p.y
        }
        guard abs(area) > 1e-12 else { return }
        let ordered = area > 0 ? points : points.reversed()
        move(to: ordered[0])
        for p in ordered.dropFirst() { addLine(to: p) }
        closeSubpath()
    }
}
