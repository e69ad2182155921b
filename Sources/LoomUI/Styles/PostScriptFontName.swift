/// What a font name given to `Font.custom(_:size:)` asks for, read as iOS reads a PostScript name:
/// `"HelveticaNeue-Light"` is the family Helvetica Neue in its light weight, `"Georgia-BoldItalic"`
/// Georgia bold italic. Loom has none of Apple's families, so where it substitutes a face it keeps
/// the weight, the slant and the kind of family (serif, monospaced, rounded) the name asks for.
/// A family name with the style as its last word (`"Avenir Next Bold"`) is read the same way.
struct PostScriptFontName: Equatable {
    /// The name before the style: `"HelveticaNeue"`.
    var family: String
    var weight: Font.Weight
    var isItalic: Bool
    /// What the family is drawn as when it is not installed: Georgia with the serif face.
    var design: Font.Design

    init(_ name: String) {
        let hyphen = name.lastIndex(of: "-")
        let space = name.lastIndex(of: " ")
        var family = name
        var style: (weight: Font.Weight, italic: Bool)?
        if let split = hyphen ?? space {
            style = Self.style(String(name[name.index(after: split)...]))
            if style != nil { family = String(name[..<split]) }
        }
        self.family = family
        self.weight = style?.weight ?? .regular
        self.isItalic = style?.italic ?? false
        self.design = Self.design(ofFamily: family)
    }

    /// The words a PostScript style is made of, lower case: what each says about the weight.
    /// Several names for one weight, as foundries spell them (Avenir's "Book" and "Roman",
    /// Avenir Next's "DemiBold", Gill Sans's "UltraBold", Futura's "CondensedExtraBold").
    static let weights: [String: Font.Weight] = [
        "ultralight": .ultraLight, "extralight": .ultraLight, "hairline": .ultraLight,
        "thin": .thin, "light": .light,
        "": .regular, "regular": .regular, "roman": .regular, "book": .regular, "normal": .regular, "plain": .regular,
        "medium": .medium,
        "semibold": .semibold, "demibold": .semibold, "demi": .semibold,
        "bold": .bold,
        "heavy": .heavy, "extrabold": .heavy, "ultrabold": .heavy,
        "black": .black, "extrablack": .black, "ultrablack": .black,
    ]

    /// `"BoldItalic"` → (bold, italic); nil when the text is no style (`"Neue"`, `"Script"`).
    static func style(_ text: String) -> (weight: Font.Weight, italic: Bool)? {
        var words = text.lowercased()
        // Adobe's "MT" and "PS" tags (`Arial-BoldMT`) say nothing about the face.
        for tag in ["mt", "ps"] where words.hasSuffix(tag) && words.count > tag.count { words.removeLast(tag.count) }
        let italic = words.contains("italic") || words.contains("oblique")
        // Widths have no stand-in: a condensed bold is drawn bold.
        for word in ["italic", "oblique", "condensed", "compressed", "narrow", "expanded", "wide"] {
            words = words.replacingOccurrences(of: word, with: "")
        }
        guard let weight = weights[words] else { return nil }
        // A bare hyphen or space before nothing is no style.
        if text.isEmpty { return nil }
        return (weight, italic)
    }

    /// Apple's and the common web families by kind, matched on the family's first letters without
    /// spaces (`"TimesNewRomanPS"`, `"Courier New"`); every other family is a sans serif.
    static let serifFamilies = ["georgia", "times", "newyork", "baskerville", "didot", "palatino", "charter", "hoefler",
                                "bodoni", "cochin", "garamond", "iowan", "bigcaslon", "superclarendon", "rockwell", "serif"]
    static let monospacedFamilies = ["menlo", "courier", "sfmono", "monaco", "andalemono", "sourcecodepro", "firacode"]

    static func design(ofFamily family: String) -> Font.Design {
        let key = family.lowercased().filter { $0 != " " && $0 != "-" }
        if key.hasSuffix("sans") || key.contains("sansserif") { return .default }
        if monospacedFamilies.contains(where: key.hasPrefix) || key.contains("mono") { return .monospaced }
        if key.contains("rounded") { return .rounded }
        if serifFamilies.contains(where: key.hasPrefix) { return .serif }
        return .default
    }
}
