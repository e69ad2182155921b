import CCairo

/// Draws paths, paints, text and layers into a `Bitmap` through Cairo.
/// Coordinates are points; the canvas maps them to pixels with its scale.
public final class Canvas {
    public let bitmap: Bitmap
    let cairo: OpaquePointer

    /// A canvas over `bitmap` whose point (`origin`) lands at pixel (0, 0), with `scale` pixels per point.
    public init(bitmap: Bitmap, scale: Double, origin: Point = .zero) {
        self.bitmap = bitmap
        self.cairo = cairo_create(bitmap.surface)
        cairo_scale(cairo, scale, scale)
        cairo_translate(cairo, -origin.x, -origin.y)
    }

    /// A canvas over `bitmap` with Cairo's user-to-device `matrix` (for offscreen layers).
    init(bitmap: Bitmap, matrix: cairo_matrix_t) {
        self.bitmap = bitmap
        self.cairo = cairo_create(bitmap.surface)
        var matrix = matrix
        cairo_set_matrix(cairo, &matrix)
    }

    deinit {
        cairo_destroy(cairo)
    }

    public func save() { cairo_save(cairo) }
    public func restore() { cairo_restore(cairo) }

    /// Multiplies the current transform by `t`, which must be invertible (`Transform.isInvertible`):
    /// Cairo puts a context given a singular matrix in an error state that drops all later drawing.
    public func concatenate(_ t: Transform) {
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        cairo_transform(cairo, &m)
    }

    public func translate(x: Double, y: Double) {
        cairo_translate(cairo, x, y)
    }

    public func fill(_ path: Path, with paint: Paint, evenOdd: Bool = false) {
        guard !path.isEmpty else { return }
        trace(path)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        setSource(paint, covering: path.controlPointBounds)
        cairo_fill(cairo)
    }

    public func stroke(_ path: Path, with paint: Paint, style: StrokeStyle) {
        guard !path.isEmpty, style.lineWidth > 0 else { return }
        trace(path)
        Canvas.apply(style, to: cairo)
        setSource(paint, covering: path.strokeBounds(style))
        cairo_stroke(cairo)
    }

    public enum Interpolation: Hashable, Sendable, CaseIterable { case none, low, medium, high }

    /// Draws `image` stretched into `rect`; a template image is a mask painted with `tint`.
    public func draw(_ image: Bitmap, in rect: Rect, interpolation: Interpolation = .high, tint: Paint? = nil) {
        guard image.width > 0, image.height > 0, !rect.isEmpty else { return }
        cairo_save(cairo)
        cairo_translate(cairo, rect.minX, rect.minY)
        cairo_scale(cairo, rect.width / Double(image.width), rect.height / Double(image.height))
        let pattern = cairo_pattern_create_for_surface(image.surface)!
        let filter: cairo_filter_t = switch interpolation {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_FAST
        case .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
        cairo_pattern_set_filter(pattern, filter)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_rectangle(cairo, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cairo)
        if let tint {
            cairo_restore(cairo)
            cairo_save(cairo)
            // The mask keeps the image's placement; the tint uses the canvas's coordinates.
            cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
            cairo_clip(cairo)
            setSource(tint, covering: rect)
            cairo_translate(cairo, rect.minX, rect.minY)
            cairo_scale(cairo, rect.width / Double(image.width), rect.height / Double(image.height))
            cairo_mask(cairo, pattern)
        } else {
            cairo_set_source(cairo, pattern)
            cairo_paint(cairo)
        }
        cairo_pattern_destroy(pattern)
        cairo_restore(cairo)
    }

    /// Intersects the clip with `path`.
    public func clip(to path: Path, evenOdd: Bool = false) {
        trace(path)
        cairo_set_fill_rule(cairo, evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cairo)
    }

    /// Draws everything `body` draws into an offscreen layer, then composites it with `opacity`.
    public func withLayer(opacity: Double, _ body: () -> Void) {
        cairo_push_group(cairo)
        body()
        cairo_pop_group_to_source(cairo)
        cairo_paint_with_alpha(cairo, opacity)
        cairo_set_source_rgba(cairo, 0, 0, 0, 1)
    }

    /// Draws laid-out text with its first line's top at `origin.y`, each line placed across
    /// `boxWidth` by `alignment` (0 leading, 0.5 centre, 1 trailing).
    public func draw(_ text: TextLayout, at origin: Point, boxWidth: Double, alignment: Double = 0, color: RGBA) {
        draw(text, at: origin, boxWidth: boxWidth, alignment: alignment, paint: .solid(color))
    }

    /// Text painted with any paint: Pango draws runs without a colour of their own with the
    /// context's source, so a gradient source paints the glyphs.
    public func draw(_ text: TextLayout, at origin: Point, boxWidth: Double, alignment: Double = 0, paint: Paint) {
        cairo_save(cairo)
        setSource(paint, covering: text.inkBounds(at: origin, boxWidth: boxWidth, alignment: alignment))
        text.draw(in: cairo, at: origin, boxWidth: boxWidth, alignment: alignment)
        cairo_restore(cairo)
    }

    private func trace(_ path: Path) {
        cairo_new_path(cairo)
        Canvas.trace(path, into: cairo)
    }

    static func trace(_ path: Path, into cairo: OpaquePointer) {
        var current = Point.zero
        for element in path.elements {
            switch element {
            case .move(let p):
                cairo_move_to(cairo, p.x, p.y)
                current = p
            case .line(let p):
                cairo_line_to(cairo, p.x, p.y)
                current = p
            case .quadCurve(let p, let c):
                // Cairo has only cubics; a quadratic is the cubic with controls two thirds of the way to c.
                let c1 = Point(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = Point(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2):
                cairo_curve_to(cairo, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .closeSubpath:
                cairo_close_path(cairo)
                var x = 0.0, y = 0.0
                cairo_get_current_point(cairo, &x, &y)
                current = Point(x: x, y: y)
            }
        }
    }

    static func apply(_ style: StrokeStyle, to cairo: OpaquePointer) {
        let cap: cairo_line_cap_t = switch style.lineCap {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
        let join: cairo_line_join_t = switch style.lineJoin {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
        cairo_set_line_width(cairo, style.lineWidth)
        cairo_set_line_cap(cairo, cap)
        cairo_set_line_join(cairo, join)
        cairo_set_miter_limit(cairo, style.miterLimit)
        style.dash.withUnsafeBufferPointer { dashes in
            cairo_set_dash(cairo, dashes.baseAddress, Int32(dashes.count), style.dashPhase)
        }
    }

    /// Makes `paint` Cairo's source; `bounds` is the area it must cover (for conic gradients,
    /// which Cairo lacks and Loom builds as a mesh).
    private func setSource(_ paint: Paint, covering bounds: Rect) {
        let pattern: OpaquePointer
        switch paint {
        case .solid(let c):
            cairo_set_source_rgba(cairo, c.red, c.green, c.blue, c.alpha)
            return
        case .linearGradient(let stops, let start, let end):
            pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y)!
            addStops(stops, to: pattern)
        case .radialGradient(let stops, let center, let startRadius, let endRadius, let transform):
            pattern = cairo_pattern_create_radial(center.x, center.y, max(startRadius, 0), center.x, center.y, max(endRadius, 0))!
            addStops(stops, to: pattern)
            // Cairo's pattern matrix maps user space to pattern space: the inverse of `transform`.
            var matrix = cairo_matrix_t(xx: transform.a, yx: transform.b, xy: transform.c, yy: transform.d, x0: transform.tx, y0: transform.ty)
            if cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS {
                cairo_pattern_set_matrix(pattern, &matrix)
            }
        case .conicGradient(let stops, let center, let startAngle, let endAngle):
            pattern = ConicMesh.pattern(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle, covering: bounds)
        case .image(let image, let source, let tile):
            guard let tiled = Canvas.imagePattern(image, source: source, tile: tile) else {
                cairo_set_source_rgba(cairo, 0, 0, 0, 0)
                return
            }
            pattern = tiled
        }
        cairo_set_source(cairo, pattern)
        cairo_pattern_destroy(pattern)
    }

    /// A repeating pattern of the `source` part of `image`, one copy filling `tile`.
    private static func imagePattern(_ image: Bitmap, source: Rect, tile: Rect) -> OpaquePointer? {
        let w = Double(image.width), h = Double(image.height)
        let x0 = (source.minX * w).rounded(), y0 = (source.minY * h).rounded()
        let x1 = (source.maxX * w).rounded(), y1 = (source.maxY * h).rounded()
        let pw = min(x1, w) - max(x0, 0), ph = min(y1, h) - max(y0, 0)
        guard pw >= 1, ph >= 1, !tile.isEmpty else { return nil }
        // Copy the source part into its own surface so the repeat wraps at its edges.
        let part = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pw), Int32(ph))!
        let copier = cairo_create(part)!
        cairo_set_source_surface(copier, image.surface, -max(x0, 0), -max(y0, 0))
        cairo_paint(copier)
        cairo_destroy(copier)
        let pattern = cairo_pattern_create_for_surface(part)!
        cairo_surface_destroy(part)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_REPEAT)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_GOOD)
        // Pattern space is the part's pixels; user space places one copy in `tile`.
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, tile.width / pw, 0, 0, tile.height / ph, tile.minX, tile.minY)
        guard cairo_matrix_invert(&matrix) == CAIRO_STATUS_SUCCESS else {
            cairo_pattern_destroy(pattern)
            return nil
        }
        cairo_pattern_set_matrix(pattern, &matrix)
        return pattern
    }

    private func addStops(_ stops: [GradientStop], to pattern: OpaquePointer) {
        for stop in stops {
            let c = stop.color
            cairo_pattern_add_color_stop_rgba(pattern, stop.location, c.red, c.green, c.blue, c.alpha)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
}

extension Path {
    /// The area a stroke with `style` covers, as Cairo computes it (joins, caps and miters included).
    public func strokeBounds(_ style: StrokeStyle) -> Rect {
        guard !isEmpty, style.lineWidth > 0 else { return .zero }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_A8, 1, 1)
        let cairo = cairo_create(surface)
        defer {
            cairo_destroy(cairo)
            cairo_surface_destroy(surface)
        }
        Canvas.trace(self, into: cairo!)
        Canvas.apply(style, to: cairo!)
        var x0 = 0.0, y0 = 0.0, x1 = 0.0, y1 = 0.0
        cairo_stroke_extents(cairo, &x0, &y0, &x1, &y1)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}
