import Foundation

extension Path {
    /// A circular arc as SwiftUI's `addArc(center:radius:startAngle:endAngle:clockwise:)` draws it.
    /// Angles are radians from the +x axis, growing clockwise on screen (y points down). SwiftUI's
    /// `clockwise` is named for a y-up world, so `clockwise: true` runs *counter*-clockwise on screen.
    /// The arc is joined to the current point by a line, or starts a subpath.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        var sweep = endAngle - startAngle
        let fullTurn = 2 * Double.pi
        // A whole turn or more in the arc's own direction is a full circle, as in CoreGraphics
        // (a pie at 100 %), not nothing.
        if !clockwise, sweep >= fullTurn {
            sweep = fullTurn
        } else if clockwise, sweep <= -fullTurn {
            sweep = -fullTurn
        } else if clockwise {
            // Counter-clockwise on screen: a negative sweep in (−2π, 0].
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep > 0 { sweep -= fullTurn }
        } else {
            sweep = sweep.truncatingRemainder(dividingBy: fullTurn)
            if sweep < 0 { sweep += fullTurn }
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: sweep)
    }

    /// An arc of `delta` radians (positive: clockwise on screen) from `startAngle`, its points
    /// moved by `transform`; a path with a current point joins it with a line, as CoreGraphics does.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double, transform: Transform) {
        guard transform != .identity else {
            addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
            return
        }
        var arc = Path()
        arc.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
        let joins = currentPoint != nil
        for (i, element) in arc.applying(transform).elements.enumerated() {
            switch element {
            case .move(let p): if i == 0 && joins { addLine(to: p) } else { move(to: p) }
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// An arc of `delta` radians (positive: clockwise on screen) from `startAngle`.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        // A negative radius is taken as written, as CoreGraphics computes the points: the arc is
        // mirrored through its center (phimage/morphi's Moon draws its crescent's inner edge so).
        guard radius != 0, radius.isFinite, delta != 0, delta.isFinite else { return }
        // Past two turns an arc only retraces itself; a script's 1e300 must not become 1e300 pieces.
        let delta = max(min(delta, 4 * Double.pi), -4 * Double.pi)
        // Cubic pieces of at most a quarter turn each: error below 0.03 % of the radius.
        let pieces = max(1, Int((abs(delta) / (Double.pi / 2)).rounded(.up)))
        let step = delta / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = startAngle
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0, c1, s1) = (cos(angle), sin(angle), cos(next), sin(next))
            addCurve(to: Point(x: center.x + radius * c1, y: center.y + radius * s1),
                     control1: Point(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0)),
                     control2: Point(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1)))
            angle = next
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)`: a corner rounded with `radius`. The arc is the
    /// circle's part tangent to the line from the current point to `tangent1End` and to the
    /// line from there to `tangent2End`; a line joins the current point to where it starts.
    public mutating func addArc(tangent1End p1: Point, tangent2End p2: Point, radius: Double) {
        guard let p0 = currentPoint else { move(to: p1); return }
        let (ax, ay) = (p0.x - p1.x, p0.y - p1.y), (bx, by) = (p2.x - p1.x, p2.y - p1.y)
        let (la, lb) = ((ax * ax + ay * ay).squareRoot(), (bx * bx + by * by).squareRoot())
        let cross = ax * by - ay * bx
        // Collinear points, or no room for a corner: the corner stays sharp.
        guard la > 0, lb > 0, radius > 0, abs(cross) > 1e-12 * la * lb else { addLine(to: p1); return }
        let cosine = max(-1, min(1, (ax * bx + ay * by) / (la * lb)))
        let half = acos(cosine) / 2
        let reach = radius / tan(half)
        let (ua, ub) = ((ax / la, ay / la), (bx / lb, by / lb))
        let start = Point(x: p1.x + ua.0 * reach, y: p1.y + ua.1 * reach)
        let end = Point(x: p1.x + ub.0 * reach, y: p1.y + ub.1 * reach)
        // The centre lies on the bisector, `radius / sin(half)` from the corner.
        let (bisX, bisY) = (ua.0 + ub.0, ua.1 + ub.1)
        let bisLength = (bisX * bisX + bisY * bisY).squareRoot()
        let distance = radius / sin(half)
        let center = Point(x: p1.x + bisX / bisLength * distance, y: p1.y + bisY / bisLength * distance)
        let startAngle = atan2(start.y - center.y, start.x - center.x)
        var delta = atan2(end.y - center.y, end.x - center.x) - startAngle
        // The short way round, on the side the corner turns.
        while delta > Double.pi { delta -= 2 * Double.pi }
        while delta < -Double.pi { delta += 2 * Double.pi }
        addLine(to: start)
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta)
    }

    /// Lines through `points`, starting a new subpath at the first.
    public mutating func addLines(_ points: [Point]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Appends every element of `other`.
    public mutating func addPath(_ other: Path, transform: Transform = .identity) {
        for element in other.applying(transform).elements {
            switch element {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }
}
