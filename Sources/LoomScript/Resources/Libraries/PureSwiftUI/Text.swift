// PureSwiftUI — text in one call: content, colour, weight and font.
import SwiftUI

extension View {
    /// `font(.system(size:weight:))` in one call; works on any view (it sets the environment font).
    func fontSize(_ size: CGFloat, weight: Font.Weight = .regular) -> some View {
        font(.system(size: size, weight: weight))
    }
}

/// A `Text` with optional colour and weight over a given font. (In SwiftUI these return `Text`;
/// Loom's `font`/`foregroundColor` give back a general view, so they are declared `some View`.)
func styledText(_ text: String, _ font: Font, _ color: Color?, _ weight: Font.Weight?) -> some View {
    let styled = Text(text).font(weight == nil ? font : font.weight(weight!))
    if let color = color {
        return styled.foregroundColor(color)
    }
    return styled
}

func CustomText(_ text: String, _ size: CGFloat, _ color: Color? = nil, _ weight: Font.Weight = .regular) -> some View {
    styledText(text, .system(size: size), color, weight)
}

func LargeTitleText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .largeTitle, color, weight)
}

func TitleText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .title, color, weight)
}

func HeadlineText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .headline, color, weight)
}

func SubheadlineText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .subheadline, color, weight)
}

func BodyText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .body, color, weight)
}

func CaptionText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .caption, color, weight)
}

func FootnoteText(_ text: String, _ color: Color? = nil, _ weight: Font.Weight? = nil) -> some View {
    styledText(text, .footnote, color, weight)
}

extension String {
    var asString: String { self }
}
