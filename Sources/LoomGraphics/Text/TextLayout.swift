import CCairo
import Foundation

/// A paragraph shaped by Pango, with SwiftUI's line metrics.
///
/// Pango shapes and breaks lines; Loom places them. Inter's own line height (1.21 em) is taller than
/// SF Pro's (1.1934 em, `UIFont.systemFont(ofSize: 17).lineHeight` = 20.29 pt), so lines are stacked
/// at SF's pitch with SF's ascent, and Inter gets a small negative tracking so widths match SF's
/// (research doc §5.3–5.4; `TextLayoutTests` pins the calibration).
public final class TextLayout {
    public let string: String
    public let font: FontSpec
    /// Points from one baseline to the next.
    public let lineHeight: Double
    /// Points from a line's top to its baseline.
    public let ascent: Double
    /// The laid-out size in points: widest line × (lines × line height).
    public let size: Size
    public let lineCount: Int

    private let layout: OpaquePointer
    private let lineOffsets: [Double]

    /// Shapes `string` with `font`; `width` (points) wraps lines at word boundaries when given.
    /// `maxLines` truncates the last kept line with an ellipsis.
    public init(_ string: String, font: FontSpec, width: Double? = nil, maxLines: Int? = nil,
                extraTracking: Double = 0, lineSpacing: Double = 0) {
        self.string = string
        self.font = font
        self.lineHeight = (TextMetrics.lineHeightRatio * font.size) + lineSpacing
        self.ascent = TextMetrics.ascentRatio * font.size
        PangoShared.lock.lock()
        defer { PangoShared.lock.unlock() }
        layout = pango_layout_new(PangoShared.context)!
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, font.family.fontconfigName)
        pango_font_description_set_absolute_size(description, font.size * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, font.weight)))))
        pango_font_description_set_style(description, font.italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        pango_layout_set_font_description(layout, description)
        pango_font_description_free(description)

        let tracking = TextMetrics.tracking(for: font) + extraTracking
        let attributes = pango_attr_list_new()!
        pango_attr_list_insert(attributes, pango_attr_letter_spacing_new(Int32((tracking * Double(PANGO_SCALE)).rounded())))
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        pango_layout_set_text(layout, string, -1)
        if let width, width.isFinite {
            pango_layout_set_width(layout, Int32(max(0, width) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines, maxLines > 0 {
            pango_layout_set_height(layout, -Int32(maxLines))
            pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_END)
        }

        let count = Int(pango_layout_get_line_count(layout))
        var widest = 0.0
        var offsets: [Double] = []
        for index in 0..<count {
            let line = pango_layout_get_line_readonly(layout, Int32(index))
            var logical = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &logical)
            widest = max(widest, Double(logical.x + logical.width) / Double(PANGO_SCALE))
            offsets.append(Double(logical.x) / Double(PANGO_SCALE))
        }
        lineCount = count
        lineOffsets = offsets
        // Pango adds the letter spacing after the last glyph too; SwiftUI's tracking does not widen the box.
        let trailing = string.isEmpty ? 0 : tracking
        size = Size(width: max(0, widest - trailing), height: Double(max(count, 1)) * lineHeight - (count > 1 ? 0 : 0))
    }

    deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
    }

    /// Points from the top of the layout to the baseline of the first line.
    public var firstBaseline: Double { ascent }
    /// Points from the top of the layout to the baseline of the last line.
    public var lastBaseline: Double { Double(max(lineCount, 1) - 1) * lineHeight + ascent }

    func draw(in cairo: OpaquePointer, at origin: Point) {
        PangoShared.lock.lock()
        defer { PangoShared.lock.unlock() }
        for index in 0..<lineCount {
            let line = pango_layout_get_line_readonly(layout, Int32(index))
            cairo_move_to(cairo, origin.x + lineOffsets[index], origin.y + Double(index) * lineHeight + ascent)
            pango_cairo_show_layout_line(cairo, line)
        }
    }
}

/// SF Pro's metrics, which Loom imposes on its stand-in fonts so text sizes like SwiftUI's.
enum TextMetrics {
    /// `UIFont.systemFont(ofSize:).lineHeight / pointSize`.
    static let lineHeightRatio = 1.1934
    /// `UIFont.systemFont(ofSize:).ascender / pointSize`.
    static let ascentRatio = 0.9512

    /// Points of extra space after each character so Inter's advance widths land on SF's.
    static func tracking(for font: FontSpec) -> Double {
        guard case .sans = font.family else { return 0 }
        return interToSFTracking * font.size
    }

    /// Calibrated on "This is a test string" at 17 pt, which SF Pro measures at 144.09 pt.
    static let interToSFTracking = -0.0241
}

/// Pango objects shared by every layout. Pango is not thread-safe, so every use takes the lock.
enum PangoShared {
    static let lock = NSLock()

    nonisolated(unsafe) static let context: OpaquePointer = {
        let fontMap = pango_cairo_font_map_new()!
        let context = pango_font_map_create_context(fontMap)!
        // 72 dpi: one Pango unit of size is one point, independent of the output scale.
        pango_cairo_context_set_resolution(context, 72)
        let options = cairo_font_options_create()!
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        pango_cairo_context_set_font_options(context, options)
        cairo_font_options_destroy(options)
        pango_context_set_round_glyph_positions(context, 0)
        return context
    }()
}
