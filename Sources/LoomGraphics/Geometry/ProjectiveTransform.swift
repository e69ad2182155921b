import Foundation

/// A plane-to-plane perspective map (SwiftUI's `ProjectionTransform`), in the same row-vector
/// layout as `Transform`: `w = m13·x + m23·y + m33`, `x' = (m11·x + m21·y + m31) / w`,
/// `y' = (m12·x + m22·y + m32) / w`. An affine transform is one with `m13 = m23 = 0, m33 = 1`.
public struct ProjectiveTransform: Hashable, Sendable {
    public var m11, m12, m13, m21, m22, m23, m31, m32, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double, m31: Double, m32: Double, m33: Double) {
        (self.m11, self.m12, self.m13, self.m21, self.m22, self.m23, self.m31, self.m32, self.m33) = (m11, m12, m13, m21, m22, m23, m31, m32, m33)
    }

    public init(_ t: Transform) {
        self.init(m11: t.a, m12: t.b, m13: 0, m21: t.c, m22: t.d, m23: 0, m31: t.tx, m32: t.ty, m33: 1)
    }

    public static let identity = ProjectiveTransform(.identity)

    /// `self` applied first, then `next`.
    public func concatenating(_ n: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * n.m11 + m12 * n.m21 + m13 * n.m31, m12: m11 * n.m12 + m12 * n.m22 + m13 * n.m32, m13: m11 * n.m13 + m12 * n.m23 + m13 * n.m33,
            m21: m21 * n.m11 + m22 * n.m21 + m23 * n.m31, m22: m21 * n.m12 + m22 * n.m22 + m23 * n.m32, m23: m21 * n.m13 + m22 * n.m23 + m23 * n.m33,
            m31: m31 * n.m11 + m32 * n.m21 + m33 * n.m31, m32: m31 * n.m12 + m32 * n.m22 + m33 * n.m32, m33: m31 * n.m13 + m32 * n.m23 + m33 * n.m33)
    }

    /// The inverse map, or nil when the plane collapses to a line (a quarter turn seen edge-on).
    public func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let c21 = m23 * m31 - m21 * m33, c22 = m11 * m33 - m13 * m31, c23 = m13 * m21 - m11 * m23
        let c31 = m21 * m32 - m22 * m31, c32 = m12 * m31 - m11 * m32, c33 = m11 * m22 - m12 * m21
        let det = m11 * c11 + m12 * c21 + m13 * c31
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return ProjectiveTransform(m11: c11 / det, m12: c12 / det, m13: c13 / det, m21: c21 / det, m22: c22 / det, m23: c23 / det,
                                   m31: c31 / det, m32: c32 / det, m33: c33 / det)
    }

    /// Where `p` lands and its `w`; a point with `w ≤ 0` is behind the viewer and is not drawn.
    public func project(_ p: Point) -> (point: Point, w: Double) {
        let w = m13 * p.x + m23 * p.y + m33
        return (Point(x: (m11 * p.x + m21 * p.y + m31) / w, y: (m12 * p.x + m22 * p.y + m32) / w), w)
    }

    /// SwiftUI's `rotation3DEffect` for a view of `size`: about `axis` through `anchor` (points in
    /// the view, at depth `anchorZ`), seen from `max(width, height) / perspective` points away, as
    /// Core Animation's `m34 = -1 / distance` does; then flattened onto the screen.
    public static func rotation3D(radians: Double, axis: (x: Double, y: Double, z: Double), anchor: Point, anchorZ: Double,
                                  perspective: Double, size: Size) -> ProjectiveTransform {
        let length = (axis.x * axis.x + axis.y * axis.y + axis.z * axis.z).squareRoot()
        guard length > 0, length.isFinite else { return .identity }
        let (x, y, z) = (axis.x / length, axis.y / length, axis.z / length)
        let (c, s) = (cos(radians), sin(radians))
        let t = 1 - c
        // Core Animation's rotation matrix (row vectors), for a point relative to the anchor.
        let r11 = x * x * t + c, r12 = x * y * t + z * s, r13 = x * z * t - y * s
        let r21 = x * y * t - z * s, r22 = y * y * t + c, r23 = y * z * t + x * s
        let r31 = x * z * t + y * s, r32 = y * z * t - x * s, r33 = z * z * t + c
        let distance = max(size.width, size.height) / perspective
        let k = distance.isFinite && distance != 0 ? -1 / distance : 0
        // A view point (px, py, 0) is q = (px - ax, py - ay, -anchorZ), turned to r = q·R, then
        // seen at w = 1 + k·r.z and moved back by the anchor: (r.x + ax·w, r.y + ay·w) / w.
        // Every step is linear in (px, py, 1), so the whole is one 3×3 map.
        func row(_ qx: Double, _ qy: Double, _ qz: Double) -> (Double, Double, Double) {
            let rx = qx * r11 + qy * r21 + qz * r31, ry = qx * r12 + qy * r22 + qz * r32, rz = qx * r13 + qy * r23 + qz * r33
            let w = k * rz
            return (rx + anchor.x * w, ry + anchor.y * w, w)
        }
        let ex = row(1, 0, 0), ey = row(0, 1, 0)
        var o = row(-anchor.x, -anchor.y, -anchorZ)
        // The constant term: `w` has its 1, and so the translation back has one anchor more.
        o = (o.0 + anchor.x, o.1 + anchor.y, o.2 + 1)
        return ProjectiveTransform(m11: ex.0, m12: ex.1, m13: ex.2, m21: ey.0, m22: ey.1, m23: ey.2, m31: o.0, m32: o.1, m33: o.2)
    }
}
