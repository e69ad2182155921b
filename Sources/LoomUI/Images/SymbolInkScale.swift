/// Per-glyph corrections so a Material Design Icons stand-in covers as much ink as the SF Symbol
/// it replaces at the same font size. Only glyphs measured against a real SwiftUI screenshot are
/// listed; the rest keep the common `SymbolGlyphs.sizeRatio`.
enum SymbolInkScale {
    /// Keyed by MDI name, since the correction belongs to the stand-in's drawing.
    static let byMaterialName: [String: Double] = [
        // ../shared/reference/pure-swift-ui-tools/rating.png: SF's `star.fill` at 45 pt bold is
        // 153 × 146 px at 3×, MDI's star was 135 × 126 px (13 % narrower, 16 % shorter); the
        // geometric mean of the two ratios keeps the star's area. The outline and half stars
        // are drawn on the same grid.
        "star": starFamily,
        "star-outline": starFamily,
        "star-half": starFamily,
        "star-off": starFamily,
        // pause-button.png: SF's `pause.fill` at 50 pt is 90 × 120 px at 3× (30 × 40 pt); MDI's
        // pause is 30 × 35 pt. Its bars are taller and narrower, so no one scale fits both sides;
        // the geometric mean splits the difference.
        "pause": (30.0 / 30.0 * 40.0 / 35.0).squareRoot(),
    ]

    static let starFamily = (153.0 / 135.0 * 146.0 / 126.0).squareRoot()

    static func factor(forMaterialName name: String) -> Double {
        byMaterialName[name] ?? 1
    }
}
