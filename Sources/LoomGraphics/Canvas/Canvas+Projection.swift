import Foundation

extension Canvas {
    /// Draws `body` offscreen, then maps its pixels through `projection` (points, in the current
    /// coordinates) onto this canvas through the current clip. Cairo's transforms are affine, so
    /// the perspective is applied here: each canvas pixel the projected layer covers is traced
    /// back through the inverse map and sampled bilinearly. `bounds` is where `body` draws.
    public func withProjection(_ projection: ProjectiveTransform, bounds: Rect, _ body: (Canvas) -> Void) {
        let toDevice = deviceTransform
        // The layer covers what `body` draws, cut to the canvas's neighbourhood: a layer turned
        // edge-on can bring far content into view, but only content near the canvas is sampled.
        guard let (layer, origin) = drawOffscreen(covering: bounds, reach: Double(max(bitmap.width, bitmap.height)), body) else { return }
        let (lw, lh) = (layer.width, layer.height)

        // Layer pixel → canvas pixel: back to points, project, then to the canvas's pixels.
        guard let fromDevice = ProjectiveTransform(toDevice).inverted() else { return }
        let forward = ProjectiveTransform(Transform(translationX: origin.x, y: origin.y))
            .concatenating(fromDevice).concatenating(projection).concatenating(ProjectiveTransform(toDevice))
        guard let backward = forward.inverted() else { return }
        // Where the layer lands: its corners' images, or the whole canvas when a corner is behind
        // the viewer (its image is then not a bound).
        let (w, h) = (Double(lw), Double(lh))
        let corners = [Point(x: 0, y: 0), Point(x: w, y: 0), Point(x: 0, y: h), Point(x: w, y: h)].map(forward.project)
        var (lo, hi) = (Point(x: 0, y: 0), Point(x: Double(bitmap.width), y: Double(bitmap.height)))
        if corners.allSatisfy({ $0.w > 0 }) {
            lo = Point(x: max(0, corners.map(\.point.x).min()!.rounded(.down)), y: max(0, corners.map(\.point.y).min()!.rounded(.down)))
            hi = Point(x: min(Double(bitmap.width), corners.map(\.point.x).max()!.rounded(.up)),
                       y: min(Double(bitmap.height), corners.map(\.point.y).max()!.rounded(.up)))
        }
        guard hi.x > lo.x, hi.y > lo.y, let out = Bitmap(width: Int(hi.x - lo.x), height: Int(hi.y - lo.y)) else { return }
        layer.withPixels { source in
            out.withMutablePixels { target in
                for ty in 0..<out.height {
                    for tx in 0..<out.width {
                        let (p, w) = backward.project(Point(x: lo.x + Double(tx) + 0.5, y: lo.y + Double(ty) + 0.5))
                        // `w` of the inverse has the forward map's sign: a pixel seen from behind is empty.
                        guard w > 0, p.x.isFinite, p.y.isFinite else { continue }
                        target[ty * out.width + tx] = Self.bilinear(source, lw, lh, p.x - 0.5, p.y - 0.5)
                    }
                }
            }
        }
        compositeDevice(out, x: lo.x, y: lo.y)
    }

    /// The premultiplied ARGB32 colour at (x, y) between pixel centres; transparent outside.
    private static func bilinear(_ pixels: UnsafeBufferPointer<UInt32>, _ width: Int, _ height: Int, _ x: Double, _ y: Double) -> UInt32 {
        guard x > -1, y > -1, x < Double(width), y < Double(height) else { return 0 }
        let fx = x.rounded(.down), fy = y.rounded(.down)
        let (ix, iy) = (Int(fx), Int(fy))
        let (ax, ay) = (x - fx, y - fy)
        func at(_ px: Int, _ py: Int) -> UInt32 { px >= 0 && py >= 0 && px < width && py < height ? pixels[py * width + px] : 0 }
        let (p00, p10, p01, p11) = (at(ix, iy), at(ix + 1, iy), at(ix, iy + 1), at(ix + 1, iy + 1))
        var result: UInt32 = 0
        for shift in stride(from: 0, through: 24, by: 8) {
            let c = { (p: UInt32) in Double((p >> UInt32(shift)) & 0xFF) }
            let top = c(p00) * (1 - ax) + c(p10) * ax, bottom = c(p01) * (1 - ax) + c(p11) * ax
            let v = (top * (1 - ay) + bottom * ay).rounded()
            result |= UInt32(min(255, max(0, v))) << UInt32(shift)
        }
        return result
    }
}
