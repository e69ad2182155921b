import CCairo

/// How a layer's colours combine with what is already drawn beneath it: SwiftUI's `BlendMode`,
/// with CoreGraphics' meanings (the W3C compositing formulas).
public enum BlendMode: String, CaseIterable, Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// Cairo's operator for the mode; nil for `plusDarker`, which Cairo lacks and Loom computes.
    var cairoOperator: cairo_operator_t? {
        switch self {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        // Premultiplied min(1, S + D) on colour and alpha: exactly CoreGraphics' plusLighter.
        case .plusLighter: CAIRO_OPERATOR_ADD
        case .plusDarker: nil
        }
    }
}

extension Canvas {
    /// Draws what `body` draws on the canvas it is given as one layer and composites it onto what is beneath with `mode`.
    public func withBlendMode(_ mode: BlendMode, _ body: (Canvas) -> Void) {
        guard let op = mode.cairoOperator else {
            plusDarker(body)
            return
        }
        cairo_push_group(cairo)
        body(self)
        cairo_pop_group_to_source(cairo)
        cairo_save(cairo)
        cairo_set_operator(cairo, op)
        cairo_paint(cairo)
        cairo_restore(cairo)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    }

    /// Draws `content` masked by the alpha of what `mask` draws (SwiftUI's `mask`).
    public func withMask(_ content: () -> Void, mask: () -> Void) {
        cairo_push_group(cairo)
        content()
        let contentPattern = cairo_pop_group(cairo)
        cairo_push_group(cairo)
        mask()
        let maskPattern = cairo_pop_group(cairo)
        cairo_save(cairo)
        cairo_set_source(cairo, contentPattern)
        cairo_mask(cairo, maskPattern)
        cairo_restore(cairo)
        cairo_pattern_destroy(contentPattern)
        cairo_pattern_destroy(maskPattern)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    }

    /// CoreGraphics' plusDarker, R = max(0, 1 − ((1 − D) + (1 − S))), generalised to premultiplied
    /// colour as Rc = max(0, Ra − (Da − Dc) − (Sa − Sc)) with Ra = min(1, Sa + Da). Cairo has no
    /// such operator, so the layer and the backdrop are combined pixel by pixel and the result
    /// replaces the backdrop through the current clip.
    private func plusDarker(_ body: (Canvas) -> Void) {
        guard let source = Bitmap(width: bitmap.width, height: bitmap.height),
              let result = Bitmap(width: bitmap.width, height: bitmap.height) else { return }
        var matrix = cairo_matrix_t()
        cairo_get_matrix(cairo, &matrix)
        body(Canvas(bitmap: source, matrix: matrix))
        let target = cairo_get_group_target(cairo)!
        guard cairo_surface_get_type(target) == CAIRO_SURFACE_TYPE_IMAGE,
              cairo_image_surface_get_format(target) == CAIRO_FORMAT_ARGB32 else {
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, source.surface, 0, 0)
            cairo_paint(cairo)
            cairo_restore(cairo)
            return
        }
        cairo_surface_flush(target)
        var ox = 0.0, oy = 0.0
        cairo_surface_get_device_offset(target, &ox, &oy)
        let tw = Int(cairo_image_surface_get_width(target)), th = Int(cairo_image_surface_get_height(target))
        let stride = Int(cairo_image_surface_get_stride(target)) / 4
        let data = cairo_image_surface_get_data(target)!
        let (dx, dy) = (Int(ox.rounded()), Int(oy.rounded()))
        let width = bitmap.width
        data.withMemoryRebound(to: UInt32.self, capacity: stride * th) { backdrop in
            source.withPixels { s in
                result.withMutablePixels { r in
                    for y in 0..<bitmap.height {
                        let ty = y + dy
                        for x in 0..<width {
                            let tx = x + dx
                            let d: UInt32 = (tx >= 0 && tx < tw && ty >= 0 && ty < th) ? backdrop[ty * stride + tx] : 0
                            r[y * width + x] = Self.plusDarker(s[y * width + x], d)
                        }
                    }
                }
            }
        }
        cairo_save(cairo)
        cairo_identity_matrix(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(cairo, result.surface, 0, 0)
        cairo_paint(cairo)
        cairo_restore(cairo)
    }

    static func plusDarker(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let sa = Int(s >> 24), da = Int(d >> 24)
        if sa == 0 { return d }
        if da == 0 { return s }
        let ra = min(255, sa + da)
        func channel(_ shift: UInt32) -> UInt32 {
            let sc = Int((s >> shift) & 0xFF), dc = Int((d >> shift) & 0xFF)
            return UInt32(min(ra, max(0, ra - (da - dc) - (sa - sc)))) << shift
        }
        return UInt32(ra) << 24 | channel(16) | channel(8) | channel(0)
    }
}
