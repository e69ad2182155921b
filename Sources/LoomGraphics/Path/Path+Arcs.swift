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

    /// An arc of `delta` radians (positive: clockwise on screen) from `startAngle`.
    public mutating func addRelativeArc(center: Point, radius: Double, startAngle: Double, delta: Double) {
        let start = Point(x: center.x + radius * cos(startAngle), y: center.y + radius * sin(startAngle))
        if currentPoint == nil { move(to: start) } else { addLine(to: start) }
        guard radius > 0, radius.isFinite, delta != 0, delta.isFinite else { return }
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
