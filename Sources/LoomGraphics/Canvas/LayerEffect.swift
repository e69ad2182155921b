import CCairo
import Foundation

/// What happens to a group of drawing rendered offscreen before it lands on the canvas.
public enum LayerEffect: Hashable, Sendable {
    /// Composited as one image (SwiftUI's `compositingGroup`): nothing else changes.
    case isolate
    /// A Gaussian blur of standard deviation `sigma` points; `opaque` makes the result fully opaque.
    case blur(sigma: Double, opaque: Bool)
    /// The group's silhouette tinted `color`, blurred, moved by `offset` points and drawn behind it.
    case shadow(color: RGBA, sigma: Double, offset: Point)
    /// The outside of the group's silhouette tinted `color`, moved by `offset` points, blurred and
    /// drawn over the group where the group is: its edges darken inwards (an inner shadow).
    case innerShadow(color: RGBA, sigma: Double, offset: Point)
    case colorMatrix(ColorMatrix)
    /// Pixels whose opacity lies in `min…max` become `color`, the others transparent
    /// (`Bitmap.applyAlphaThreshold`).
    case alphaThreshold(min: Double, max: Double, color: RGBA)

    /// How far (points) the effect can spread ink beyond what the group draws.
    public var outset: (dx: Double, dy: Double, offset: Point) {
        switch self {
        case .isolate, .colorMatrix, .innerShadow, .alphaThreshold: (0, 0, .zero)
        case .blur(let sigma, _): (3 * sigma, 3 * sigma, .zero)
        case .shadow(_, let sigma, let offset): (3 * sigma, 3 * sigma, offset)
        }
    }

    /// How far (points) around what the group draws the offscreen layer must reach: as far as
    /// the ink spreads, and for an inner shadow as far as the outside it blurs in from.
    var layerOutset: (dx: Double, dy: Double) {
        switch self {
        case .innerShadow(_, let sigma, let offset): (3 * sigma + abs(offset.x), 3 * sigma + abs(offset.y))
        default: (outset.dx, outset.dy)
        }
    }
}

extension Canvas {
    /// Draws `body` into an offscreen layer with this canvas's transform, applies `effect` to its
    /// pixels, then composites the result here through the current clip. `bounds` (points, in the
    /// current coordinates) is where `body` draws: the layer covers only that, grown by the
    /// effect's spread, so effects cost what they cover, not the whole canvas.
    public func withEffect(_ effect: LayerEffect, bounds: Rect, _ body: (Canvas) -> Void) {
        let matrix = currentMatrix
        let pixelsPerPoint = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))
        let offset = effect.outset.offset
        let (dx, dy) = effect.layerOutset
        // Content off the canvas still matters when a blur spreads it, or a shadow moves it,
        // onto the canvas: cutting it at the edge would fade the result on that side only.
        let reach = (abs(offset.x) + abs(offset.y) + max(dx, dy)) * pixelsPerPoint
        guard let (layerBitmap, origin) = drawOffscreen(covering: bounds.insetBy(dx: -dx, dy: -dy), reach: reach, body) else { return }
        let (x0, y0) = (origin.x, origin.y)

        switch effect {
        case .isolate:
            break
        case .blur(let sigma, let opaque):
            layerBitmap.gaussianBlur(sigma: sigma * pixelsPerPoint)
            if opaque { layerBitmap.apply(ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])) }
        case .shadow(let color, let sigma, let offset):
            guard let shadow = Bitmap(width: layerBitmap.width, height: layerBitmap.height) else { return }
            let silhouette = Canvas(bitmap: shadow, matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))
            // The layer's alpha as a mask for the shadow colour.
            cairo_set_source_rgba(silhouette.cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(silhouette.cairo, layerBitmap.surface, 0, 0)
            shadow.gaussianBlur(sigma: sigma * pixelsPerPoint)
            let shiftX = matrix.xx * offset.x + matrix.xy * offset.y
            let shiftY = matrix.yx * offset.x + matrix.yy * offset.y
            compositeDevice(shadow, x: x0 + shiftX, y: y0 + shiftY)
        case .innerShadow(let color, let sigma, let offset):
            guard let shadow = Bitmap(width: layerBitmap.width, height: layerBitmap.height) else { return }
            let identity = cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0)
            // The colour everywhere the group, moved by the offset, is not...
            let outside = Canvas(bitmap: shadow, matrix: identity)
            cairo_set_source_rgba(outside.cairo, color.red, color.green, color.blue, color.alpha)
            cairo_paint(outside.cairo)
            cairo_set_operator(outside.cairo, CAIRO_OPERATOR_DEST_OUT)
            cairo_set_source_surface(outside.cairo, layerBitmap.surface, matrix.xx * offset.x + matrix.xy * offset.y,
                                     matrix.yx * offset.x + matrix.yy * offset.y)
            cairo_paint(outside.cairo)
            shadow.gaussianBlur(sigma: sigma * pixelsPerPoint)
            // ...blurred, and laid over the group only where the group is.
            let group = Canvas(bitmap: layerBitmap, matrix: identity)
            cairo_set_operator(group.cairo, CAIRO_OPERATOR_ATOP)
            cairo_set_source_surface(group.cairo, shadow.surface, 0, 0)
            cairo_paint(group.cairo)
        case .colorMatrix(let m):
            layerBitmap.apply(m)
        case .alphaThreshold(let lower, let upper, let color):
            layerBitmap.applyAlphaThreshold(min: lower, max: upper, color: color)
        }
        compositeDevice(layerBitmap, x: x0, y: y0)
    }

    /// The current user-to-device matrix, as Cairo keeps it and as a `Transform`.
    var currentMatrix: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        return matrix
    }
    var deviceTransform: Transform {
        let m = currentMatrix
        return Transform(a: m.xx, b: m.yx, c: m.xy, d: m.yy, tx: m.x0, ty: m.y0)
    }

    /// Draws `body` with this canvas's transform into a new bitmap covering `bounds` (points, in
    /// the current coordinates), cut to the canvas grown by `reach` pixels on every side. Gives
    /// the bitmap and the device pixel its (0, 0) lies on; nil when nothing of it is that near.
    func drawOffscreen(covering bounds: Rect, reach: Double, _ body: (Canvas) -> Void) -> (Bitmap, origin: Point)? {
        var matrix = currentMatrix
        let device = bounds.applying(deviceTransform)
        let x0 = max(device.minX.rounded(.down), -reach), y0 = max(device.minY.rounded(.down), -reach)
        let x1 = min(device.maxX.rounded(.up), Double(bitmap.width) + reach)
        let y1 = min(device.maxY.rounded(.up), Double(bitmap.height) + reach)
        guard x1 > x0, y1 > y0, let layer = Bitmap(width: Int(saturating: x1 - x0), height: Int(saturating: y1 - y0)) else { return nil }
        matrix.x0 -= x0
        matrix.y0 -= y0
        body(Canvas(bitmap: layer, matrix: matrix))
        return (layer, Point(x: x0, y: y0))
    }

    /// Paints `image` with its pixel (0, 0) at device pixel (x, y), through the current clip.
    func compositeDevice(_ image: Bitmap, x: Double, y: Double) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image.surface, x, y)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
