import Foundation

extension Path {
    /// Whether a fill of the path paints `point` (`Path.contains(_:eoFill:)`): the winding number
    /// of its flattened outline around the point is non-zero, or odd with `eoFill`. Every
    /// subpath counts as closed, as in a fill.
    public func contains(_ point: Point, eoFill: Bool = false) -> Bool {
        Self.isInside(winding: Self.winding(of: point, in: fillRings()), eoFill: eoFill)
    }

    static func isInside(winding: Int, eoFill: Bool) -> Bool {
        eoFill ? winding & 1 != 0 : winding != 0
    }

    /// The winding number of `rings` around `p`: each edge crossing the horizontal line through
    /// `p` to its right counts +1 one way and −1 the other, so a ring around `p` adds ±1 and
    /// one that is not around it adds 0 (the sign only matters as part of a sum).
    static func winding(of p: Point, in rings: [[Point]]) -> Int {
        var winding = 0
        for ring in rings {
            var a = ring[ring.count - 1]
            for b in ring {
                if a.y <= p.y {
                    if b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y, cross(a, b, p) < 0 {
                    winding -= 1
                }
                a = b
            }
        }
        return winding
    }

    /// Twice the signed area of the triangle a, b, p: which side of a → b the point lies on.
    static func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }
}
