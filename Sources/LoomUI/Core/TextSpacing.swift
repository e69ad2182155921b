/// SwiftUI's default gap between two texts stacked in a column.
///
/// With `spacing: nil` a stack asks each pair of neighbours for their preferred distance
/// (research doc §1.4): plain views want 8 pt, but text edges carry their own, font-dependent
/// preference, so stacked labels sit closer than 8 pt, like lines of one paragraph with a little
/// air. OpenSwiftUI has not reverse-engineered Text's spacing table and no reference screenshot
/// here isolates it, so Loom takes a quarter of the larger font size (body 17 pt → 4.25 pt,
/// caption 12 pt → 3 pt), never more than the plain 8 pt. Calibrate against a real render
/// (research doc §8 item 3) before relying on the exact value.
enum TextSpacing {
    static let fractionOfFontSize = 0.25

    /// The gap between a text above (font size `upper`) and a text below (`lower`).
    static func vertical(between upper: Double, and lower: Double) -> Double {
        min(max(upper, lower) * fractionOfFontSize, 8)
    }
}
