/// A concrete font request: which face, how big, how heavy.
public struct FontSpec: Hashable, Sendable {
    /// The stand-ins for Apple's system fonts (DESIGN.md "Fonts").
    public enum Family: Hashable, Sendable {
        /// SF Pro → Inter: Inter below 32 pt, Inter Display from 32 pt. SF Pro's optical size
        /// moves from Text to Display between 17 and 28 pt (research doc §5.2); the grid-view
        /// guide's 28 pt titles still match Inter's Text cut, its 60 pt headlines the Display cut.
        case sans
        /// SF Mono → JetBrains Mono.
        case monospaced
        /// New York → a serif face.
        case serif
        /// A named fontconfig family.
        case named(String)

        var fontconfigName: String {
            switch self {
            case .sans: "Inter"
            case .monospaced: "JetBrains Mono"
            case .serif: "DejaVu Serif"
            case .named(let name): name
            }
        }
    }

    public var family: Family
    /// Points.
    public var size: Double
    /// CSS-style weight, 100 (ultra light) … 900 (black); 400 is regular.
    public var weight: Int
    public var italic: Bool

    public init(family: Family = .sans, size: Double = 17, weight: Int = 400, italic: Bool = false) {
        self.family = family
        self.size = size
        self.weight = weight
        self.italic = italic
    }

    /// Whether fontconfig has a family of this name (`Font.custom` falls back to the system face).
    public static func isInstalled(family name: String) -> Bool {
        PangoShared.familyNames.contains(name)
    }

    /// The installed family a PostScript name's family part names, spelt without spaces and in
    /// any case: `"JetBrainsMono"` → "JetBrains Mono"; nil when fontconfig has none.
    public static func installedFamily(compactName: String) -> String? {
        let key = compactName.lowercased().filter { $0 != " " }
        return PangoShared.familyNames.first { $0.lowercased().filter { $0 != " " } == key }
    }

    /// The size from which Inter Display stands in.
    public static let displaySize = 32.0

    /// Inter Display ships with fonts-inter 4; an older Inter has only the Text cut.
    static let hasInterDisplay = isInstalled(family: "Inter Display")

    /// Drawn with Inter Display (and its tracking): large system text, when the cut is installed.
    var usesDisplayCut: Bool {
        guard case .sans = family else { return false }
        return size >= Self.displaySize && Self.hasInterDisplay
    }

    /// The fontconfig family this request is drawn with.
    var fontconfigFamily: String {
        usesDisplayCut ? "Inter Display" : family.fontconfigName
    }
}
