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
    case colorMatrix(ColorMatrix)

    /// How far (points) the effect can spread ink beyond what the group draws.
    public var outset: (dx: Double, dy: Double, offset: Point) {
        switch self {
        case .isolate, .colorMatrix: (0, 0, .zero)
        case .blur(let sigma, _): (3 * sigma, 3 * sigma, .zero)
        case .shadow(_, let sigma, let offset): (3 * sigma, 3 * sigma, offset)
        }
    }
}

extension Canvas {
    /// Draws `body` into an offscreen copy of this canvas (same size, same transform), applies
    /// `effect` to the pixels, then composites the result here through the current clip.
    public func withEffect(_ effect: LayerEffect, _ body: (Canvas) -> Void) {
        guard let offscreen = Bitmap(width: bitmap.width, height: bitmap.height) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        let layer = Canvas(bitmap: offscreen, matrix: matrix)
        body(layer)
        let pixelsPerPoint = sqrt(abs(matrix.xx * matrix.yy - matrix.xy * matrix.yx))

        switch effect {
        case .isolate:
            break
        case .blur(let sigma, let opaque):
            offscreen.gaussianBlur(sigma: sigma * pixelsPerPoint)
            if opaque { offscreen.apply(ColorMatrix([1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 1])) }
        case .shadow(let color, let sigma, let offset):
            guard let shadow = Bitmap(width: bitmap.width, height: bitmap.height) else { return }
            let silhouette = Canvas(bitmap: shadow, matrix: cairo_matrix_t(xx: 1, yx: 0, xy: 0, yy: 1, x0: 0, y0: 0))
            // The group's alpha as a mask for the shadow colour.
            cairo_set_source_rgba(silhouette.cairo, color.red, color.green, color.blue, color.alpha)
            cairo_mask_surface(silhouette.cairo, offscreen.surface, 0, 0)
            shadow.gaussianBlur(sigma: sigma * pixelsPerPoint)
            let dx = matrix.xx * offset.x + matrix.xy * offset.y
            let dy = matrix.yx * offset.x + matrix.yy * offset.y
            compositeDevice(shadow, x: dx, y: dy)
        case .colorMatrix(let m):
            offscreen.apply(m)
        }
        compositeDevice(offscreen, x: 0, y: 0)
    }

    /// Paints `image` with its pixel (0, 0) at device pixel (x, y), through the current clip.
    private func compositeDevice(_ image: Bitmap, x: Double, y: Double) {
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_source_surface(cairo, image.surface, x, y)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }
}
