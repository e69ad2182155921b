import CCairo
import Foundation

/// A paragraph shaped by Pango, with SwiftUI's line metrics.
///
/// Pango shapes and breaks lines; Loom places them. Inter's own line height (1.21 em) is taller than
/// SF Pro's (1.1934 em, `UIFont.systemFont(ofSize: 17).lineHeight` = 20.29 pt), so lines are stacked
/// at SF's pitch with SF's ascent, and Inter gets a small negative tracking so widths match SF's
/// (research doc §5.3–5.4; `TextLayoutTests` pins the calibration).
public final class TextLayout {
    public let runs: [TextRun]
    /// Points from one baseline to the next.
    public let lineHeight: Double
    /// Points from a line's top to its baseline.
    public let ascent: Double
    /// The laid-out size in points: widest line × (lines × line height).
    public let size: Size
    public let lineCount: Int

    private let layout: OpaquePointer
    /// Per line: where its ink box starts and how wide it is, in points.
    private let lineExtents: [(x: Double, width: Double)]
    /// Per line: the box its glyphs' ink covers, relative to the line's origin on its baseline.
    private let inkExtents: [Rect]

    /// The largest font of the paragraph, which sets its line metrics.
    public var font: FontSpec { Self.metricRuns(runs).max { $0.font.size < $1.font.size }?.font ?? FontSpec() }

    /// The runs whose fonts set the line height: all but inline symbols, unless that is all there is.
    private static func metricRuns(_ runs: [TextRun]) -> [TextRun] {
        let text = runs.filter(\.setsLineMetrics)
        return text.isEmpty ? runs : text
    }
    public var string: String { runs.map(\.string).joined() }

    public convenience init(_ string: String, font: FontSpec, width: Double? = nil, maxLines: Int? = nil, lineSpacing: Double = 0) {
        self.init(runs: [TextRun(string, font: font)], width: width, maxLines: maxLines, lineSpacing: lineSpacing)
    }

    /// Shapes `runs` as one paragraph; `width` (points) wraps lines at word boundaries when given,
    /// `maxLines` truncates the last kept line with an ellipsis, `lineSpacing` adds points between lines.
    public init(runs: [TextRun], width: Double? = nil, maxLines: Int? = nil, lineSpacing: Double = 0, truncation: TextTruncation = .tail) {
        // A single line cut at its head or middle is cut here: Pango 1.50 leaves a gap after an
        // ellipsis it puts there. The cut line is then laid out whole, without wrapping.
        var runs = runs
        var wrapWidth = width
        var maxLines = maxLines
        // Pango limits the lines of each paragraph; a line limit counts the lines of all of them.
        if let limit = maxLines, limit > 0, runs.contains(where: { $0.string.contains("\n") }) {
            runs = Self.keepingLines(runs, limit, width: width, lineSpacing: lineSpacing, truncation: truncation)
        }
        if truncation != .tail, maxLines == 1, let width, width.isFinite {
            runs = Self.cutting(runs, toFit: width, at: truncation)
            wrapWidth = nil
            maxLines = nil
        }
        self.runs = runs
        let largest = Self.metricRuns(runs).map(\.font.size).max() ?? 17
        self.lineHeight = TextMetrics.lineHeightRatio * largest + lineSpacing
        self.ascent = TextMetrics.ascentRatio * largest
        PangoShared.lock.lock()
        defer { PangoShared.lock.unlock() }
        layout = pango_layout_new(PangoShared.context)!

        let attributes = pango_attr_list_new()!
        var text = ""
        for run in runs {
            let start = UInt32(text.utf8.count)
            text += run.string
            let end = UInt32(text.utf8.count)
            func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>) {
                attribute.pointee.start_index = start
                attribute.pointee.end_index = end
                pango_attr_list_insert(attributes, attribute)
            }
            let description = run.font.pangoDescription()
            insert(pango_attr_font_desc_new(description))
            pango_font_description_free(description)
            insert(pango_attr_letter_spacing_new(Int32(saturating: (run.tracking * Double(PANGO_SCALE)).rounded())))
            // A word too long for its line breaks between characters without a hyphen, as Core Text does.
            insert(pango_attr_insert_hyphens_new(0))
            func channel(_ v: Double) -> UInt16 { UInt16((min(max(v, 0), 1) * 65535).rounded()) }
            if let color = run.color {
                insert(pango_attr_foreground_new(channel(color.red), channel(color.green), channel(color.blue)))
                // Pango reads a foreground alpha of 0 as "unset" (opaque); 1/65535 draws nothing.
                insert(pango_attr_foreground_alpha_new(max(channel(color.alpha), 1)))
            }
            if run.underline { insert(pango_attr_underline_new(PANGO_UNDERLINE_SINGLE)) }
            if run.strikethrough { insert(pango_attr_strikethrough_new(1)) }
            if let color = run.underlineColor { insert(pango_attr_underline_color_new(channel(color.red), channel(color.green), channel(color.blue))) }
            if let color = run.strikethroughColor {
                insert(pango_attr_strikethrough_color_new(channel(color.red), channel(color.green), channel(color.blue)))
            }
            if let color = run.backgroundColor {
                insert(pango_attr_background_new(channel(color.red), channel(color.green), channel(color.blue)))
                insert(pango_attr_background_alpha_new(max(channel(color.alpha), 1)))
            }
            if run.baselineOffset != 0 { insert(pango_attr_rise_new(Int32(saturating: (run.baselineOffset * Double(PANGO_SCALE)).rounded()))) }
        }
        pango_layout_set_text(layout, text, -1)
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)
        if let wrapWidth, wrapWidth.isFinite {
            pango_layout_set_width(layout, Int32(saturating: max(0, wrapWidth) * Double(PANGO_SCALE)))
            pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
        }
        if let maxLines, maxLines > 0 {
            pango_layout_set_height(layout, -Int32(clamping: maxLines))  // a script's lineLimit(Int.max) must not trap
            let ellipsize: PangoEllipsizeMode = switch truncation {
            case .head: PANGO_ELLIPSIZE_START
            case .middle: PANGO_ELLIPSIZE_MIDDLE
            case .tail: PANGO_ELLIPSIZE_END
            }
            pango_layout_set_ellipsize(layout, ellipsize)
        } else if wrapWidth == nil {
            pango_layout_set_width(layout, -1)
        }

        // Pango adds the letter spacing after the last glyph too; SwiftUI's tracking does not widen the box.
        let trailing = runs.last { !$0.string.isEmpty }?.tracking ?? 0
        var (extents, inks) = Self.lineExtents(of: layout, trailing: trailing)
        if let wrapWidth, wrapWidth.isFinite, let overshoot = Self.overshoot(of: extents, width: wrapWidth) {
            // Pango breaks and ellipsizes before Loom takes off the trailing tracking, so a line can
            // come out a little wider than asked; SwiftUI's never does. Ask again for that much less.
            pango_layout_set_width(layout, Int32(saturating: max(0, wrapWidth - overshoot) * Double(PANGO_SCALE)))
            (extents, inks) = Self.lineExtents(of: layout, trailing: trailing)
        }
        let count = extents.count
        lineCount = count
        lineExtents = extents
        inkExtents = inks
        var widest = extents.map { $0.x + $0.width }.max() ?? 0
        // A glyph wider than the whole offer still overflows it; the text answers the offer.
        if let width, width.isFinite { widest = min(widest, max(0, width)) }
        size = Size(width: max(0, widest), height: Double(max(count, 1)) * lineHeight - lineSpacing)
    }

    /// The runs cut after the line `limit` of their paragraphs, the last kept line ending in an
    /// ellipsis (`"one\ntwo\nthree"` limited to two lines is `"one\ntwo…"`).
    private static func keepingLines(_ runs: [TextRun], _ limit: Int, width: Double?, lineSpacing: Double, truncation: TextTruncation) -> [TextRun] {
        func lines(_ runs: [TextRun]) -> TextLayout { TextLayout(runs: runs, width: width, maxLines: nil, lineSpacing: lineSpacing, truncation: truncation) }
        let whole = lines(runs)
        guard whole.lineCount > limit else { return runs }
        var kept = trimmed(prefix(of: runs, bytes: whole.lineStartByteIndex(limit)))
        // The ellipsis goes on the last kept line; where it does not fit there, characters before
        // it give way (a bounded number of tries: a line holds few characters more than that).
        for _ in 0..<64 {
            let ended = ellipsized(kept)
            if lines(ended).lineCount <= limit { return ended }
            guard var last = kept.popLast(), !last.string.isEmpty else { return ended }
            last.string.removeLast()
            kept = trimmed(kept + [last])
        }
        return ellipsized(kept)
    }

    /// The runs' first `bytes` UTF-8 bytes.
    private static func prefix(of runs: [TextRun], bytes: Int) -> [TextRun] {
        var out: [TextRun] = []
        var used = 0
        for var run in runs where used < bytes {
            let count = run.string.utf8.count
            if used + count > bytes { run.string = String(decoding: run.string.utf8.prefix(bytes - used), as: UTF8.self) }
            used += count
            out.append(run)
        }
        return out
    }

    /// Without empty runs and the line breaks and spaces at the end.
    private static func trimmed(_ runs: [TextRun]) -> [TextRun] {
        var out = runs
        while var last = out.popLast() {
            while last.string.last?.isWhitespace == true { last.string.removeLast() }
            if !last.string.isEmpty { out.append(last); break }
        }
        return out
    }

    private static func ellipsized(_ runs: [TextRun]) -> [TextRun] {
        guard var last = runs.last else { return runs }
        last.string += "…"
        return runs.dropLast() + [last]
    }

    /// The UTF-8 offset in the text where line `index` starts.
    private func lineStartByteIndex(_ index: Int) -> Int {
        PangoShared.lock.lock()
        defer { PangoShared.lock.unlock() }
        return Int(pango_layout_get_line_readonly(layout, Int32(index)).pointee.start_index)
    }

    /// Per line: its logical box without the trailing tracking, and its ink box.
    private static func lineExtents(of layout: OpaquePointer, trailing: Double) -> ([(x: Double, width: Double)], [Rect]) {
        var extents: [(x: Double, width: Double)] = []
        var inks: [Rect] = []
        let unit = Double(PANGO_SCALE)
        for index in 0..<Int(pango_layout_get_line_count(layout)) {
            let line = pango_layout_get_line_readonly(layout, Int32(index))
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line, &ink, &logical)
            extents.append((Double(logical.x) / unit, max(0, Double(logical.width) / unit - trailing)))
            inks.append(Rect(x: Double(ink.x) / unit, y: Double(ink.y) / unit, width: Double(ink.width) / unit, height: Double(ink.height) / unit))
        }
        return (extents, inks)
    }

    /// How far the widest line reaches past `width`, if it does by more than rounding.
    private static func overshoot(of extents: [(x: Double, width: Double)], width: Double) -> Double? {
        let widest = extents.map { $0.x + $0.width }.max() ?? 0
        return widest > width + 0.001 ? widest - width : nil
    }

    deinit {
        // Releasing a layout touches the shared Pango context too.
        PangoShared.lock.lock()
        g_object_unref(UnsafeMutableRawPointer(layout))
        PangoShared.lock.unlock()
    }

    /// Points from the top of the layout to the baseline of the first line.
    public var firstBaseline: Double { ascent }
    /// Points from the top of the layout to the baseline of the last line.
    public var lastBaseline: Double { Double(max(lineCount, 1) - 1) * lineHeight + ascent }

    /// Where the glyphs' ink lands when drawn as `draw` would, in the same coordinates.
    public func inkBounds(at origin: Point, boxWidth: Double, alignment: Double) -> Rect {
        (0..<lineCount).reduce(Rect.zero) { bounds, index in
            let x = origin.x + (boxWidth - lineExtents[index].width) * alignment
            let baseline = origin.y + Double(index) * lineHeight + ascent
            let ink = inkExtents[index]
            return ink.isEmpty ? bounds : bounds.union(ink.offsetBy(dx: x, dy: baseline))
        }
    }

    /// Draws each line at SF's pitch, placed across `boxWidth` by `alignment` (0 leading, 0.5
    /// centre, 1 trailing), in the cairo source colour where a run has none of its own.
    func draw(in cairo: OpaquePointer, at origin: Point, boxWidth: Double, alignment: Double) {
        PangoShared.lock.lock()
        defer { PangoShared.lock.unlock() }
        for index in 0..<lineCount {
            let line = pango_layout_get_line_readonly(layout, Int32(index))
            let extent = lineExtents[index]
            let x = origin.x + (boxWidth - extent.width) * alignment
            cairo_move_to(cairo, x, origin.y + Double(index) * lineHeight + ascent)
            pango_cairo_show_layout_line(cairo, line)
        }
    }
}

/// A stretch of text with one font and, optionally, its own colour and decorations.
public struct TextRun: Hashable, Sendable {
    public var string: String
    public var font: FontSpec
    /// Nil: the colour the text is drawn with.
    public var color: RGBA?
    /// Points added after each character, on top of the font's calibration.
    public var tracking: Double
    public var underline: Bool
    public var strikethrough: Bool
    /// Nil: the decoration takes the text's colour.
    public var underlineColor: RGBA?
    public var strikethroughColor: RGBA?
    /// Points the run is raised above the baseline (negative: lowered).
    public var baselineOffset: Double
    /// A colour filled behind the run's glyphs, one line high (an attributed string's `backgroundColor`).
    public var backgroundColor: RGBA?
    /// False for a symbol glyph set in the text: it sits on the line without setting its height.
    public var setsLineMetrics = true

    public init(_ string: String, font: FontSpec, color: RGBA? = nil, extraTracking: Double = 0,
                underline: Bool = false, strikethrough: Bool = false,
                underlineColor: RGBA? = nil, strikethroughColor: RGBA? = nil, baselineOffset: Double = 0) {
        self.string = string
        self.font = font
        self.color = color
        self.tracking = TextMetrics.tracking(for: font) + extraTracking
        self.underline = underline
        self.strikethrough = strikethrough
        self.underlineColor = underlineColor
        self.strikethroughColor = strikethroughColor
        self.baselineOffset = baselineOffset
    }
}

/// Where a line that does not fit is cut for its ellipsis.
public enum TextTruncation: Hashable, Sendable {
    case head, middle, tail
}

extension FontSpec {
    /// The largest size text is set in (a line of it is already taller than any picture may be).
    static let maximumPointSize: Double = 16_384

    func pangoDescription() -> OpaquePointer {
        let description = pango_font_description_new()!
        pango_font_description_set_family(description, fontconfigFamily)
        // Pango keeps sizes as integers of 1/1024 pt: a script's NaN or 1e300 must become one it can hold.
        let points = size.isNaN ? 0 : min(max(size, 0), Self.maximumPointSize)
        pango_font_description_set_absolute_size(description, points * Double(PANGO_SCALE))
        pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(max(100, min(1000, weight)))))
        pango_font_description_set_style(description, italic ? PANGO_STYLE_ITALIC : PANGO_STYLE_NORMAL)
        return description
    }
}

/// SF Pro's metrics, which Loom imposes on its stand-in fonts so text sizes like SwiftUI's.
public enum TextMetrics {
    /// `UIFont.systemFont(ofSize:).lineHeight / pointSize`.
    public static let lineHeightRatio = 1.1934
    /// `UIFont.systemFont(ofSize:).ascender / pointSize`.
    public static let ascentRatio = 0.9512
    /// SF Pro's cap height and x-height per point (its OS/2 table: 1443 and 1082 of 2048 units).
    public static let capHeightRatio = 0.7046
    public static let xHeightRatio = 0.5283

    /// Points of extra space after each character so Inter's advance widths land on SF's.
    static func tracking(for font: FontSpec) -> Double {
        guard case .sans = font.family else { return 0 }
        return (font.usesDisplayCut ? interDisplayToSFTracking : interToSFTracking) * font.size
    }

    /// Calibrated on "This is a test string" at 17 pt, which SF Pro measures at 144.09 pt, and
    /// checked on the grid-view guide's 28 pt titles ("0,0": 38 pt of ink).
    static let interToSFTracking = -0.0241
    /// Calibrated on "Green Text" in bold at 60 pt, whose ink SwiftUI draws 291 pt wide (the
    /// inner-shadows guide's green-text-with-shadow.png, 873 px at 3×).
    static let interDisplayToSFTracking = -0.0049
}

/// Pango objects shared by every layout. Pango is not thread-safe, so every use takes the lock.
enum PangoShared {
    static let lock = NSLock()

    /// The font families fontconfig knows, for requests by name that must fall back when absent.
    nonisolated(unsafe) static let familyNames: Set<String> = {
        lock.lock()
        defer { lock.unlock() }
        var families: UnsafeMutablePointer<UnsafeMutablePointer<PangoFontFamily>?>?
        var count: Int32 = 0
        pango_font_map_list_families(pango_context_get_font_map(context), &families, &count)
        var names: Set<String> = []
        for index in 0..<Int(count) {
            if let family = families?[index], let name = pango_font_family_get_name(family) { names.insert(String(cString: name)) }
        }
        g_free(families)
        return names
    }()

    nonisolated(unsafe) static let context: OpaquePointer = {
        BundledFonts.register()
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
