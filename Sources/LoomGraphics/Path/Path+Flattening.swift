import Foundation

extension Path {
    /// How far a flattened curve may stray from the true curve, in points: a twentieth of a pixel
    /// at 3×, so polygons made from curves (boolean operations, containment) draw as the curves.
    public static let flatteningTolerance = 0.01

    /// A subpath as a polygon or polyline: every curve replaced by chords no farther than
    /// `tolerance` from it. `closed` says whether the subpath ended with `closeSubpath()`.
    struct FlatSubpath {
        var points: [Point]
        var closed: Bool
    }

    /// The subpaths as chords. A cubic split into n equal steps of t strays at most M / (8 n²),
    /// M being the largest second derivative (6 × the largest second difference of its control
    /// points), so n = ⌈√(M / 8 tolerance)⌉ steps keep it within `tolerance`.
    func flatSubpaths(tolerance: Double = Path.flatteningTolerance) -> [FlatSubpath] {
        var out: [FlatSubpath] = []
        var current = Point.zero
        func steps(_ secondDifference: Double) -> Int {
            guard secondDifference.isFinite, secondDifference > 0 else { return 1 }
            return Swift.min(Swift.max(Int((secondDifference / (8 * tolerance)).squareRoot().rounded(.up)), 1), 4096)
        }
        func add(_ p: Point) {
            if out.isEmpty { out.append(FlatSubpath(points: [current], closed: false)) }
            out[out.count - 1].points.append(p)
            current = p
        }
        for element in elements {
            switch element {
            case .move(let p):
                out.append(FlatSubpath(points: [p], closed: false))
                current = p
            case .line(let p):
                add(p)
            case .quadCurve(let p, let c):
                let p0 = current
                let n = steps(2 * hypot(p0.x - 2 * c.x + p.x, p0.y - 2 * c.y + p.y))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    add(Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = current
                let d1 = hypot(p0.x - 2 * c1.x + c2.x, p0.y - 2 * c1.y + c2.y)
                let d2 = hypot(c1.x - 2 * c2.x + p.x, c1.y - 2 * c2.y + p.y)
                let n = steps(6 * Swift.max(d1, d2))
                for i in 1...n {
                    let t = Double(i) / Double(n), u = 1 - t
                    let (w0, w1, w2, w3) = (u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t)
                    add(Point(x: w0 * p0.x + w1 * c1.x + w2 * c2.x + w3 * p.x, y: w0 * p0.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
            case .closeSubpath:
                guard !out.isEmpty else { continue }
                out[out.count - 1].closed = true
                current = out[out.count - 1].points[0]
            }
        }
        return out
    }

    /// The polygons a fill paints: every subpath, closed or not, closes back to its start.
    func fillRings(tolerance: Double = Path.flatteningTolerance) -> [[Point]] {
        flatSubpaths(tolerance: tolerance).compactMap { subpath in
            var points = subpath.points
            if points.count > 1, points.first == points.last { points.removeLast() }
            return points.count > 2 ? points : nil
        }
    }
}
